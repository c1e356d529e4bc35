1
exit 1
exit 1
-- @@stderr --
dtrace: failed to compile script xlate-member.d: line 3: translator member lacking is not available on this kernel: no_such_member_in_any_kernel is not a member of struct task_struct
dtrace: failed to compile script xlate-whole.d: line 4: translator member lacking is not available on this kernel: no_such_member_in_any_kernel is not a member of struct task_struct
