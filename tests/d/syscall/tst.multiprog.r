first
second
first
second

