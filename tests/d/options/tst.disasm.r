-S lists the program
disasm=1 is -S
pragma disasm=3 is -S
1

