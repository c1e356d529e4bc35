TIME                    FORKS    EXECS
TOTAL                       3        2
