struct big { int a; int b; char pad[40]; int z; };
BEGIN
{
	this->p = (struct big *)alloca(sizeof(struct big));
	this->p->a = 1; this->p->b = 2; this->p->z = 26;
	print(this->p);
	exit(0);
}
