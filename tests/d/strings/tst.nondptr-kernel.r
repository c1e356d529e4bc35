kernel:   x.dir.d/|.|x.dir.d|5|6|dir.d|r.|.dir.d|.d|/a/x.dir.d|/x.dir.d|X.DIR.D|7
constant: x.dir.d/|.|x.dir.d|5|6|dir.d|r.|.dir.d|.d|/a/x.dir.d|/x.dir.d|X.DIR.D|7
variable: x.dir.d/|.|x.dir.d|5|6|dir.d|r.|.dir.d|.d|/a/x.dir.d|/x.dir.d|X.DIR.D|7

