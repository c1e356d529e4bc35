one
end

