[D_STACK_SIZE] line 1: stack( ) argument #1 must be a non-zero positive integer constant
stack(0): exit 1
[D_STACK_SIZE] line 1: stack( ) argument #1 must be a non-zero positive integer constant
stack(-1): exit 1
[D_STACK_SIZE] line 1: stack( ) argument #1 must be a non-zero positive integer constant
x = 1; stack(x): exit 1
stack(1000): exit 0
[D_USTACK_FRAMES] line 1: ustack( ) argument #1 must be a non-zero positive integer constant
ustack(0): exit 1
[D_USTACK_FRAMES] line 1: ustack( ) argument #1 must be a non-zero positive integer constant
ustack(-2): exit 1
[D_USTACK_FRAMES] line 1: ustack( ) argument #1 must be a non-zero positive integer constant
x = 1; ustack(x): exit 1
[D_USTACK_STRSIZE] line 1: ustack( ) argument #2 must be a positive integer constant
ustack(1, -1): exit 1
[D_USTACK_STRSIZE] line 1: ustack( ) argument #2 must be a positive integer constant
x = 1; ustack(1, x): exit 1
ustack(1000, 100000): exit 0
ustack(2, 0): exit 0
[D_USTACK_FRAMES] line 1: jstack( ) argument #1 must be a non-zero positive integer constant
jstack(0): exit 1
[D_USTACK_STRSIZE] line 1: jstack( ) argument #2 must be a positive integer constant
jstack(3, -1): exit 1
jstack(1000, 64): exit 0
[D_TRACEMEM_SIZE] line 1: tracemem( ) argument #2 must be a non-zero positive integral constant expression
tracemem(curthread, 0): exit 1
[D_TRACEMEM_SIZE] line 1: tracemem( ) argument #2 must be a non-zero positive integral constant expression
tracemem(curthread, -8): exit 1
[D_TRACEMEM_SIZE] line 1: tracemem( ) argument #2 must be a non-zero positive integral constant expression
x = 8; tracemem(curthread, x): exit 1
tracemem(curthread, 4096): exit 0
[D_UNKNOWN] line 1: tracemem( ) argument #2 (4097) is more than the 4096 bytes one record of this implementation holds
tracemem(curthread, 4097): exit 1
[D_TRACEMEM_ADDR] line 1: tracemem( ) argument #1 is incompatible with prototype:
	prototype: pointer or integer
	 argument: string
tracemem("str", 3): exit 1
