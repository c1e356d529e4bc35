/* The provider of app.c, for the tests that build it with dtrace -h/-G. */
provider myapp {
	probe req__start(char *, int);
	probe req__done(int, int);
	probe idle();
	probe state(int, int, int);
};
