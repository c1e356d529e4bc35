{"output": "quote \" backslash \\ tab \t end\n", "probe": {"function": "", "module": "", "name": "BEGIN", "provider": "dtrace"}, "type": "printf"}
{"probe": {"function": "", "module": "", "name": "BEGIN", "provider": "dtrace"}, "type": "trace", "value": 42}
{"probe": {"function": "", "module": "", "name": "BEGIN", "provider": "dtrace"}, "type": "trace", "value": -7}
{"probe": {"function": "", "module": "", "name": "BEGIN", "provider": "dtrace"}, "type": "trace", "value": "a \"str\"\n"}
{"probe": {"function": "", "module": "", "name": "BEGIN", "provider": "dtrace"}, "type": "trace", "value": 65}
{"output": "12 x \u0001", "probe": {"function": "", "module": "", "name": "BEGIN", "provider": "dtrace"}, "type": "printf"}
