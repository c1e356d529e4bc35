# pid offset probes: <hex offset> in a function (0 is its first
# instruction, the next one found with objdump) and a libc function named
# by the module alias "libc", with copyinstr() of its argument.
# @@needs: command -v gcc && command -v objdump
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O0 -o "$tmp/target" target.c
# The second instruction of add(), as an offset from its start.
off=$(objdump -d --no-show-raw-insn "$tmp/target" |
      awk '/<add>:$/ { f = 1; next } f && /^ *[0-9a-f]+:/ { sub(":", "", $1); a[n++] = $1 }
           f && /^$/ { exit } END { printf "%x", strtonum("0x" a[1]) - strtonum("0x" a[0]) }')
$DTRACE -qn "
pid\$target:a.out:add:0 { printf(\"%s %d\n\", probename, arg0); }
pid\$target:a.out:add:$off { printf(\"second %d\n\", arg0); }
pid\$target:libc:atoi:entry { printf(\"atoi(%s)\n\", copyinstr(arg0)); }
" -c "$tmp/target"
