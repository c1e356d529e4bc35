[hello]
[world]
[x]
1
1
[a]
[=b=c]
[abc]
1
1

