   ID   PROVIDER            MODULE                          FUNCTION NAME
status 0
dtrace: failed to match ::nosuch:probe: No probe matches description
