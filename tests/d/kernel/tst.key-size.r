exit 1

exit 0
-- @@stderr --
dtrace: failed to compile script keys.d: line 4: this key takes 536 bytes, but this kernel's maps take keys of at most 512 bytes: use fewer string keys or a smaller strsize (-x strsize=N; each string key takes strsize bytes)
