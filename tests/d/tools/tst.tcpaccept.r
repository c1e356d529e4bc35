LADDR                                   LPORT RADDR                                   RPORT
127.0.0.1 PORT 127.0.0.1
