ids 1 2 3
b1
a1
a2
end

