strsize 256: ustackdepth = ustack() frames, over 60 yes; stackdepth = stack() frames
strsize 16: ustackdepth = ustack() frames, over 60 yes; stackdepth = stack() frames
