semaphores: gated 0 idle 0
gated 1
gated 2

semaphores: gated 1 idle 0
