other session attached: yes
probe site first
