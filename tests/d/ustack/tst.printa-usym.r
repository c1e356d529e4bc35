printf: chain`middle | chain`middle | chain | chain`middle+OFF
ufunc key: chain`middle 1
usym key: chain`middle 1
umod key: [chain     ] 1
uaddr key: chain`middle+OFF 1

status 0
