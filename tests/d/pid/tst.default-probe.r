exit 0
str*:entry
