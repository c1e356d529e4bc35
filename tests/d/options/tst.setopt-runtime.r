done

-- @@stderr --
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't set option "bufsize" to "4m": Operation illegal when tracing is active

dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't set option "nosuch" to "1": Invalid option name

dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't set option "quiet" to "maybe": Invalid value for specified option

