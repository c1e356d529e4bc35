exit 0
begin
end

exit 0
profiled

exit 0
pid probe

exit 0
