/*
 * libFuzzer target for the whole compiler: arbitrary bytes go through
 * dtrace_compile() -- preprocessing, parsing, semantic checks and BPF code
 * generation -- as a script and as a -n description, but nothing is loaded
 * into the kernel.  A crash, an ASan/UBSan report, a leak or a hang is a
 * bug; inputs that found one become tests under tests/d/fuzz-regress/.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dtrace.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char *const args[] = { "read", "hello" };
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';	/* the compiler takes C strings: stop at a NUL */

	/* One handle per kind of input so that a failed compile cannot leave
	 * state behind that changes how the next one is handled. */
	/* Macro arguments only for inputs that may use them: an unused last
	 * argument is an error (as in DTrace) that would stop every other
	 * input before sema and cg. */
	int nargs = strchr(text, '$') ? 2 : 0;
	dtrace_hdl_t *h = dtrace_open();
	if (h) {
		dtrace_set_macro_args(h, nargs, args);
		dtrace_compile(h, text, DTRACE_SRC_SCRIPT, "fuzz.d", 0);
		dtrace_close(h);
	}
	h = dtrace_open();
	if (h) {
		dtrace_set_macro_args(h, nargs, args);
		dtrace_compile(h, text, DTRACE_SRC_DESC, text, 'n');
		dtrace_close(h);
	}
	free(text);
	return 0;
}
