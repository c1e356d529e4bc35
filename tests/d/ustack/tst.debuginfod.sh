# A stripped program whose debug file only a debuginfod server has (no
# debuglink, nothing under /usr/lib/debug): with DEBUGINFOD_URLS set,
# ustack() names its functions from the downloaded file; with
# -x nodebuginfod it asks nothing and prints module`0x... frames.
# @@timeout: 90
# @@needs: command -v gcc && command -v objcopy && ldconfig -p | grep -q libdebuginfod.so.1
tmp=$(mktemp -d)
srv=
trap '[ -n "$srv" ] && kill $srv; rm -rf "$tmp"' EXIT
gcc -g -O0 -fno-omit-frame-pointer -Wl,--build-id -o "$tmp/getppid3" ../stack/getppid3.c || exit 1
id=$(readelf -n "$tmp/getppid3" | awk '/Build ID/ { print $3 }')
mkdir "$tmp/srv"
objcopy --only-keep-debug "$tmp/getppid3" "$tmp/srv/$id.debug"
objcopy --strip-all "$tmp/getppid3"
python3 debuginfod.py "$tmp/srv" "$tmp/port" 2>"$tmp/requests" &
srv=$!
for ((i = 0; i < 300; i++)); do [ -s "$tmp/port" ] && break; sleep 0.1; done
export DEBUGINFOD_URLS="http://127.0.0.1:$(cat "$tmp/port")" DEBUGINFOD_CACHE_PATH="$tmp/cache"
d='syscall::getppid:entry /pid == $target/ { ustack(); exit(0); }'
$DTRACE -x nodebuginfod -qn "$d" -c "$tmp/getppid3" | grep -E '^ *getppid3`' |
    sed 's/0x[0-9a-f]*$/ADDR/' | sort -u
echo "requests: $(grep -c "/buildid/$id/debuginfo" "$tmp/requests")"
# (a download slower than a second says so on stderr: not part of the result)
$DTRACE -qn "$d" -c "$tmp/getppid3" 2> >(grep -v '^dtrace: downloading debug information' >&2) |
    grep -E '^ *getppid3`' | sed 's/+0x[0-9a-f]*$/+OFF/'
echo "requests: $(grep -c "/buildid/$id/debuginfo" "$tmp/requests")"
