/*
 * Aggregation snapshot, merge, sort and print (default output and
 * printa()), fed with synthetic per-CPU entries exactly as the BPF map
 * would hold them, and compared with the conformance suite's .r files.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/print.h"
#include "runtime/agg.h"
#include "lang/quantize.h"

static int failures;

#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
	failures++; } } while (0)

/* Expected outputs: the conformance .r files named, verbatim. */
/* aggs/tst.multiaggs2.r */
static const char r_multiaggs2[] =
	"\n"
	"              450\n"
	"             4500\n"
	"                0\n"
	"              900\n"
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |@@@@                                     1        \n"
	"               1 |                                         0        \n"
	"               2 |                                         0        \n"
	"               4 |                                         0        \n"
	"               8 |                                         0        \n"
	"              16 |                                         0        \n"
	"              32 |                                         0        \n"
	"              64 |@@@@                                     1        \n"
	"             128 |@@@@                                     1        \n"
	"             256 |@@@@@@@@@@@@                             3        \n"
	"             512 |@@@@@@@@@@@@@@@@                         4        \n"
	"            1024 |                                         0        \n"
	"\n"
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"             < 0 |                                         0        \n"
	"               0 |@@@@                                     1        \n"
	"             100 |@@@@                                     1        \n"
	"             200 |@@@@                                     1        \n"
	"             300 |@@@@                                     1        \n"
	"             400 |@@@@                                     1        \n"
	"             500 |@@@@                                     1        \n"
	"             600 |@@@@                                     1        \n"
	"             700 |@@@@                                     1        \n"
	"             800 |@@@@                                     1        \n"
	"             900 |@@@@                                     1        \n"
	"         >= 1000 |                                         0        \n"
	"\n";
/* aggs/tst.count2.r */
static const char r_count2[] =
	"\n"
	"  tick-count                                                       10\n";
/* aggs/tst.valsortkeypos.r */
static const char r_valsortkeypos[] =
	"\n"
	"        3        1                0\n"
	"        2        2                0\n"
	"        1        3                0\n";
/* aggs/tst.trunc.r */
static const char r_trunc[] =
	"\n"
	"       90               90\n"
	"       91               91\n"
	"       92               92\n"
	"       93               93\n"
	"       94               94\n"
	"       95               95\n"
	"       96               96\n"
	"       97               97\n"
	"       98               98\n"
	"       99               99\n";
/* multiaggs/tst.zero2.r */
static const char r_zero2[] =
	"       456          0        456\n"
	"       123        123          0\n"
	"       789        789        789\n"
	"       345          0          0 \n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |                                         0        \n"
	"               1 |                                         0        \n"
	"\n"
	"       456          0        456 \n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |                                         0        \n"
	"               1 |                                         0        \n"
	"\n"
	"       123        123          0 \n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |                                         0        \n"
	"               1 |                                         0        \n"
	"\n"
	"       789        789        789 \n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |                                         0        \n"
	"               1 |                                         0        \n"
	"\n"
	"       345          0          0 \n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |                                         0        \n"
	"               1 |                                         0        \n"
	" \n"
	"           value  ------------- Distribution ------------- count    \n"
	"           < -10 |                                         0        \n"
	"             -10 |                                         0        \n"
	"              -9 |                                         0        \n"
	"\n"
	"       456          0        456 \n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |                                         0        \n"
	"               1 |                                         0        \n"
	" \n"
	"           value  ------------- Distribution ------------- count    \n"
	"           < -10 |                                         0        \n"
	"             -10 |                                         0        \n"
	"              -9 |                                         0        \n"
	"\n"
	"       123        123          0 \n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |                                         0        \n"
	"               1 |                                         0        \n"
	" \n"
	"           value  ------------- Distribution ------------- count    \n"
	"           < -10 |                                         0        \n"
	"             -10 |                                         0        \n"
	"              -9 |                                         0        \n"
	"\n"
	"       789        789        789 \n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |                                         0        \n"
	"               1 |                                         0        \n"
	" \n"
	"           value  ------------- Distribution ------------- count    \n"
	"           < -10 |                                         0        \n"
	"             -10 |                                         0        \n"
	"              -9 |                                         0        \n"
	"\n"
	"\n";
/* printa/tst.tuple.r */
static const char r_tuple[] =
	"\n"
	"1: -\n"
	"1: 1\n"
	"1: 1 2\n"
	"1: 1 2 3\n"
	"1: 1 2 3 4\n"
	"1: 1 2 3 4 5\n"
	"\n";
/* printa/tst.manyval.r */
static const char r_manyval[] =
	"1 1 1 1 1 1 1\n"
	"\n";
/* aggs/tst.lquantrange.r */
static const char r_lquantrange[] =
	"\n"
	"  Hoover                                            \n"
	"           value  ------------- Distribution ------------- count    \n"
	"               9                                         | 0        \n"
	"           >= 10 @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@| -100     \n"
	"\n"
	"  Nixon                                             \n"
	"           value  ------------- Distribution ------------- count    \n"
	"           < -10 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 25       \n"
	"             -10 |                                         0        \n"
	"\n"
	"  Harding                                           \n"
	"           value  ------------- Distribution ------------- count    \n"
	"           < -10 |                                         0        \n"
	"             -10 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 15       \n"
	"              -9 |                                         0        \n"
	"\n"
	"  Bush                                              \n"
	"           value  ------------- Distribution ------------- count    \n"
	"               9 |                                         0        \n"
	"           >= 10 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 150      \n"
	"\n"
	"\n";
/* aggs/tst.normalize.r */
static const char r_normalize[] =
	"\n"
	"             3800\n"
	"            19000\n";
/* aggs/tst.denormalize.r */
static const char r_denormalize[] =
	"\n"
	"            19000\n"
	"            19000\n";
/* aggs/tst.fmtnormalize.r */
static const char r_fmtnormalize[] =
	"normalized data:\n"
	"0 600\n"
	"1 680\n"
	"2 760\n"
	"3 840\n"
	"4 920\n"
	"\n";
/* aggs/tst.negquant.r */
static const char r_negquant[] =
	"\n"
	"  k-ingleside                                       \n"
	"           value  ------------- Distribution ------------- count    \n"
	"               0                                         | 0        \n"
	"               1 @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@| -123     \n"
	"               2                                         | 0        \n"
	"\n"
	"  j-church                                          \n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |                                         0        \n"
	"               1 |                                         0        \n"
	"\n"
	"  l-taraval                                         \n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -2                     |                     0        \n"
	"              -1                @@@@@|                     -123     \n"
	"               0                @@@@@|                     -123     \n"
	"               1                     |@@@@@@@@@@           246      \n"
	"               2                     |                     0        \n"
	"\n"
	"  n-judah                                           \n"
	"           value  ------------- Distribution ------------- count    \n"
	"               0 |                                         0        \n"
	"               1 |@@@@@@@@@@@@@                            123      \n"
	"               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@              247      \n"
	"               4 |                                         0        \n"
	"\n"
	"  m-oceanview                                       \n"
	"           value  ------------- Distribution ------------- count    \n"
	"               0                     |                     0        \n"
	"               1           @@@@@@@@@@|                     -9223372036854775808\n"
	"               2                     |@@@@@@@@@@           9223372036854775807\n"
	"               4                     |                     0        \n"
	"               8                     |                     400000   \n"
	"              16                     |                     0        \n"
	"\n"
	"  s-castro                                          \n"
	"           value  ------------- Distribution ------------- count    \n"
	"               0 |                                         0        \n"
	"               1 |@@@@@@@@@@@@@@@@@@@@@                    9223372036854775804\n"
	"               2 |@@@@@@@@@@@                              4611686018427387902\n"
	"               4 |@@@@@                                    2305843009213693951\n"
	"               8 |@@@                                      1152921504606846975\n"
	"              16 |                                         0        \n"
	"\n"
	"  f-market                                          \n"
	"           value  ------------- Distribution ------------- count    \n"
	"               0 |                                         0        \n"
	"               1 |@@@@@@@@@@@@@@@@@@@@@                    9223372036854775807\n"
	"               2 |@@@@@@@@@@@                              4611686018427387903\n"
	"               4 |@@@@@                                    2305843009213693951\n"
	"               8 |@@@                                      1152921504606846975\n"
	"              16 |                                         0        \n"
	"\n";
/* aggs/tst.truncquant.r */
static const char r_truncquant[] =
	"\n"
	"       95\n"
	"           value  ------------- Distribution ------------- count    \n"
	"              94 |                                         0        \n"
	"              95 |@@@@@@@@@@                               1        \n"
	"              96 |@@@@@@@@@@                               1        \n"
	"              97 |@@@@@@@@@@                               1        \n"
	"              98 |@@@@@@@@@@                               1        \n"
	"              99 |                                         0        \n"
	"\n"
	"       96\n"
	"           value  ------------- Distribution ------------- count    \n"
	"              95 |                                         0        \n"
	"              96 |@@@@@@@@@@                               1        \n"
	"              97 |@@@@@@@@@@                               1        \n"
	"              98 |@@@@@@@@@@                               1        \n"
	"              99 |@@@@@@@@@@                               1        \n"
	"             100 |                                         0        \n"
	"\n"
	"       97\n"
	"           value  ------------- Distribution ------------- count    \n"
	"              96 |                                         0        \n"
	"              97 |@@@@@@@@@@                               1        \n"
	"              98 |@@@@@@@@@@                               1        \n"
	"              99 |@@@@@@@@@@                               1        \n"
	"             100 |@@@@@@@@@@                               1        \n"
	"             101 |                                         0        \n"
	"\n"
	"       98\n"
	"           value  ------------- Distribution ------------- count    \n"
	"              97 |                                         0        \n"
	"              98 |@@@@@@@@@@                               1        \n"
	"              99 |@@@@@@@@@@                               1        \n"
	"             100 |@@@@@@@@@@                               1        \n"
	"             101 |@@@@@@@@@@                               1        \n"
	"             102 |                                         0        \n"
	"\n"
	"       99\n"
	"           value  ------------- Distribution ------------- count    \n"
	"              98 |                                         0        \n"
	"              99 |@@@@@@@@@@                               1        \n"
	"             100 |@@@@@@@@@@                               1        \n"
	"             101 |@@@@@@@@@@                               1        \n"
	"             102 |@@@@@@@@@@                               1        \n"
	"             103 |                                         0        \n"
	"\n";
/* aggs/tst.llquantsortkey.r */
static const char r_llquantsortkey[] =
	"\n"
	"  Alfalfa                                           \n"
	"           value  ------------- Distribution ------------- count    \n"
	"               1 |                                         0        \n"
	"               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 100      \n"
	"               3 |                                         0        \n"
	"\n"
	"  Buckwheat                                         \n"
	"           value  ------------- Distribution ------------- count    \n"
	"               3 |                                         0        \n"
	"               4 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 50       \n"
	"               5 |                                         0        \n"
	"\n"
	"  Spanky                                            \n"
	"           value  ------------- Distribution ------------- count    \n"
	"               9 |                                         0        \n"
	"              10 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 20       \n"
	"              15 |                                         0        \n"
	"\n"
	"\n";
/* aggs/tst.lquantnormal.r */
static const char r_lquantnormal[] =
	"\n"
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               0 |                                         0        \n"
	"               1 |@@@@                                     1        \n"
	"               2 |@@@@                                     1        \n"
	"               3 |@@@@                                     1        \n"
	"               4 |@@@@                                     1        \n"
	"               5 |@@@@                                     1        \n"
	"               6 |@@@@                                     1        \n"
	"               7 |@@@@                                     1        \n"
	"               8 |@@@@                                     1        \n"
	"               9 |@@@@                                     1        \n"
	"           >= 10 |@@@@                                     1        \n"
	"\n"
	"\n";
/* multiaggs/tst.tuplecompat.r */
static const char r_tuplecompat[] =
	"       foo        789        bar        123        456\n"
	"\n";
/* aggs/tst.signedkeys.r, the part after the trace() lines */
static const char r_signedkeys[] =
	"\n"
	"   0                0\n"
	"   1                1\n"
	"   2                2\n"
	" 254               -2\n"
	" 255               -1\n"
	"     0                0\n"
	"     1                1\n"
	"     2                2\n"
	" 65534               -2\n"
	" 65535               -1\n"
	"        0                0\n"
	"        1                1\n"
	"        2                2\n"
	"       -2               -2\n"
	"       -1               -1\n"
	"                0                0\n"
	"                1                1\n"
	"                2                2\n"
	"               -2               -2\n"
	"               -1               -1\n";
/* aggs/tst.signedkeyspos.r */
static const char r_signedkeyspos[] =
	"\n"
	"  dog                                                              -1             -111\n"
	"  cat                                                              -1               -1\n"
	"  bear                                                             -1              -11\n"
	"  dog                                                              -2             -222\n"
	"  cat                                                              -2               -2\n"
	"  bear                                                             -2              -22\n"
	"  dog                                                               2              222\n"
	"  cat                                                               2                2\n"
	"  bear                                                              2               22\n"
	"  dog                                                               1              111\n"
	"  cat                                                               1                1\n"
	"  bear                                                              1               11\n"
	"  dog                                                               0              100\n"
	"  cat                                                               0                0\n"
	"  bear                                                              0               10\n"
	"  mouse                                                    -1               -1\n"
	"  cat                                                      -1             -111\n"
	"  bear                                                     -1              -11\n"
	"  mouse                                                    -2               -2\n"
	"  cat                                                      -2             -222\n"
	"  bear                                                     -2              -22\n"
	"  mouse                                                     2                2\n"
	"  cat                                                       2              222\n"
	"  bear                                                      2               22\n"
	"  mouse                                                     1                1\n"
	"  cat                                                       1              111\n"
	"  bear                                                      1               11\n"
	"  mouse                                                     0                0\n"
	"  cat                                                       0              100\n"
	"  bear                                                      0               10\n"
	"  mouse                                              65535               -1\n"
	"  dog                                                65535              -11\n"
	"  cat                                                65535             -111\n"
	"  mouse                                              65534               -2\n"
	"  dog                                                65534              -22\n"
	"  cat                                                65534             -222\n"
	"  mouse                                                  2                2\n"
	"  dog                                                    2               22\n"
	"  cat                                                    2              222\n"
	"  mouse                                                  1                1\n"
	"  dog                                                    1               11\n"
	"  cat                                                    1              111\n"
	"  mouse                                                  0                0\n"
	"  dog                                                    0               10\n"
	"  cat                                                    0              100\n"
	"  mouse                                              255             -111\n"
	"  dog                                                255              -11\n"
	"  cat                                                255               -1\n"
	"  mouse                                              254             -222\n"
	"  dog                                                254              -22\n"
	"  cat                                                254               -2\n"
	"  mouse                                                2              222\n"
	"  dog                                                  2               22\n"
	"  cat                                                  2                2\n"
	"  mouse                                                1              111\n"
	"  dog                                                  1               11\n"
	"  cat                                                  1                1\n"
	"  mouse                                                0              100\n"
	"  dog                                                  0               10\n"
	"  cat                                                  0                0\n";

/* aggs/tst.trunc-one.r */
static const char r_truncone[] =
	"\n"
	"        3                3\n"
	"        2               20\n"
	"        1              100\n"
	"\n"
	"\n"
	"        9                9\n"
	"        8               80\n"
	"        7              700\n"
	"\n";
/* aggs/tst.reset.r */
static const char r_reset[] =
	"\n"
	"              150\n"
	"\n"
	"               14\n"
	"\n"
	"                5\n"
	"\n"
	"               30\n"
	"\n"
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               4 |                                         0        \n"
	"               8 |@@@@@@@@                                 1        \n"
	"              16 |@@@@@@@@@@@@@@@@                         2        \n"
	"              32 |@@@@@@@@@@@@@@@@                         2        \n"
	"              64 |                                         0        \n"
	"\n"
	"\n"
	"              150\n"
	"\n"
	"               14\n"
	"\n"
	"                5\n"
	"\n"
	"               30\n"
	"\n"
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               4 |                                         0        \n"
	"               8 |@@@@@@@@                                 1        \n"
	"              16 |@@@@@@@@@@@@@@@@                         2        \n"
	"              32 |@@@@@@@@@@@@@@@@                         2        \n"
	"              64 |                                         0        \n"
	"\n"
	"\n"
	"              150\n"
	"\n"
	"               14\n"
	"\n"
	"                5\n"
	"\n"
	"               30\n"
	"\n"
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               4 |                                         0        \n"
	"               8 |@@@@@@@@                                 1        \n"
	"              16 |@@@@@@@@@@@@@@@@                         2        \n"
	"              32 |@@@@@@@@@@@@@@@@                         2        \n"
	"              64 |                                         0        \n"
	"\n"
	"\n"
	"              150\n"
	"\n"
	"               14\n"
	"\n"
	"                5\n"
	"\n"
	"               30\n"
	"\n"
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               4 |                                         0        \n"
	"               8 |@@@@@@@@                                 1        \n"
	"              16 |@@@@@@@@@@@@@@@@                         2        \n"
	"              32 |@@@@@@@@@@@@@@@@                         2        \n"
	"              64 |                                         0        \n"
	"\n"
	"\n"
	"              150\n"
	"\n"
	"               14\n"
	"\n"
	"                5\n"
	"\n"
	"               30\n"
	"\n"
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               4 |                                         0        \n"
	"               8 |@@@@@@@@                                 1        \n"
	"              16 |@@@@@@@@@@@@@@@@                         2        \n"
	"              32 |@@@@@@@@@@@@@@@@                         2        \n"
	"              64 |                                         0        \n"
	"\n"
	"\n";

/* ------------------------------------------------------------- harness */

static struct dt_type t_string = { .kind = T_STRING, .name = "string", .size = 32 };
static struct dt_type t_i8 = { .kind = T_INT, .name = "char", .size = 1, .is_signed = true };
static struct dt_type t_i16 = { .kind = T_INT, .name = "short", .size = 2, .is_signed = true };
static struct dt_type t_i32 = { .kind = T_INT, .name = "int", .size = 4, .is_signed = true };
static struct dt_type t_i64 = { .kind = T_INT, .name = "long long", .size = 8, .is_signed = true };

static dtrace_hdl_t *H;
/* Store integer keys widened to 8 bytes (as our code generator does)
 * instead of at their type's size. */
static bool WIDEN;
static struct dt_cg_out CG;
static struct dt_aggdesc *AGGS[32];

static void reset(void)
{
	if (H != NULL) {
		dt_print_free(H);
		dt_options_free(H->opts);
		free(H);
	}
	for (int i = 0; i < CG.naggs; i++) {
		free(AGGS[i]->keys);
		free(AGGS[i]);
	}
	memset(&CG, 0, sizeof(CG));
	CG.aggs = AGGS;
	H = calloc(1, sizeof(*H));
	H->cgout = &CG;
}

/* An aggregation with keys of the given types ("s" string, or an int
 * type), laid out with natural alignment as the code generator does. */
static int mkagg(enum dt_aggfunc f, int nkeys, struct dt_type **kt)
{
	struct dt_aggdesc *ad = calloc(1, sizeof(*ad));
	uint32_t off = 0;

	ad->id = CG.naggs;
	ad->func = f;
	ad->name = "";
	ad->nkeys = nkeys;
	ad->keys = calloc(nkeys + 1, sizeof(*ad->keys));
	for (int k = 0; k < nkeys; k++) {
		uint32_t sz = (uint32_t)kt[k]->size, al;

		if (WIDEN && kt[k]->kind == T_INT)
			sz = 8;
		al = sz >= 8 ? 8 : sz;

		off = (off + al - 1) / al * al;
		ad->keys[k].offset = off;
		ad->keys[k].size = sz;
		ad->keys[k].type = kt[k];
		ad->keys[k].is_signed = kt[k]->is_signed;
		off += sz;
	}
	ad->keysize = (off + 7) & ~7u;
	AGGS[CG.naggs] = ad;
	return CG.naggs++;
}

static int mklq(int64_t base, int64_t limit, int64_t step, int nkeys, struct dt_type **kt)
{
	int id = mkagg(DT_AGG_LQUANTIZE, nkeys, kt);

	AGGS[id]->lq_base = base;
	AGGS[id]->lq_limit = limit;
	AGGS[id]->lq_step = step;
	return id;
}

static int mkllq(int64_t f, int64_t lo, int64_t hi, int64_t st, int nkeys, struct dt_type **kt)
{
	int id = mkagg(DT_AGG_LLQUANTIZE, nkeys, kt);

	AGGS[id]->llq_factor = f;
	AGGS[id]->llq_low = lo;
	AGGS[id]->llq_high = hi;
	AGGS[id]->llq_nsteps = st;
	return id;
}

/* A key tuple: values for each key in order (integers as int64_t, strings
 * as const char *), after the 8-byte aggregation id. */
struct key {
	uint8_t b[256];
	size_t len;
};

static struct key mkkey(int id, ...)
{
	const struct dt_aggdesc *ad = AGGS[id];
	struct key k;
	uint64_t aid = (uint64_t)id;
	va_list ap;

	memset(&k, 0, sizeof(k));
	memcpy(k.b, &aid, 8);
	va_start(ap, id);
	for (int i = 0; i < ad->nkeys; i++) {
		uint8_t *p = k.b + DT_AGG_KEY_HDR + ad->keys[i].offset;

		if (ad->keys[i].type->kind == T_STRING) {
			strncpy((char *)p, va_arg(ap, const char *), ad->keys[i].size - 1);
		} else {
			int64_t v = va_arg(ap, int64_t);

			memcpy(p, &v, ad->keys[i].size);
		}
	}
	va_end(ap);
	k.len = DT_AGG_KEY_HDR + ad->keysize;
	return k;
}

/* One firing of the aggregating function, as one CPU's value. */
static void fire(int id, struct key k, int64_t v, int64_t incr)
{
	const struct dt_aggdesc *ad = AGGS[id];
	int64_t val[1024];
	unsigned __int128 sq = (unsigned __int128)((__int128)v * v);

	memset(val, 0, sizeof(val));
	switch (ad->func) {
	case DT_AGG_COUNT: val[0] = 1; break;
	case DT_AGG_SUM: val[0] = v; break;
	case DT_AGG_AVG: val[0] = 1; val[1] = v; break;
	case DT_AGG_MIN:
	case DT_AGG_MAX: val[0] = 1; val[1] = v; break;
	case DT_AGG_STDDEV:
		val[0] = 1; val[1] = v;
		val[2] = (int64_t)(uint64_t)sq; val[3] = (int64_t)(uint64_t)(sq >> 64);
		break;
	case DT_AGG_QUANTIZE: val[dt_quant_bucket(v)] = incr; break;
	case DT_AGG_LQUANTIZE:
		val[dt_lquant_bucket(v, ad->lq_base, ad->lq_limit, ad->lq_step)] = incr;
		break;
	case DT_AGG_LLQUANTIZE:
		val[dt_llquant_bucket(v, ad->llq_factor, ad->llq_low, ad->llq_high,
				      ad->llq_nsteps)] = incr;
		break;
	}
	dt_agg_add(H, k.b, k.len, val, 1, dt_agg_valsize(ad));
}

static FILE *OUT;
static char *OUTBUF;
static size_t OUTLEN;

static void out_begin(void)
{
	OUT = open_memstream(&OUTBUF, &OUTLEN);
}

static void out_check(const char *what, const char *want)
{
	fclose(OUT);
	if (strcmp(OUTBUF, want) != 0) {
		fprintf(stderr, "%s:\n--- got\n%s--- want\n%s---\n", what, OUTBUF, want);
		failures++;
	}
	free(OUTBUF);
	OUTBUF = NULL;
}

static void printa1(const char *fmt, int id)
{
	CHECK(dt_agg_printa(H, OUT, fmt, &id, 1) == 0);
}

/* --------------------------------------------------------------- tests */

/* aggs/tst.multiaggs2.d: avg sum min max quantize lquantize of 0..900. */
static void test_multiaggs2(void)
{
	int a, b, c, d, e, f;

	reset();
	a = mkagg(DT_AGG_AVG, 0, NULL);
	b = mkagg(DT_AGG_SUM, 0, NULL);
	c = mkagg(DT_AGG_MIN, 0, NULL);
	d = mkagg(DT_AGG_MAX, 0, NULL);
	e = mkagg(DT_AGG_QUANTIZE, 0, NULL);
	f = mklq(0, 1000, 100, 0, NULL);
	for (int64_t i = 0; i < 1000; i += 100) {
		fire(a, mkkey(a), i, 1);
		fire(b, mkkey(b), i, 1);
		fire(c, mkkey(c), i, 1);
		fire(d, mkkey(d), i, 1);
		fire(e, mkkey(e), i, 1);
		fire(f, mkkey(f), i, 1);
	}
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("multiaggs2", r_multiaggs2);
}

/* aggs/tst.count2.d */
static void test_count2(void)
{
	struct dt_type *kt[] = { &t_string };
	int a;

	reset();
	a = mkagg(DT_AGG_COUNT, 1, kt);
	for (int i = 0; i < 10; i++)
		fire(a, mkkey(a, "tick-count"), 0, 1);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("count2", r_count2);
}

/* Per-CPU merge: min/max ignore CPUs without data, sums add; the map's
 * value stride may exceed the value size. */
static void test_merge(void)
{
	int mn, mx, st;
	int64_t v[3][4] = { { 1, 50, 0, 0 }, { 0, 0, 0, 0 }, { 2, -7, 0, 0 } };
	/* stddev: CPU 0 saw 32 and 16, CPU 1 8 and 8 */
	int64_t s[2][4] = { { 2, 48, 32 * 32 + 16 * 16, 0 }, { 2, 16, 8 * 8 + 8 * 8, 0 } };
	struct key k;

	reset();
	mn = mkagg(DT_AGG_MIN, 0, NULL);
	mx = mkagg(DT_AGG_MAX, 0, NULL);
	st = mkagg(DT_AGG_STDDEV, 0, NULL);
	k = mkkey(mn);
	dt_agg_add(H, k.b, k.len, v, 3, sizeof(v[0]));
	k = mkkey(mx);
	dt_agg_add(H, k.b, k.len, v, 3, sizeof(v[0]));
	/* sqrt(1408 / 4 - (64 / 4)^2) = sqrt(96) = 9 */
	k = mkkey(st);
	dt_agg_add(H, k.b, k.len, s, 2, sizeof(s[0]));
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("merge", "\n               -7\n               50\n                9\n");
}

/* aggs/tst.signedkeys.d: integer keys of each size, aggsortkey; keys
 * sort as unsigned numbers. */
static void test_signedkeys(void)
{
	struct dt_type *k8[] = { &t_i8 }, *k16[] = { &t_i16 }, *k32[] = { &t_i32 },
		       *k64[] = { &t_i64 };
	int a8, a16, a32, a64;

	reset();
	dtrace_setopt(H, "aggsortkey", NULL);
	a8 = mkagg(DT_AGG_SUM, 1, k8);
	a16 = mkagg(DT_AGG_SUM, 1, k16);
	a32 = mkagg(DT_AGG_SUM, 1, k32);
	a64 = mkagg(DT_AGG_SUM, 1, k64);
	for (int64_t i = -2; i <= 2; i++) {
		fire(a8, mkkey(a8, i), i, 1);
		fire(a16, mkkey(a16, i), i, 1);
		fire(a32, mkkey(a32, i), i, 1);
		fire(a64, mkkey(a64, i), i, 1);
	}
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("signedkeys", r_signedkeys);
}

/* aggs/tst.signedkeyspos.d: aggsortkey, aggsortkeypos=1, aggsortrev. */
static void test_signedkeyspos(void)
{
	struct dt_type *k8[] = { &t_string, &t_i8 }, *k16[] = { &t_string, &t_i16 },
		       *k32[] = { &t_string, &t_i32 }, *k64[] = { &t_string, &t_i64 };
	static const char *n8[] = { "cat", "dog", "mouse" }, *n16[] = { "mouse", "dog", "cat" },
			  *n32[] = { "mouse", "bear", "cat" }, *n64[] = { "cat", "bear", "dog" };
	static const int64_t m[] = { 1, 11, 111 };
	int a8, a16, a32, a64;

	reset();
	dtrace_setopt(H, "aggsortkey", NULL);
	dtrace_setopt(H, "aggsortkeypos", "1");
	dtrace_setopt(H, "aggsortrev", NULL);
	a8 = mkagg(DT_AGG_SUM, 2, k8);
	a16 = mkagg(DT_AGG_SUM, 2, k16);
	a32 = mkagg(DT_AGG_SUM, 2, k32);
	a64 = mkagg(DT_AGG_SUM, 2, k64);
	for (int64_t i = -2; i <= 2; i++)
		for (int j = 0; j < 3; j++) {
			/* the script's values: i * 1, 11, 111 but 0, 10, 100 for 0 */
			int64_t v = i != 0 ? i * m[j] : (j == 0 ? 0 : j == 1 ? 10 : 100);

			fire(a8, mkkey(a8, n8[j], i), v, 1);
			fire(a16, mkkey(a16, n16[j], i), v, 1);
			fire(a32, mkkey(a32, n32[j], i), v, 1);
			fire(a64, mkkey(a64, n64[j], i), v, 1);
		}
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("signedkeyspos", r_signedkeyspos);
}

/* aggs/tst.valsortkeypos.d */
static void test_valsortkeypos(void)
{
	struct dt_type *kt[] = { &t_i32, &t_i32 };
	int a;

	reset();
	dtrace_setopt(H, "aggsortkeypos", "1");
	a = mkagg(DT_AGG_SUM, 2, kt);
	fire(a, mkkey(a, (int64_t)1, (int64_t)3), 0, 1);
	fire(a, mkkey(a, (int64_t)2, (int64_t)2), 0, 1);
	fire(a, mkkey(a, (int64_t)3, (int64_t)1), 0, 1);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("valsortkeypos", r_valsortkeypos);
}

/* aggs/tst.trunc.d and aggs/tst.truncquant.d */
static void test_trunc(void)
{
	struct dt_type *kt[] = { &t_i32 };
	int a;

	reset();
	a = mkagg(DT_AGG_SUM, 1, kt);
	for (int64_t i = 0; i < 100; i++)
		fire(a, mkkey(a, i), i, 1);
	dt_agg_trunc(H, a, 10);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("trunc", r_trunc);

	reset();
	a = mklq(0, 150, 1, 1, kt);
	for (int64_t i = 0; i < 100; i++)
		for (int j = 0; j < 4; j++)
			fire(a, mkkey(a, i), i + j, 1);
	dt_agg_trunc(H, a, 5);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("truncquant", r_truncquant);

	/* trunc(@, -2): the two smallest; trunc(@) with 0: none. */
	reset();
	a = mkagg(DT_AGG_SUM, 1, kt);
	for (int64_t i = 0; i < 5; i++)
		fire(a, mkkey(a, i), 10 * i, 1);
	dt_agg_trunc(H, a, -2);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("trunc -2", "\n        0                0\n        1               10\n");
	dt_agg_trunc(H, a, 0);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("trunc 0", "\n");
}

/* multiaggs/tst.zero2.d: printa of several aggregations, missing keys
 * print as zero, histograms inline. */
static void test_zero2(void)
{
	struct dt_type *kt[] = { &t_i32 };
	int bop, baz, foo, bar;
	int ids[4];

	reset();
	bop = mkagg(DT_AGG_QUANTIZE, 1, kt);
	baz = mklq(-10, 10, 1, 1, kt);
	foo = mkagg(DT_AGG_SUM, 1, kt);
	bar = mkagg(DT_AGG_SUM, 1, kt);
	fire(bop, mkkey(bop, (int64_t)345), 0, 0);
	fire(baz, mkkey(baz, (int64_t)345), 0, 0);
	fire(foo, mkkey(foo, (int64_t)123), 123, 1);
	fire(bar, mkkey(bar, (int64_t)456), 456, 1);
	fire(foo, mkkey(foo, (int64_t)789), 789, 1);
	fire(bar, mkkey(bar, (int64_t)789), 789, 1);
	ids[0] = foo; ids[1] = bar; ids[2] = bop; ids[3] = baz;
	out_begin();
	CHECK(dt_agg_printa(H, OUT, "%10d %@10d %@10d\n", ids, 2) == 0);
	CHECK(dt_agg_printa(H, OUT, "%10d %@10d %@10d %@10d\n", ids, 3) == 0);
	CHECK(dt_agg_printa(H, OUT, "%10d %@10d %@10d %@10d %@10d\n", ids, 4) == 0);
	dt_agg_print_all(H, OUT);
	out_check("zero2", r_zero2);
}

/* printa/tst.tuple.d and printa/tst.manyval.d */
static void test_printa_formats(void)
{
	struct dt_type *kt[] = { &t_i32, &t_i32, &t_i32, &t_i32, &t_i32 };
	int a;

	reset();
	a = mkagg(DT_AGG_COUNT, 5, kt);
	fire(a, mkkey(a, (int64_t)1, (int64_t)2, (int64_t)3, (int64_t)4, (int64_t)5), 0, 1);
	out_begin();
	fprintf(OUT, "\n");
	printa1("%@u: -\n", a);
	printa1("%@u: %d\n", a);
	printa1("%@u: %d %d\n", a);
	printa1("%@u: %d %d %d\n", a);
	printa1("%@u: %d %d %d %d\n", a);
	printa1("%@u: %d %d %d %d %d\n", a);
	dt_agg_print_all(H, OUT);
	out_check("tuple", r_tuple);

	reset();
	a = mkagg(DT_AGG_COUNT, 0, NULL);
	fire(a, mkkey(a), 0, 1);
	out_begin();
	printa1("%@u %@u %@u %@u %@u %@u %@u\n", a);
	dt_agg_print_all(H, OUT);
	out_check("manyval", r_manyval);

	/* A format needing more keys than the tuple has fails. */
	out_begin();
	CHECK(dt_agg_printa(H, OUT, "%d %@u\n", &a, 1) == -1);
	fclose(OUT);
	free(OUTBUF);
}

/* multiaggs/tst.tuplecompat.d: string and integer keys in a format. */
static void test_tuplecompat(void)
{
	struct dt_type *kt[] = { &t_string, &t_i32, &t_string, &t_i64 };
	int one, two, ids[2];

	reset();
	one = mkagg(DT_AGG_SUM, 4, kt);
	two = mkagg(DT_AGG_SUM, 4, kt);
	fire(one, mkkey(one, "foo", (int64_t)789, "bar", (int64_t)0x1234), 123, 1);
	fire(two, mkkey(two, "foo", (int64_t)789, "bar", (int64_t)0x1234), 456, 1);
	ids[0] = one;
	ids[1] = two;
	out_begin();
	CHECK(dt_agg_printa(H, OUT, "%10s %10d %10s %@10d %@10d\n", ids, 2) == 0);
	dt_agg_print_all(H, OUT);
	out_check("tuplecompat", r_tuplecompat);
}

/* aggs/tst.stddev2.d: printa("%9@x\n") of stddev. */
static void test_stddev(void)
{
	static const int64_t pairs[][2] = {
		{ 0, 0 }, { 0x10, 0x20 }, { 0x100, 0x200 }, { 0x1000, 0x2000 },
		{ 0x10000, 0x20000 }, { 0x100000, 0x200000 }, { 0x1000000, 0x2000000 },
		{ 0x10000000, 0x20000000 }, { 0x20000000, 0x40000000 },
		{ 0x40000000, 0x80000000 }, { 0x80000000, 0x100000000 },
		{ 0x100000000, 0x200000000 },
	};
	int ids[12];

	reset();
	out_begin();
	for (int i = 0; i < 12; i++) {
		ids[i] = mkagg(DT_AGG_STDDEV, 0, NULL);
		fire(ids[i], mkkey(ids[i]), pairs[i][0], 1);
		fire(ids[i], mkkey(ids[i]), pairs[i][1], 1);
		printa1("%9@x\n", ids[i]);
	}
	dt_agg_print_all(H, OUT);
	out_check("stddev2", "        0\n        8\n       80\n      800\n     8000\n"
		  "    80000\n   800000\n  8000000\n 10000000\n 20000000\n 40000000\n"
		  " 80000000\n\n");
}

/* aggs/tst.lquantrange.d: printa(@) without a format, string keys,
 * sorted by value. */
static void test_lquantrange(void)
{
	struct dt_type *kt[] = { &t_string };
	int a;

	reset();
	a = mklq(-10, 10, 1, 1, kt);
	fire(a, mkkey(a, "Nixon"), -20, 25);
	fire(a, mkkey(a, "Hoover"), 20, -100);
	fire(a, mkkey(a, "Harding"), -10, 15);
	fire(a, mkkey(a, "Bush"), 10, 150);
	out_begin();
	printa1(NULL, a);
	dt_agg_print_all(H, OUT);
	out_check("lquantrange", r_lquantrange);
}

/* aggs/tst.negquant.d: default output of quantize with negative
 * increments, sorted by the histograms' values. */
static void test_negquant(void)
{
	struct dt_type *kt[] = { &t_string };
	int a;
	int64_t val = 123, big = INT64_MAX, fv = INT64_MAX, sv = INT64_MAX - 3;

	reset();
	a = mkagg(DT_AGG_QUANTIZE, 1, kt);
	fire(a, mkkey(a, "j-church"), 1, 100);
	fire(a, mkkey(a, "j-church"), 1, -99);
	fire(a, mkkey(a, "j-church"), 1, -1);
	fire(a, mkkey(a, "k-ingleside"), 1, -val);
	fire(a, mkkey(a, "l-taraval"), 0, -val);
	fire(a, mkkey(a, "l-taraval"), -1, -val);
	fire(a, mkkey(a, "l-taraval"), 1, val);
	fire(a, mkkey(a, "l-taraval"), 1, val);
	fire(a, mkkey(a, "m-oceanview"), 1, big);
	fire(a, mkkey(a, "m-oceanview"), 1, 1);
	fire(a, mkkey(a, "m-oceanview"), 2, big);
	fire(a, mkkey(a, "m-oceanview"), 8, 400000);
	fire(a, mkkey(a, "n-judah"), 1, val);
	fire(a, mkkey(a, "n-judah"), 2, val);
	fire(a, mkkey(a, "n-judah"), 2, val);
	fire(a, mkkey(a, "n-judah"), 2, 1);
	for (int64_t i = 1; i <= 8; i <<= 1, fv >>= 1, sv >>= 1) {
		fire(a, mkkey(a, "f-market"), i, fv);
		fire(a, mkkey(a, "s-castro"), i, sv);
	}
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("negquant", r_negquant);
}

/* aggs/tst.llquantsortkey.d: equal values sort by key. */
static void test_llquantsortkey(void)
{
	struct dt_type *kt[] = { &t_string };
	int a;

	reset();
	a = mkllq(10, 0, 2, 20, 1, kt);
	fire(a, mkkey(a, "Spanky"), 10, 20);
	fire(a, mkkey(a, "Buckwheat"), 4, 50);
	fire(a, mkkey(a, "Alfalfa"), 2, 100);
	out_begin();
	printa1(NULL, a);
	dt_agg_print_all(H, OUT);
	out_check("llquantsortkey", r_llquantsortkey);
}

/* aggs/tst.normalize.d, tst.denormalize.d, tst.fmtnormalize.d,
 * tst.lquantnormal.d; clear(). */
static void test_normalize(void)
{
	struct dt_type *kt[] = { &t_i32 };
	int a, b;

	reset();
	a = mkagg(DT_AGG_SUM, 0, NULL);
	b = mkagg(DT_AGG_SUM, 0, NULL);
	for (int64_t i = 0; i < 20; i++) {
		fire(a, mkkey(a), i * 100, 1);
		fire(b, mkkey(b), i * 100, 1);
	}
	dt_agg_normalize(H, a, 5);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("normalize", r_normalize);
	dt_agg_denormalize(H, a);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("denormalize", r_denormalize);

	reset();
	a = mkagg(DT_AGG_SUM, 1, kt);
	for (int64_t i = 0; i < 20; i++)
		fire(a, mkkey(a, i % 5), i * 100, 1);
	out_begin();
	fprintf(OUT, "normalized data:\n");
	dt_agg_normalize(H, a, 5);
	printa1("%u %@u\n", a);
	dt_agg_print_all(H, OUT);
	out_check("fmtnormalize", r_fmtnormalize);

	reset();
	a = mklq(0, 10, 1, 0, NULL);
	for (int64_t i = 1; i <= 10; i++)
		for (int j = 0; j < 5; j++)
			fire(a, mkkey(a), i, 1);
	out_begin();
	dt_agg_normalize(H, a, 5);
	printa1(NULL, a);
	dt_agg_print_all(H, OUT);
	out_check("lquantnormal", r_lquantnormal);

	/* clear(): keys stay, values zero. */
	reset();
	a = mkagg(DT_AGG_COUNT, 1, kt);
	fire(a, mkkey(a, (int64_t)7), 0, 1);
	dt_agg_clear(H, a);
	fire(a, mkkey(a, (int64_t)8), 0, 1);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("clear", "\n        7                0\n        8                1\n");
}

/* aggs/tst.avg_neg.d, tst.max_neg.d, tst.trunc-one.d, tst.reset.d */
static void test_small(void)
{
	struct dt_type *kt[] = { &t_i32 };
	int a, b, c, d, e;

	reset();
	a = mkagg(DT_AGG_AVG, 0, NULL);
	b = mkagg(DT_AGG_MAX, 0, NULL);
	fire(a, mkkey(a), 0, 1);
	fire(a, mkkey(a), -900, 1);
	fire(b, mkkey(b), -100, 1);
	fire(b, mkkey(b), -900, 1);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("avg_neg max_neg", "\n             -450\n             -100\n");

	reset();
	a = mkagg(DT_AGG_SUM, 1, kt);
	b = mkagg(DT_AGG_SUM, 1, kt);
	c = mkagg(DT_AGG_SUM, 1, kt);
	fire(a, mkkey(a, (int64_t)1), 100, 1);
	fire(a, mkkey(a, (int64_t)2), 20, 1);
	fire(a, mkkey(a, (int64_t)3), 3, 1);
	fire(b, mkkey(b, (int64_t)4), 400, 1);
	fire(b, mkkey(b, (int64_t)5), 50, 1);
	fire(b, mkkey(b, (int64_t)6), 6, 1);
	fire(c, mkkey(c, (int64_t)7), 700, 1);
	fire(c, mkkey(c, (int64_t)8), 80, 1);
	fire(c, mkkey(c, (int64_t)9), 9, 1);
	dt_agg_trunc(H, b, 0);
	out_begin();
	printa1(NULL, a);
	printa1(NULL, b);
	printa1(NULL, c);
	dt_agg_print_all(H, OUT);
	out_check("trunc-one", r_truncone);

	reset();
	a = mkagg(DT_AGG_SUM, 0, NULL);
	b = mkagg(DT_AGG_STDDEV, 0, NULL);
	c = mkagg(DT_AGG_COUNT, 0, NULL);
	d = mkagg(DT_AGG_AVG, 0, NULL);
	e = mkagg(DT_AGG_QUANTIZE, 0, NULL);
	for (int64_t i = 10; i <= 50; i += 10) {
		fire(a, mkkey(a), i, 1);
		fire(b, mkkey(b), i, 1);
		fire(c, mkkey(c), i, 1);
		fire(d, mkkey(d), i, 1);
		fire(e, mkkey(e), i, 1);
	}
	out_begin();
	for (int r = 0; r < 5; r++) {
		printa1(NULL, a);
		printa1(NULL, b);
		printa1(NULL, c);
		printa1(NULL, d);
		printa1(NULL, e);
	}
	dt_agg_print_all(H, OUT);
	out_check("reset", r_reset);
}

/* Keys of stack(), sym() and usym() type print as DTrace's columns:
 * frames under a blank line, symbol names 50 wide. */
static void test_symkeys(void)
{
	static struct dt_type t_stack = { .kind = T_STRUCT, .name = "stack", .size = 24 };
	static struct dt_type t_sym = { .kind = T_INT, .name = "_symaddr", .size = 8 };
	/* a user symbol key: the process id (none here), then the address */
	static struct dt_type t_usym = { .kind = T_STRUCT, .name = "_usymaddr", .size = 16 };
	struct dt_type *ks[] = { &t_stack }, *ky[] = { &t_sym }, *ku[] = { &t_usym };
	int a, b, c;
	struct key k;
	int64_t one = 1;

	reset();
	a = mkagg(DT_AGG_COUNT, 1, ks);
	b = mkagg(DT_AGG_COUNT, 1, ky);
	c = mkagg(DT_AGG_COUNT, 1, ku);
	/* the stack key by hand: one frame at an address no symbol covers,
	 * then 0 to end it */
	memset(&k, 0, sizeof(k));
	memcpy(k.b, &(uint64_t){ (uint64_t)a }, 8);
	k.b[DT_AGG_KEY_HDR] = 0x10;
	k.len = DT_AGG_KEY_HDR + 24;
	dt_agg_add(H, k.b, k.len, &one, 1, 8);
	k = mkkey(b, (int64_t)0x20);
	dt_agg_add(H, k.b, k.len, &one, 1, 8);
	memset(&k, 0, sizeof(k));
	memcpy(k.b, &(uint64_t){ (uint64_t)c }, 8);
	k.b[DT_AGG_KEY_HDR + 8] = 0x30;
	k.len = DT_AGG_KEY_HDR + 16;
	dt_agg_add(H, k.b, k.len, &one, 1, 8);
	out_begin();
	dt_agg_print_all(H, OUT);
	out_check("symkeys", "\n\n              0x10\n                1\n"
		  "  0x20                                                              1\n"
		  "  0x30                                                              1\n");
}

int main(void)
{
	test_symkeys();
	test_small();
	test_multiaggs2();
	test_count2();
	test_merge();
	test_signedkeys();
	test_signedkeyspos();
	WIDEN = true;
	test_signedkeys();
	test_signedkeyspos();
	test_zero2();
	WIDEN = false;
	test_valsortkeypos();
	test_trunc();
	test_zero2();
	test_printa_formats();
	test_tuplecompat();
	test_stddev();
	test_lquantrange();
	test_negquant();
	test_llquantsortkey();
	test_normalize();
	reset();
	dt_print_free(H);
	free(H);
	if (failures)
		fprintf(stderr, "test_agg: %d failures\n", failures);
	return failures != 0;
}
