profile:::profile-997 profile:::tick-1ms profile:::tick-200us
firings with both or neither PC: 0

