/*
 * The D library's process types psinfo_t and lwpsinfo_t (what curpsinfo and
 * curlwpsinfo point to), with the members their translators convert.  The
 * layouts follow DTrace's <procfs.h>-derived D declarations; a member the
 * translator does not define is an error to use (D_XLATE_NOCONV).
 */
#include <string.h>

#include "sema.h"

struct mdef {
	const char *type, *name;
	bool converted;
};

static const struct mdef psinfo[] = {
	{ "int", "pr_flag", true }, { "int", "pr_nlwp", true },
	{ "pid_t", "pr_pid", true }, { "pid_t", "pr_ppid", true },
	{ "pid_t", "pr_pgid", true }, { "pid_t", "pr_sid", true },
	{ "uid_t", "pr_uid", true }, { "uid_t", "pr_euid", true },
	{ "gid_t", "pr_gid", true }, { "gid_t", "pr_egid", true },
	{ "uintptr_t", "pr_addr", true }, { "size_t", "pr_size", false },
	{ "size_t", "pr_rssize", false }, { "dev_t", "pr_ttydev", true },
	{ "ushort_t", "pr_pctcpu", false }, { "ushort_t", "pr_pctmem", false },
	{ "int64_t", "pr_start", true }, { "int64_t", "pr_time", false },
	{ "int64_t", "pr_ctime", false }, { "char [16]", "pr_fname", true },
	{ "char [80]", "pr_psargs", true }, { "int", "pr_wstat", true },
	{ "int", "pr_argc", true }, { "uintptr_t", "pr_argv", true },
	{ "uintptr_t", "pr_envp", true }, { "char", "pr_dmodel", true },
	{ "taskid_t", "pr_taskid", true }, { "projid_t", "pr_projid", true },
	{ "int", "pr_nzomb", true }, { "int", "pr_poolid", true },
	{ "zoneid_t", "pr_zoneid", true }, { "id_t", "pr_contract", true },
	{ NULL, NULL, false },
};

static const struct mdef lwpsinfo[] = {
	{ "int", "pr_flag", true }, { "id_t", "pr_lwpid", true },
	{ "uintptr_t", "pr_addr", true }, { "uintptr_t", "pr_wchan", true },
	{ "char", "pr_stype", true }, { "char", "pr_state", true },
	{ "char", "pr_sname", true }, { "char", "pr_nice", false },
	{ "short", "pr_syscall", true }, { "char", "pr_oldpri", false },
	{ "char", "pr_cpu", false }, { "int", "pr_pri", true },
	{ "ushort_t", "pr_pctcpu", false }, { "int64_t", "pr_start", false },
	{ "int64_t", "pr_time", false }, { "char [8]", "pr_clname", true },
	{ "char [16]", "pr_name", true }, { "processorid_t", "pr_onpro", true },
	{ "processorid_t", "pr_bindpro", true }, { "psetid_t", "pr_bindpset", true },
	{ "int", "pr_lgrp", false },
	{ NULL, NULL, false },
};

static const struct mdef *table(const char *tname)
{
	if (strcmp(tname, "psinfo_t") == 0)
		return psinfo;
	if (strcmp(tname, "lwpsinfo_t") == 0)
		return lwpsinfo;
	return NULL;
}

void dt_sema_dlib_layout(struct dt_type *t)
{
	const struct mdef *m = t->name ? table(t->name) : NULL;
	if (!m || t->members)
		return;
	t->align = 1;
	for (; m->name; m++)
		dt_type_add_member(t, m->name, dt_sema_type(m->type), 0);
	dt_type_finish_sou(t);
}

bool dt_sema_dlib_converted(const struct dt_type *t, const char *member)
{
	const struct mdef *m = t && t->name ? table(t->name) : NULL;
	if (!m)
		return true;
	for (; m->name; m++)
		if (strcmp(m->name, member) == 0)
			return m->converted;
	return true;
}
