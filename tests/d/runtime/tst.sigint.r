INT status 0
begin
end

TERM status 0
begin
end

