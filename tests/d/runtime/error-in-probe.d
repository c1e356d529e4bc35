/* dtrace:::ERROR fires where the fault happens, inside the probe's firing:
 * the probe's next clause sees what ERROR did (errors), and the probe's
 * own arguments are its own again there.  In the second firing ERROR calls
 * exit(), and no clause runs after it ("no new actions") -- but END. */
#pragma D option quiet

int n, errors;

tick-10ms
/n < 2/
{
	this->before = 7;
	this->a0 = arg0;
	this->a1 = arg1;
	x = *(int *)8;
	printf("not reached\n");
}

tick-10ms
/n < 2/
{
	printf("firing %d: ERROR ran %d time(s) before this clause, this->before %d, args kept %d\n",
	    ++n, errors, this->before,
	    arg0 == this->a0 && arg1 == this->a1);
}

ERROR
{
	errors++;
}

ERROR
/errors == 2/
{
	printf("ERROR: exit\n");
	exit(3);
}

END
{
	printf("END: errors %d, firings %d\n", errors, n);
}
