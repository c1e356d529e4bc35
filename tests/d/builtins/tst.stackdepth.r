strsize 256: ustackdepth = ustack() frames, over 60 yes; stackdepth over 2 yes
strsize 16: ustackdepth = ustack() frames, over 60 yes; stackdepth over 2 yes
