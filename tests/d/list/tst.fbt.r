   ID   PROVIDER            MODULE                          FUNCTION NAME
list: status 1
1
enable: status 1
1
1
