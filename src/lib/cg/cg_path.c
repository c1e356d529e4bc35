/*
 * d_path(struct path *): the path name of a file, as the kernel's d_path()
 * builds it.  The bpf_d_path helper is only offered to a few fentry/LSM
 * attach points, so the path is walked here: from the dentry up its
 * d_parent chain, crossing from a mount's root to the dentry it is mounted
 * on (struct mount: mnt_mountpoint, mnt_parent) until the process's root
 * (or the root mount).
 * Components are copied right to left into a work temporary, then the
 * result is copied to the front of another (strings start at their
 * buffer).  A path deeper than DPATH_DEPTH components or longer than
 * strsize keeps its last components, as far as they fit.  Field offsets
 * come from the kernel's BTF.
 */
#include <string.h>

#include "cg/cg.h"
#include "lang/btf.h"

#define DPATH_DEPTH	32

int32_t cg_koff(struct dt_cg *cg, struct dt_node *n, const char *what, const char *s,
		const char *m)
{
	struct dt_type *t = dt_btf_lookup(s);
	uint64_t bits = 0;
	if (!t || !dt_type_member(t, m, &bits))
		cg_error(cg, n, "%s needs %s.%s in the kernel's BTF", what, s, m);
	return (int32_t)(bits / 8);
}

static int32_t koff(struct dt_cg *cg, struct dt_node *n, const char *s, const char *m)
{
	return cg_koff(cg, n, "d_path( )", s, m);
}

void cg_loop_head(struct dt_cg *cg, int loop, int a, int32_t s_i, int max, int done)
{
	cg_label_place(cg, loop);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_i));
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, a, max, 0), done);
	cg_emit(cg, ALU64_IMM(BPF_ADD, a, 1));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, a, s_i));
}

void cg_kread_slot(struct dt_cg *cg, int32_t dst, int32_t src, int32_t off)
{
	cg_call_begin(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, src));	/* dst may be src */
	if (off)
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, dst, 0));
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, dst));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, 8));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
}

/* The path of the dentry in s_d on the mount in s_vm (struct vfsmount *). */
static int walk(struct dt_cg *cg, struct dt_node *call, int p, bool mount, bool at_root);

int cg_d_path(struct dt_cg *cg, struct dt_node *call)
{
	return walk(cg, call, cg_expr(cg, call->list), false, true);
}

/* _mntpath(struct vfsmount *): where a mount is mounted (fileinfo_t's
 * fi_mount): the path of its root, "/" for the root mount. */
int cg_mnt_path(struct dt_cg *cg, struct dt_node *call)
{
	return walk(cg, call, cg_expr(cg, call->list), true, true);
}

/* cwd and root: the current task's fs->pwd / fs->root, walked as d_path()
 * walks a struct path. */
int cg_task_path(struct dt_cg *cg, struct dt_node *n, const char *which)
{
	int32_t o_fs = koff(cg, n, "struct task_struct", "fs");
	int32_t o_path = koff(cg, n, "struct fs_struct", which);
	cg_call_begin(cg);
	int p = cg_call_end(cg, BPF_FUNC_get_current_task, true);
	cg_emit(cg, ALU64_IMM(BPF_ADD, p, o_fs));
	p = cg_load_mem(cg, p, dt_type_lookup("uint64_t"), false);
	cg_emit(cg, ALU64_IMM(BPF_ADD, p, o_path));
	/* root is the root directory's name from the system's root (a
	 * chrooted process's is not "/"); cwd is named from the root */
	return walk(cg, n, p, false, strcmp(which, "root") != 0);
}

/* at_root: stop at the current task's root directory, as the kernel's
 * d_path() does (a chrooted process sees its paths from its root). */
static int walk(struct dt_cg *cg, struct dt_node *call, int p, bool mount, bool at_root)
{
	int32_t o_mnt = koff(cg, call, "struct path", "mnt");
	int32_t o_dentry = koff(cg, call, "struct path", "dentry");
	int32_t o_root = koff(cg, call, "struct vfsmount", "mnt_root");
	int32_t o_parent = koff(cg, call, "struct dentry", "d_parent");
	int32_t o_len = koff(cg, call, "struct dentry", "d_name") +
			koff(cg, call, "struct qstr", "len");
	int32_t o_name = koff(cg, call, "struct dentry", "d_name") +
			 koff(cg, call, "struct qstr", "name");
	int32_t o_mmnt = koff(cg, call, "struct mount", "mnt");
	int32_t o_mparent = koff(cg, call, "struct mount", "mnt_parent");
	int32_t o_mpoint = koff(cg, call, "struct mount", "mnt_mountpoint");
	int max = cg->strsize - 1;

	int32_t s_d = cg_stack_push(cg), s_vm = cg_stack_push(cg);
	int32_t s_t1 = cg_stack_push(cg), s_t2 = cg_stack_push(cg);
	int32_t s_pos = cg_stack_push(cg), s_i = cg_stack_push(cg);
	int32_t s_buf = cg_stack_push(cg), s_p = cg_stack_push(cg);
	int32_t s_rd = cg_stack_push(cg), s_rm = cg_stack_push(cg);
	int loop = cg_label_new(cg), normal = cg_label_new(cg), done = cg_label_new(cg);

	cg_str_nonnull(cg, p);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, p, s_p));
	cg_reg_free(cg, p);
	int buf = cg_str_tmp(cg);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, buf, s_buf));
	cg_emit(cg, ST_MEM(BPF_B, buf, max, 0));
	cg_reg_free(cg, buf);
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_pos, max));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_i, 0));
	if (mount) {
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, s_p));
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, s_vm));
		cg_kread_slot(cg, s_d, s_p, o_root);
	} else {
		/* an unreadable struct path is DTrace's invalid address
		 * fault at that address, as for every pointer argument */
		int ok = cg_label_new(cg);
		cg_kread_slot(cg, s_vm, s_p, o_mnt);
		cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, s_p));
		cg_fault(cg, DT_FLT_BADADDR, BPF_REG_0);
		cg_label_place(cg, ok);
		cg_kread_slot(cg, s_d, s_p, o_dentry);
	}

	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_rd, 0));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_rm, 0));
	if (at_root) {	/* s_rd, s_rm = current->fs->root.dentry, .mnt */
		int32_t o_fs = koff(cg, call, "struct task_struct", "fs");
		int32_t o_fsroot = koff(cg, call, "struct fs_struct", "root");
		cg_call_begin(cg);
		cg_call_end(cg, BPF_FUNC_get_current_task, false);
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, s_t1));
		cg_kread_slot(cg, s_t1, s_t1, o_fs);
		cg_kread_slot(cg, s_rd, s_t1, o_fsroot + o_dentry);
		cg_kread_slot(cg, s_rm, s_t1, o_fsroot + o_mnt);
	}

	int a = cg_reg_alloc(cg), b = cg_reg_alloc(cg);
	cg_loop_head(cg, loop, a, s_i, DPATH_DEPTH, done);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_d));
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, a, 0, 0), done);
	if (at_root) {	/* at the task's root directory: done */
		int lgo = cg_label_new(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_rd));
		cg_jump(cg, JMP_REG(BPF_JNE, a, b, 0), lgo);
		cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_vm));
		cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_rm));
		cg_exit_jump(cg, JMP_REG(BPF_JEQ, a, b, 0), done);
		cg_label_place(cg, lgo);
	}
	/* at the root of a mount: continue from where it is mounted */
	cg_kread_slot(cg, s_t1, s_vm, o_root);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_d));
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_t1));
	cg_jump(cg, JMP_REG(BPF_JNE, a, b, 0), normal);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_vm));
	cg_emit(cg, ALU64_IMM(BPF_SUB, a, o_mmnt));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, a, s_vm));	/* struct mount * */
	cg_kread_slot(cg, s_t2, s_vm, o_mparent);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_vm));
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_t2));
	cg_exit_jump(cg, JMP_REG(BPF_JEQ, a, b, 0), done);	/* the root mount */
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, b, 0, 0), done);
	cg_kread_slot(cg, s_d, s_vm, o_mpoint);
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_t2));
	cg_emit(cg, ALU64_IMM(BPF_ADD, b, o_mmnt));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, b, s_vm));
	cg_jump(cg, JA(0), loop);

	/* "/" name, right to left */
	cg_label_place(cg, normal);
	cg_kread_slot(cg, s_t1, s_d, o_parent);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_d));
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_t1));
	cg_exit_jump(cg, JMP_REG(BPF_JEQ, a, b, 0), done);	/* a filesystem's root */
	cg_kread_slot(cg, s_t2, s_d, o_len);
	cg_emit(cg, LDX_MEM(BPF_W, a, BPF_REG_10, s_t2));	/* len: u32 */
	cg_launder(cg, a, max);
	cg_kread_slot(cg, s_t1, s_d, o_name);
	cg_path_prepend(cg, a, b, s_buf, s_pos, s_t2, s_t1, done);
	cg_kread_slot(cg, s_d, s_d, o_parent);
	cg_jump(cg, JA(0), loop);

	cg_label_place(cg, done);
	int r = cg_str_tmp(cg);
	cg_path_finish(cg, a, b, r, s_buf, s_pos);
	cg_reg_free(cg, a);
	cg_reg_free(cg, b);
	for (int i = 0; i < 10; i++)
		cg_stack_pop(cg);
	return r;
}

void cg_path_prepend(struct dt_cg *cg, int a, int b, int32_t s_buf, int32_t s_pos,
		     int32_t s_len, int32_t s_src, int done)
{
	int max = cg->strsize - 1;

	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, a, s_len));
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_pos));
	cg_launder(cg, b, max);
	/* room for "/" + name before pos? */
	cg_emit(cg, ALU64_IMM(BPF_SUB, b, 1));
	cg_exit_jump(cg, JMP_REG(BPF_JSLT, b, a, 0), done);
	cg_emit(cg, ALU64_REG(BPF_SUB, b, a));			/* the '/' goes at b */
	cg_launder(cg, b, max);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, b, s_pos));
	cg_call_begin(cg);
	/* b may be R1 itself (saved by cg_call_begin, not kept): the
	 * position is read back from its slot. */
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, s_buf));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_10, s_pos));
	cg_launder(cg, BPF_REG_2, max);
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_10, s_len));
	cg_launder(cg, BPF_REG_2, max);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, s_src));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_buf));
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_pos));
	cg_launder(cg, b, max);
	cg_emit(cg, ALU64_REG(BPF_ADD, a, b));
	cg_emit(cg, ST_MEM(BPF_B, a, 0, '/'));
}

void cg_path_finish(struct dt_cg *cg, int a, int b, int dst, int32_t s_buf, int32_t s_pos)
{
	int max = cg->strsize - 1;
	int lnn = cg_label_new(cg);

	/* nothing walked: "/" */
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, s_pos));
	cg_launder(cg, b, max);
	cg_jump(cg, JMP_IMM(BPF_JLT, b, max, 0), lnn);
	cg_emit(cg, ALU64_IMM(BPF_SUB, b, 1));
	cg_emit(cg, LDX_MEM(BPF_DW, a, BPF_REG_10, s_buf));
	cg_emit(cg, ALU64_REG(BPF_ADD, a, b));
	cg_emit(cg, ST_MEM(BPF_B, a, 0, '/'));
	cg_label_place(cg, lnn);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, b, s_pos));
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, dst);
	cg_emit(cg, MOV64_IMM(BPF_REG_2, cg->strsize));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, s_buf));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_4, BPF_REG_10, s_pos));
	cg_launder(cg, BPF_REG_4, max);
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, false);
}
