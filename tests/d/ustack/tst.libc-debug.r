libc.so.6`msort_with_tmp named
msort_with_tmp <- ... <- qsort <- main
ufunc: libc.so.6`msort_with_tmp named
