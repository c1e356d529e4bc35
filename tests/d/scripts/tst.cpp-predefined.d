/*
 * dtrace -C: the macros DTrace defines for a D program (Oracle's
 * dt_open.c and dt_preproc()): __linux, __unix, __SVR4, __Linux (the
 * system's name), __SUNW_D = 1, __SUNW_D_64, __SUNW_D_VERSION (the D
 * version, major << 24 | minor << 12 | micro: Sun D 1.6.4), the
 * architecture's (__amd64 on x86-64, cpp's __aarch64__ on arm64), and
 * __GNUC__ undefined.
 * @@opts: -C
 */
#pragma D option quiet

BEGIN
{
#if defined(__linux) && defined(__unix) && defined(__SVR4) && defined(__Linux)
	printf("__linux __unix __SVR4 __Linux\n");
#endif
#if defined(__SUNW_D_64)
	printf("__SUNW_D_64\n");
#endif
	printf("__SUNW_D = %d\n", __SUNW_D);
	printf("__SUNW_D_VERSION = %x\n", __SUNW_D_VERSION);
#if defined(__amd64) || defined(__aarch64__)
	printf("the architecture's\n");
#endif
#ifdef __GNUC__
	printf("__GNUC__ defined\n");
#else
	printf("__GNUC__ undefined\n");
#endif
	exit(0);
}
