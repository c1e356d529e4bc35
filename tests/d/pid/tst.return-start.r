argc 1
main returned 0

dtrace: failed to match pidN:target:_start:return: No probe matches description
   ID   PROVIDER            MODULE                          FUNCTION NAME
