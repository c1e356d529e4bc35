self 1 parent 1 init 1 root 1 none 0
kthread: init 0 kthreadd 1 root 1 self 1

