depth 0
end of stack
depth 0
end of stack

