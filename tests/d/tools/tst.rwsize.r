dd write 1024-byte writes: 8
dd write total: 8
