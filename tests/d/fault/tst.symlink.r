dtrace: failed to open output file 'DIR/planted': Permission denied
-o planted link: exit 1, victim: secret
dtrace: couldn't freopen() "DIR/planted": Permission denied
owned

freopen planted link: exit 0, victim: secret
-o own link: exit 0, victim: secret appended  
