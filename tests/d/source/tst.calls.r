pending: cg -> api: dtrace_errmsg
pending: output -> runtime: dt_agg_desc
pending: output -> runtime: dt_agg_grow_ids
pending: output -> runtime: dt_agg_normal
pending: output -> runtime: dt_agg_snapshot
pending: prov -> api: dtrace_set_target
pending: prov -> cg: dt_cg_argv_used
pending: prov -> cg: dt_cg_emit
pending: runtime -> api: dtrace_errmsg
pending: runtime -> cg: dt_spec_nspec
calls: every other call points down the pipeline
