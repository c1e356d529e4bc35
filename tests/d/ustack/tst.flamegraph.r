frames named
ok
