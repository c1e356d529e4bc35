begin
tick 4
end

exit 0
