/* @@opts: -xerrtags */
/* A typedef's name may not use D's scoping operator (D_DECL_SCOPE): a
 * program's types are D's; vmlinux`name only names the kernel's. */
typedef vmlinux`pid_t kpid_t;
typedef int vmlinux`mytype;
