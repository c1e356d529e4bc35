[abcde]
[abc]
[abcdefg]
[]
[a]
[abcdefghijklmnop]
[abcdefghijklmnop]
[abcdefghijklmnop]

