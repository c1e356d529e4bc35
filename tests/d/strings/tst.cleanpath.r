[/baz]
[foo/bar/baz]
[/x]
[../b]
[.]
[]
[/]
[.hidden/..x/...]

