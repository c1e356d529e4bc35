/*
 * Probe descriptions: "provider:module:function:name" split into fields,
 * for matching (prov/) and for messages (sema/).
 */
#include <stddef.h>
#include <string.h>

#include "core/program.h"

int dt_desc_split(const char *desc, int kind, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	const char *start[DT_DESC_NFIELDS + 1];
	size_t len[DT_DESC_NFIELDS + 1];
	int n = 0;
	int last;

	switch (kind) {
	case 'P': last = DT_DESC_PROV; break;
	case 'm': last = DT_DESC_MOD; break;
	case 'f': last = DT_DESC_FUNC; break;
	default: last = DT_DESC_NAME; break;
	}
	for (int i = 0; i < DT_DESC_NFIELDS; i++)
		field[i][0] = '\0';

	/* A backslash-escaped ':' belongs to the field (and to its pattern). */
	const char *s = desc;
	start[0] = s;
	for (;; s++) {
		if (*s == '\\' && s[1]) {
			s++;
			continue;
		}
		if (*s == ':' || *s == '\0') {
			len[n] = (size_t)(s - start[n]);
			n++;
			if (*s == '\0')
				break;
			if (n > last)
				return -1;
			start[n] = s + 1;
		}
	}
	int first = last - (n - 1);
	for (int i = 0; i < n; i++) {
		size_t l = len[i] < DT_DESC_FIELDLEN - 1 ? len[i] : DT_DESC_FIELDLEN - 1;
		memcpy(field[first + i], start[i], l);
		field[first + i][l] = '\0';
	}
	return 0;
}
