tick
end

statusrate=10s: exit 3
tick
end

statusrate=1h: exit 3
