status 0

frame: right-justified in 50 columns
frame: right-justified in 50 columns


frame: indented 3
frame: indented 3


frame: indented 0
frame: indented 0


frame: right-justified in 50 columns


frame: indented 3


frame: indented 0


