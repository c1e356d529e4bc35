32 tracepoints or more
programs loaded
status 0
go
end

programs left: 0
