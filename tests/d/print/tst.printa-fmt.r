4: foo=0 bar=1
1: foo=10 bar=0
2: foo=20 bar=1
3: foo=30 bar=0
[   10]
[   20]
[   30]

        1                1
        2                2
        3                3
3 30
2 0
4 0

        5                5
