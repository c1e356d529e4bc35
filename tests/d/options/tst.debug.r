dtrace DEBUG: compiling D library file DIR/answer.d
dtrace DEBUG: loaded the BPF program of probe dtrace:::BEGIN
42

42

