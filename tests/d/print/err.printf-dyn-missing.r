-- @@stderr --
dtrace: failed to compile script tests/d/print/err.printf-dyn-missing.d: [D_PRINTF_DYN_PROTO] line 5: printf( ) prototype mismatch: conversion #1 (%d) is missing a corresponding "*" argument
