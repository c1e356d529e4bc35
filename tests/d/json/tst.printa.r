{"entries": [{"keys": ["x"], "value": 3}], "function": "sum", "id": 0, "name": "@a", "type": "aggregation"}
{"output": "after", "probe": {"function": "", "module": "", "name": "BEGIN", "provider": "dtrace"}, "type": "printf"}
{"entries": [{"keys": [], "value": 1}], "function": "count", "id": 1, "name": "@b", "type": "aggregation"}
status 3
