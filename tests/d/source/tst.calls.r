pending: cg -> api: dtrace_errmsg
pending: prov -> api: dtrace_set_target
pending: prov -> cg: dt_cg_argv_used
pending: prov -> cg: dt_cg_emit
pending: runtime -> api: dtrace_errmsg
calls: every other call points down the pipeline
