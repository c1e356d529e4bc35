{"output": "before\n", "probe": {"function": "", "module": "", "name": "BEGIN", "provider": "dtrace"}, "type": "printf"}
{"output": "hi \"there\"\n42\n", "probe": {"function": "", "module": "", "name": "BEGIN", "provider": "dtrace"}, "type": "system"}
{"output": "after\n", "probe": {"function": "", "module": "", "name": "BEGIN", "provider": "dtrace"}, "type": "printf"}
