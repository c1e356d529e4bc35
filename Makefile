# DTrace for Linux on eBPF.  GNU make.
# The package's version (dtrace --version, -V; debian/changelog agrees).
VERSION  = 2.0.0
# ARCH: the machine the build runs on (x86_64 or arm64), the host's by
# default.  `make ARCH=arm64` on an x86-64 host cross-builds into
# build-arm64 with aarch64-linux-gnu-gcc against Debian's multiarch arm64
# libbpf/libelf/zlib (scripts/setup --arm64 installs them).
HOST_ARCH := $(patsubst aarch64,arm64,$(shell uname -m))
ARCH    ?= $(HOST_ARCH)
ifneq ($(ARCH),$(HOST_ARCH))
ifeq ($(ARCH),arm64)
CROSS   ?= aarch64-linux-gnu-
MULTIARCH = aarch64-linux-gnu
else ifeq ($(ARCH),x86_64)
CROSS   ?= x86_64-linux-gnu-
MULTIARCH = x86_64-linux-gnu
else
$(error ARCH=$(ARCH): x86_64 or arm64)
endif
BUILD   ?= build-$(ARCH)
ifeq ($(origin CC),default)
CC       = $(CROSS)gcc
endif
AR       = $(CROSS)ar
PKG_CONFIG = PKG_CONFIG_LIBDIR=/usr/lib/$(MULTIARCH)/pkgconfig:/usr/share/pkgconfig pkg-config
endif
ifeq ($(origin CC),default)
CC       = cc
endif
BUILD   ?= build
PKG_CONFIG ?= pkg-config
CSTD     = -std=c11 -D_GNU_SOURCE
WARN     = -Wall -Wextra -Werror -Wno-unused-parameter -Wno-missing-field-initializers
OPT     ?= -O2 -g
PKGS     = libbpf libelf zlib
# Headers only, the libraries dlopen()ed when first used, not linked:
# libdw (src/lib/prov/libdw.h) and x86-64's instruction lengths
# (src/lib/arch/x86_64/insn.c)
PKGS_HDR = libdw
ifeq ($(ARCH),x86_64)
PKGS_HDR += capstone
endif
PKG_CFLAGS := $(shell $(PKG_CONFIG) --cflags $(PKGS) $(PKGS_HDR) 2>/dev/null)
PKG_LIBS   := $(shell $(PKG_CONFIG) --libs $(PKGS) 2>/dev/null || echo -lbpf -lelf -lz)
CFLAGS  += $(CSTD) $(WARN) $(OPT) -Iinclude -Isrc/lib $(PKG_CFLAGS) $(EXTRA_CFLAGS)
LDLIBS  += $(PKG_LIBS) -lm $(EXTRA_LDFLAGS)

# src/lib/<stage>/*.c: one folder per pipeline stage (docs/design.md).
# src/lib/arch/<ARCH>/*.c: what differs between machines (arch/arch.h).
LIB_SRC  := $(sort $(wildcard src/lib/*/*.c)) $(sort $(wildcard src/lib/arch/$(ARCH)/*.c))
LIB_OBJ  := $(LIB_SRC:src/lib/%.c=$(BUILD)/obj/%.o)
UNIT_SRC := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/unit/%)

.PHONY: all clean test test-vm asan fuzz bench install uninstall tools-man
all: $(BUILD)/dtrace $(UNIT_BIN) $(BUILD)/tools/bpf-alive
ifneq ($(ARCH),$(HOST_ARCH))
# the tests' programs, for a guest of ARCH that has no compiler (testcc)
all: $(BUILD)/testprogs/.done
$(BUILD)/testprogs/.done: tests/tools/prebuild $(wildcard tests/d/*/*.sh tests/d/*/*.c)
	rm -rf $(BUILD)/testprogs
	tests/tools/prebuild "$(CC)" $(BUILD)/testprogs
	touch $@
endif

# -MMD -MP: each object depends on exactly the headers it includes.
$(BUILD)/obj/%.o: src/lib/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/libdtrace.a: $(LIB_OBJ)
	rm -f $@ && $(AR) rcs $@ $^

$(BUILD)/dtrace: src/cmd/dtrace.c $(BUILD)/libdtrace.a
	$(CC) $(CPPFLAGS) $(CFLAGS) -DDT_PKG_VERSION='"$(VERSION)"' -MMD -MP -MF $(BUILD)/dtrace.d \
	  $(LDFLAGS) -o $@ $< $(BUILD)/libdtrace.a $(LDLIBS)

$(BUILD)/unit/%: tests/unit/%.c $(BUILD)/libdtrace.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -MF $@.d $(LDFLAGS) -o $@ $< $(BUILD)/libdtrace.a $(LDLIBS)

# What tests/run counts the kernel objects a test left with (built here so
# that a cross build brings one for its guest).
$(BUILD)/tools/bpf-alive: tests/tools/bpf-alive.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $< $(LDLIBS)

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

# The toolkit's man pages, made from each script's opening comment.
TOOLS    := $(sort $(basename $(notdir $(wildcard tools/*.d))))
TOOL_MAN := $(TOOLS:%=$(BUILD)/man/dtrace-%.8)
tools-man: $(TOOL_MAN)
$(BUILD)/man/dtrace-%.8: tools/%.d tools/mkman Makefile
	@mkdir -p $(dir $@)
	tools/mkman $< $(VERSION) > $@

# make install [PREFIX=/usr/local] [DESTDIR=...] [STRIP=]: the D library
# goes where the installed binary looks first (../lib/dtrace from its
# directory), the toolkit under share/dtrace/tools with a dtrace-NAME link
# per tool in sbin.  STRIP= keeps the symbols (debian/rules: dh_strip
# strips and keeps them in the -dbgsym package).
PREFIX  ?= /usr/local
SBINDIR  = $(PREFIX)/sbin
DLIBDIR  = $(PREFIX)/lib/dtrace
TOOLDIR  = $(PREFIX)/share/dtrace/tools
MAN8DIR  = $(PREFIX)/share/man/man8
COMPDIR  = $(PREFIX)/share/bash-completion/completions
UNITDIR  = $(PREFIX)/lib/systemd/system
STRIP   ?= -s
install: all tools-man
	install -d $(DESTDIR)$(SBINDIR) $(DESTDIR)$(DLIBDIR) $(DESTDIR)$(TOOLDIR) \
	  $(DESTDIR)$(MAN8DIR) $(DESTDIR)$(COMPDIR)
	install $(STRIP) -m 755 $(BUILD)/dtrace $(DESTDIR)$(SBINDIR)/dtrace
	install -m 644 dlib/*.d $(DESTDIR)$(DLIBDIR)/
	install -m 644 tools/*.d $(DESTDIR)$(TOOLDIR)/
	install -m 755 tools/dtrace-tool $(DESTDIR)$(TOOLDIR)/dtrace-tool
	install -m 644 man/dtrace.8 man/dtrace-tool.8 $(TOOL_MAN) $(DESTDIR)$(MAN8DIR)/
	install -m 644 completion/dtrace $(DESTDIR)$(COMPDIR)/dtrace
	install -d $(DESTDIR)$(UNITDIR)
	sed 's#/usr/local/sbin/dtrace#$(SBINDIR)/dtrace#' 'dist/systemd/dtrace-metrics@.service' \
		>'$(DESTDIR)$(UNITDIR)/dtrace-metrics@.service'
	for t in tool $(TOOLS); do \
	  ln -sf ../share/dtrace/tools/dtrace-tool $(DESTDIR)$(SBINDIR)/dtrace-$$t && \
	  ln -sf dtrace $(DESTDIR)$(COMPDIR)/dtrace-$$t || exit 1; \
	done

uninstall:
	rm -f $(DESTDIR)$(SBINDIR)/dtrace $(DESTDIR)$(MAN8DIR)/dtrace.8 $(DESTDIR)$(COMPDIR)/dtrace
	rm -f '$(DESTDIR)$(UNITDIR)/dtrace-metrics@.service'
	rm -f $(addprefix $(DESTDIR)$(DLIBDIR)/,$(notdir $(wildcard dlib/*.d)))
	rm -f $(addprefix $(DESTDIR)$(TOOLDIR)/,$(notdir $(wildcard tools/*.d)) dtrace-tool)
	for t in tool $(TOOLS); do \
	  rm -f $(DESTDIR)$(SBINDIR)/dtrace-$$t $(DESTDIR)$(MAN8DIR)/dtrace-$$t.8 \
	    $(DESTDIR)$(COMPDIR)/dtrace-$$t; \
	done
	-rmdir $(DESTDIR)$(DLIBDIR) $(DESTDIR)$(TOOLDIR) $(DESTDIR)$(PREFIX)/share/dtrace 2>/dev/null

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
	rm -rf build build-asan build-fuzz build-arm64
