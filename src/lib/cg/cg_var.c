/*
 * D variables: global scalars (DT_MAP_GLOBALS at per-variable offsets),
 * clause-locals this-> (scratch), thread-locals self-> (DT_MAP_TLS keyed by
 * (pid_tgid, var id)) and associative arrays (DT_MAP_ASSOC keyed by
 * (var id, key tuple)).  Integers are stored as normalised 64-bit words,
 * strings as strsize buffers, structs, unions and arrays as their bytes
 * (their value in a register is their address: see cg_sou.c).  For dynamic
 * variables (self->, assocs) a missing entry reads as 0 / NULL / zeroed
 * memory and storing 0 deletes the entry.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"

static struct dt_type *var_type(struct dt_node *n)
{
	if (n->ident && n->ident->type && n->kind != N_INDEX)
		return n->ident->type;
	return n->type;
}

/* ------------------------------------------------------------ globals */

static int32_t global_off(struct dt_cg *cg, struct dt_node *n)
{
	struct cg_sess *ss = cg->sess;
	int id = n->ident->id;
	if (id < 0)
		cg_error(cg, n, "variable %s has no id", n->ident->name);
	if (id >= ss->ngvar) {
		ss->gvar_off = dt_realloc(ss->gvar_off, sizeof(uint32_t) * (size_t)(id + 1));
		for (int i = ss->ngvar; i <= id; i++)
			ss->gvar_off[i] = UINT32_MAX;
		ss->ngvar = id + 1;
	}
	if (ss->gvar_off[id] == UINT32_MAX) {
		uint32_t size = cg_type_size(cg, var_type(n));
		ss->gvar_off[id] = cg->out->globals_size;
		cg->out->globals_size += (size + 7) & ~7u;
	}
	/* offsets past a load's 16 bits are added to the address first */
	if (ss->gvar_off[id] > (uint32_t)INT32_MAX - 8)
		cg_error(cg, n, "global variables take more than 2 GiB");
	cg->need_globals = true;
	return (int32_t)ss->gvar_off[id];
}

/* ------------------------------------------------------------ this-> */

static int32_t this_off(struct dt_cg *cg, struct dt_node *n)
{
	for (int i = 0; i < cg->nthisv; i++)
		if (cg->thisv[i].id == n->ident)
			return (int32_t)cg->thisv[i].off;
	cg->thisv = dt_realloc(cg->thisv, sizeof(*cg->thisv) * (size_t)(cg->nthisv + 1));
	uint32_t size = cg_type_size(cg, var_type(n));
	cg->thisv[cg->nthisv].id = n->ident;
	cg->thisv[cg->nthisv].off = cg->this_size;
	cg->nthisv++;
	cg->this_size += (size + 7) & ~7u;
	return (int32_t)(cg->this_size - ((size + 7) & ~7u));
}

/* ------------------------------------------------------------ dynamic */

/* The current thread's identity at CG_SLOT_TLSKEY: its pid_tgid, or for
 * the idle tasks (pid 0, one per CPU, where tick and profile probes often
 * fire) a value no thread has, per CPU: each is a thread of its own. */
static void thread_id(struct dt_cg *cg)
{
	int lok = cg_label_new(cg);

	cg_call_begin(cg);
	cg_call_end(cg, BPF_FUNC_get_current_pid_tgid, false);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, CG_SLOT_TLSKEY));
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), lok);
	cg_call_begin(cg);
	cg_call_end(cg, BPF_FUNC_get_smp_processor_id, false);
	cg_emit(cg, ALU64_IMM(BPF_XOR, BPF_REG_0, -1));	/* ~cpu: tgid 0xffffffff */
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, CG_SLOT_TLSKEY));
	cg_label_place(cg, lok);
}

static void tls_key(struct dt_cg *cg, struct dt_node *n)
{
	thread_id(cg);
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TLSKEY + 8, n->ident ? n->ident->id : 0));
}

/* Set up the key of a dynamic variable; returns the map and sets *keyreg
 * handling (stack key for TLS, scratch key for assocs). */
static enum dt_map_id dyn_key(struct dt_cg *cg, struct dt_node *n)
{
	if (n->kind == N_SELF) {
		tls_key(cg, n);
		return DT_MAP_TLS;
	}
	if (n->kind == N_INDEX && n->a->kind == N_SELF && n->a->ident) {
		/* self->a[keys]: an assoc keyed by (1 << 32 | tls id, pid_tgid, keys) */
		thread_id(cg);
		cg_key_build_tls(cg, (1ULL << 32) | (uint64_t)n->a->ident->id, n->a->ident,
				 n->list, cg->out->assoc_keysize, NULL, NULL);
		return DT_MAP_ASSOC;
	}
	if (n->kind == N_INDEX && n->a->kind == N_IDENT && n->a->ident) {
		cg_assoc_key_build(cg, n->a->ident, n->list);
		return DT_MAP_ASSOC;
	}
	cg_error(cg, n, "unsupported dynamic variable");
}

static void key_arg(struct dt_cg *cg, enum dt_map_id map)
{
	if (map == DT_MAP_TLS) {
		cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_10));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_TLSKEY));
	} else {
		cg_key_addr(cg, BPF_REG_2);
	}
}

static int dyn_load(struct dt_cg *cg, struct dt_node *n)
{
	enum dt_map_id map = dyn_key(cg, n);
	bool s = cg_is_strval(n->type), a = cg_is_byaddr(n->type);

	cg_call_begin(cg);
	cg_ldmap(cg, BPF_REG_1, map);
	key_arg(cg, map);
	int r = cg_call_end(cg, BPF_FUNC_map_lookup_elem, true);
	int lnull = cg_label_new(cg), lend = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, r, 0, 0), lnull);
	if (!s && !a)
		cg_emit(cg, LDX_MEM(BPF_DW, r, r, 0));
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lnull);
	if (s) {
		/* a string never stored (or NULL stored: deleted) is NULL */
		cg_emit(cg, MOV64_IMM(r, 0));
	} else if (a) {
		/* a missing struct reads as zeroes */
		cg_region_need(cg, CG_R_ZERO, cg_type_size(cg, n->type));
		cg_scratch_addr(cg, r, CG_R_ZERO, 0);
	} else {
		cg_emit(cg, MOV64_IMM(r, 0));
	}
	cg_label_place(cg, lend);
	return r;
}

/* helper(map, the key in place): a lookup or a delete */
static int dyn_keycall(struct dt_cg *cg, enum dt_map_id map, int helper, bool want_result)
{
	cg_call_begin(cg);
	cg_ldmap(cg, BPF_REG_1, map);
	key_arg(cg, map);
	return cg_call_end(cg, helper, want_result);
}

/* r0 = map_update_elem(map, the key in place, &scratch[region], flags) */
static void dyn_update(struct dt_cg *cg, enum dt_map_id map, enum cg_region region,
		       int32_t flags)
{
	cg_call_begin(cg);
	cg_ldmap(cg, BPF_REG_1, map);
	key_arg(cg, map);
	cg_scratch_addr(cg, BPF_REG_3, region, 0);
	cg_emit(cg, MOV64_IMM(BPF_REG_4, flags));
	cg_call_end(cg, BPF_FUNC_map_update_elem, false);
}

/* No room for a dynamic variable: a dynamic variable drop, and the rest
 * of the clause is abandoned (what it would record depends on the store
 * that failed), as Oracle's DTrace does; later clauses still run. */
static void dyn_drop(struct dt_cg *cg)
{
	cg_count_drop(cg, DT_DROP_DYNAMIC, BPF_REG_0);
	cg_jump(cg, JA(0), cg->lbl_clause_end);
}

/* Insert the value in CG_R_VAL under the key in place. */
static void dyn_insert(struct dt_cg *cg, enum dt_map_id map)
{
	int lok = cg_label_new(cg);

	dyn_update(cg, map, CG_R_VAL, BPF_ANY);
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), lok);
	dyn_drop(cg);
	cg_label_place(cg, lok);
}

static void dyn_store(struct dt_cg *cg, struct dt_node *n, int val)
{
	bool s = cg_is_strval(n->type);
	int ldel = cg_label_new(cg), lend = cg_label_new(cg);

	if (s) {
		/* `s[k] = 0`: a NULL string deletes the element like any 0 */
		int lcopy = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JNE, val, 0, 0), lcopy);
		dyn_keycall(cg, dyn_key(cg, n), BPF_FUNC_map_delete_elem, false);
		cg_jump(cg, JA(0), lend);
		cg_label_place(cg, lcopy);
		int dst = cg_reg_alloc(cg);
		cg_scratch_addr(cg, dst, CG_R_VAL, 0);
		cg_str_copy(cg, dst, val, false);
		cg_reg_free(cg, dst);
	} else {
		cg_scratch_st(cg, BPF_DW, CG_R_VAL, 0, val);
	}
	enum dt_map_id map = dyn_key(cg, n);
	if (!s) {
		cg_jump(cg, JMP_IMM(BPF_JEQ, val, 0, 0), ldel);
		/* An existing variable is overwritten in place: a lookup costs
		 * far less than an update, which replaces the whole element. */
		int lnew = cg_label_new(cg);
		dyn_keycall(cg, map, BPF_FUNC_map_lookup_elem, false);
		cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), lnew);
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_0, val, 0));
		cg_jump(cg, JA(0), lend);
		cg_label_place(cg, lnew);
	}
	dyn_insert(cg, map);
	if (!s) {
		cg_jump(cg, JA(0), lend);
		cg_label_place(cg, ldel);
		dyn_keycall(cg, map, BPF_FUNC_map_delete_elem, false);
	}
	cg_label_place(cg, lend);
}

/* ------------------------------------------------------------ read-modify-write */

bool cg_dyn_rmw_ok(const struct dt_node *lv)
{
	return (lv->kind == N_SELF || lv->kind == N_INDEX) && !cg_is_strval(lv->type) &&
	       !cg_is_byaddr(lv->type);
}

int cg_dyn_rmw_begin(struct dt_cg *cg, struct dt_node *lv)
{
	enum dt_map_id map = dyn_key(cg, lv);

	return dyn_keycall(cg, map, BPF_FUNC_map_lookup_elem, true);
}

void cg_dyn_rmw_end(struct dt_cg *cg, struct dt_node *lv, int addr, int val)
{
	enum dt_map_id map = lv->kind == N_SELF ? DT_MAP_TLS : DT_MAP_ASSOC;
	int lnew = cg_label_new(cg), ldel = cg_label_new(cg), lend = cg_label_new(cg);

	/* The common case, an element there and staying, runs straight
	 * through; its deletion and insertion run out of line. */
	cg_jump(cg, JMP_IMM(BPF_JEQ, addr, 0, 0), lnew);
	cg_jump(cg, JMP_IMM(BPF_JEQ, val, 0, 0), ldel);
	cg_emit(cg, STX_MEM(BPF_DW, addr, val, 0));
	cg_cold_begin(cg);
	cg_label_place(cg, ldel);
	dyn_keycall(cg, map, BPF_FUNC_map_delete_elem, false);
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lnew);
	cg_jump(cg, JMP_IMM(BPF_JEQ, val, 0, 0), lend);
	if (map == DT_MAP_ASSOC && cg->skey_cur) {
		/* With the key on the stack the program may have no mstate
		 * (r8): the insert (once per new element) looks it up for the
		 * value and a drop. */
		cg_mstate_to_r0(cg, lend);
		cg_scratch_st_in(cg, BPF_REG_0, BPF_DW, CG_R_VAL, 0, val);
		cg_call_begin(cg);
		cg_scratch_addr_in(cg, BPF_REG_3, BPF_REG_0, CG_R_VAL, 0);
		cg_ldmap(cg, BPF_REG_1, map);
		key_arg(cg, map);
		cg_emit(cg, MOV64_IMM(BPF_REG_4, BPF_ANY));
		cg_call_end(cg, BPF_FUNC_map_update_elem, false);
		cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), lend);
		cg_mstate_to_r0(cg, cg->lbl_clause_end);
		cg_count_drop_in(cg, DT_DROP_DYNAMIC, BPF_REG_1,
				 BPF_REG_0);
		cg_jump(cg, JA(0), cg->lbl_clause_end);
	} else {
		cg_scratch_st(cg, BPF_DW, CG_R_VAL, 0, val);
		dyn_insert(cg, map);
		cg_jump(cg, JA(0), lend);
	}
	cg_cold_end(cg);
	cg_label_place(cg, lend);
	cg_reg_free(cg, addr);
}

/* ------------------------------------------------------------ by address */

/* reg = &the variable's storage, writable: a missing dynamic variable is
 * created zero-filled first (if the map is full: a dynamic variable drop,
 * and the clause ends there). */
int cg_var_addr(struct dt_cg *cg, struct dt_node *n)
{
	int r;

	switch (n->kind) {
	case N_IDENT: {
		int32_t off = global_off(cg, n);
		r = cg_reg_alloc(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_10, CG_SLOT_GLOBALS));
		cg_emit(cg, ALU64_IMM(BPF_ADD, r, off));
		return r;
	}
	case N_THIS:
		r = cg_reg_alloc(cg);
		cg_scratch_addr(cg, r, CG_R_THIS, this_off(cg, n));
		return r;
	case N_SELF:
	case N_INDEX:
		break;
	default:
		cg_error(cg, n, "not a variable");
	}
	enum dt_map_id map = dyn_key(cg, n);
	uint32_t valsize = map == DT_MAP_TLS ? cg->out->tls_valsize : cg->out->assoc_valsize;
	int lok = cg_label_new(cg);

	r = dyn_keycall(cg, map, BPF_FUNC_map_lookup_elem, true);
	cg_jump(cg, JMP_IMM(BPF_JNE, r, 0, 0), lok);
	cg_region_need(cg, CG_R_ZERO, valsize);
	dyn_update(cg, map, CG_R_ZERO, BPF_NOEXIST);
	dyn_keycall(cg, map, BPF_FUNC_map_lookup_elem, false);
	cg_emit(cg, MOV64_REG(r, BPF_REG_0));
	cg_jump(cg, JMP_IMM(BPF_JNE, r, 0, 0), lok);
	dyn_drop(cg);
	cg_label_place(cg, lok);
	return r;
}

/* Whole-value assignment of a struct/union/array variable from the
 * memory at val; for a dynamic variable, val == 0 (`self->s = 0`) deletes
 * it, as DTrace does. */
static void var_store_byaddr(struct dt_cg *cg, struct dt_node *lv, int val)
{
	uint32_t size = (uint32_t)dt_type_size(lv->type);
	int ldel = -1, lend = cg_label_new(cg);

	if (lv->kind == N_SELF || lv->kind == N_INDEX) {
		ldel = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JEQ, val, 0, 0), ldel);
	}
	int dst = cg_var_addr(cg, lv);
	cg_sou_copy(cg, dst, val, size);
	cg_reg_free(cg, dst);
	if (ldel >= 0) {
		cg_jump(cg, JA(0), lend);
		cg_label_place(cg, ldel);
		enum dt_map_id map = dyn_key(cg, lv);
		dyn_keycall(cg, map, BPF_FUNC_map_delete_elem, false);
	}
	cg_label_place(cg, lend);
}

/* ------------------------------------------------------------ NULL strings */

/* A string variable in fixed storage (a global, this->) holding NULL is
 * marked by its first two bytes, "\0\1"; every other store clears the
 * second byte first, so an empty string never reads as the mark. */
#define STR_NULL_MARK	0x0100	/* little-endian: bytes 0x00, 0x01 */

static void str_store(struct dt_cg *cg, int dst, int val)
{
	int lcopy = cg_label_new(cg), lend = cg_label_new(cg);

	cg_jump(cg, JMP_IMM(BPF_JNE, val, 0, 0), lcopy);
	cg_emit(cg, ST_MEM(BPF_H, dst, 0, STR_NULL_MARK));
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lcopy);
	cg_emit(cg, ST_MEM(BPF_B, dst, 1, 0));
	cg_str_copy(cg, dst, val, false);
	cg_label_place(cg, lend);
}

/* r = the string at r, or NULL when it holds the mark */
static void str_load(struct dt_cg *cg, int r)
{
	int lend = cg_label_new(cg);

	cg_emit(cg, LDX_MEM(BPF_H, BPF_REG_0, r, 0));
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, STR_NULL_MARK, 0), lend);
	cg_emit(cg, MOV64_IMM(r, 0));
	cg_label_place(cg, lend);
}

/* ------------------------------------------------------------ entry */

int cg_var_load(struct dt_cg *cg, struct dt_node *n)
{
	/* strings and by-address values evaluate to their buffer */
	bool s = cg_is_strval(n->type) || cg_is_byaddr(n->type);
	int r;

	switch (n->kind) {
	case N_IDENT: {
		int32_t off = global_off(cg, n);
		r = cg_reg_alloc(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_10, CG_SLOT_GLOBALS));
		if (s || off > INT16_MAX)
			cg_emit(cg, ALU64_IMM(BPF_ADD, r, off));
		if (!s)
			cg_emit(cg, LDX_MEM(BPF_DW, r, r, off > INT16_MAX ? 0 : (int16_t)off));
		if (cg_is_strval(n->type))
			str_load(cg, r);
		return r;
	}
	case N_THIS: {
		int32_t off = this_off(cg, n);
		r = cg_reg_alloc(cg);
		if (s) {
			cg_scratch_addr(cg, r, CG_R_THIS, off);
			if (cg_is_strval(n->type))
				str_load(cg, r);
		} else
			cg_scratch_ld(cg, BPF_DW, r, CG_R_THIS, off);
		return r;
	}
	case N_SELF:
	case N_INDEX:
		return dyn_load(cg, n);
	default:
		cg_error(cg, n, "not a variable");
	}
}

void cg_var_store(struct dt_cg *cg, struct dt_node *lv, int val)
{
	bool s = cg_is_strval(lv->type);

	if (cg_is_byaddr(lv->type)) {
		var_store_byaddr(cg, lv, val);
		return;
	}

	switch (lv->kind) {
	case N_IDENT: {
		int32_t off = global_off(cg, lv);
		if (s) {
			int dst = cg_reg_alloc(cg);
			cg_emit(cg, LDX_MEM(BPF_DW, dst, BPF_REG_10, CG_SLOT_GLOBALS));
			cg_emit(cg, ALU64_IMM(BPF_ADD, dst, off));
			str_store(cg, dst, val);
			cg_reg_free(cg, dst);
		} else {
			cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, CG_SLOT_GLOBALS));
			if (off > INT16_MAX)
				cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_0, off));
			cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_0, val,
					    off > INT16_MAX ? 0 : (int16_t)off));
		}
		return;
	}
	case N_THIS: {
		int32_t off = this_off(cg, lv);
		if (s) {
			int dst = cg_reg_alloc(cg);
			cg_scratch_addr(cg, dst, CG_R_THIS, off);
			str_store(cg, dst, val);
			cg_reg_free(cg, dst);
		} else {
			cg_scratch_st(cg, BPF_DW, CG_R_THIS, off, val);
		}
		return;
	}
	case N_SELF:
	case N_INDEX:
		dyn_store(cg, lv, val);
		return;
	default:
		cg_error(cg, lv, "not a variable");
	}
}
