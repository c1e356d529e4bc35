ids agree
/nonexistent/dtrace-ids: errno at entry 0, at return 2
/dev/null: errno at entry 0, at return 0

