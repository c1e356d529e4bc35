ustack has frames
jstack frames == ustack frames
