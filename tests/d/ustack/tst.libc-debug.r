libc.so.6`msort_with_tmp named
ufunc: libc.so.6`msort_with_tmp named
