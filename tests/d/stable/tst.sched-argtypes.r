compiled
args[0]: lwpsinfo_t *
args[1]: psinfo_t *
args[2]: pri_t
