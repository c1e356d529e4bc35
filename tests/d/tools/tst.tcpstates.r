LADDR           LPORT RADDR           RPORT OLD                   NEW                    MS
client: state-closed -> state-syn-sent
client: state-syn-sent -> state-established
server: state-listen -> state-syn-received
server: state-syn-received -> state-established
