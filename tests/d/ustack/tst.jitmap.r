status 0

              JS:*hotFunctionForTrace+OFF
ufunc:   JS:*hotFunctionForTrace
uaddr:   JS:*hotFunctionForTrace+OFF

