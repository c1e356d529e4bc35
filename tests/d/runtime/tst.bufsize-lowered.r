dtrace: buffer size lowered to SIZE
traced

exit 0
