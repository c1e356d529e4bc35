#pragma D attributes Stable/Stable/Common nosuchvar
BEGIN{}
