begin
tick 4
end

