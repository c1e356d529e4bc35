12 programs as the model prints them
