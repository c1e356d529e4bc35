INT status 0
begin
end

TERM status 0
begin
end

END exit status 3
