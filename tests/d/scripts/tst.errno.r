/nonexistent/x errno=2
predicate fired
/dev/null errno=0

