dtrace: failed to open output file 'DIR/planted': Permission denied
-o planted link: exit 1, victim: secret
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't freopen() "DIR/planted": Permission denied

owned

freopen planted link: exit 0, victim: secret
-o own link: exit 0, victim: secret appended  
dtrace: failed to open output file 'DIR/dirlink/victim': Permission denied
-o dirlink/victim: exit 1, victim: secret 
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't freopen() "DIR/dirlink/victim": Permission denied

owned

freopen dirlink/victim: exit 0, victim: secret 
dtrace: failed to open output file 'DIR/chain': Permission denied
-o chain: exit 1, victim: secret 
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't freopen() "DIR/chain": Permission denied

owned

freopen chain: exit 0, victim: secret 
-o plain/dirlink/victim: exit 0, victim: secret appended  
dtrace: failed to open output file 'DIR/fifo': No such device or address
-o FIFO without a reader: exit 1
dtrace: failed to open output file 'DIR/ufifo': Permission denied
-o another user's FIFO: exit 1
-o our FIFO with a reader: exit 0
through the FIFO

through /dev/stdout

-o /dev/stdout on a pipe: exit 0
