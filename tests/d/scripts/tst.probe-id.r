== -i with a body
dtrace:BEGIN

exit 0
== -i after -n: END by id
END

exit 0
== a script's ids, in a list of descriptions
BEGIN
END

exit 0
== the default action names the probe
FUNCTION:NAME
:BEGIN
:BEGIN

