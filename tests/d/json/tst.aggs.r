{"entries": [{"keys": ["b", 2], "value": 1}, {"keys": ["a", 1], "value": 2}], "function": "count", "id": 0, "name": "@c", "type": "aggregation"}
{"entries": [{"keys": [], "value": -5}], "function": "sum", "id": 1, "name": "@s", "type": "aggregation"}
{"entries": [{"keys": [], "value": -4}], "function": "min", "id": 2, "name": "@mn", "type": "aggregation"}
{"entries": [{"keys": [], "value": 9}], "function": "max", "id": 3, "name": "@mx", "type": "aggregation"}
{"entries": [{"keys": [], "value": 15}], "function": "avg", "id": 4, "name": "@av", "type": "aggregation"}
{"entries": [{"buckets": [{"count": 1, "max": -64, "min": -127}, {"count": 1, "max": 0, "min": 0}, {"count": 2, "max": 7, "min": 4}], "keys": []}], "function": "quantize", "id": 5, "name": "@q", "type": "aggregation"}
{"entries": [{"buckets": [{"count": 1, "max": -1, "min": -9223372036854775808}, {"count": 1, "max": 4, "min": 0}, {"count": 1, "max": 9223372036854775807, "min": 10}], "keys": [1]}], "function": "lquantize", "id": 6, "name": "@l", "type": "aggregation"}
{"entries": [{"buckets": [{"count": 1, "max": 1999, "min": 1500}], "keys": []}], "function": "llquantize", "id": 7, "name": "@ll", "type": "aggregation"}
