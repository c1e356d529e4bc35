/*
 * Who the current task is on a host of containers: its cgroup, the
 * container identity derived from that cgroup, its ids in its own pid
 * namespace; and the -x cgroup gate.
 *
 * The hierarchy read is the unified (v2) one where it is in use, else a
 * v1 one (core/cgroup_v1.c chooses; -x cgroupv1=NAME).
 *   cgroup       the id of the task's cgroup, which is the inode number of
 *                its directory under the hierarchy's mount: in the unified
 *                hierarchy bpf_get_current_cgroup_id(), in a v1 one the
 *                cgroup's kernfs node id.
 *   cgroup_path  that cgroup's path from the hierarchy's root ("/" for the
 *                root), walked in the kernel: the cgroup's kernfs node
 *                (task->cgroups->dfl_cgrp->kn; in v1, task_cgroup_kn)
 *                and the kernfs nodes' parents, names read right to left
 *                as d_path() does (cg_path.c).  A path in the kernel, not
 *                resolved from the id in user space: it then works in
 *                predicates, string functions and keys like any string,
 *                and a cgroup made and removed during the session is
 *                still named.  Deeper than CGROUP_DEPTH levels or longer
 *                than strsize, the lowest components that fit are kept,
 *                and of the first that does not fit, its start.
 *   zonename     the container identity (core/cgroup.h has the rules):
 *                "global" in the root cgroup, a container runtime's id,
 *                a systemd unit, else the cgroup path.  Checked per
 *                component during the same walk, deepest first; ids
 *                only with a strsize that holds a runtime's scope name
 *                (95 and more; 256 by default), else the unit or path.
 *   nspid nstid  the process / thread id in the task's own pid namespace:
 *                thread_pid->numbers[thread_pid->level].nr of the group
 *                leader / the thread (what getpid()/gettid() return in
 *                the task), without bpf_get_ns_current_pid_tgid, which
 *                needs the namespace's dev/ino known beforehand.
 * Field offsets come from the kernel's BTF; a kernel without one of them
 * is a compile error naming the variable.
 */
#include <string.h>

#include <bpf/libbpf.h>

#include "cg/cg.h"
#include "core/cgroup.h"
#include "lang/btf.h"
#include "lang/kfeature.h"

#define CGROUP_DEPTH	16

/* A css_set links to one cgroup per hierarchy: the unified one, each v1
 * controller's (fewer than 20 controllers) and the named ones, which any
 * root user may make (dt_cgroup_hier counts them at compile time): the
 * walk looks at as many links as the system has hierarchies, at least
 * CGROUP_LINKS and at most CGROUP_LINKS_MAX. */
#define CGROUP_LINKS	32
#define CGROUP_LINKS_MAX	256

/* How many links of a css_set a v1 search looks at. */
static int cgroup_nlinks(const struct dt_cgroup_hier *hr)
{
	int n = hr->nhier + 1 > CGROUP_LINKS ? hr->nhier + 1 : CGROUP_LINKS;
	return n > CGROUP_LINKS_MAX ? CGROUP_LINKS_MAX : n;
}

/* Container ids are checked only when strsize can hold them. */
#define CGROUP_ID_STRSIZE	96

/* kernfs_node's parent: "__parent" since Linux 6.15, "parent" before. */
static int32_t kn_parent_off(struct dt_cg *cg, struct dt_node *n, const char *what)
{
	struct dt_type *t = dt_btf_lookup("struct kernfs_node");
	uint64_t bits = 0;

	if (t && dt_type_member(t, "__parent", &bits))
		return (int32_t)(bits / 8);
	return cg_koff(cg, n, what, "struct kernfs_node", "parent");
}

/* Jump to lno unless the n (<= 8) bytes at name + off are s's: a word
 * load shifted left drops the bytes past them (little-endian). */
static void expect_bytes(struct dt_cg *cg, int name, int t, int c, int32_t off,
			 const char *s, int n, int lno)
{
	uint64_t want = 0;

	memcpy(&want, s, (size_t)n);
	cg_emit(cg, LDX_MEM(BPF_DW, t, name, (int16_t)off));
	if (n < 8) {
		cg_emit(cg, ALU64_IMM(BPF_LSH, t, 64 - 8 * n));
		want <<= 64 - 8 * n;
	}
	cg_ldimm64(cg, c, want);
	cg_jump(cg, JMP_REG(BPF_JNE, t, c, 0), lno);
}

/* stack[s_res] gets the 64 bytes at stack[s_name] + off and a NUL. */
static void take_id(struct dt_cg *cg, int32_t s_res, int32_t s_name, int32_t off, int a)
{
	cg_call_begin(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, s_res));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, DT_CONTAINER_ID_LEN));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, s_name));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_res));
	cg_emit(cg, ST_MEM(BPF_B, a, DT_CONTAINER_ID_LEN, 0));
}

/* zonename's rules on one component (stack[s_name], length stack[s_len]):
 * a container id ends the walk at lend with it in stack[s_res]; the
 * first (deepest) unit name is copied there and stack[s_unit] set. */
static void zone_match(struct dt_cg *cg, int32_t s_name, int32_t s_len, int32_t s_res,
		       int32_t s_unit, int a, int b, int lend)
{
	static const char *const runtimes[] = { "docker-", "libpod-", "crio-",
						"cri-containerd-" };
	int c = cg_reg_alloc(cg);

	if (cg->strsize >= CGROUP_ID_STRSIZE) {
		for (size_t i = 0; i < sizeof(runtimes) / sizeof(runtimes[0]); i++) {
			int pl = (int)strlen(runtimes[i]);
			int lno = cg_label_new(cg);

			cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_len));
			cg_jump(cg, JMP_IMM(BPF_JNE, a, pl + DT_CONTAINER_ID_LEN + 6, 0), lno);
			cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_name));
			for (int off = 0; off < pl; off += 8)
				expect_bytes(cg, a, b, c, off, runtimes[i] + off,
					     pl - off < 8 ? pl - off : 8, lno);
			expect_bytes(cg, a, b, c, pl + DT_CONTAINER_ID_LEN, ".scope", 6, lno);
			take_id(cg, s_res, s_name, pl, a);
			cg_jump(cg, JA(0), lend);
			cg_label_place(cg, lno);
		}
		/* 64 hex digits: each byte is 0-9, or a-f in either case */
		int lno = cg_label_new(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_len));
		cg_jump(cg, JMP_IMM(BPF_JNE, a, DT_CONTAINER_ID_LEN, 0), lno);
		cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_name));
		for (int j = 0; j < DT_CONTAINER_ID_LEN; j++) {
			cg_emit(cg, LDX_MEM(BPF_B, b, a, (int16_t)j));
			cg_emit(cg, ALU64_IMM(BPF_ADD, b, -'0'));
			cg_emit(cg, JMP_IMM(BPF_JLT, b, 10, 4));
			cg_emit(cg, ALU64_IMM(BPF_ADD, b, '0'));
			cg_emit(cg, ALU64_IMM(BPF_OR, b, 0x20));
			cg_emit(cg, ALU64_IMM(BPF_ADD, b, -'a'));
			cg_jump(cg, JMP_IMM(BPF_JGE, b, 6, 0), lno);
		}
		take_id(cg, s_res, s_name, 0, a);
		cg_jump(cg, JA(0), lend);
		cg_label_place(cg, lno);
	}
	/* NAME.service, the deepest one */
	int lno = cg_label_new(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_unit));
	cg_jump(cg, JMP_IMM(BPF_JNE, a, 0, 0), lno);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_len));
	cg_jump(cg, JMP_IMM(BPF_JLT, a, 9, 0), lno);
	cg_emit(cg, ALU64_IMM(BPF_SUB, a, 8));
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_name));
	cg_emit(cg, ALU64_REG(BPF_ADD, b, a));
	expect_bytes(cg, b, a, c, 0, ".service", 8, lno);
	cg_call_begin(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, s_res));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, cg->strsize));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, s_name));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, false);
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_unit, 1));
	cg_label_place(cg, lno);
	cg_reg_free(cg, c);
}

/* stack[s_res] = "global" (as much as strsize holds) */
static void put_global(struct dt_cg *cg, int32_t s_res, int a)
{
	static const char g[] = "global";
	int n = (int)sizeof(g) - 1 < cg->strsize - 1 ? (int)sizeof(g) - 1 : cg->strsize - 1;

	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_res));
	for (int i = 0; i < n; i++)
		cg_emit(cg, ST_MEM(BPF_B, a, (int16_t)i, g[i]));
	cg_emit(cg, ST_MEM(BPF_B, a, (int16_t)n, 0));
}

/* stack[s_kn] = the kernfs node of the current task's cgroup in hierarchy
 * hr (stack[s_t] is clobbered): in the unified one task->cgroups->dfl_cgrp;
 * in a v1 one, the cgroup of the task's css_set whose root has hr's
 * hierarchy id, found on the set's cgrp_links list (one link per
 * hierarchy, through their cgrp_link; CGROUP_LINKS of them at most are
 * looked at), as the kernel's task_cgroup_from_root() does; 0 when none
 * has it. */
static void task_cgroup_kn(struct dt_cg *cg, struct dt_node *n, const char *what,
			   const struct dt_cgroup_hier *hr, int32_t s_kn, int32_t s_t)
{
	int32_t o_cgroups = cg_koff(cg, n, what, "struct task_struct", "cgroups");
	int32_t o_kn = cg_koff(cg, n, what, "struct cgroup", "kn");

	cg_call_begin(cg);
	cg_call_end(cg, BPF_FUNC_get_current_task, false);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, s_t));
	cg_kread_slot(cg, s_t, s_t, o_cgroups);
	if (hr->hid == 0) {
		cg_kread_slot(cg, s_t, s_t, cg_koff(cg, n, what, "struct css_set", "dfl_cgrp"));
		cg_kread_slot(cg, s_kn, s_t, o_kn);
		return;
	}
	int32_t o_links = cg_koff(cg, n, what, "struct css_set", "cgrp_links");
	int32_t o_link = cg_koff(cg, n, what, "struct cgrp_cset_link", "cgrp_link");
	int32_t o_cgrp = cg_koff(cg, n, what, "struct cgrp_cset_link", "cgrp");
	int32_t o_root = cg_koff(cg, n, what, "struct cgroup", "root");
	int32_t o_hid = cg_koff(cg, n, what, "struct cgroup_root", "hierarchy_id");
	int32_t s_p = cg_stack_push(cg), s_i = cg_stack_push(cg), s_c = cg_stack_push(cg);
	int loop = cg_label_new(cg), found = cg_label_new(cg), done = cg_label_new(cg);
	int a = cg_reg_alloc(cg), b;

	/* stack[s_t] = the list's head, &cset->cgrp_links; s_p its first */
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_t));
	cg_emit(cg, ALU64_IMM(BPF_ADD, a, o_links));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, a, s_t));
	cg_kread_slot(cg, s_p, s_t, 0);
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_i, 0));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_kn, 0));
	cg_loop_head(cg, loop, a, s_i, cgroup_nlinks(hr), done);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_p));
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, a, 0, 0), done);
	b = cg_reg_alloc(cg);	/* only here: live across no helper call */
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_t));
	cg_exit_jump(cg, JMP_REG(BPF_JEQ, a, b, 0), done);	/* back at the head */
	cg_reg_free(cg, b);
	cg_kread_slot(cg, s_c, s_p, o_cgrp - o_link);		/* link->cgrp */
	cg_kread_slot(cg, s_kn, s_c, o_root);
	cg_kread_slot(cg, s_kn, s_kn, o_hid);
	cg_emit(cg, LDX_MEM(BPF_W, a, BPF_REG_10, s_kn));	/* hierarchy_id: int */
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, a, hr->hid, 0), found);
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_kn, 0));
	cg_kread_slot(cg, s_p, s_p, 0);				/* ->next */
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, found);
	cg_kread_slot(cg, s_kn, s_c, o_kn);
	cg_label_place(cg, done);
	cg_reg_free(cg, a);
	cg_stack_pop(cg);
	cg_stack_pop(cg);
	cg_stack_pop(cg);
}

/* The hierarchy the cgroup variables read (core/cgroup_v1.c says which),
 * or the one sentence: never every task in a root it is not in. */
static void cgroup_hier(struct dt_cg *cg, struct dt_node *n, int code, struct dt_cgroup_hier *hr)
{
	const char *want = dt_opt_str(cg->h, OPT_cgroupv1);

	if (dt_cgroup_hier(want, hr) == 0) {
		if (hr->hid > 0 && hr->nhier >= CGROUP_LINKS_MAX)
			cg_error(cg, n, "%s: this system has %d cgroup hierarchies, more than the %d "
				 "a task's cgroup is looked for among", dt_builtin_var_name(code),
				 hr->nhier, CGROUP_LINKS_MAX - 1);
		return;
	}
	if (want != NULL)
		cg_error(cg, n, "%s: -x cgroupv1=%s names no cgroup v1 hierarchy of this system",
			 dt_builtin_var_name(code), want);
	cg_error(cg, n, "%s needs a cgroup hierarchy (the unified one, or v1), which this "
		 "system does not have", dt_builtin_var_name(code));
}

/* cgroup_path (zone false) or zonename (zone true). */
static int cgroup_walk(struct dt_cg *cg, struct dt_node *n, const struct dt_cgroup_hier *hr,
		       bool zone)
{
	const char *what = zone ? "zonename" : "cgroup_path";
	int32_t o_name = cg_koff(cg, n, what, "struct kernfs_node", "name");
	int32_t o_parent = kn_parent_off(cg, n, what);
	int max = cg->strsize - 1;

	int32_t s_kn = cg_stack_push(cg), s_par = cg_stack_push(cg);
	int32_t s_t = cg_stack_push(cg), s_pos = cg_stack_push(cg);
	int32_t s_i = cg_stack_push(cg), s_buf = cg_stack_push(cg);
	int32_t s_name = cg_stack_push(cg), s_len = cg_stack_push(cg);
	int32_t s_res = cg_stack_push(cg), s_unit = cg_stack_push(cg);
	int loop = cg_label_new(cg), done = cg_label_new(cg), lend = cg_label_new(cg);

	task_cgroup_kn(cg, n, what, hr, s_kn, s_t);

	int r = cg_str_tmp(cg);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, r, s_buf));
	cg_emit(cg, ST_MEM(BPF_B, r, max, 0));
	cg_reg_free(cg, r);
	r = cg_str_tmp(cg);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, r, s_name));
	cg_reg_free(cg, r);
	r = cg_str_tmp(cg);		/* the result */
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, r, s_res));
	cg_reg_free(cg, r);
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_pos, max));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_i, 0));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_unit, 0));

	int a = cg_reg_alloc(cg), b = cg_reg_alloc(cg);
	cg_loop_head(cg, loop, a, s_i, CGROUP_DEPTH, done);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_kn));
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, a, 0, 0), done);
	cg_kread_slot(cg, s_par, s_kn, o_parent);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_par));
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, a, 0, 0), done);	/* the root: no name */
	cg_kread_slot(cg, s_t, s_kn, o_name);
	cg_call_begin(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, s_name));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, cg->strsize));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, s_t));
	int len = cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, true);
	/* the name's length without its NUL; an unreadable one is empty */
	cg_emit(cg, JMP_IMM(BPF_JSGT, len, 0, 1));
	cg_emit(cg, MOV64_IMM(len, 1));
	cg_emit(cg, ALU64_IMM(BPF_SUB, len, 1));
	cg_launder(cg, len, max);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, len, s_len));
	cg_reg_free(cg, len);
	if (zone)
		zone_match(cg, s_name, s_len, s_res, s_unit, a, b, lend);

	/* "/" name, right to left; a name longer than the room left keeps
	 * its start (a path too long for strsize is never "/" or global) */
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_len));
	cg_launder(cg, a, max);
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_pos));
	cg_launder(cg, b, max);
	cg_emit(cg, ALU64_IMM(BPF_SUB, b, 1));
	cg_emit(cg, JMP_REG(BPF_JSLE, a, b, 2));
	cg_emit(cg, JMP_IMM(BPF_JSLT, b, 0, 1));
	cg_emit(cg, MOV64_REG(a, b));
	cg_launder(cg, a, max);
	cg_path_prepend(cg, a, b, s_buf, s_pos, s_len, s_name, done);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_par));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, a, s_kn));
	cg_jump(cg, JA(0), loop);

	cg_label_place(cg, done);
	if (zone) {
		int lpath = cg_label_new(cg);

		cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_unit));
		cg_jump(cg, JMP_IMM(BPF_JNE, a, 0, 0), lend);
		cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_pos));
		cg_jump(cg, JMP_IMM(BPF_JLT, b, max, 0), lpath);
		put_global(cg, s_res, a);
		cg_jump(cg, JA(0), lend);
		cg_label_place(cg, lpath);
	}
	int dst = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, dst, BPF_REG_10, s_res));
	cg_path_finish(cg, a, b, dst, s_buf, s_pos);
	cg_reg_free(cg, dst);

	cg_label_place(cg, lend);
	cg_reg_free(cg, b);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_res));
	for (int i = 0; i < 10; i++)
		cg_stack_pop(cg);
	return a;
}

/* nspid (thread false) / nstid (thread true). */
static int ns_pid(struct dt_cg *cg, struct dt_node *n, bool thread)
{
	const char *what = thread ? "nstid" : "nspid";
	int32_t o_leader = cg_koff(cg, n, what, "struct task_struct", "group_leader");
	int32_t o_tpid = cg_koff(cg, n, what, "struct task_struct", "thread_pid");
	int32_t o_level = cg_koff(cg, n, what, "struct pid", "level");
	int32_t o_numbers = cg_koff(cg, n, what, "struct pid", "numbers");
	int32_t o_nr = cg_koff(cg, n, what, "struct upid", "nr");
	struct dt_type *upid = dt_btf_lookup("struct upid");
	int32_t s_pid = cg_stack_push(cg), s_t = cg_stack_push(cg);

	cg_call_begin(cg);
	cg_call_end(cg, BPF_FUNC_get_current_task, false);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, s_pid));
	if (!thread)
		cg_kread_slot(cg, s_pid, s_pid, o_leader);
	cg_kread_slot(cg, s_pid, s_pid, o_tpid);	/* struct pid * */
	cg_kread_slot(cg, s_t, s_pid, o_level);
	int r = cg_reg_alloc(cg), t = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_W, r, BPF_REG_10, s_t));	/* level: u32 */
	cg_emit(cg, ALU64_IMM(BPF_MUL, r, (int32_t)dt_type_size(upid)));
	cg_emit(cg, LDX_MEM(BPF_DW, t, BPF_REG_10, s_pid));
	cg_emit(cg, ALU64_REG(BPF_ADD, r, t));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, r, s_t));
	cg_reg_free(cg, t);
	cg_kread_slot(cg, s_t, s_t, o_numbers + o_nr);
	cg_emit(cg, LDX_MEM(BPF_W, r, BPF_REG_10, s_t));	/* nr: int */
	cg_stack_pop(cg);
	cg_stack_pop(cg);
	return r;
}

/* cgroup: the id of the task's cgroup (its kernfs node's id, the inode
 * number of its directory) in the hierarchy read. */
static int cgroup_id_of(struct dt_cg *cg, struct dt_node *n, const struct dt_cgroup_hier *hr)
{
	if (hr->hid == 0) {
		cg_call_begin(cg);
		return cg_call_end(cg, BPF_FUNC_get_current_cgroup_id, true);
	}
	int32_t o_id = cg_koff(cg, n, "cgroup", "struct kernfs_node", "id");
	int32_t s_kn = cg_stack_push(cg), s_t = cg_stack_push(cg);
	int r = cg_reg_alloc(cg), lz = cg_label_new(cg);

	task_cgroup_kn(cg, n, "cgroup", hr, s_kn, s_t);
	cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_10, s_kn));
	cg_jump(cg, JMP_IMM(BPF_JEQ, r, 0, 0), lz);
	cg_kread_slot(cg, s_kn, s_kn, o_id);
	cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_10, s_kn));
	cg_label_place(cg, lz);
	cg_stack_pop(cg);
	cg_stack_pop(cg);
	return r;
}

int cg_cgroup_builtin(struct dt_cg *cg, struct dt_node *n, int code)
{
	struct dt_cgroup_hier hr;

	if (code != DT_BV_NSPID && code != DT_BV_NSTID)
		cgroup_hier(cg, n, code, &hr);
	switch (code) {
	case DT_BV_CGROUP:
		return cgroup_id_of(cg, n, &hr);
	case DT_BV_CGROUP_PATH:
		return cgroup_walk(cg, n, &hr, false);
	case DT_BV_ZONENAME:
		return cgroup_walk(cg, n, &hr, true);
	case DT_BV_NSPID:
		return ns_pid(cg, n, false);
	default:	/* DT_BV_NSTID */
		return ns_pid(cg, n, true);
	}
}

/* r6 = the u64 at kernel address r3 (0 if unreadable), through the
 * helper's scratch slot; r1-r5 and r0 are clobbered. */
static void gate_read(struct dt_cg *cg, int dst)
{
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TMP, 0));
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, CG_SLOT_TMP));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, 8));
	cg_emit(cg, CALL_HELPER(BPF_FUNC_probe_read_kernel));
	cg_emit(cg, LDX_MEM(BPF_DW, dst, BPF_REG_10, CG_SLOT_TMP));
}

/* r6 = the kernfs node of the task's cgroup in v1 hierarchy hr (0 when
 * not found): task_cgroup_kn's search as straight-line code, r6 the link
 * and r7 the list's head, as many links as the system has hierarchies
 * (CGROUP_LINKS at least). */
static void gate_v1_kn(struct dt_cg *cg, const struct dt_cgroup_hier *hr, int32_t o_cgroups)
{
	const char *what = "-x cgroup";
	int32_t o_links = cg_koff(cg, NULL, what, "struct css_set", "cgrp_links");
	int32_t o_link = cg_koff(cg, NULL, what, "struct cgrp_cset_link", "cgrp_link");
	int32_t o_cgrp = cg_koff(cg, NULL, what, "struct cgrp_cset_link", "cgrp");
	int32_t o_root = cg_koff(cg, NULL, what, "struct cgroup", "root");
	int32_t o_hid = cg_koff(cg, NULL, what, "struct cgroup_root", "hierarchy_id");
	int32_t o_kn = cg_koff(cg, NULL, what, "struct cgroup", "kn");
	int miss[CGROUP_LINKS_MAX], hit[CGROUP_LINKS_MAX];
	int hid = hr->hid, nlinks = cgroup_nlinks(hr);

	cg_emit(cg, CALL_HELPER(BPF_FUNC_get_current_task));
	cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_0));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_cgroups));
	gate_read(cg, BPF_REG_7);				/* the css_set */
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_7, o_links));	/* the head */
	cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_7));
	gate_read(cg, BPF_REG_6);				/* the first */
	for (int i = 0; i < nlinks; i++) {
		miss[i] = cg->buf.ninsns;
		cg_emit(cg, JMP_REG(BPF_JEQ, BPF_REG_6, BPF_REG_7, 0));
		cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_6));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_cgrp - o_link));
		gate_read(cg, BPF_REG_3);			/* the cgroup */
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_root));
		gate_read(cg, BPF_REG_3);			/* its root */
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_hid));
		gate_read(cg, BPF_REG_3);
		cg_emit(cg, MOV32_REG(BPF_REG_3, BPF_REG_3));	/* hierarchy_id: int */
		hit[i] = cg->buf.ninsns;
		cg_emit(cg, JMP_IMM(BPF_JEQ, BPF_REG_3, hid, 0));
		cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_6));
		gate_read(cg, BPF_REG_6);			/* ->next */
	}
	int lmiss = cg->buf.ninsns;
	cg_emit(cg, MOV64_IMM(BPF_REG_6, 0));
	int lend = cg->buf.ninsns;
	cg_emit(cg, JA(0));
	int lhit = cg->buf.ninsns;
	cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_6));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_cgrp - o_link));
	gate_read(cg, BPF_REG_3);
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_kn));
	gate_read(cg, BPF_REG_6);
	cg->buf.insns[lend].off = (int16_t)(cg->buf.ninsns - lend - 1);
	for (int i = 0; i < nlinks; i++) {
		cg->buf.insns[miss[i]].off = (int16_t)(lmiss - miss[i] - 1);
		cg->buf.insns[hit[i]].off = (int16_t)(lhit - hit[i] - 1);
	}
}

/* Without the helper (or in a v1 hierarchy, hid): the ids of the task's
 * cgroup and its ancestors (kernfs nodes' ids, which are the cgroup ids),
 * CGROUP_DEPTH of them at most, compared with the wanted one.
 * Straight-line code in the prologue, before r6 and r7 hold anything. */
static void gate_walk(struct dt_cg *cg, const struct dt_cgroup_hier *hr, uint64_t id)
{
	const char *what = "-x cgroup";
	int32_t o_cgroups = cg_koff(cg, NULL, what, "struct task_struct", "cgroups");
	int32_t o_id = cg_koff(cg, NULL, what, "struct kernfs_node", "id");
	int32_t o_parent = kn_parent_off(cg, NULL, what);
	int fail[CGROUP_DEPTH], pass[CGROUP_DEPTH];

	if (hr->hid) {
		gate_v1_kn(cg, hr, o_cgroups);
	} else {
		int32_t o_dfl = cg_koff(cg, NULL, what, "struct css_set", "dfl_cgrp");
		int32_t o_kn = cg_koff(cg, NULL, what, "struct cgroup", "kn");

		cg_emit(cg, CALL_HELPER(BPF_FUNC_get_current_task));
		cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_0));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_cgroups));
		gate_read(cg, BPF_REG_3);
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_dfl));
		gate_read(cg, BPF_REG_3);
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_kn));
		gate_read(cg, BPF_REG_6);
	}
	for (int i = 0; i < CGROUP_DEPTH; i++) {
		fail[i] = cg->buf.ninsns;
		cg_emit(cg, JMP_IMM(BPF_JEQ, BPF_REG_6, 0, 0));
		cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_6));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_id));
		gate_read(cg, BPF_REG_7);
		cg_ldimm64(cg, BPF_REG_1, id);
		pass[i] = cg->buf.ninsns;
		cg_emit(cg, JMP_REG(BPF_JEQ, BPF_REG_7, BPF_REG_1, 0));
		cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_6));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, o_parent));
		gate_read(cg, BPF_REG_6);
	}
	int lfail = cg->buf.ninsns;
	cg_emit(cg, MOV64_IMM(BPF_REG_0, 0));
	cg_emit(cg, EXIT_INSN());
	for (int i = 0; i < CGROUP_DEPTH; i++) {
		cg->buf.insns[fail[i]].off = (int16_t)(lfail - fail[i] - 1);
		cg->buf.insns[pass[i]].off = (int16_t)(cg->buf.ninsns - pass[i] - 1);
	}
}

void cg_cgroup_gate(struct dt_cg *cg)
{
	const char *path = dt_opt_str(cg->h, OPT_cgroup);
	struct dt_cgroup_hier hr;
	char err[512];
	uint64_t id;
	int level;

	if (path == NULL)
		return;
	if (dt_cgroup_hier(dt_opt_str(cg->h, OPT_cgroupv1), &hr) < 0)
		cg_error(cg, NULL, "invalid -x cgroup: this system has no cgroup hierarchy%s%s",
			 dt_opt_str(cg->h, OPT_cgroupv1) ? " named by -x cgroupv1=" : "",
			 dt_opt_str(cg->h, OPT_cgroupv1) ? dt_opt_str(cg->h, OPT_cgroupv1) : "");
	if (hr.hid > 0 && hr.nhier >= CGROUP_LINKS_MAX)
		cg_error(cg, NULL, "invalid -x cgroup: this system has %d cgroup hierarchies, more "
			 "than the %d a task's cgroup is looked for among", hr.nhier,
			 CGROUP_LINKS_MAX - 1);
	if (dt_cgroup_resolve(&hr, path, &id, &level, err, sizeof(err)) < 0)
		cg_error(cg, NULL, "invalid -x cgroup: %s", err);
	/* tracing programs have the ancestor helper from 5.11 (not 5.10);
	 * it reads the unified hierarchy only */
	if (hr.hid || !dt_kfeat_helper(BPF_FUNC_get_current_ancestor_cgroup_id)) {
		gate_walk(cg, &hr, id);
		return;
	}
	/* the task's ancestor at the cgroup's level is the cgroup: the task
	 * is in it or below it */
	cg_emit(cg, MOV64_IMM(BPF_REG_1, level));
	cg_emit(cg, CALL_HELPER(BPF_FUNC_get_current_ancestor_cgroup_id));
	cg_ldimm64(cg, BPF_REG_1, id);
	cg_emit(cg, JMP_REG(BPF_JEQ, BPF_REG_0, BPF_REG_1, 2));
	cg_emit(cg, MOV64_IMM(BPF_REG_0, 0));
	cg_emit(cg, EXIT_INSN());
}
