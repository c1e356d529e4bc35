/* char pointers that are not D strings are copied before string work. */
#pragma D option quiet
BEGIN {
	this->p = (char *)curthread->comm;
	printf("%s|%d|%s|%s|%d|%s\n", strjoin(this->p, "!"), strlen(this->p), toupper(this->p), strtok(this->p, "r"), index(this->p, "ace"), strstr(this->p, "tr"));
	exit(0);
}
