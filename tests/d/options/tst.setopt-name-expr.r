
        2                1
        1                2

        1                2
        2                1
done

-- @@stderr --
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't set option "nosuch" to "3": Invalid option name

dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't set option "nosuch" to "1": Invalid option name

