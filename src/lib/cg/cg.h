/*
 * The code generator's private state, shared by cg*.c.
 *
 * Conventions of every generated program:
 *   r9 = ctx, r8 = &mstate (per-CPU DT_MAP_MSTATE value), both kept for the
 *   whole program; expression values live in registers from the pool
 *   (cg_reg.c), spilled to fixed stack slots around helper calls.
 *   Scratch memory (after struct dt_mstate in the mstate value) is split in
 *   regions whose bases are only known once the whole compile is done, so
 *   every instruction addressing scratch is recorded and patched (cg_fix).
 *   Strings are pointers to readable buffers of strsize bytes (scratch,
 *   globals, string table), never to arbitrary memory.
 */
#ifndef DT_CG_H
#define DT_CG_H

#include <stdbool.h>
#include <stdint.h>

#include "bpf/emit.h"
#include "lang/builtins.h"
#include "core/program.h"
#include "prov/probes.h"
#include "front/ast.h"

/* Stack frame (offsets from r10). */
#define CG_SLOT_KEY	(-8)		/* u32 0: key of single-element arrays */
#define CG_SLOT_REG(r)	(-8 * ((r) + 1) - 8)	/* spill slot of r1..r7 */
#define CG_SLOT_GLOBALS	(-80)		/* DT_MAP_GLOBALS value pointer */
#define CG_SLOT_STRTAB	(-88)		/* DT_MAP_STRTAB value pointer */
#define CG_SLOT_TMP	(-96)		/* 8 bytes of scratch for helpers */
/* below -112 (the thread-local key, 16 bytes): a stack of 8-byte temporaries */
#define CG_STACK_TOP	(-120)
#define CG_STACK_MAX	40
/* Below the temporaries: map keys of up to CG_SKEY_MAX bytes built on the
 * stack (cg_key.c), which spares a hot clause the mstate lookup. */
#define CG_SLOT_SKEY	(-512)
#define CG_SKEY_MAX	(512 + CG_STACK_TOP - 8 * (CG_STACK_MAX - 1))

/* Scratch regions, in layout order. */
enum cg_region {
	CG_R_THIS,		/* clause-local (this->) variables */
	CG_R_KEY,		/* map key under construction */
	CG_R_VAL,		/* map value under construction / new entries */
	CG_R_TMP,		/* string temporaries, CG_NTMP x strsize */
	CG_R_REC,		/* the record being built (header + data) */
	CG_R_STRTOK,		/* strtok()'s saved string and offset (cg_str_search.c) */
	CG_R_ALLOCA,		/* alloca() top and area (cg_alloca.c) */
	CG_R_ERRSAVE,		/* arg0..arg5 of the probe while dtrace:::ERROR
				   runs in it (cg_stmt.c) */
	CG_R_ZERO,		/* never written: zeros for new aggregations
				   (last: later compiles may need more) */
	CG_R__COUNT
};
#define CG_NTMP 24

/* A patch site: add the base of `region` to insn.imm or insn.off. */
/* Sites are many (a syscall:::entry compile makes ~14,000: a key's zero
 * fill is a store per 8 bytes, in each of ~350 programs), so the fields
 * are packed: 16 bytes a site. */
struct cg_fix {
	struct dt_bpf_prog *prog;	/* NULL while the program is being built */
	int insn;
	uint8_t region;			/* enum cg_region */
	bool off;			/* patch .off (loads/stores) instead of .imm */
	bool skey;			/* a key site that may address the stack */
};

struct cg_jfix { int insn, label; };

/* Session-wide state (h->cgout->cg_priv). */
struct cg_sess {
	int strsize;
	uint32_t *gvar_off;		/* global scalar id -> offset in DT_MAP_GLOBALS */
	int ngvar;
	int nclause_total;
	int refs;			/* compiled programs alive */
	struct cg_strent { char *s; size_t len; uint32_t off; } *strs;
	int nstrs;
	uint32_t strtab_used;		/* strtab bytes before the zero padding */
	/* Session-wide scratch placement (cg_layout.c): each compile's
	 * key region and the shared zero region sit after every compile's
	 * other regions, at bases that move as later compiles grow them. */
	struct cg_late {	/* packed as cg_fix: 24 bytes */
		struct dt_bpf_prog *prog;
		int insn;
		int compile;		/* the compile's index (its key slot) */
		int32_t applied;	/* base added so far */
		uint8_t region;		/* CG_R_KEY or CG_R_ZERO */
		bool off;		/* patch .off, else .imm */
		bool skey;		/* on the stack (r10) while the program's
					   keys fit there, else in mstate (r8) */
	} *late;
	int nlate, ncompiles;
	uint32_t body_end;		/* end of the per-compile regions, all compiles */
	uint32_t key_slot;		/* bytes of each compile's key region */
	uint32_t zero_size;		/* bytes of the zero region */
	/* per global associative array id: the key positions that hold
	 * execname in 16 bytes (cg_key.c's cg_assoc_comm), decided by the
	 * first compile that uses the array, so that every program of the
	 * session builds its keys alike; UINT32_MAX: not decided yet */
	uint32_t *assoc_comm;
	int nassoc_comm;
};

/* Per-compile output kept in prog->cg. */
struct cg_progout {
	dtrace_hdl_t *h;
	struct dt_bpf_prog **progs;	/* programs this compile made */
	int nprogs;
};

/* A set of matched probes: the list in first-match order plus a bitmap by
 * probe id, so large enablings (thousands of pid probes) stay linear. */
struct cg_match {
	struct dt_probe **probes;
	int n, cap;
	uint8_t *seen;
	uint32_t nseen;
};
bool cg_match_has(const struct cg_match *m, const struct dt_probe *p);

/* What one compile needs, found before any code is emitted (cg_plan.c). */
struct cg_plan {
	/* per aggregation id: bit i set when key i is execname in every use,
	 * so it takes 16 bytes (TASK_COMM_LEN) instead of strsize */
	uint32_t *aggcomm;
	bool *aggcomm_seen;
	int naggcomm;
	/* the same per global associative array id (used only where the
	 * kernel's key-size limit needs it, see cg_assoc_comm) */
	uint32_t *assoccomm;
	bool *assoccomm_seen;
	int nassoccomm;
	/* The longest key this compile builds: key bytes past key_max are
	 * never written by this compile, so keys need zeroing only up to
	 * key_max (cg_key.c). */
	uint32_t key_max;
	/* the shared maps' sizes this compile needs (cg_plan_apply grows
	 * h->cgout's to them) */
	uint32_t agg_keysize, assoc_keysize, assoc_valsize, assoc_dsize;
	uint32_t tls_valsize, tls_dsize;
	/* cg_alloca.c: does the program call alloca(), and the variables
	 * that hold alloca pointers (more than CG_MAX_ALLOCA_IDS: any may) */
	bool uses_alloca;
#define CG_MAX_ALLOCA_IDS 64
	struct dt_ident *alloca_ids[CG_MAX_ALLOCA_IDS];
	int nalloca_ids;

	/* the clauses, and the probes each matches (cm[clause]) */
	int nclauses;
	struct dt_node **clause_at;
	struct cg_match *cm;
	struct cg_match all;		/* every probe matched, described */
	/* by index in all: the ops its program is built with, whether its
	 * clauses read the kernel stack or args[] */
	const struct dt_provider_ops **use;
	bool *kstack, *typed;
	/* by index in all: its (clause, statement index) pairs, and the
	 * probes grouped in one program (under the first one, the leader) */
	int *pcl, *npcl;
	int *leader;
	struct dt_probe ***groups;
	int *ngroups;
	struct dt_node **cl;		/* one probe's clauses (cg_plan_clauses) */
	int *idx;			/* and their statement indexes */
	/* dtrace:::ERROR's clauses in this compile (and their statement
	 * indexes): a fault runs them in the probe itself, before the
	 * probe's next clause (cg_stmt.c) */
	const struct dt_probe *err_probe;
	struct dt_node **err_clauses;
	int *err_idx;
	int nerr;
};

/* State while compiling one D program. */
struct dt_cg {
	dtrace_hdl_t *h;
	struct dt_cc *cc;
	struct dt_cg_out *out;
	struct cg_sess *sess;
	int strsize;
	struct cg_plan *plan;		/* made before any code */

	/* the instruction buffer of the program being built (its argv_used:
	 * what the body reads, for the provider's prologue) */
	struct dt_cgbuf buf;
	/* the other two buffers of cg_probe_prog (body, prologue), kept from
	 * one program to the next */
	struct { struct bpf_insn *insns; int cap; } spare[2];
	int *labels;			/* label -> insn index, -1 until placed */
	int nlabels, caplabels;
	struct cg_jfix *jfix;
	int njfix, capjfix;
	/* Cold code (cg_cold_begin/end): ranges of the body moved after its
	 * end, so the common path runs straight through; label_cold marks the
	 * labels placed inside them. */
	bool *label_cold;
	struct cg_cold { int from, to; } *cold;
	int ncold, capcold;
	int cold_from;			/* start of the open range, -1: none */
	/* A long program's cold code goes after the clause that ends each
	 * CG_SEG_INSNS of it (cg_cold_segment), not after the body: a jump
	 * reaches 32767 instructions at most. */
	int *seg;			/* segment ends, insn indexes */
	int nseg, capseg, seg_from, seg_ncold;

	/* scratch patch sites for the whole compile */
	struct cg_fix *fix;
	int nfix, capfix;
	/* the last program built with instructions of its own, and its
	 * patch sites fix[last_fix0..last_fix1) (cg_prog.c: share_insns) */
	struct dt_bpf_prog *last;
	int last_fix0, last_fix1;
	uint32_t region_size[CG_R__COUNT];	/* max size needed per region */
	uint32_t this_size;		/* bytes of this-> variables so far */
	struct { struct dt_ident *id; uint32_t off; } *thisv;
	int nthisv;

	/* register pool */
	bool used[11];
	bool spilled[11];
	int nstack;			/* stack temporaries in use */
	/* The longest key built (the plan's key_max bounds it). */
	uint32_t key_seen;
	/* The key being built and used goes on the stack (CG_SLOT_SKEY)
	 * rather than in CG_R_KEY: its sites are marked (cg_fix.skey) and
	 * moved to mstate if a later compile makes the maps' keys longer
	 * than this compile zero-fills (cg_layout.c). */
	bool skey_cur;

	/* what the current program needs in its prologue */
	bool exit_seen;		/* an earlier clause of this program calls exit() */
	bool need_globals, need_strtab;

	/* current probe / clause */
	const struct dt_probe *probe;
	const struct dt_provider_ops *pops;	/* builds its prologue (bp->ops) */
	struct dt_node *clause;
	struct dt_node *stmt;		/* the user's statement being built (NULL: the predicate) */
	int clause_idx;
	struct dt_edesc *ed;		/* record description being filled */
	/* a grouped program (dt_provider_ops.group): how many probes it
	 * serves (0: one, cg->probe), the largest offsets of their records
	 * and module names in the string table, the EPIDs it made (each
	 * followed by ngroup - 1 reserved for the other probes) */
	int ngroup;
	uint32_t group_recmax, group_modmax;
	uint64_t *group_cookies;
	struct dt_edesc **group_eds;
	int ngroup_eds;
	uint32_t recoff;		/* next free data byte of the record */
	int lbl_clause_end;		/* skip the rest of the clause */
	int lbl_fault;			/* fault path of the clause (-1: none yet) */
	int lbl_submit;			/* where the clause's record is submitted, for a
					   speculate() that fails after a discard()
					   (-1: not needed) */
	int ntmp;			/* string temporaries in use */
	int tmp_last;			/* slot of the last one taken (cg_str_tmp_n) */

	/* cg_xlate.c: parameters bound while a translator member or an inline
	 * array's value is generated (innermost last); values in stack slots */
#define CG_MAX_BINDS 8
	struct cg_bind {
		const struct dt_ident *owner;	/* translator parameter, or the inline */
		bool is_inline;
		int nslots;
		int32_t slot[8];
	} binds[CG_MAX_BINDS];
	int nbinds;

	bool in_error;			/* generating dtrace:::ERROR's clauses
					   in a faulting probe (cg_stmt.c) */
	const struct dt_probe *err_host;	/* that faulting probe, whose
					   context they run in (probe: ERROR) */
	int cond_depth;			/* if statements around the statement built */
	bool exit_cond;			/* the clause's exit() is under an if: its
					   record goes out when exit() did not run */
	bool clause_clock;		/* the clause read timestamp or walltimestamp:
					   their cache is emptied where it ends */
};

/* cg_emit.c: emission, labels, cold ranges, faults. */
void cg_emit(struct dt_cg *cg, struct bpf_insn insn);
int cg_label_new(struct dt_cg *cg);
void cg_label_place(struct dt_cg *cg, int label);
void cg_jump(struct dt_cg *cg, struct bpf_insn insn, int label);	/* off patched */
/* Code emitted between these runs out of line, after the program's end:
 * for paths taken rarely (a map miss).  It is entered only by jumps and
 * must end in an unconditional jump or exit; code emitted after
 * cg_cold_end() follows the code before cg_cold_begin() directly. */
void cg_cold_begin(struct dt_cg *cg);
void cg_cold_end(struct dt_cg *cg);
/* Once the body is complete: the cold ranges after it (labels, jumps and
 * the patch sites from fix index fix0 on follow their code), then every
 * jump's offset from its label. */
void cg_move_cold(struct dt_cg *cg, int fix0);
void cg_resolve_jumps(struct dt_cg *cg);
/* A loop exit: jumps to label when insn's condition holds (see cg_emit.c). */
void cg_exit_jump(struct dt_cg *cg, struct bpf_insn insn, int label);
void cg_cold_segment(struct dt_cg *cg);
#define CG_SEG_INSNS 8192
void cg_ldimm64(struct dt_cg *cg, int reg, uint64_t v);
void cg_ldmap(struct dt_cg *cg, int reg, enum dt_map_id map);
/* mstate.drops[kind]++ through tmp: always DT_DROP_INSNS instructions (the
 * callers jump over it). */
#define DT_DROP_INSNS	3
void cg_count_drop(struct dt_cg *cg, int kind, int tmp);
/* The same through base, a register holding &mstate. */
void cg_count_drop_in(struct dt_cg *cg, int kind, int tmp, int base);
/* cg_layout.c: scratch addressing and layout, the string table. */
/* reg = &scratch[region + off] */
void cg_scratch_addr(struct dt_cg *cg, int reg, enum cg_region region, int32_t off);
/* reg = &scratch[region + off] from base, a register holding &mstate */
void cg_scratch_addr_in(struct dt_cg *cg, int reg, int base, enum cg_region region, int32_t off);
/* The last scratch access emitted is a stack key's site (cg.h skey_cur). */
void cg_fix_skey(struct dt_cg *cg);
/* load/store at scratch[region + off] through r8 */
void cg_scratch_ld(struct dt_cg *cg, int size, int reg, enum cg_region region, int32_t off);
void cg_scratch_st(struct dt_cg *cg, int size, enum cg_region region, int32_t off, int reg);
void cg_scratch_st_in(struct dt_cg *cg, int base, int size, enum cg_region region,
		      int32_t off, int reg);
void cg_scratch_st_imm(struct dt_cg *cg, int size, enum cg_region region, int32_t off, int32_t imm);
void cg_region_need(struct dt_cg *cg, enum cg_region region, uint32_t size);
__attribute__((noreturn, format(printf, 3, 4)))
void cg_error(struct dt_cg *cg, struct dt_node *n, const char *fmt, ...);
/* Offset of a constant string in the string table (added when new). */
uint32_t cg_strtab_add(struct dt_cg *cg, const char *s, size_t len);
/* A grouped program's per-probe records in the string table (cookies[i]:
 * probe i's slot and record offset). */
void cg_strtab_group_records(struct dt_cg *cg, struct dt_probe *const *g, int n,
			     uint64_t *cookies);
/* out[0..CG_MSTATE_INSNS) = r8 = &mstate, or return 0. */
#define CG_MSTATE_INSNS 10
void cg_mstate_block(struct bpf_insn *out);
/* At the end of a compile: place the regions, patch every site. */
void cg_layout_scratch(struct dt_cg *cg);

/* cg_plan.c: the plan (struct cg_plan), in two steps: what the tree needs
 * (top: the clauses), then which probes and programs; cg_plan_apply grows
 * the session's maps to the tree's needs. */
void cg_plan_tree(struct dt_cg *cg, struct dt_node *top);
void cg_plan_apply(struct dt_cg *cg);
void cg_plan_probes(struct dt_cg *cg, struct dt_node *root, dtrace_prog_t *prog);
/* Probe i's clauses and statement indexes into pl->cl[], pl->idx[]; their count. */
int cg_plan_clauses(struct cg_plan *pl, int i);
void cg_plan_free(struct cg_plan *pl);

/* cg_prog.c: one probe's program (group: the probes a grouped program
 * serves, which it then owns). */
struct dt_bpf_prog *cg_probe_prog(struct dt_cg *cg, struct dt_probe *p,
				  const struct dt_provider_ops *ops,
				  struct dt_node **clauses, int *idx, int nc,
				  struct dt_probe **group, int ngroup);
/* Store a fault for the current clause and jump to its fault path.
 * addr_reg < 0 means address 0. */
void cg_fault(struct dt_cg *cg, enum dt_fault fault, int addr_reg);

/* cg_reg.c: the register pool and helper calls. */
int cg_reg_nfree(struct dt_cg *cg);
int32_t cg_reg_hold(struct dt_cg *cg, int reg, const struct dt_node *next);
int cg_reg_unhold(struct dt_cg *cg, int reg, int32_t slot);
int cg_reg_alloc(struct dt_cg *cg);
int cg_reg_alloc_tmp(struct dt_cg *cg);	/* r1-r5 first: no call before its last use */
void cg_reg_free(struct dt_cg *cg, int reg);
void cg_reg_reset(struct dt_cg *cg);
/* An 8-byte stack temporary (fp offset), released in LIFO order. */
int32_t cg_stack_push(struct dt_cg *cg);
void cg_stack_pop(struct dt_cg *cg);
/* Calls: cg_call_begin spills live r1-r5; cg_call_arg moves a value (read
 * from its spill slot when needed) into argument register argno;
 * cg_call_end calls and restores; the result register is returned
 * (allocated) when want_result. */
void cg_call_begin(struct dt_cg *cg);
void cg_call_arg(struct dt_cg *cg, int argno, int reg);
int cg_call_end(struct dt_cg *cg, int helper, bool want_result);
/* r0 = &mstate by a lookup of its own (jumping to lfail if that fails):
 * for the rare paths of programs that otherwise need no mstate (r8). */
void cg_mstate_to_r0(struct dt_cg *cg, int lfail);

/* cg_expr.c */
int cg_expr(struct dt_cg *cg, struct dt_node *n);
/* n's value as a pointer: the address of an array, else cg_expr(). */
int cg_pointer_value(struct dt_cg *cg, struct dt_node *n);
/* The value of type t at the address in addr (kernel or user memory): a
 * register holding it, or the address again for structs and arrays. */
int cg_load_mem(struct dt_cg *cg, int addr, const struct dt_type *t, bool user);
/* Truncate/extend a 64-bit value in reg to type t's size and signedness. */
void cg_normalize(struct dt_cg *cg, int reg, const struct dt_type *t);
uint32_t cg_type_size(struct dt_cg *cg, const struct dt_type *t);

/* cg_type.c: questions about D types (typedefs resolved by lang). */
bool cg_is_string(const struct dt_type *t);		/* D's string */
bool cg_is_char_array(const struct dt_type *t);	/* 1-byte integers' array */
/* A string value: string or char[] (stored as a strsize buffer). */
bool cg_is_strval(const struct dt_type *t);
bool cg_is_signed(const struct dt_type *t);		/* NULL: signed */
bool cg_rec_signed(const struct dt_type *t);	/* prints signed: not an enum */
bool cg_is_ptr_or_array(const struct dt_type *t);
bool cg_is_struct_named(const struct dt_type *t, const char *name);

/* cg_var.c: variables. */
int cg_var_load(struct dt_cg *cg, struct dt_node *n);
void cg_var_store(struct dt_cg *cg, struct dt_node *lv, int val);
/* x op= v and ++/-- on a scalar dynamic variable (self->x, a[k]) with one
 * key build and one lookup: cg_dyn_rmw_begin returns a register holding
 * the value's address, or 0 when the variable does not exist, and leaves
 * the key in place; cg_dyn_rmw_end stores val there (in place, or
 * inserted; 0 deletes, as any store of 0 does) and frees that register.
 * Nothing between the two may build another key. */
bool cg_dyn_rmw_ok(const struct dt_node *lv);
int cg_dyn_rmw_begin(struct dt_cg *cg, struct dt_node *lv);
void cg_dyn_rmw_end(struct dt_cg *cg, struct dt_node *lv, int addr, int val);

/* cg_key.c: keys.  The thread-local key (pid_tgid, var id) lives at
 * CG_SLOT_TLSKEY; thread-local arrays put the thread after the id. */
#define CG_SLOT_TLSKEY (-112)
/* types: the identifier whose key signature (declared or from the first
 * use) each integer key is converted to, or NULL. */
uint32_t cg_key_build_tls(struct dt_cg *cg, uint64_t id, const struct dt_ident *types,
			  struct dt_node *keys, uint32_t keysize, struct dt_rec **recs, int *nrecs);
/* Build the key of an assoc/agg access in CG_R_KEY: id + tuple of list. */
/* reg = the address of the key just built (stack or CG_R_KEY). */
void cg_key_addr(struct dt_cg *cg, int reg);
uint32_t cg_key_build(struct dt_cg *cg, uint64_t id, struct dt_node *keys, uint32_t keysize,
		      struct dt_rec **recs, int *nrecs);
uint32_t cg_tuple_size(struct dt_cg *cg, struct dt_node *keys);
/* A global associative array's key, packed after its signature sig (the
 * array's identifier), and the size of that key. */
uint32_t cg_assoc_key_build(struct dt_cg *cg, const struct dt_ident *sig, struct dt_node *keys);
uint32_t cg_assoc_key_size(struct dt_cg *cg, const struct dt_ident *sig, struct dt_node *keys,
			   uint32_t comm);
/* The key positions of global array sig that hold execname in 16 bytes:
 * none unless the array's keys would not fit the kernel's limit
 * otherwise (5.10: 512 bytes), decided once a session (n: a use). */
uint32_t cg_assoc_comm(struct dt_cg *cg, const struct dt_ident *sig, struct dt_node *n);
/* The same for aggregation keys (execname keys are 16 bytes, see aggcomm). */
uint32_t cg_agg_key_build(struct dt_cg *cg, uint64_t id, const struct dt_ident *types,
			  struct dt_node *keys, uint32_t keysize, uint32_t comm,
			  struct dt_rec **recs, int *nrecs);
uint32_t cg_agg_tuple_size(struct dt_cg *cg, struct dt_node *keys, uint32_t comm);
bool cg_is_execname(const struct dt_node *k);
/* cg_comm.c: execname in a record takes 16 bytes (reg: its value). */
bool cg_rec_comm_ok(struct dt_cg *cg, const struct dt_node *e);
uint32_t cg_rec_comm(struct dt_cg *cg, int reg);
uint32_t cg_rec_comm_direct(struct dt_cg *cg);
/* execname by loads from the task the provider's prologue left on the
 * stack (dt_provider_ops.task_comm), where it did: each 8-byte word of the
 * name to st(cg, its offset, reg, arg). */
bool cg_comm_loads_ok(const struct dt_cg *cg);
void cg_comm_loads(struct dt_cg *cg, void (*st)(struct dt_cg *, int32_t, int, void *),
		   void *arg);
uint32_t cg_key_elem_size(struct dt_cg *cg, const struct dt_type *t);

/* cg_builtin.c: built-in variables (pid, execname, args[] ...). */
int cg_builtin(struct dt_cg *cg, struct dt_node *n, int code);
int cg_builtin_args(struct dt_cg *cg, struct dt_node *n);
int cg_builtin_uregs(struct dt_cg *cg, struct dt_node *n);
/* reg = the current thread's saved user registers (task_pt_regs: a
 * struct pt_regs pointer for bpf_probe_read_kernel). */
int cg_user_regs(struct dt_cg *cg, struct dt_node *n);

int cg_progenyof(struct dt_cg *cg, struct dt_node *call);
/* Byte offset of member `mem` in the kernel's struct `st` (BTF), or -1. */
long cg_btf_member_off(const char *st, const char *mem);
/* mutex_owned(), mutex_owner(), mutex_type_adaptive(), mutex_type_spin(),
 * rw_read_held(), rw_write_held(), rw_iswriter() (cg_lock.c). */
int cg_lock_subr(struct dt_cg *cg, struct dt_node *call, int code);

/* cg_lacks.c: the prologue just built said what this kernel lacks
 * (dt_cg_lacks): the compile fails at the clause's line. */
void cg_prologue_lacks(struct dt_cg *cg);
/* A key of ks bytes (map key of n) must fit this kernel's
 * hash maps (5.10 takes at most 512 bytes): else one compile-time
 * sentence at n's line.  Returns ks. */
uint32_t cg_key_fits(struct dt_cg *cg, struct dt_node *n, uint32_t ks);

/* cg_stmt.c */
void cg_stmt(struct dt_cg *cg, struct dt_node *s);
void cg_clause(struct dt_cg *cg, struct dt_node *clause, int idx);

/* cg_act.c: actions and subroutine calls. */
void cg_action(struct dt_cg *cg, struct dt_node *call);
int cg_subr(struct dt_cg *cg, struct dt_node *call);
/* Reserve size bytes (8-aligned) in the current record; returns the offset. */
uint32_t cg_rec_reserve(struct dt_cg *cg, uint32_t size, struct dt_type *type, bool is_signed);
struct dt_edesc *cg_edesc(struct dt_cg *cg);	/* the clause's, made on demand */
/* A new EPID of the current probe (ngroup of them in a grouped program). */
struct dt_edesc *cg_edesc_new(struct dt_cg *cg);
/* reg = epid, or in a grouped program epid + the firing probe's slot. */
void cg_epid_to(struct dt_cg *cg, int reg, uint32_t epid);
struct dt_action *cg_act_add(struct dt_cg *cg, enum dt_act_kind kind);
int cg_act_count(struct dt_cg *cg);
void cg_act_not_run_range(struct dt_cg *cg, int from, int to);
/* Copy a value (int or string) into the record: returns the rec offset. */
uint32_t cg_rec_value(struct dt_cg *cg, struct dt_node *e, int reg);

/* cg_spec.c: speculations (DT_MAP_SPEC in program.h). */
int cg_spec_speculation(struct dt_cg *cg, struct dt_node *call);
void cg_spec_speculate(struct dt_cg *cg, struct dt_node *call);
void cg_spec_commit(struct dt_cg *cg, struct dt_node *call, bool discard);

/* cg_agg.c */
void cg_aggassign(struct dt_cg *cg, struct dt_node *n);
int cg_agg_id(struct dt_cg *cg, struct dt_ident *id, struct dt_node *agg, struct dt_node *call);

/* cg_stack.c: a pid entry probe's caller, at the user stack pointer:
 * is the probe one (cg_ustack_at_entry), reg = the return address;
 * cg_ustack_get reads size bytes of user frames into buf, that caller
 * included. */
bool cg_ustack_at_entry(struct dt_cg *cg);
void cg_ustack_entry_caller(struct dt_cg *cg, int reg);
void cg_ustack_get(struct dt_cg *cg, int buf, uint32_t size);
/* cg_stack.c: the user registers and stack copied for CFI unwinding into
 * the record item at dst (core/program.h), copy bytes of stack at most
 * (cg_ustack_copy_size: -x ustackcopy, 0 when off). */
uint32_t cg_ustack_copy_size(struct dt_cg *cg);
void cg_ustack_copy(struct dt_cg *cg, int dst, uint32_t copy);
/* cg_stack.c: stack() and ustack() as values (aggregation keys). */
bool cg_is_stack_type(const struct dt_type *t);
uint32_t cg_stack_size(struct dt_cg *cg, const struct dt_type *t);
/* Frames stack(n)/ustack(n)/jstack(n) (code DT_F_*) records: n, the
 * option's default, at most -x maxframes. */
int64_t cg_stack_frames(struct dt_cg *cg, int code, const struct dt_node *n);
int cg_stack_value(struct dt_cg *cg, struct dt_node *call);
int cg_usym_value(struct dt_cg *cg, struct dt_node *call);
int cg_stack_flags(struct dt_cg *cg, bool user);	/* reg = temp */
int cg_stack_flags_reg(struct dt_cg *cg, bool user);	/* the flags decided per stack */
bool cg_stack_from_caller(struct dt_cg *cg);
void cg_stack_copy(struct dt_cg *cg, int dst, int src, uint32_t size);

/* cg_sou.c: struct, union and (non-char) array values, which evaluate to
 * their address.  cg_var_addr (cg_var.c): a variable's writable storage. */
bool cg_is_byaddr(const struct dt_type *t);
bool cg_sou_lvalue(const struct dt_node *n);	/* an assignment cg_sou_assign does */
int cg_sou_assign(struct dt_cg *cg, struct dt_node *n);	/* =, op=, ++, -- */
void cg_sou_copy(struct dt_cg *cg, int dst, int src, uint32_t size);	/* faults */
/* Fault with "index out of bounds" unless idx (the value of index
 * expression k) < the array's element count; no code for a constant in range. */
void cg_index_check(struct dt_cg *cg, int idx, const struct dt_node *k,
		    const struct dt_type *arr);
uint32_t cg_sou_rec(struct dt_cg *cg, struct dt_node *e, int reg);	/* trace() data */
void cg_sou_print(struct dt_cg *cg, struct dt_node *call);	/* print() */
int cg_var_addr(struct dt_cg *cg, struct dt_node *n);
/* cg_expr.c: x op= v, ++x, x++ (node n) on a = x's value, b = v's: the
 * binary operator's arithmetic, the result narrowed to x's type. */
void cg_rmw_arith(struct dt_cg *cg, const struct dt_node *n, int a, int b);

/* cg_alloca.c: alloca(), bcopy(), copyinto(), stores through pointers. */
void cg_alloca_prescan(struct dt_cg *cg, struct dt_node *root);
void cg_alloca_clause_start(struct dt_cg *cg);
void cg_alloca_firing_start(struct dt_cg *cg);
bool cg_alloca_tainted(const struct dt_cg *cg, const struct dt_node *n);
/* cg_tree.c: one node and its subtree in -xtree's layout; cg (may be NULL)
 * gives the alloca taint. */
void cg_tree_print(const struct dt_cg *cg, const struct dt_node *n, bool cooked, int depth,
		   FILE *f);
int cg_alloca_subr(struct dt_cg *cg, struct dt_node *call, int code);
/* Fault unless size bytes at addr are allocated, when addr is in the area. */
void cg_alloca_check_load(struct dt_cg *cg, int addr, uint32_t size);
/* *addr = val (type t): only alloca memory is writable. */
void cg_mem_store(struct dt_cg *cg, struct dt_node *n, int addr, int val,
		  const struct dt_type *t);
/* cg_ksym.c: reg = address of a kernel symbol (`sym, mod`sym). */
int cg_ksym_addr(struct dt_cg *cg, struct dt_node *n);
/* Is the program being built dtrace:::ERROR's? */
bool cg_probe_is_error(const struct dt_cg *cg);

/* cg_xlate.c: translators (xlate<T>(e), translated args[], members read
 * through a translation) and the parameters of inline arrays. */
int cg_xlate(struct dt_cg *cg, struct dt_node *n);		/* N_XLATE value */
int cg_xlate_member(struct dt_cg *cg, struct dt_node *n);	/* -1: not translated */
bool cg_xlate_arg(const struct dt_cg *cg, const struct dt_node *n);	/* args[i] translated */
int cg_xlate_args(struct dt_cg *cg, struct dt_node *n);	/* its value */
bool cg_is_param(const struct dt_ident *id);	/* translator / inline parameter */
int cg_param(struct dt_cg *cg, struct dt_node *n);
int cg_inline_index(struct dt_cg *cg, struct dt_node *n);	/* i[k1, k2] */

/* cg_bitfield.c: reading bit-field members (addr: the member's byte). */
const struct dt_member *cg_bitfield_member(const struct dt_node *n, uint64_t *offbits);
int cg_load_bitfield(struct dt_cg *cg, int addr, const struct dt_member *m,
		     uint64_t offbits, bool user);
uint32_t cg_bitfield_rec_size(const struct dt_node *n);	/* 1, 2, 4, 8; 0: not one */

/* cg_str.c: string operations (bounded loops). */
int cg_str_tmp(struct dt_cg *cg);	/* reg = new temporary strsize buffer */
int cg_str_tmp_settle(struct dt_cg *cg, int r, int before);
/* reg = the first of n consecutive temporaries (cg_str_stride bytes apart). */
int cg_str_tmp_n(struct dt_cg *cg, int n);
int cg_str_stride(struct dt_cg *cg);	/* strsize rounded up to 8 */
/* A string argument: non-D char pointers are copied into a temporary. */
int cg_str_arg(struct dt_cg *cg, struct dt_node *n);
/* r, a kernel (user: user) char pointer, becomes a D string: its bytes
 * copied into a temporary; NULL stays NULL. */
int cg_str_from_ptr(struct dt_cg *cg, int r, bool user);
void cg_str_nonnull(struct dt_cg *cg, int reg);	/* fault on a NULL string */
/* t = copy of at most len bytes of s + off (len, off: registers). */
int cg_str_slice(struct dt_cg *cg, int s, int off, int len);
/* Make reg an unknown value in [0, max] for the verifier (through the
 * otherwise unused dt_mstate.ctx word). */
void cg_launder(struct dt_cg *cg, int reg, int32_t max);
void cg_str_copy(struct dt_cg *cg, int dst, int src, bool user);	/* dst/src regs */
int cg_str_cmp(struct dt_cg *cg, int a, int b);	/* result reg: <0, 0, >0 */
int cg_str_len(struct dt_cg *cg, int s);
int cg_str_join(struct dt_cg *cg, int a, int b);
/* string +/- integer: the string off bytes in (a fault outside it). */
int cg_str_offset(struct dt_cg *cg, struct dt_node *n);
/* Other string subroutines (substr, index, strchr, toupper ...). */
int cg_str_subr(struct dt_cg *cg, struct dt_node *call, int code);
int cg_str_args(struct dt_cg *cg, int start, int end, int max);
int cg_str_const(struct dt_cg *cg, const char *s, size_t len);
void cg_str_const_to(struct dt_cg *cg, int reg, const char *s, size_t len);

/* cg_str_search.c: strstr, index, rindex, strtok.  -1: not one of them. */
int cg_str_search_subr(struct dt_cg *cg, struct dt_node *call, int code);
/* cg_inet.c: inet_ntoa, inet_ntoa6, inet_ntop, link_ntop.  -1: not one. */
int cg_inet_subr(struct dt_cg *cg, struct dt_node *call, int code);

/* cg_path.c: d_path(struct path *), walked through dentries and mounts. */
int cg_d_path(struct dt_cg *cg, struct dt_node *call);
/* cwd / root: the current task's working or root directory ("pwd" or
 * "root" of its struct fs_struct) as a path string. */
int cg_task_path(struct dt_cg *cg, struct dt_node *n, const char *which);
int cg_mnt_path(struct dt_cg *cg, struct dt_node *call);
/* Byte offset of member m of kernel struct s (BTF); else a compile error
 * "<what> needs s.m in the kernel's BTF" at n. */
int32_t cg_koff(struct dt_cg *cg, struct dt_node *n, const char *what, const char *s,
		const char *m);
/* A bounded loop's head, placed at label loop: leave for done once
 * stack[s_i] reaches max, else count one more (a: a scratch register). */
void cg_loop_head(struct dt_cg *cg, int loop, int a, int32_t s_i, int max, int done);
/* stack[dst] = the u64 at kernel address (stack[src] + off); 0 if unreadable */
void cg_kread_slot(struct dt_cg *cg, int32_t dst, int32_t src, int32_t off);
/* A path built right to left in the buffer at stack[s_buf], its start at
 * stack[s_pos] (strsize - 1 when empty).  prepend: "/" and the a bytes
 * (a: a register in [0, strsize - 1]; kept at stack[s_len]) at kernel
 * address stack[s_src] go in front, or, when they do not fit, a jump to
 * done.  finish: "/" when nothing was put there, then the path is copied
 * to the start of dst (a register: a strsize buffer).  a, b: scratch. */
void cg_path_prepend(struct dt_cg *cg, int a, int b, int32_t s_buf, int32_t s_pos,
		     int32_t s_len, int32_t s_src, int done);
void cg_path_finish(struct dt_cg *cg, int a, int b, int dst, int32_t s_buf, int32_t s_pos);

/* cg_cgroup.c: the current task's cgroup (v2) and pid namespace:
 * cgroup, cgroup_path, zonename, nspid, nstid (code: DT_BV_*). */
int cg_cgroup_builtin(struct dt_cg *cg, struct dt_node *n, int code);
/* -x cgroup=PATH: a program's prologue leaves (returns 0) unless the
 * current task is in that cgroup or below it.  Nothing without the option. */
void cg_cgroup_gate(struct dt_cg *cg);

/* disasm.c */
void dt_disasm(FILE *out, const struct bpf_insn *insns, int n);
void dt_disasm_insn(char *buf, size_t len, const struct bpf_insn *insns, int i, int n);

/* cg_expr.c: read size (1, 2, 4, 8) bytes at addr (user or kernel memory)
 * into CG_SLOT_TMP, faulting with DTrace's "invalid address" on failure;
 * returns the BPF size code to load it with. */
int cg_read_to_tmp(struct dt_cg *cg, int addr, unsigned size, bool user);
/* cg_expr.c: load a signed sz (BPF_B/H/W/DW) from s+off into d, sign
 * extended, in BPF ISA v3 (no sign-extending load before kernel 6.6). */
void cg_ldx_signed(struct dt_cg *cg, int sz, int d, int s, int16_t off);

#endif
