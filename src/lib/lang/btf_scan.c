/*
 * One kernel function's BTF id, found by streaming the raw vmlinux BTF
 * through a small buffer instead of loading it: the fbt provider asks
 * for one id (to try an fentry program) when it lists its probes, and
 * `dtrace -l` prints no type.  libbpf's btf__parse would read the whole
 * 5 MiB file into memory and index it, and btf.c would then build its
 * name indexes: most of a listing's time and memory.  The same for one
 * member's offset in a struct (the syscall dispatch's compat test).
 */
#include <fcntl.h>
#include <stdint.h>
#include <sys/mman.h>
#include <string.h>
#include <unistd.h>

#include <linux/btf.h>

#include "lang/btf.h"

#define VMLINUX_BTF "/sys/kernel/btf/vmlinux"
#define CHUNK 65536

struct stream {
	int fd;
	uint64_t base;		/* file offset of buf[0] */
	size_t len;		/* bytes in buf */
	unsigned char buf[CHUNK];
};

/* buf holds [off, off + n) of the file afterwards, or false. */
static bool window(struct stream *s, uint64_t off, size_t n)
{
	if (off >= s->base && off + n <= s->base + s->len)
		return true;
	/* sysfs gives at most a page a read */
	size_t got = 0;
	while (got < CHUNK) {
		ssize_t r = pread(s->fd, s->buf + got, CHUNK - got, (off_t)(off + got));
		if (r <= 0)
			break;
		got += (size_t)r;
	}
	s->base = off;
	s->len = got;
	return got >= n;
}

/* The size of the data after a type's struct btf_type; -1 for a kind this
 * reader does not know (a newer BTF: the caller falls back to libbpf). */
static long extra_size(uint32_t info)
{
	uint32_t kind = BTF_INFO_KIND(info), vlen = BTF_INFO_VLEN(info);

	switch (kind) {
	case BTF_KIND_INT: case BTF_KIND_VAR: case BTF_KIND_DECL_TAG:
		return 4;
	case BTF_KIND_PTR: case BTF_KIND_FWD: case BTF_KIND_TYPEDEF: case BTF_KIND_VOLATILE:
	case BTF_KIND_CONST: case BTF_KIND_RESTRICT: case BTF_KIND_FUNC: case BTF_KIND_FLOAT:
	case BTF_KIND_TYPE_TAG:
		return 0;
	case BTF_KIND_ARRAY:
		return (long)sizeof(struct btf_array);
	case BTF_KIND_STRUCT: case BTF_KIND_UNION:
		return (long)(vlen * sizeof(struct btf_member));
	case BTF_KIND_ENUM:
		return (long)(vlen * sizeof(struct btf_enum));
	case BTF_KIND_FUNC_PROTO:
		return (long)(vlen * sizeof(struct btf_param));
	case BTF_KIND_DATASEC:
		return (long)(vlen * sizeof(struct btf_var_secinfo));
	case BTF_KIND_ENUM64:
		return (long)(vlen * sizeof(struct btf_enum64));
	default:
		return -1;
	}
}

/* The offset of string name in the string section [start, start + len),
 * or -1. */
static long string_offset(struct stream *s, uint64_t start, uint32_t len, const char *name)
{
	char pat[128];
	size_t n = strlen(name);

	if (n + 2 > sizeof(pat))
		return -1;
	pat[0] = '\0';
	memcpy(pat + 1, name, n + 1);	/* "\0name\0": a whole string */
	for (uint64_t off = 0; off < len; off += CHUNK - (n + 2)) {
		size_t want = len - off < CHUNK ? len - off : CHUNK;
		if (!window(s, start + off, want))
			return -1;
		const unsigned char *at = s->buf + (start + off - s->base);
		const unsigned char *hit = memmem(at, want, pat, n + 2);
		if (hit)
			return (long)(off + (uint64_t)(hit - at) + 1);
		if (want < CHUNK)
			break;
	}
	return -1;
}

/* The stream over the kernel's BTF with its header read, or NULL.  Its
 * buffer is mapped for the scan and unmapped after (stream_close): a scan
 * at compile time adds nothing resident to the session that follows. */
static struct stream *stream_open(struct btf_header *hdr)
{
	struct stream *s = mmap(NULL, sizeof(*s), PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (s == MAP_FAILED)
		return NULL;
	s->fd = open(VMLINUX_BTF, O_RDONLY | O_CLOEXEC);
	s->base = s->len = 0;
	if (s->fd < 0 || pread(s->fd, hdr, sizeof(*hdr), 0) != (ssize_t)sizeof(*hdr) ||
	    hdr->magic != BTF_MAGIC) {
		if (s->fd >= 0)
			close(s->fd);
		munmap(s, sizeof(*s));
		return NULL;
	}
	return s;
}

static void stream_close(struct stream *s)
{
	close(s->fd);
	munmap(s, sizeof(*s));
}

int dt_btf_scan_func_id(const char *name)
{
	struct btf_header hdr;
	int id = -1;
	struct stream *s = stream_open(&hdr);

	if (!s)
		return -1;
	long name_off = string_offset(s, hdr.hdr_len + (uint64_t)hdr.str_off, hdr.str_len, name);
	if (name_off < 0)
		goto out;
	uint64_t off = hdr.hdr_len + (uint64_t)hdr.type_off, end = off + hdr.type_len;
	for (int i = 1; off < end; i++) {
		struct btf_type t;
		if (!window(s, off, sizeof(t)))
			break;
		memcpy(&t, s->buf + (off - s->base), sizeof(t));
		long extra = extra_size(t.info);
		if (extra < 0) {
			id = -2;
			break;
		}
		if (BTF_INFO_KIND(t.info) == BTF_KIND_FUNC && t.name_off == (uint32_t)name_off) {
			id = i;
			break;
		}
		off += sizeof(t) + (uint64_t)extra;
	}
out:
	stream_close(s);
	return id == -2 ? dt_btf_func_id(name) : id;
}

/* The byte offset of member `member` of struct `sou`, -1 when either is
 * not there (or the member is a bitfield). */
int dt_btf_scan_member_offset(const char *sou, const char *member)
{
	struct btf_header hdr;
	int found = -1;
	struct stream *s = stream_open(&hdr);

	if (!s)
		return -1;
	uint64_t str = hdr.hdr_len + (uint64_t)hdr.str_off;
	long sou_off = string_offset(s, str, hdr.str_len, sou);
	long mem_off = sou_off < 0 ? -1 : string_offset(s, str, hdr.str_len, member);
	if (mem_off < 0)
		goto out;
	uint64_t off = hdr.hdr_len + (uint64_t)hdr.type_off, end = off + hdr.type_len;
	while (off < end) {
		struct btf_type t;
		if (!window(s, off, sizeof(t)))
			break;
		memcpy(&t, s->buf + (off - s->base), sizeof(t));
		long extra = extra_size(t.info);
		if (extra < 0)
			break;
		off += sizeof(t);
		if (BTF_INFO_KIND(t.info) == BTF_KIND_STRUCT && t.name_off == (uint32_t)sou_off) {
			for (uint32_t i = 0; i < BTF_INFO_VLEN(t.info); i++) {
				struct btf_member m;
				uint64_t at = off + i * sizeof(m);
				if (!window(s, at, sizeof(m)))
					goto out;
				memcpy(&m, s->buf + (at - s->base), sizeof(m));
				if (m.name_off != (uint32_t)mem_off)
					continue;
				uint32_t bits = BTF_INFO_KFLAG(t.info) ? BTF_MEMBER_BIT_OFFSET(m.offset)
								       : m.offset;
				bool bitfield = BTF_INFO_KFLAG(t.info) &&
						BTF_MEMBER_BITFIELD_SIZE(m.offset) != 0;
				if (!bitfield && bits % 8 == 0)
					found = (int)(bits / 8);
				goto out;
			}
		}
		off += (uint64_t)extra;
	}
out:
	stream_close(s);
	return found;
}

int dt_btf_task_comm_offset(void)
{
	static int off = -2;
	if (off == -2) {
		off = dt_btf_scan_member_offset("task_struct", "comm");
		if (off > INT16_MAX - 8)	/* its second word's load too */
			off = -1;
	}
	return off;
}
