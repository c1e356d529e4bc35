net_rx: yes
