main thread reads 0
second thread reads 0
main thread reads 1

