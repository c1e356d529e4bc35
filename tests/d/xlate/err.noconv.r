-- @@stderr --
dtrace: failed to compile script tests/d/xlate/err.noconv.d: line 4: translator does not define conversion for member: pr_rssize
