PROVIDER MODULE FUNCTION NAME
pidPID target add entry
pidPID target add return
pidPID target eight entry
pidPID target eight return
pidPID target negate entry
pidPID target negate return
list status 0
dtrace: invalid probe specifier pid$target:a.out:nosuch:entry: line 1: failed to lookup 'nosuch' in module 'a.out'
nomatch status 1
dtrace: failed to execute TMP/nonexistent: No such file or directory
noexec status 1
