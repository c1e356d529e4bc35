634 lines as C prints them
