ready
add 7, target 1
add 8, target 1
end

dtrace exit status 0
