LADDR           LPORT RADDR           RPORT       MS
client: 127.0.0.1 127.0.0.1 PORT
