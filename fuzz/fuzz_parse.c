/*
 * libFuzzer target for the D front end: lexes and parses arbitrary bytes
 * as a script and as a command-line description (-n), with two macro
 * arguments so that $1/$$2 expand.  Any crash, leak (ASan) or hang is a
 * bug; inputs that found one are kept in tests/unit/test_parse.c.
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "front/ast.h"
#include "front/entry.h"

static void parse_once(dtrace_hdl_t *h, const char *text, int spec)
{
	struct dt_cc cc;
	memset(&cc, 0, sizeof(cc));
	cc.h = h;
	cc.src = spec ? DTRACE_SRC_DESC : DTRACE_SRC_SCRIPT;
	cc.srcname = "fuzz.d";
	if (setjmp(cc.jb))
		return;		/* a compile error: fine */
	struct dt_node *root = dt_parse(&cc, text, spec);
	dt_node_free(root);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char *const args[] = { "read", "hello" };
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';	/* the parser takes C strings: stop at a NUL */

	dtrace_hdl_t *h = dtrace_open();
	dtrace_set_macro_args(h, 2, args);
	dtrace_setopt(h, "argref", NULL);
	parse_once(h, text, 0);
	parse_once(h, text, 'n');
	dtrace_close(h);
	free(text);
	return 0;
}
