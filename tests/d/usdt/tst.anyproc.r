-- running processes
ready
FIRST loopprovFIRST loop-t 4
SECOND loopprovSECOND loop-t 100

dtrace exit status 0
uprobes left: 0
-- by file, processes started later
ready
FIRST loopprov loop-t loop-t 4
SECOND loopprov loop-t loop-t 5

dtrace exit status 0
uprobes left: 0
