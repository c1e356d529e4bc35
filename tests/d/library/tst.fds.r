name=data.txt
dirname=DIR/sub dir
pathname=DIR/sub dir/data.txt
offset=0
fs=FS
mount=MNT
rdonly=1
closed=<none> <none> -1
cwd=DIR/sub dir

