# DTrace for Linux on eBPF.  GNU make.
CC      ?= cc
BUILD   ?= build
CSTD     = -std=c11 -D_GNU_SOURCE
WARN     = -Wall -Wextra -Werror -Wno-unused-parameter -Wno-missing-field-initializers
OPT     ?= -O2 -g
PKGS     = libbpf libelf libdw zlib
PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   := $(shell pkg-config --libs $(PKGS) 2>/dev/null || echo -lbpf -lelf -ldw -lz)
CFLAGS  += $(CSTD) $(WARN) $(OPT) -Iinclude -Isrc/lib $(PKG_CFLAGS) $(EXTRA_CFLAGS)
LDLIBS  += $(PKG_LIBS) -lm $(EXTRA_LDFLAGS)

# src/lib/<stage>/*.c: one folder per pipeline stage (docs/design.md).
LIB_SRC  := $(sort $(wildcard src/lib/*/*.c))
LIB_OBJ  := $(LIB_SRC:src/lib/%.c=$(BUILD)/obj/%.o)
UNIT_SRC := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/unit/%)

.PHONY: all clean test test-vm asan fuzz bench install
all: $(BUILD)/dtrace $(UNIT_BIN)

# -MMD -MP: each object depends on exactly the headers it includes.
$(BUILD)/obj/%.o: src/lib/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/libdtrace.a: $(LIB_OBJ)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/dtrace: src/cmd/dtrace.c $(BUILD)/libdtrace.a
	$(CC) $(CFLAGS) -MMD -MP -MF $(BUILD)/dtrace.d -o $@ $< $(BUILD)/libdtrace.a $(LDLIBS)

$(BUILD)/unit/%: tests/unit/%.c $(BUILD)/libdtrace.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -MMD -MP -MF $@.d -o $@ $< $(BUILD)/libdtrace.a $(LDLIBS)

-include $(LIB_OBJ:.o=.d) $(BUILD)/dtrace.d $(UNIT_BIN:=.d)

test: all
	tests/run

# The whole suite in a guest booted from each Debian kernel family we
# support (tests/vm/run): run it before you stop; CI runs only
# tests/vm/subset there.  One guest after another; every kernel runs even
# when one fails, and the target fails if any did.
VM_KERNELS = 5.10 6.1 6.1-rt 6.12 7.2
test-vm: all
	@rc=0; for k in $(VM_KERNELS); do echo "== guest: Debian kernel $$k =="; \
		tests/vm/run --kernel $$k tests/run || rc=1; done; exit $$rc

# The D library goes where the installed binary looks first: ../lib/dtrace.
PREFIX  ?= /usr/local
install: all
	install -D -m 755 $(BUILD)/dtrace $(DESTDIR)$(PREFIX)/sbin/dtrace
	install -d $(DESTDIR)$(PREFIX)/lib/dtrace
	install -m 644 dlib/*.d $(DESTDIR)$(PREFIX)/lib/dtrace/

# ASan+UBSan build in its own directory; `make asan test-asan` runs the suite with it.
asan:
	$(MAKE) BUILD=build-asan OPT="-O1 -g -fno-omit-frame-pointer" \
	  EXTRA_CFLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined" \
	  EXTRA_LDFLAGS="-fsanitize=address,undefined"

# libFuzzer targets: the parser alone, and the whole compiler (clang only).
fuzz:
	$(MAKE) BUILD=build-fuzz CC=clang OPT="-O1 -g" \
	  EXTRA_CFLAGS="-fsanitize=fuzzer-no-link,address,undefined" \
	  EXTRA_LDFLAGS="-fsanitize=address,undefined" build-fuzz/libdtrace.a
	clang $(CSTD) -O1 -g -Iinclude -Isrc/lib -fsanitize=fuzzer,address,undefined \
	  -o build-fuzz/fuzz_parse fuzz/fuzz_parse.c build-fuzz/libdtrace.a $(PKG_LIBS) -lm
	clang $(CSTD) -O1 -g -Iinclude -Isrc/lib -fsanitize=fuzzer,address,undefined \
	  -o build-fuzz/fuzz_compile fuzz/fuzz_compile.c build-fuzz/libdtrace.a $(PKG_LIBS) -lm

bench: all
	BUILD=$(BUILD) bench/run

clean:
	rm -rf build build-asan build-fuzz
