/* @@opts: -xerrtags */
/* A kernel type is Private/Private/Unknown: the refusal names the type. */
#pragma D option amin=Evolving/Evolving/Common

dtrace:::BEGIN
{
	trace(sizeof (struct task_struct));
}
