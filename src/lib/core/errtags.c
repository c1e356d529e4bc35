#include "core/errtags.h"

static const char *const names[] = {
#define DT_ERRTAG_NAME(x) #x,
	DT_ERRTAG_LIST(DT_ERRTAG_NAME)
#undef DT_ERRTAG_NAME
};

const char *dt_errtag_name(enum dt_errtag tag)
{
	if ((unsigned)tag >= D__NTAGS)
		return "D_UNKNOWN";
	return names[tag];
}
