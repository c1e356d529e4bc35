# illop.d; the BPF pc of the fault depends on the code generated: blanked.
$DTRACE -s illop.d 2>&1 | sed 's/at BPF pc [0-9]*/at BPF pc N/'
