CPU FUNCTION
 -> ksys_read
   -> vfs_read
   <- vfs_read
 <- ksys_read

