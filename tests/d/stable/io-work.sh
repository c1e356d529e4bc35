#!/bin/bash
# Workload of tst.io.sh: write a file next to this script and fsync it.
f=$(mktemp ./io-work.XXXXXX) || exit 1
/bin/dd if=/dev/zero of="$f" bs=64k count=4 conv=fsync status=none
rm -f "$f"
