begin 1
error 1
error 2
end 1
end 2

