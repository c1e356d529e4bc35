taken: else
taken: inner else
taken: trace
taken: after inner
taken: printa 1
end of BEGIN
tick 1
tick 2
tick 3
speculated
status: END runs once

