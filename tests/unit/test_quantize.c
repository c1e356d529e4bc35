/*
 * Bucket numbering of quantize/lquantize/llquantize (the contract with the
 * code generator, quantize.h) and DTrace's histogram layout, checked
 * against histograms from the conformance suite's aggs/ tests.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/quantize.h"

static int failures;

#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
	failures++; } } while (0)

/* Expected histograms, copied from the conformance .r files named. */
/* aggs/tst.negquant.r */
static const char negquant_k[] = "\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               0                                         | 0        \n"
	"               1 @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@| -123     \n"
	"               2                                         | 0        \n";
/* aggs/tst.negquant.r */
static const char negquant_j[] = "\n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1 |                                         0        \n"
	"               0 |                                         0        \n"
	"               1 |                                         0        \n";
/* aggs/tst.negquant.r */
static const char negquant_l[] = "\n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -2                     |                     0        \n"
	"              -1                @@@@@|                     -123     \n"
	"               0                @@@@@|                     -123     \n"
	"               1                     |@@@@@@@@@@           246      \n"
	"               2                     |                     0        \n";
/* aggs/tst.negquant.r */
static const char negquant_n[] = "\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               0 |                                         0        \n"
	"               1 |@@@@@@@@@@@@@                            123      \n"
	"               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@              247      \n"
	"               4 |                                         0        \n";
/* aggs/tst.negquant.r */
static const char negquant_m[] = "\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               0                     |                     0        \n"
	"               1           @@@@@@@@@@|                     -9223372036854775808\n"
	"               2                     |@@@@@@@@@@           9223372036854775807\n"
	"               4                     |                     0        \n"
	"               8                     |                     400000   \n"
	"              16                     |                     0        \n";
/* aggs/tst.lquantrange.r */
static const char lqr_hoover[] = "\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               9                                         | 0        \n"
	"           >= 10 @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@| -100     \n";
/* aggs/tst.lquantrange.r */
static const char lqr_nixon[] = "\n"
	"           value  ------------- Distribution ------------- count    \n"
	"           < -10 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 25       \n"
	"             -10 |                                         0        \n";
/* aggs/tst.llquantsortkey.r */
static const char llq_spanky[] = "\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               9 |                                         0        \n"
	"              10 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 20       \n"
	"              15 |                                         0        \n";
/* aggs/tst.llquantsortkey.r */
static const char llq_alfalfa[] = "\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               1 |                                         0        \n"
	"               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 100      \n"
	"               3 |                                         0        \n";
/* aggs/tst.quantize.r */
static const char q_100[] = "\n"
	"           value  ------------- Distribution ------------- count    \n"
	"              32 |                                         0        \n"
	"              64 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        \n"
	"             128 |                                         0        \n";
/* aggs/tst.multiaggs2.r */
static const char ma2_quant[] = "\n"
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
	"            1024 |                                         0        \n";
/* aggs/tst.multiaggs2.r */
static const char ma2_lquant[] = "\n"
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
	"         >= 1000 |                                         0        \n";

static void expect_out(const char *what, char *got, const char *want)
{
	if (strcmp(got, want) != 0) {
		fprintf(stderr, "%s:\n--- got\n%s--- want\n%s---\n", what, got, want);
		failures++;
	}
	free(got);
}

/* Histogram state: buckets with wrapping adds, as the BPF side does. */
struct hist {
	int64_t b[512];
};

static void add(int64_t *b, int idx, int64_t incr)
{
	b[idx] = (int64_t)((uint64_t)b[idx] + (uint64_t)incr);
}

static void quant(struct hist *h, int64_t v, int64_t incr)
{
	add(h->b, dt_quant_bucket(v), incr);
}

static char *print_quant(struct hist *h, uint64_t normal)
{
	char *out = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&out, &n);

	dt_quant_print(f, h->b, normal);
	fclose(f);
	return out;
}

static char *print_lquant(struct hist *h, int64_t base, int64_t limit, int64_t step)
{
	char *out = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&out, &n);

	dt_lquant_print(f, h->b, base, limit, step, 1);
	fclose(f);
	return out;
}

static char *print_llquant(struct hist *h, int64_t fa, int64_t lo, int64_t hi, int64_t st)
{
	char *out = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&out, &n);

	dt_llquant_print(f, h->b, fa, lo, hi, st, 1);
	fclose(f);
	return out;
}

static void test_buckets(void)
{
	CHECK(dt_quant_bucket(0) == 63);
	CHECK(dt_quant_bucket(1) == 64);
	CHECK(dt_quant_bucket(2) == 65 && dt_quant_bucket(3) == 65);
	CHECK(dt_quant_bucket(4) == 66);
	CHECK(dt_quant_bucket(INT64_MAX) == 126);
	CHECK(dt_quant_bucket(-1) == 62);
	CHECK(dt_quant_bucket(-2) == 61 && dt_quant_bucket(-3) == 61);
	CHECK(dt_quant_bucket(-4) == 60);
	CHECK(dt_quant_bucket(INT64_MIN) == 0);
	CHECK(dt_quant_bucket(-(INT64_C(1) << 62)) == 0);
	CHECK(dt_quant_bucketval(0) == -(INT64_C(1) << 62));
	CHECK(dt_quant_bucketval(62) == -1 && dt_quant_bucketval(63) == 0);
	CHECK(dt_quant_bucketval(64) == 1 && dt_quant_bucketval(126) == INT64_C(1) << 62);
	/* Every value lands in the bucket whose label is its lower bound. */
	for (int64_t v = -1000; v <= 1000; v++) {
		int b = dt_quant_bucket(v);

		if (v > 0)
			CHECK(dt_quant_bucketval(b) <= v && v < 2 * dt_quant_bucketval(b));
		if (v < 0)
			CHECK(dt_quant_bucketval(b) >= v && v > 2 * dt_quant_bucketval(b));
	}

	/* lquantize(v, -10, 10, 1): 22 buckets. */
	CHECK(dt_lquant_nbuckets(-10, 10, 1) == 22);
	CHECK(dt_lquant_bucket(-11, -10, 10, 1) == 0);
	CHECK(dt_lquant_bucket(-10, -10, 10, 1) == 1);
	CHECK(dt_lquant_bucket(9, -10, 10, 1) == 20);
	CHECK(dt_lquant_bucket(10, -10, 10, 1) == 21);
	CHECK(dt_lquant_bucket(0, 0, 1000, 100) == 1);
	CHECK(dt_lquant_bucket(999, 0, 1000, 100) == 10);
	CHECK(dt_lquant_bucket(1000, 0, 1000, 100) == 11);
	/* A limit that is not base + k*step: the top level ends early. */
	CHECK(dt_lquant_bucket(9, 0, 10, 3) == 4);	/* levels 3: 0 3 6, >= 9 */

	/* llquantize(v, 10, 0, 2, 20): per = 18, bin0 = 55, 111 buckets. */
	CHECK(dt_llquant_nbuckets(10, 0, 2, 20) == 111);
	CHECK(dt_llquant_bucket(0, 10, 0, 2, 20) == 55);
	CHECK(dt_llquant_bucket(1, 10, 0, 2, 20) == 56);
	CHECK(dt_llquant_bucket(2, 10, 0, 2, 20) == 58);
	CHECK(dt_llquant_bucket(9, 10, 0, 2, 20) == 72);
	CHECK(dt_llquant_bucket(10, 10, 0, 2, 20) == 74);
	CHECK(dt_llquant_bucket(14, 10, 0, 2, 20) == 74);
	CHECK(dt_llquant_bucket(15, 10, 0, 2, 20) == 75);
	CHECK(dt_llquant_bucket(99, 10, 0, 2, 20) == 91);
	CHECK(dt_llquant_bucket(100, 10, 0, 2, 20) == 92);
	CHECK(dt_llquant_bucket(999, 10, 0, 2, 20) == 109);
	CHECK(dt_llquant_bucket(1000, 10, 0, 2, 20) == 110);
	CHECK(dt_llquant_bucket(-1, 10, 0, 2, 20) == 54);
	CHECK(dt_llquant_bucket(-15, 10, 0, 2, 20) == 35);
	CHECK(dt_llquant_bucket(-5000, 10, 0, 2, 20) == 0);
	/* llquantize(v, 10, 1, 3, 10): per = 9; |v| < 10 in bin0. */
	CHECK(dt_llquant_nbuckets(10, 1, 3, 10) == 57);
	CHECK(dt_llquant_bucket(9, 10, 1, 3, 10) == 28);
	CHECK(dt_llquant_bucket(10, 10, 1, 3, 10) == 29);
	CHECK(dt_llquant_bucket(25, 10, 1, 3, 10) == 30);
	CHECK(dt_llquant_bucket(100, 10, 1, 3, 10) == 38);
	CHECK(dt_llquant_bucket(9999, 10, 1, 3, 10) == 55);
	CHECK(dt_llquant_bucket(10000, 10, 1, 3, 10) == 56);
}

static void test_quantize_hist(void)
{
	struct hist h;

	/* aggs/tst.quantize.d, key 100. */
	memset(&h, 0, sizeof(h));
	quant(&h, 100, 1);
	expect_out("quantize(100)", print_quant(&h, 1), q_100);

	/* aggs/tst.negquant.d */
	memset(&h, 0, sizeof(h));
	quant(&h, 1, -123);
	expect_out("k-ingleside", print_quant(&h, 1), negquant_k);

	memset(&h, 0, sizeof(h));
	quant(&h, 1, 100);
	quant(&h, 1, -99);
	quant(&h, 1, -1);
	expect_out("j-church", print_quant(&h, 1), negquant_j);

	memset(&h, 0, sizeof(h));
	quant(&h, 0, -123);
	quant(&h, -1, -123);
	quant(&h, 1, 123);
	quant(&h, 1, 123);
	expect_out("l-taraval", print_quant(&h, 1), negquant_l);

	memset(&h, 0, sizeof(h));
	quant(&h, 1, 123);
	quant(&h, 2, 123);
	quant(&h, 2, 123);
	quant(&h, 2, 1);
	expect_out("n-judah", print_quant(&h, 1), negquant_n);

	memset(&h, 0, sizeof(h));
	quant(&h, 1, INT64_MAX);
	quant(&h, 1, 1);
	quant(&h, 2, INT64_MAX);
	quant(&h, 8, 400000);
	expect_out("m-oceanview", print_quant(&h, 1), negquant_m);

	/* aggs/tst.multiaggs2.d: quantize(i) for i = 0, 100, ... 900. */
	memset(&h, 0, sizeof(h));
	for (int i = 0; i < 1000; i += 100)
		quant(&h, i, 1);
	expect_out("multiaggs2 quantize", print_quant(&h, 1), ma2_quant);
}

static void test_lquantize_hist(void)
{
	struct hist h;

	/* aggs/tst.lquantrange.d */
	memset(&h, 0, sizeof(h));
	add(h.b, dt_lquant_bucket(20, -10, 10, 1), -100);
	expect_out("Hoover", print_lquant(&h, -10, 10, 1), lqr_hoover);

	memset(&h, 0, sizeof(h));
	add(h.b, dt_lquant_bucket(-20, -10, 10, 1), 25);
	expect_out("Nixon", print_lquant(&h, -10, 10, 1), lqr_nixon);

	/* aggs/tst.multiaggs2.d: lquantize(i, 0, 1000, 100). */
	memset(&h, 0, sizeof(h));
	for (int i = 0; i < 1000; i += 100)
		add(h.b, dt_lquant_bucket(i, 0, 1000, 100), 1);
	expect_out("multiaggs2 lquantize", print_lquant(&h, 0, 1000, 100), ma2_lquant);
}

static void test_llquantize_hist(void)
{
	struct hist h;

	/* aggs/tst.llquantsortkey.d */
	memset(&h, 0, sizeof(h));
	add(h.b, dt_llquant_bucket(10, 10, 0, 2, 20), 20);
	expect_out("Spanky", print_llquant(&h, 10, 0, 2, 20), llq_spanky);

	memset(&h, 0, sizeof(h));
	add(h.b, dt_llquant_bucket(2, 10, 0, 2, 20), 100);
	expect_out("Alfalfa", print_llquant(&h, 10, 0, 2, 20), llq_alfalfa);

	/* Hand-checked: llquantize(v, 10, 1, 3, 10), values 5 and 250; the
	 * middle bucket is "abs() < 10" once the shown range reaches below it
	 * (here the empty neighbour -10). */
	memset(&h, 0, sizeof(h));
	add(h.b, dt_llquant_bucket(5, 10, 1, 3, 10), 1);
	add(h.b, dt_llquant_bucket(250, 10, 1, 3, 10), 3);
	expect_out("llquantize(10, 1, 3, 10)", print_llquant(&h, 10, 1, 3, 10),
		"\n"
		"           value  ------------- Distribution ------------- count    \n"
		"             -10 |                                         0        \n"
		"      abs() < 10 |@@@@@@@@@@                               1        \n"
		"              10 |                                         0        \n"
		"              20 |                                         0        \n"
		"              30 |                                         0        \n"
		"              40 |                                         0        \n"
		"              50 |                                         0        \n"
		"              60 |                                         0        \n"
		"              70 |                                         0        \n"
		"              80 |                                         0        \n"
		"              90 |                                         0        \n"
		"             100 |                                         0        \n"
		"             200 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n"
		"             300 |                                         0        \n");

	/* Negative values: "abs() < 10" for the middle bucket. */
	memset(&h, 0, sizeof(h));
	add(h.b, dt_llquant_bucket(-15, 10, 1, 3, 10), 1);
	expect_out("llquantize negative", print_llquant(&h, 10, 1, 3, 10),
		"\n"
		"           value  ------------- Distribution ------------- count    \n"
		"             -20 |                                         0        \n"
		"             -10 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        \n"
		"      abs() < 10 |                                         0        \n");

	/* Only positives above bin0: the middle bucket reads "< 10". */
	memset(&h, 0, sizeof(h));
	add(h.b, dt_llquant_bucket(10, 10, 1, 3, 10), 2);
	expect_out("llquantize < 10", print_llquant(&h, 10, 1, 3, 10),
		"\n"
		"           value  ------------- Distribution ------------- count    \n"
		"            < 10 |                                         0        \n"
		"              10 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 2        \n"
		"              20 |                                         0        \n");
}

static void test_normalized(void)
{
	struct hist h;

	/* normalize(@, 5): bars from raw counts, counts divided. */
	memset(&h, 0, sizeof(h));
	quant(&h, 1, 5);
	quant(&h, 2, 10);
	expect_out("normalized", print_quant(&h, 5),
		"\n"
		"           value  ------------- Distribution ------------- count    \n"
		"               0 |                                         0        \n"
		"               1 |@@@@@@@@@@@@@                            1        \n"
		"               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@              2        \n"
		"               4 |                                         0        \n");
}

int main(void)
{
	test_buckets();
	test_quantize_hist();
	test_lquantize_hist();
	test_llquantize_hist();
	test_normalized();
	if (failures)
		fprintf(stderr, "test_quantize: %d failures\n", failures);
	return failures != 0;
}
