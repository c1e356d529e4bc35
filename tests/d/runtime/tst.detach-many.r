programs loaded
status 0
end

programs left: 0
