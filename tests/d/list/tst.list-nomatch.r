   ID   PROVIDER            MODULE                          FUNCTION NAME
status 1
dtrace: failed to match ::nosuch:probe: No probe matches description
