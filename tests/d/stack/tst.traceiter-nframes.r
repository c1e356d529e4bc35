other session attached
frame: probe site
caller is the frame: 1
frame: probe site
count 1
