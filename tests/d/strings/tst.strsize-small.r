[abcdefgh]
[-1234567]
[abcdefgh]
[11111111]
[abcdefgh] 8
[abcdefgh]
[abcdefgh]
[/aaaa/bb]
[/a/b/c]
[..]
[ABCDEFGH]
[1234567]
[lib] [/usr]

