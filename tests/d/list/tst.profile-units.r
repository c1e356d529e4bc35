profile-200000ns: a probe
tick-200000ns: a probe
profile-200000nsec: a probe
tick-200000nsec: a probe
profile-200us: a probe
tick-200us: a probe
profile-200usec: a probe
tick-200usec: a probe
profile-1ms: a probe
tick-1ms: a probe
profile-1msec: a probe
tick-1msec: a probe
profile-1s: a probe
tick-1s: a probe
profile-1sec: a probe
tick-1sec: a probe
profile-1m: a probe
tick-1m: a probe
profile-1min: a probe
tick-1min: a probe
profile-1h: a probe
tick-1h: a probe
profile-1hour: a probe
tick-1hour: a probe
profile-1d: a probe
tick-1d: a probe
profile-1day: a probe
tick-1day: a probe
profile-97: a probe
tick-97: a probe
profile-97hz: a probe
tick-97hz: a probe
profile-97HZ: a probe
tick-97HZ: a probe
profile-1S: a probe
tick-1S: a probe
profile-1Ms: a probe
tick-1Ms: a probe
profile-5000: a probe
tick-5000: a probe
profile-5000hz: a probe
tick-5000hz: a probe
profile-213503d: a probe
tick-213503d: a probe
profile-199999ns: none
tick-199999ns: none
profile-199us: none
tick-199us: none
profile-5001: none
tick-5001: none
profile-5001hz: none
tick-5001hz: none
profile-0: none
tick-0: none
profile-0s: none
tick-0s: none
profile-1msecs: none
tick-1msecs: none
profile-1x: none
tick-1x: none
profile-1.5s: none
tick-1.5s: none
profile-213504d: none
tick-213504d: none
profile-18446744073709551616: none
tick-18446744073709551616: none
