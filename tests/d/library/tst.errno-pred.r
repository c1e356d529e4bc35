openat failed with ENOENT (2)

