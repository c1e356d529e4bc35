-- @@stderr --
dtrace: failed to compile script tests/d/print/err.printf-missing-arg.d: [D_PRINTF_ARG_PROTO] line 5: printf( ) prototype mismatch: conversion #2 (%s) is missing a corresponding value argument
