pending: prov -> cg: dt_cg_argv_used
pending: prov -> cg: dt_cg_emit
calls: every other call points down the pipeline
