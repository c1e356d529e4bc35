0: speculation 1
2: speculation 1
4: speculation 1

