   ID   PROVIDER            MODULE                          FUNCTION NAME
    N    profile                                                     tick-1sec
   ID   PROVIDER            MODULE                          FUNCTION NAME
    N    profile                                                     profile-10ms
   ID   PROVIDER            MODULE                          FUNCTION NAME
    N    profile                                                     tick-1
   ID   PROVIDER            MODULE                          FUNCTION NAME
dtrace: failed to match :::profile-1nsec: No probe matches description
   ID   PROVIDER            MODULE                          FUNCTION NAME
dtrace: failed to match :::tick-3fortnights: No probe matches description
