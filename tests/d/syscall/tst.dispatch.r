read:entry fd=0 n=1234 args[2]=1234
read:return ret=1234 arg1=1234 errno=0
read:entry fd=0 n=1234 args[2]=1234
read:return ret=1234 arg1=1234 errno=0
read:entry fd=0 n=1234 args[2]=1234
read:return ret=1234 arg1=1234 errno=0
read:entry fd=0 n=1234 args[2]=1234
read:return ret=1234 arg1=1234 errno=0
read:entry fd=0 n=1234 args[2]=1234
read:return ret=1234 arg1=1234 errno=0
entries read 5
returns read 5

