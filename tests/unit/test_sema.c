/* Unit tests for semantic analysis (sema*.c) on hand-built ASTs. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/builtins.h"
#include "sema/sema.h"
#include "front/entry.h"
#include "sema/entry.h"

static int failures;

#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: CHECK(%s) failed\n", \
	__FILE__, __LINE__, #c); failures++; } } while (0)

/* ---- tiny AST builders (independent of the parser) ---- */

static struct dt_node *mk(enum dt_node_kind k)
{
	struct dt_node *n = calloc(1, sizeof(*n));
	n->kind = k;
	n->line = 7;
	return n;
}

static struct dt_node *num(uint64_t v) { struct dt_node *n = mk(N_INT); n->ival = v; return n; }
static struct dt_node *str(const char *s) { struct dt_node *n = mk(N_STR); n->str = strdup(s); n->slen = strlen(s); return n; }
static struct dt_node *id(const char *s) { struct dt_node *n = mk(N_IDENT); n->str = strdup(s); return n; }
static struct dt_node *self(const char *s) { struct dt_node *n = mk(N_SELF); n->str = strdup(s); return n; }
static struct dt_node *this_(const char *s) { struct dt_node *n = mk(N_THIS); n->str = strdup(s); return n; }

static struct dt_node *chain(struct dt_node *first, va_list ap)
{
	struct dt_node *head = first, *t = first;
	for (struct dt_node *n; t && (n = va_arg(ap, struct dt_node *)); t = n)
		t->next = n;
	return head;
}

static struct dt_node *bin(int op, struct dt_node *a, struct dt_node *b)
{
	struct dt_node *n = mk(N_BINARY);
	n->op = op, n->a = a, n->b = b;
	return n;
}

static struct dt_node *asg(struct dt_node *a, struct dt_node *b)
{
	struct dt_node *n = mk(N_ASSIGN);
	n->op = '=', n->a = a, n->b = b;
	return n;
}

/* call(name, args..., NULL) */
static struct dt_node *call(const char *name, ...)
{
	va_list ap;
	struct dt_node *n = mk(N_CALL);
	n->str = strdup(name);
	va_start(ap, name);
	struct dt_node *first = va_arg(ap, struct dt_node *);
	n->list = first ? chain(first, ap) : NULL;
	va_end(ap);
	return n;
}

/* index(base, keys..., NULL) */
static struct dt_node *idx(struct dt_node *base, ...)
{
	va_list ap;
	struct dt_node *n = mk(N_INDEX);
	n->a = base;
	va_start(ap, base);
	n->list = chain(va_arg(ap, struct dt_node *), ap);
	va_end(ap);
	return n;
}

static struct dt_node *aggasg(const char *name, struct dt_node *fn)
{
	struct dt_node *a = mk(N_AGG), *n = mk(N_AGGASSIGN);
	a->str = strdup(name);
	n->a = a, n->b = fn;
	return n;
}

static struct dt_node *stmt(struct dt_node *e)
{
	struct dt_node *s = mk(N_EXPRSTMT);
	s->a = e;
	return s;
}

/* A program of one clause "desc { stmts }"; stmts are expressions. */
static struct dt_node *prog(const char *desc, ...)
{
	va_list ap;
	struct dt_node *p = mk(N_PROGRAM), *c = mk(N_CLAUSE), *d = mk(N_PDESC), *b = mk(N_BLOCK);
	d->str = strdup(desc);
	c->list = d;
	c->b = b;
	p->list = c;
	va_start(ap, desc);
	struct dt_node **tail = &b->list;
	for (struct dt_node *e; (e = va_arg(ap, struct dt_node *)); tail = &(*tail)->next)
		*tail = stmt(e);
	va_end(ap);
	return p;
}

static dtrace_hdl_t *h;
static struct dt_cc cc;

static struct dt_node *last_root;

/* Runs sema; returns the error tag or -1 when it succeeded.  The tree
 * stays alive until the next run (the checks look into it). */
static int run(struct dt_node *root)
{
	dt_node_free(last_root);
	last_root = root;
	memset(&cc, 0, sizeof(cc));
	cc.h = h;
	cc.srcname = "test";
	if (setjmp(cc.jb))
		return cc.errtag;
	dt_sema(&cc, root);
	return -1;
}

static void expect_err(struct dt_node *root, enum dt_errtag tag, const char *msg)
{
	int got = run(root);
	if (got != (int)tag || (msg && strcmp(cc.errmsg, msg) != 0)) {
		fprintf(stderr, "expected [%s] \"%s\"\n     got [%s] \"%s\"\n", dt_errtag_name(tag),
			msg ? msg : "*", got < 0 ? "none" : dt_errtag_name((enum dt_errtag)got),
			got < 0 ? "" : cc.errmsg);
		failures++;
	}
}

static void fresh(void)
{
	if (h)
		dtrace_close(h);
	h = dtrace_open();
	dtrace_setopt(h, "zdefs", NULL);
}

/* ---- tests on real parses ---- */

static struct dt_node *parsed;

/* Parse and check `text`; returns the error tag or -1. */
static int compile(const char *text)
{
	memset(&cc, 0, sizeof(cc));
	cc.h = h;
	cc.srcname = "test";
	dt_node_free(parsed);
	parsed = NULL;
	if (setjmp(cc.jb))
		return cc.errtag;
	parsed = dt_parse(&cc, text, 0);
	dt_sema(&cc, parsed);
	return -1;
}

static void compile_err(const char *text, enum dt_errtag tag, const char *msg)
{
	fresh();
	int got = compile(text);
	if (got != (int)tag || (msg && strcmp(cc.errmsg, msg) != 0)) {
		fprintf(stderr, "%s\nexpected [%s] \"%s\"\n     got [%s] \"%s\"\n", text,
			dt_errtag_name(tag), msg ? msg : "*",
			got < 0 ? "none" : dt_errtag_name((enum dt_errtag)got), got < 0 ? "" : cc.errmsg);
		failures++;
	}
}

static void compile_ok(const char *text)
{
	fresh();
	if (compile(text) != -1) {
		fprintf(stderr, "%s\nunexpected error [%s] %s\n", text,
			dt_errtag_name((enum dt_errtag)cc.errtag), cc.errmsg);
		failures++;
	}
}

/* First node of `kind` in the tree (depth first). */
static struct dt_node *find(struct dt_node *n, enum dt_node_kind kind)
{
	for (; n; n = n->next) {
		if (n->kind == kind)
			return n;
		struct dt_node *kids[] = { n->a, n->b, n->c, n->list };
		for (int i = 0; i < 4; i++) {
			struct dt_node *f = find(kids[i], kind);
			if (f)
				return f;
		}
	}
	return NULL;
}

static void parse_tests(void)
{
	/* Declarations: struct layout with bit-fields, enums, typedefs. */
	compile_ok("struct r { char c; int a : 3; int b : 5; long l; } v;\n"
		   "typedef struct r rec_t;\n"
		   "enum e { A, B = 7, C };\n"
		   "BEGIN { x = sizeof (rec_t) + offsetof(struct r, l) + C; }");
	struct dt_type *r = dt_type_lookup("struct r");
	CHECK(r && r->kind == T_STRUCT && r->size == 16);
	uint64_t off;
	CHECK(dt_type_member(r, "b", &off) && off == 16);	/* a bit-field starts a new byte (CTF) */
	struct dt_node *plus = find(parsed, N_BINARY);
	CHECK(plus && plus->is_const && plus->cval == 16 + 8 + 8);

	/* Associative arrays declared with key types check their uses. */
	compile_err("int x[int, string];\nBEGIN { x[1, 2] = 3; }", D_PROTO_ARG,
		    "x[ ] key #2 is incompatible with prototype:\n"
		    "\tprototype: string\n\t      key: int");
	compile_err("int x[5];\nBEGIN { x[1, 2] = 1; }", D_ARR_BADREF,
		    "cannot access scalar x as an associative array");
	compile_err("int x;\nchar x;", D_DECL_IDRED, "identifier redeclared: x\n\t current: scalar char\n\tprevious: scalar int");
	compile_err("struct s { int a : 1; int b : 65; } v;", D_DECL_BFSIZE,
		    "bit-field too big for type: b");
	compile_err("struct s { struct nope p; };", D_DECL_INCOMPLETE,
		    "incomplete struct/union/enum struct nope: p");
	compile_err("enum e { T = \"s\" };", D_DECL_ENCONST,
		    "enumerator 'T' must be assigned to an integral constant expression");
	compile_err("inline int i = \"str\";", D_OP_INCOMPAT,
		    "inline i definition uses incompatible types: \"int\" = \"string\"");
	compile_err("this int x;\nBEGIN { this->x = \"s\"; }", D_OP_INCOMPAT,
		    "operands have incompatible types: \"int\" = \"string\"");
	compile_err("struct s { int a; } *p;\nBEGIN { p.a = 1; }", D_OP_SOU,
		    "operator . cannot be applied to type \"struct s *\"; must be applied "
		    "to a struct or union");
	compile_err("void *p;\nBEGIN { trace(p + 1); }", D_OP_INCOMPAT,
		    "operands have incompatible types: \"void *\" + \"int\"");
	compile_err("int i;\nBEGIN { trace(&i); }", D_ADDROF_VAR,
		    "cannot take address of dynamic variable");
	compile_err("BEGIN { @a = count(); @[@a] = count(); }", D_KEY_TYPE, NULL);
	compile_err("BEGIN { printf(\"%d\", \"s\"); }", D_PRINTF_ARG_TYPE, NULL);
	compile_err("BEGIN { printa(\"%d\"); }", D_PRINTA_PROTO,
		    "printa( ) prototype mismatch: 1 args passed, 2 expected");
	compile_err("BEGIN { @ = lquantize(0, 10, 20, 1); @ = lquantize(0, 10, 20, 2); }",
		    D_LQUANT_MATCHSTEP, "lquantize( ) step (argument #3) doesn't match previous "
		    "declaration: expected 1, found 2");
	compile_err("BEGIN { @ = llquantize(1, 10, 4, 3, 20); }", D_LLQUANT_HMAGVAL, NULL);
	compile_err("BEGIN { trace(curlwpsinfo->pr_name[256]); }", D_ARR_BOUNDS,
		    "index outside array bounds: 256, max is 16");
	compile_err("BEGIN { trace(curpsinfo->pr_rssize); }", D_XLATE_NOCONV,
		    "translator does not define conversion for member: pr_rssize");
	compile_err("#pragma D option quiet=please\nBEGIN {}", D_PRAGMA_OPTSET, NULL);
	compile_err("#pragma D depends_on library net.d\nBEGIN {}", D_PRAGMA_DEPEND,
		    "main program may not explicitly depend on a library");
	compile_err("BEGIN { x = 1 / 0; }", D_DIV_ZERO, "expression contains division by zero");

	/* Valid programs. */
	compile_ok("BEGIN { s = \"a\"; t = s < \"b\" ? s : \"c\"; a[pid] = 0; a[1] = 2; }");
	compile_ok("inline uint64_t NANOSEC = 1000;\nBEGIN { x = NANOSEC; }");
	compile_ok("BEGIN { ++self->n; x = uregs[R_SP]; y = NULL; trace(execname[0]); }");
	compile_ok("BEGIN /x++ == 0/ { exit(x - 1); }");
	compile_ok("BEGIN { p = (int *)alloca(8); *p = 1; q = p[0] + p - p; }");
	dtrace_setopt(h, "zdefs", NULL);
}

int main(void)
{
	fresh();
	parse_tests();
	fresh();

	/* Variables take the type of their first assignment; ids are dense. */
	struct dt_node *x1 = id("x"), *y1 = id("y"), *plus = bin('+', id("x"), num(2));
	struct dt_node *p = prog("BEGIN", asg(x1, num(1)), asg(y1, plus),
				 asg(self("t"), num(5)), asg(this_("l"), str("s")), NULL);
	CHECK(run(p) == -1);
	CHECK(x1->ident && x1->ident->kind == ID_SCALAR && x1->ident->id == 0);
	CHECK(y1->ident && y1->ident->id == 1);
	CHECK(plus->type && strcmp(plus->type->name, "int") == 0);
	CHECK(h->globals->nscalars == 2 && h->globals->ntls == 1 && h->globals->nlocals == 1);
	CHECK(dt_type_is_string(h->globals->locals->type));

	/* Constant folding and sizeof. */
	fresh();
	struct dt_node *e = bin('*', bin('+', num(3), num(4)), num(2));
	struct dt_node *sz = mk(N_SIZEOF);
	sz->b = id("pid");
	struct dt_node *sh = bin(TOK_SHL, num(1), num(40));
	CHECK(run(prog("BEGIN", asg(id("z"), e), asg(id("w"), sz), asg(id("v"), sh), NULL)) == -1);
	CHECK(e->is_const && e->cval == 14);
	CHECK(sz->is_const && sz->cval == 4);
	CHECK(sh->is_const && sh->cval == (1LL << 40));	/* folded in 64 bits, as DTrace */

	/* Builtins get their codes and D types. */
	fresh();
	struct dt_node *pid = id("pid"), *en = id("execname"), *tr = call("trace", id("timestamp"), NULL);
	CHECK(run(prog("BEGIN", asg(id("a"), pid), asg(id("b"), en), tr, NULL)) == -1);
	CHECK(pid->ident->kind == ID_BUILTIN && pid->ident->id == DT_BV_PID);
	CHECK(strcmp(pid->type->name, "pid_t") == 0);
	CHECK(dt_type_is_string(en->type));
	CHECK(tr->ident->kind == ID_FUNC && tr->ident->id == DT_F_TRACE);

	/* Aggregations: ids, functions, keys. */
	fresh();
	struct dt_node *ag = aggasg("a", call("count", NULL));
	struct dt_node *ag2 = aggasg("b", call("quantize", id("arg0"), NULL));
	CHECK(run(prog("BEGIN", ag, ag2, NULL)) == -1);
	CHECK(ag->a->ident->kind == ID_AGG && ag->a->ident->id == 0 &&
	      ag->a->ident->aggfunc == DT_AGG_COUNT);
	CHECK(ag2->a->ident->id == 1 && ag2->b->ident->id == DT_AGG_QUANTIZE);

	/* Errors, with DTrace's exact messages. */
	fresh();
	expect_err(prog("BEGIN", asg(id("y"), id("q")), NULL), D_IDENT_UNDEF,
		   "failed to resolve q: Unknown variable name");
	fresh();
	expect_err(prog("BEGIN", asg(id("x"), num(1)), asg(id("x"), str("s")), NULL),
		   D_OP_INCOMPAT, "operands have incompatible types: \"int\" = \"string\"");
	fresh();
	expect_err(prog("BEGIN", call("chill", NULL), NULL), D_PROTO_LEN,
		   "chill( ) prototype mismatch: 0 args passed, 1 expected");
	fresh();
	expect_err(prog("BEGIN", call("panic", str("x"), NULL), NULL), D_PROTO_LEN,
		   "panic( ) prototype mismatch: 1 arg passed, 0 expected");
	fresh();
	expect_err(prog("BEGIN", call("tracemem", num(1), NULL), NULL), D_PROTO_LEN,
		   "tracemem( ) prototype mismatch: 1 arg passed, at least 2 expected");
	fresh();
	expect_err(prog("BEGIN", call("tracemem", num(1), num(2), num(3), num(4), NULL), NULL),
		   D_PROTO_LEN, "tracemem( ) prototype mismatch: 4 args passed, at most 3 expected");
	fresh();
	expect_err(prog("BEGIN", call("progenyof", str("s"), NULL), NULL), D_PROTO_ARG,
		   "progenyof( ) argument #1 is incompatible with prototype:\n"
		   "\tprototype: pid_t\n\t argument: string");
	fresh();
	expect_err(prog("BEGIN", call("trace", call("trace", num(0), NULL), NULL), NULL),
		   D_TRACE_VOID, "trace( ) may not be applied to a void expression");
	fresh();
	expect_err(prog("BEGIN", aggasg("a", call("count", NULL)), aggasg("a", call("max", num(0), NULL)),
			NULL), D_AGG_REDEF, NULL);
	fresh();
	expect_err(prog("BEGIN", asg(id("base"), num(1)),
			aggasg("", call("lquantize", num(1), id("base"), num(1000), NULL)), NULL),
		   D_LQUANT_BASETYPE, "lquantize( ) argument #1 must be an integer constant");
	fresh();
	expect_err(prog("BEGIN", aggasg("", call("llquantize", num(1), num(10), num(0), num(6),
						 num(25), NULL)), NULL), D_LLQUANT_STEPVAL, NULL);
	fresh();
	expect_err(prog("BEGIN", asg(idx(id("x"), num(123), str("foo"), NULL), id("timestamp")),
			asg(idx(id("x"), num(123), num(456), NULL), id("timestamp")), NULL),
		   D_PROTO_ARG, "x[ ] key #2 is incompatible with prototype:\n"
		   "\tprototype: string\n\t      key: int");
	fresh();
	expect_err(prog("BEGIN", asg(idx(id("x"), num(1), num(2), NULL), num(1)),
			asg(idx(id("x"), num(1), num(2), num(3), NULL), num(1)), NULL),
		   D_PROTO_LEN, "x[ ] prototype mismatch: 3 keys passed, 2 expected");
	fresh();
	expect_err(prog("BEGIN", asg(id("v"), call("speculation", NULL)),
			call("speculate", id("v"), NULL), call("exit", num(0), NULL), NULL),
		   D_EXIT_SPEC, "exit( ) may not follow speculate( )");
	fresh();
	expect_err(prog("BEGIN", call("commit", num(1), NULL), aggasg("a", call("count", NULL)), NULL),
		   D_AGG_COMM, "aggregating actions may not follow commit( )");
	fresh();
	struct dt_node *neg = mk(N_UNARY);
	neg->op = '-';
	neg->a = call("trace", num(0), NULL);
	expect_err(prog("BEGIN", asg(id("p"), bin('+', num(123), neg)), NULL), D_OP_ARITH,
		   "operator - requires an operand of arithmetic type");
	fresh();
	expect_err(prog("BEGIN", asg(id("x"), bin(TOK_SHL, str("char"), num(2))), NULL), D_OP_INT,
		   "operator << requires operands of integral type");

	fresh();
	expect_err(prog("BEGIN", asg(id("y"), self("nope")), NULL), D_VAR_UNDEF,
		   "self->nope has not yet been declared or assigned");
	fresh();
	struct dt_node *inc = mk(N_POSTFIX);
	inc->op = TOK_INC;
	inc->a = id("cnt");
	CHECK(run(prog("BEGIN", inc, asg(id("y"), bin('-', id("cnt"), num(1))), NULL)) == -1);
	CHECK(inc->type && strcmp(inc->type->name, "int64_t") == 0);
	fresh();
	struct dt_node *pinc = mk(N_POSTFIX);
	pinc->op = TOK_INC;
	pinc->a = idx(id("a"), id("undef"), NULL);
	expect_err(prog("BEGIN", pinc, NULL), D_IDENT_UNDEF,
		   "failed to resolve undef: Unknown variable name");

	/* Probe descriptions must match probes unless -Z. */
	dtrace_close(h);
	h = dtrace_open();
	expect_err(prog("nosuchprov:::nothing", call("trace", num(1), NULL), NULL), D_PDESC_ZERO,
		   "probe description nosuchprov:::nothing does not match any probes");
	expect_err(prog("a:b:c:d:e", NULL), D_PDESC_INVAL,
		   "invalid probe description \"a:b:c:d:e\": Overspecified probe description");

	dtrace_close(h);
	dt_node_free(last_root);
	dt_node_free(parsed);
	if (failures)
		fprintf(stderr, "test_sema: %d failures\n", failures);
	return failures != 0;
}
