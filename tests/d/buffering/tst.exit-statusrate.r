END after the status check

