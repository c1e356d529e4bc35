/*
 * JSON output helpers: string escaping (quotes, control characters,
 * invalid UTF-8) and the histogram bucket bounds of every quantize family.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/json.h"
#include "lang/quantize.h"

static int failures;

#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
	failures++; } } while (0)

static void check_str(const char *in, size_t n, const char *want)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	dt_json_string(f, in, n);
	fclose(f);
	if (strcmp(buf, want) != 0) {
		fprintf(stderr, "escape: got %s, want %s\n", buf, want);
		failures++;
	}
	free(buf);
}

static void check_range(const struct dt_aggdesc *ad, int b, int64_t lo, int64_t hi)
{
	int64_t min, max;
	dt_json_bucket_range(ad, b, &min, &max);
	if (min != lo || max != hi) {
		fprintf(stderr, "bucket %d: got [%lld, %lld], want [%lld, %lld]\n", b,
			(long long)min, (long long)max, (long long)lo, (long long)hi);
		failures++;
	}
}

int main(void)
{
	check_str("plain", 5, "\"plain\"");
	check_str("a\"b\\c", 5, "\"a\\\"b\\\\c\"");
	check_str("l1\nl2\t\r", 7, "\"l1\\nl2\\t\\r\"");
	check_str("\x01\x1f", 2, "\"\\u0001\\u001f\"");
	check_str("stop\0here", 9, "\"stop\"");
	check_str("abc", 2, "\"ab\"");
	check_str("caf\xc3\xa9", 5, "\"caf\xc3\xa9\"");	/* valid UTF-8 kept */
	check_str("bad\xff", 4, "\"bad\\u00ff\"");
	check_str("cut\xc3", 4, "\"cut\\u00c3\"");	/* truncated sequence */

	struct dt_aggdesc q = { .func = DT_AGG_QUANTIZE, .valsize = 127 * 8 };
	check_range(&q, DT_QUANT_ZERO, 0, 0);
	check_range(&q, DT_QUANT_ZERO + 1, 1, 1);
	check_range(&q, DT_QUANT_ZERO + 7, 64, 127);
	check_range(&q, DT_QUANT_ZERO - 1, -1, -1);
	check_range(&q, DT_QUANT_ZERO - 2, -3, -2);
	check_range(&q, 126, INT64_C(1) << 62, INT64_MAX);
	check_range(&q, 0, INT64_MIN, -(INT64_C(1) << 61) - (INT64_C(1) << 61));

	struct dt_aggdesc l = { .func = DT_AGG_LQUANTIZE, .lq_base = 0, .lq_limit = 10,
				.lq_step = 2 };
	check_range(&l, 0, INT64_MIN, -1);
	check_range(&l, 1, 0, 1);
	check_range(&l, 5, 8, 9);
	check_range(&l, 6, 10, INT64_MAX);

	struct dt_aggdesc ll = { .func = DT_AGG_LLQUANTIZE, .llq_factor = 10, .llq_low = 0,
				 .llq_high = 6, .llq_nsteps = 20 };
	int b = dt_llquant_bucket(1234, 10, 0, 6, 20);
	int64_t lo, hi;
	dt_json_bucket_range(&ll, b, &lo, &hi);
	CHECK(lo <= 1234 && hi >= 1234);
	CHECK(dt_llquant_bucket(lo, 10, 0, 6, 20) == b && dt_llquant_bucket(hi, 10, 0, 6, 20) == b);
	CHECK(dt_llquant_bucket(lo - 1, 10, 0, 6, 20) != b);
	CHECK(dt_llquant_bucket(hi + 1, 10, 0, 6, 20) != b);

	if (failures)
		fprintf(stderr, "test_json: %d failures\n", failures);
	return failures != 0;
}
