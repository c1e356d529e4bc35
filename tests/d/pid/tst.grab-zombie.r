ready
add 5
end

dtrace exit status 0, target state Z
