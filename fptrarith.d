BEGIN{ x = &`vfs_read + 1; }
