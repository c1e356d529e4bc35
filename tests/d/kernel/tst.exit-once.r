exit on one CPU

exit on one CPU

