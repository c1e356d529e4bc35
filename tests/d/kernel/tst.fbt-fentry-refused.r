vfs_read count=4096

  call_rcu                                                          1
  kallsyms_lookup                                                   1
  vfs_read                                                          1
