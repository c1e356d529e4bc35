COMM               OP    CALLS     TOTAL_us       MAX_us
python3 a wait of 150 ms or more: yes
