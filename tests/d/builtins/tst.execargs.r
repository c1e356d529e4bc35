[/bin/echo one two three] 23
exit 0
[/bin/echo on]
exit 0
