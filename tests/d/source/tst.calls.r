pending: cg -> api: dtrace_errmsg
pending: prov -> api: dtrace_set_target
pending: prov -> cg: dt_cg_argv_used
pending: prov -> cg: dt_cg_emit
pending: runtime -> api: dtrace_errmsg
pending: runtime -> cg: dt_spec_nspec
calls: every other call points down the pipeline
