/*
 * Lexer and parser tests.
 *
 *   test_parse              run the built-in tests (exit status: failures)
 *   test_parse FILE...      parse each file as a D script and print "OK" or
 *                           the error DTrace would print, one line per file
 *                           (-s name: the script name used in messages)
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/lex.h"
#include "front/entry.h"

static int failures;

#define CHECK(cond, ...) do { \
	if (!(cond)) { \
		failures++; \
		fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
		fprintf(stderr, __VA_ARGS__); \
		fputc('\n', stderr); \
	} \
} while (0)

/* ------------------------------------------------------------ harness */

struct result {
	struct dt_node *root;
	char err[2200];		/* "[TAG] line N: msg" */
};

static void parse_text(dtrace_hdl_t *h, const char *text, int spec, struct result *r)
{
	struct dt_cc cc;
	char *volatile pp = NULL;
	memset(&cc, 0, sizeof(cc));
	memset(r, 0, sizeof(*r));
	cc.h = h;
	cc.src = spec ? DTRACE_SRC_DESC : DTRACE_SRC_SCRIPT;
	cc.srcname = "t.d";
	if (setjmp(cc.jb)) {
		if (cc.errline > 0)
			snprintf(r->err, sizeof(r->err), "[%s] line %d: %.2000s",
				 dt_errtag_name(cc.errtag), cc.errline, cc.errmsg);
		else
			snprintf(r->err, sizeof(r->err), "[%s] %.2000s",
				 dt_errtag_name(cc.errtag), cc.errmsg);
		free(pp);
		return;
	}
	pp = dt_preprocess(&cc, text);
	r->root = dt_parse(&cc, pp ? pp : text, spec);
	free(pp);
}

/* Does the conformance test want -C (in its options or its directory's)? */
static bool wants_cpp(const char *path, const char *text)
{
	const char *o = strstr(text, "@@runtest-opts:");
	if (o) {
		const char *e = strchr(o, '\n');
		for (const char *c = o; *c && (!e || c < e); c++)
			if (c[0] == ' ' && c[1] == '-' && c[2] != '-') {
				size_t n = strspn(c + 2, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
				if (memchr(c + 2, 'C', n))
					return true;
			}
	}
	char dir[4096];
	snprintf(dir, sizeof(dir), "%s", path);
	char *slash = strrchr(dir, '/');
	if (!slash)
		return false;
	snprintf(slash + 1, sizeof(dir) - (size_t)(slash + 1 - dir), "test.options");
	FILE *f = fopen(dir, "r");
	if (!f)
		return false;
	char line[512];
	bool yes = false;
	while (fgets(line, sizeof(line), f))
		if (strstr(line, "-C"))
			yes = true;
	fclose(f);
	return yes;
}

static dtrace_hdl_t *new_handle(int argc, char **argv)
{
	dtrace_hdl_t *h = dtrace_open();
	dtrace_set_macro_args(h, "dtrace", argc, argv);
	return h;
}

/* A one-line S-expression of an expression tree. */
static void sx(const struct dt_node *n, char *buf, size_t len)
{
	char a[1024] = "", b[1024] = "", c[1024] = "";
	if (!n) {
		snprintf(buf, len, "nil");
		return;
	}
	switch (n->kind) {
	case N_INT: case N_CHAR:
		snprintf(buf, len, "%llu", (unsigned long long)n->ival);
		return;
	case N_STR:
		snprintf(buf, len, "\"%s\"", n->str);
		return;
	case N_IDENT:
		snprintf(buf, len, "%s", n->str);
		return;
	case N_BACKQUOTE:
		snprintf(buf, len, "%s`%s", n->str, n->str2);
		return;
	case N_SELF:
		snprintf(buf, len, "self->%s", n->str);
		return;
	case N_THIS:
		snprintf(buf, len, "this->%s", n->str);
		return;
	case N_AGG: case N_INDEX: case N_CALL: {
		char args[1024] = "";
		size_t o = 0;
		for (const struct dt_node *k = n->list; k; k = k->next) {
			sx(k, a, sizeof(a));
			o += (size_t)snprintf(args + o, sizeof(args) - o, " %s", a);
			if (o >= sizeof(args))
				break;
		}
		if (n->kind == N_AGG)
			snprintf(buf, len, "(@%s%s)", n->str, args);
		else if (n->kind == N_CALL && n->str)
			snprintf(buf, len, "(%s()%s)", n->str, args);
		else {
			sx(n->a, b, sizeof(b));
			snprintf(buf, len, "(%s %s%s)", n->kind == N_CALL ? "call" : "[]", b, args);
		}
		return;
	}
	case N_MEMBER:
		sx(n->a, a, sizeof(a));
		snprintf(buf, len, "(%s %s %s)", dt_op_name(n->op), a, n->str);
		return;
	case N_UNARY: case N_POSTFIX:
		sx(n->a, a, sizeof(a));
		snprintf(buf, len, "(%s%s %s)", n->kind == N_POSTFIX ? "post" : "",
			 dt_op_name(n->op), a);
		return;
	case N_BINARY: case N_ASSIGN: case N_AGGASSIGN:
		sx(n->a, a, sizeof(a));
		sx(n->b, b, sizeof(b));
		snprintf(buf, len, "(%s %s %s)", n->kind == N_BINARY ? dt_op_name(n->op) :
			 n->kind == N_ASSIGN ? dt_op_name(n->op) : "agg=", a, b);
		return;
	case N_TERNARY:
		sx(n->a, a, sizeof(a));
		sx(n->b, b, sizeof(b));
		sx(n->c, c, sizeof(c));
		snprintf(buf, len, "(? %s %s %s)", a, b, c);
		return;
	case N_CAST:
		sx(n->b, b, sizeof(b));
		snprintf(buf, len, "(cast %s %s)", n->a->spec->tag ? n->a->spec->tag : "?", b);
		return;
	case N_SIZEOF:
		sx(n->b, b, sizeof(b));
		snprintf(buf, len, "(sizeof %s)", n->a ? "type" : b);
		return;
	case N_STRINGOF:
		sx(n->a, a, sizeof(a));
		snprintf(buf, len, "(stringof %s)", a);
		return;
	case N_OFFSETOF:
		snprintf(buf, len, "(offsetof %s)", n->str);
		return;
	case N_XLATE:
		sx(n->b, b, sizeof(b));
		snprintf(buf, len, "(xlate %s %s)", n->a->spec->tag ? n->a->spec->tag : "?", b);
		return;
	default:
		snprintf(buf, len, "<%s>", dt_node_kind_name(n->kind));
	}
}

/* Parse "BEGIN { <stmt> }" and compare the first statement's expression. */
static void expr_is(const char *stmt, const char *want)
{
	char text[1024], got[4096];
	dtrace_hdl_t *h = new_handle(0, NULL);
	struct result r;
	snprintf(text, sizeof(text), "BEGIN\n{\n%s\n}\n", stmt);
	parse_text(h, text, 0, &r);
	if (!r.root) {
		CHECK(0, "%s: unexpected error %s", stmt, r.err);
	} else {
		const struct dt_node *cl = r.root->list;
		while (cl && cl->kind != N_CLAUSE)
			cl = cl->next;
		const struct dt_node *s = cl && cl->b ? cl->b->list : NULL;
		sx(s ? s->a : NULL, got, sizeof(got));
		CHECK(strcmp(got, want) == 0, "%s: got %s want %s", stmt, got, want);
	}
	dt_node_free(r.root);
	dtrace_close(h);
}

static void error_is(const char *text, int spec, const char *want)
{
	dtrace_hdl_t *h = new_handle(0, NULL);
	struct result r;
	parse_text(h, text, spec, &r);
	CHECK(!r.root && strcmp(r.err, want) == 0, "%s: got '%s' want '%s'", text,
	      r.root ? "success" : r.err, want);
	dt_node_free(r.root);
	dtrace_close(h);
}

static struct dt_node *parse_ok(dtrace_hdl_t *h, const char *text, int spec)
{
	struct result r;
	parse_text(h, text, spec, &r);
	CHECK(r.root != NULL, "%s: unexpected error %s", text, r.err);
	return r.root;
}

/* ------------------------------------------------------------ tests */

static void test_precedence(void)
{
	expr_is("x = a + b * c;", "(= x (+ a (* b c)))");
	expr_is("x = a * b + c;", "(= x (+ (* a b) c))");
	expr_is("x = a - b - c;", "(= x (- (- a b) c))");
	expr_is("a = b = c;", "(= a (= b c))");
	expr_is("x = a || b ^^ c && d;", "(= x (|| a (^^ b (&& c d))))");
	expr_is("x = a | b ^ c & d;", "(= x (| a (^ b (& c d))))");
	expr_is("x = a == b < c << d;", "(= x (== a (< b (<< c d))))");
	expr_is("x = a ? b : c ? d : e;", "(= x (? a b (? c d e)))");
	expr_is("x = -a[1]++;", "(= x (- (post++ ([] a 1))))");
	expr_is("x = *p->q.r;", "(= x (* (. (-> p q) r)))");
	expr_is("x = !~a;", "(= x (! (~ a)))");
	expr_is("x = (int)a + 1;", "(= x (+ (cast ? a) 1))");
	expr_is("x = (uint64_t)a;", "(= x (cast uint64_t a))");
	expr_is("x = (a)[1];", "(= x ([] a 1))");
	expr_is("x = sizeof (int) + sizeof x;", "(= x (+ (sizeof type) (sizeof x)))");
	expr_is("x = sizeof (a)[0];", "(= x (sizeof ([] a 0)))");
	expr_is("x = stringof(a);", "(= x (stringof a))");
	expr_is("x = a, y = b;", "(, (= x a) (= y b))");
	expr_is("f(a, b);", "(f() a b)");
	expr_is("@c[pid, execname] = count();", "(agg= (@c pid execname) (count()))");
	expr_is("@ = sum(1);", "(agg= (@) (sum() 1))");
	expr_is("@a[1] += 1;", "(+= (@a 1) 1)");
	expr_is("self->x = this->y;", "(= self->x this->y)");
	expr_is("x = `max_pfn + vmlinux`jiffies;", "(= x (+ `max_pfn vmlinux`jiffies))");
	expr_is("x = offsetof(struct foo, bar);", "(= x (offsetof bar))");
	expr_is("x = xlate<struct foo *>(curthread);", "(= x (xlate foo curthread))");
	expr_is("x = 'a' + 'ab';", "(= x (+ 97 24930))");
	/* DTrace keeps the backslash of escapes C would drop */
	expr_is("x = '\\?' + '\\'' + '\\c' + '\\\"' + '\\0103';",
		"(= x (+ (+ (+ (+ 23615 23591) 23651) 34) 2099))");
	expr_is("x = 0x10 + 010 + 10UL;", "(= x (+ (+ 16 8) 10))");
	expr_is("x = \"a\\tb\\x41\\101\";", "(= x \"a\tbAA\")");
	expr_is("x = a / b;", "(= x (/ a b))");
	expr_is("x.self = 1;", "(= (. x self) 1)");
	expr_is("x = a->string;", "(= x (-> a string))");
}

static void test_statements(void)
{
	dtrace_hdl_t *h = new_handle(0, NULL);
	struct dt_node *r = parse_ok(h, "BEGIN { if (a) x = 1; else { y = 2; z = 3 } ; ; }", 0);
	if (r) {
		struct dt_node *body = r->list->b;
		CHECK(body && body->list && body->list->kind == N_IF, "if statement");
		struct dt_node *i = body->list;
		CHECK(i->b->kind == N_EXPRSTMT && i->c->kind == N_BLOCK, "if branches");
		int n = 0;
		for (struct dt_node *s = i->c->list; s; s = s->next)
			n++;
		CHECK(n == 2, "else block has 2 statements (%d)", n);
		CHECK(body->list->next == NULL, "empty statements make no nodes");
	}
	dt_node_free(r);
	dtrace_close(h);
}

static void test_probe_descriptions(void)
{
	dtrace_hdl_t *h = new_handle(0, NULL);
	struct dt_node *r = parse_ok(h, "syscall::read*:entry, profile-97,:::tick-1s,"
				     "syscall::[rw]?*:return\n/pid == 1/\n{}", 0);
	if (r) {
		const char *want[] = { "syscall::read*:entry", "profile-97", ":::tick-1s",
				       "syscall::[rw]?*:return" };
		int i = 0;
		for (struct dt_node *d = r->list->list; d; d = d->next, i++)
			CHECK(i < 4 && strcmp(d->str, want[i]) == 0, "pdesc %d: %s", i, d->str);
		CHECK(i == 4, "4 descriptions (%d)", i);
		CHECK(r->list->a && r->list->a->kind == N_BINARY, "predicate");
	}
	dt_node_free(r);
	dtrace_close(h);

	/* command-line descriptions: no body needed, -P/-m/-f completed */
	h = new_handle(0, NULL);
	r = parse_ok(h, "BEGIN", 'n');
	CHECK(r && r->list->b == NULL && strcmp(r->list->list->str, "BEGIN") == 0, "-n BEGIN");
	dt_node_free(r);
	r = parse_ok(h, "syscall", 'P');
	CHECK(r && strcmp(r->list->list->str, "syscall:::") == 0, "-P");
	dt_node_free(r);
	r = parse_ok(h, "vmlinux", 'm');
	CHECK(r && strcmp(r->list->list->str, ":vmlinux::") == 0, "-m");
	dt_node_free(r);
	r = parse_ok(h, "vmlinux:read { trace(1); }", 'f');
	CHECK(r && strcmp(r->list->list->str, ":vmlinux:read:") == 0 && r->list->b, "-f");
	dt_node_free(r);
	r = parse_ok(h, "42", 'i');
	CHECK(r && (r->list->list->flags & DT_PDESC_ID) && r->list->list->ival == 42, "-i");
	dt_node_free(r);
	/* pspec mode: int*x is a description */
	r = parse_ok(h, "int*x", 'n');
	CHECK(r && strcmp(r->list->list->str, "int*x") == 0, "pspec int*x");
	dt_node_free(r);
	dtrace_close(h);

	/* macro arguments in descriptions and expressions */
	char *args[] = { "read", "42", "hello" };
	h = new_handle(3, args);
	dtrace_set_target(h, 1234);
	r = parse_ok(h, "syscall::$1:entry, pid$target:libc.so.6:malloc:entry\n"
		     "/ $2 > 0 && $$3 != \"\" /\n{ x = $1; }\n", 0);
	if (r) {
		CHECK(strcmp(r->list->list->str, "syscall::read:entry") == 0, "$1 in pdesc");
		CHECK(strcmp(r->list->list->next->str, "pid1234:libc.so.6:malloc:entry") == 0,
		      "$target in pdesc: %s", r->list->list->next->str);
		char got[512];
		sx(r->list->a, got, sizeof(got));
		CHECK(strcmp(got, "(&& (> 42 0) (!= \"hello\" \"\"))") == 0, "macros: %s", got);
		sx(r->list->b->list->a, got, sizeof(got));
		CHECK(strcmp(got, "(= x read)") == 0, "$1 as identifier: %s", got);
	}
	dt_node_free(r);
	dtrace_close(h);
}

static void test_declarations(void)
{
	dtrace_hdl_t *h = new_handle(0, NULL);
	struct dt_node *r = parse_ok(h,
		"typedef unsigned long long my_t;\n"
		"my_t x, *y[4];\n"
		"int a[int, string];\n"
		"self int t;\n"
		"struct s { int a : 3; char *b; struct s *next; } v;\n"
		"enum e { A, B = 2, C };\n"
		"inline int twice = 2 * 2;\n"
		"int (*fp)(int, char *, ...);\n"
		"translator struct s < int *p > { a = *p; };\n"
		"provider p { probe q(int, char *) : (int); };\n"
		"BEGIN { x = (my_t)1; }\n", 0);
	if (r) {
		struct dt_node *n = r->list;
		CHECK(n->kind == N_DECL && n->spec->storage == DS_TYPEDEF && n->spec->nlong == 2 &&
		      n->spec->is_unsigned && strcmp(n->list->str, "my_t") == 0, "typedef");
		n = n->next;
		CHECK(n->kind == N_DECL && n->spec->base == DB_TYPEDEFNAME &&
		      strcmp(n->spec->tag, "my_t") == 0, "typedef name as type");
		struct dt_node *y = n->list->next;
		CHECK(y && strcmp(y->str, "y") == 0 && y->a->kind == N_D_ARRAY &&
		      y->a->a->kind == N_D_PTR, "*y[4] is an array of pointers");
		n = n->next;
		CHECK(n->list->a->kind == N_D_ARRAY && n->list->a->list->kind == N_TYPENAME &&
		      n->list->a->list->next->spec->base == DB_STRING, "assoc keys");
		n = n->next;
		CHECK(n->spec->storage == DS_SELF, "self decl");
		n = n->next;
		CHECK(n->spec->base == DB_STRUCT && n->spec->has_body &&
		      n->spec->body->list->b != NULL, "struct with bitfield");
		n = n->next;
		CHECK(n->spec->base == DB_ENUM && n->spec->body->next->a != NULL, "enum");
		n = n->next;
		CHECK(n->kind == N_INLINE && n->b && n->b->kind == N_BINARY, "inline");
		n = n->next;
		CHECK(n->kind == N_DECL && n->list->a->kind == N_D_PTR &&
		      n->list->a->a->kind == N_D_FUNC, "(*fp)(...) is a pointer to function");
		n = n->next;
		CHECK(n->kind == N_TRANSLATOR && n->a->kind == N_PARAM &&
		      strcmp(n->a->a->str, "p") == 0 && n->list && strcmp(n->list->str, "a") == 0,
		      "translator");
		n = n->next;
		CHECK(n->kind == N_PROVIDER && n->list && n->list->kind == N_PROBEDECL &&
		      n->list->b != NULL, "provider");
		n = n->next;
		CHECK(n->kind == N_CLAUSE && n->b->list->a->b->kind == N_CAST, "cast to typedef");
	}
	dt_node_free(r);
	dtrace_close(h);
}

static void test_pragmas(void)
{
	dtrace_hdl_t *h = new_handle(0, NULL);
	struct dt_node *r = parse_ok(h, "#pragma D option quiet\n#pragma ident \"x\"\n"
				     "# 20 \"foo.d\"\n#pragma weird stuff\nBEGIN\n{ x = 1; }\n", 0);
	if (r) {
		CHECK(r->list->kind == N_PRAGMA && strcmp(r->list->str, "option quiet") == 0 &&
		      strcmp(r->list->list->str, "option") == 0, "pragma node");
		CHECK(r->list->next->kind == N_CLAUSE && r->list->next->list->line == 21 &&
		      r->list->next->line == 22, "line marker: BEGIN at line %d, } at %d",
		      r->list->next->list->line, r->list->next->line);
	}
	dt_node_free(r);
	dtrace_close(h);
	error_is("#pragma D option\nBEGIN{}", 0,
		 "[D_PRAGMA_MALFORM] line 1: malformed #pragma option <option>=<val>");
	error_is("#pragma D frob\nBEGIN{}", 0, "[D_PRAGMA_INVAL] line 1: invalid D pragma: frob");
	error_is("\n#frob\nBEGIN{}", 0,
		 "[D_PRAGCTL_INVAL] line 2: invalid control directive: #frob");
	error_is("#error stop here\n", 0, "[D_PRAGERR] line 1: #error: stop here ");
	error_is("BEGIN{}\n#pragma", 0, "[D_SYNTAX] line 2: end-of-file encountered before "
		 "end of control line");
}

static void test_errors(void)
{
	error_is("BEGIN\n{\n\ti+-;\n}\n", 0, "[D_SYNTAX] line 3: syntax error near \";\"");
	error_is("BEGIN\n{\n\ttrace(epid);\n", 0,
		 "[D_SYNTAX] line 4: syntax error near end of input");
	error_is("BEGIN\n{\n\targs[0\n}\n", 0, "[D_SYNTAX] line 4: syntax error near \"}\"");
	error_is("BEGIN\n/args[0/\n{}\n", 0,
		 "[D_SYNTAX] line 3: closing ] expected in predicate before /");
	error_is("int i = 0;\n", 0, "[D_SYNTAX] line 1: syntax error near \"=\"");
	error_is("\nprofile-1\n\texit(0);\n}\n", 0, "[D_SYNTAX] line 2: expected predicate "
		 "and/or actions following probe description");
	error_is("BEGIN\n{\n\ttrace(offsetof(vnode_t, v_x));\n}\n", 0,
		 "[D_SYNTAX] line 3: syntax error near \"vnode_t, v_x));\"");
	error_is("BEGIN { typedef int x; }", 0, "[D_SYNTAX] line 1: syntax error near \"typedef\"");
	error_is("int*x\n", 0, "[D_SYNTAX] line 2: syntax error near end-of-input");
	error_is("BEGIN { x = 1.5; }", 0,
		 "[D_SYNTAX] line 1: floating-point constants are not permitted");
	error_is("BEGIN { x = 0128; }", 0,
		 "[D_INT_DIGIT] line 1: constant 0128 contains invalid digit 8");
	error_is("BEGIN { x = 99999999999999999999; }", 0,
		 "[D_INT_OFLOW] line 1: constant 99999999999999999999 results in integer overflow");
	error_is("BEGIN { x = ''; }", 0, "[D_CHR_NULL] line 1: empty character constant");
	error_is("BEGIN { x = 'abcdefghi'; }", 0,
		 "[D_CHR_OFLOW] line 1: character constant is too long");
	error_is("BEGIN { x = \"ab\n\"; }", 0,
		 "[D_STR_NL] line 2: newline encountered in string literal");
	error_is("BEGIN { x = $1; }", 0, "[D_MACRO_UNDEF] line 1: macro argument $1 is not defined");
	error_is("BEGIN { x = $-1; }", 0, "[D_SYNTAX] line 1: syntax error near \"$\"");
	error_is("BEGIN { x = $nosuch; }", 0,
		 "[D_MACRO_UNDEF] line 1: macro variable $nosuch is not defined");
	error_is("BEGIN { x = 1 } }", 0, "[D_SYNTAX] line 1: syntax error near \"}\"");
	error_is("BEGIN { /* x", 0,
		 "[D_SYNTAX] line 1: end-of-file encountered before matching */");
	error_is("\n\n", 0, "[D_EMPTY] line 3: empty D program translation unit");
	error_is("BEGIN { x = (char int)0; }", 0, "[D_DECL_COMBO] line 1: invalid type combination");
	error_is("self this int x;", 0,
		 "[D_DECL_CLASS] line 1: only one storage class allowed in a declaration");
	error_is("profile::::tick-1sec\n{}", 0, "[D_PDESC_INVAL] line 1: invalid probe "
		 "description \"profile::::tick-1sec\": Overspecified probe description");
	error_is("BEGIN\n/x/\n", 0, "[D_SYNTAX] line 3: syntax error near end-of-input");
	error_is("BEGIN\n/x/\n;", 0, "[D_SYNTAX] line 2: expected actions { } following probe "
		 "description and predicate");
	error_is("BEGIN { a + b = c; }", 0, "[D_SYNTAX] line 1: syntax error near \"=\"");
	error_is("BEGIN { i = 123$pid; }", 0, "[D_SYNTAX] line 1: syntax error near \"$pid\"");
	/* unused macro argument */
	char *args[] = { "1", "2" };
	dtrace_hdl_t *h = new_handle(2, args);
	struct result r;
	parse_text(h, "BEGIN { trace($1); }\n", 0, &r);
	CHECK(strcmp(r.err, "[D_MACRO_UNUSED] line 2: extraneous argument '2' ($2 is not "
		     "referenced)") == 0, "unused macro: %s", r.err);
	dt_node_free(r.root);
	parse_text(h, "BEGIN { trace($2); }\n", 0, &r);
	CHECK(r.root != NULL, "only the last argument must be used: %s", r.err);
	dt_node_free(r.root);
	dtrace_close(h);
}

/* Inputs that once crashed, leaked or hung the parser (from fuzzing). */
static void test_regressions(void)
{
	static const char *const inputs[] = {
		"", "\n#", "#", "BEGIN{", "BEGIN{x=", "BEGIN/", "BEGIN/x", "@", "$", "$$",
		"`", "BEGIN{x=$$", "BEGIN{x.", "BEGIN{x->", "struct", "struct{", "enum{",
		"int (", "int x[", "translator", "provider p {", "inline int x =",
		"BEGIN{sizeof(", "BEGIN{(int", "BEGIN{xlate<", "BEGIN{offsetof(",
		"# 1 \"", "#pragma D option a b", "#line x", "BEGIN{'", "BEGIN{\"",
		"BEGIN{x[1,", "BEGIN{if(", "BEGIN{if(x)", "BEGIN{if(x){", "a,", "a/",
		"BEGIN{)", "BEGIN{]", "BEGIN{}}", "int a[int", "int (*)", "int f(...",
		/* fuzz: a struct tag was held across a lexer error (leak) */
		"struct foo $", "enum foo $", "union u { int a; } union v $",
	};
	for (size_t i = 0; i < sizeof(inputs) / sizeof(inputs[0]); i++) {
		dtrace_hdl_t *h = new_handle(0, NULL);
		struct result r;
		parse_text(h, inputs[i], 0, &r);
		dt_node_free(r.root);
		parse_text(h, inputs[i], 'n', &r);
		dt_node_free(r.root);
		dtrace_close(h);
	}
}

/* Deep nesting fails cleanly (yacc's "memory exhausted"), long lists do
 * not: neither may overflow the stack. */
static void test_limits(void)
{
	static const char *const open[] = { "(", "-", "a=", "a?b:", "x[", "!" };
	for (size_t k = 0; k < sizeof(open) / sizeof(open[0]); k++) {
		size_t n = 100000, ol = strlen(open[k]);
		char *text = malloc(n * ol + 32);
		strcpy(text, "BEGIN{");
		char *q = text + 6;
		for (size_t i = 0; i < n; i++, q += ol)
			memcpy(q, open[k], ol);
		strcpy(q, "1}");
		dtrace_hdl_t *h = new_handle(0, NULL);
		struct result r;
		parse_text(h, text, 0, &r);
		CHECK(!r.root && strstr(r.err, "memory exhausted near"), "nesting %s: %s",
		      open[k], r.root ? "accepted" : r.err);
		dt_node_free(r.root);
		dtrace_close(h);
		free(text);
	}
	/* 20000 statements and a 20000-clause program are fine */
	size_t n = 20000;
	char *text = malloc(n * 16 + 32);
	char *q = text + sprintf(text, "BEGIN{");
	for (size_t i = 0; i < n; i++)
		q += sprintf(q, "x%zu=1;", i % 100);
	strcpy(q, "}");
	dtrace_hdl_t *h = new_handle(0, NULL);
	dt_node_free(parse_ok(h, text, 0));
	q = text;
	for (size_t i = 0; i < n; i++)
		q += sprintf(q, "BEGIN{}");
	dt_node_free(parse_ok(h, text, 0));
	dtrace_close(h);
	free(text);
	/* command-line programs: DTrace gives no line numbers */
	error_is("BEGIN\n{ x = 1 +; }", 'n', "[D_SYNTAX] syntax error near \";\"");
}

/* ------------------------------------------------------------ file mode */

/* -Dname from a conformance test's @@runtest-opts line. */
static void add_cpp_defines(dtrace_hdl_t *h, const char *text)
{
	const char *o = strstr(text, "@@runtest-opts:");
	if (!o)
		return;
	const char *e = strchr(o, '\n');
	for (const char *c = o; *c && (!e || c < e); c++) {
		if (c[0] == ' ' && c[1] == '-' && (c[2] == 'D' || c[2] == 'U')) {
			size_t n = strcspn(c + 1, " \n*");
			char arg[256];
			snprintf(arg, sizeof(arg), "%.*s", (int)n, c + 1);
			dtrace_add_cpp_arg(h, arg);
		}
	}
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *buf = malloc((size_t)n + 1);
	size_t got = buf ? fread(buf, 1, (size_t)n, f) : 0;
	fclose(f);
	if (buf)
		buf[got] = '\0';
	return buf;
}

static int parse_files(int argc, char **argv)
{
	int bad = 0;
	for (int i = 1; i < argc; i++) {
		char *text = slurp(argv[i]);
		if (!text) {
			printf("%s: cannot read\n", argv[i]);
			bad++;
			continue;
		}
		dtrace_hdl_t *h = new_handle(0, NULL);
		dtrace_setopt(h, "defaultargs", NULL);
		dtrace_setopt(h, "argref", NULL);
		if (wants_cpp(argv[i], text)) {
			dtrace_setopt(h, "cpp", NULL);
			add_cpp_defines(h, text);
		}
		struct result r;
		parse_text(h, text, 0, &r);
		if (r.root)
			printf("OK %s\n", argv[i]);
		else {
			printf("%s: %s\n", argv[i], r.err);
			bad++;
		}
		dt_node_free(r.root);
		dtrace_close(h);
		free(text);
	}
	return bad ? 1 : 0;
}

int main(int argc, char **argv)
{
	if (argc > 1)
		return parse_files(argc, argv);
	test_precedence();
	test_statements();
	test_probe_descriptions();
	test_declarations();
	test_pragmas();
	test_errors();
	test_regressions();
	test_limits();
	if (failures)
		fprintf(stderr, "%d failures\n", failures);
	return failures ? 1 : 0;
}
