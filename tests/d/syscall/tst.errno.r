openat:return arg0=-20 arg1=-20 errno=20

