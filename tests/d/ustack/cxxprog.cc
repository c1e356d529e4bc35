// A C++ call path to a known system call: main -> MyApp::Server::handle(int)
// -> MyApp::util<long>(long) -> getppid(), three times.
#include <unistd.h>

namespace MyApp {
template <typename T> __attribute__((noinline)) T util(T x) { return getppid() + x; }

class Server {
public:
	__attribute__((noinline)) int handle(int n);
};

int Server::handle(int n) { return (int)util<long>(n) + 1; }
}

int main()
{
	MyApp::Server s;
	int t = 0;
	for (int i = 0; i < 3; i++)
		t += s.handle(i);
	return t == 0;
}
