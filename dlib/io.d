/*
 * The io provider's argument types and their translators from the block
 * layer's struct request (io:::start = block_rq_issue, io:::done =
 * block_rq_complete).  Kernel types appear only in translator inputs and
 * bodies, which are resolved when a script uses them.
 */

/* open(2) flags (fileinfo_t's fi_oflags), as the Linux kernel defines
 * them on x86-64 and arm64 (octal). */
inline int O_RDONLY = 0;
inline int O_WRONLY = 01;
inline int O_RDWR = 02;
inline int O_ACCMODE = 03;
inline int O_CREAT = 0100;
inline int O_EXCL = 0200;
inline int O_NOCTTY = 0400;
inline int O_TRUNC = 01000;
inline int O_APPEND = 02000;
inline int O_NONBLOCK = 04000;
inline int O_NDELAY = 04000;
inline int O_DSYNC = 010000;
inline int O_ASYNC = 020000;
inline int O_DIRECT = 040000;
inline int O_LARGEFILE = 0100000;
inline int O_DIRECTORY = 0200000;
inline int O_NOFOLLOW = 0400000;
inline int O_NOATIME = 01000000;
inline int O_CLOEXEC = 02000000;
inline int O_SYNC = 04010000;
inline int O_RSYNC = 04010000;
inline int O_PATH = 010000000;
inline int O_TMPFILE = 020200000;

/* b_flags bits, as DTrace for Linux defines them. */
inline int B_BUSY = 0x000001;
inline int B_DONE = 0x000002;
inline int B_ERROR = 0x000004;
inline int B_PAGEIO = 0x000010;
inline int B_PHYS = 0x000020;
inline int B_READ = 0x000040;
inline int B_WRITE = 0x000100;
inline int B_ASYNC = 0x000400;

typedef struct bufinfo {
	int b_flags;		/* B_READ or B_WRITE, ... */
	size_t b_bcount;	/* bytes */
	caddr_t b_addr;		/* the request's first bio */
	uint64_t b_lblkno;	/* block number on the device */
	uint64_t b_blkno;	/* the same (no logical mapping here) */
	size_t b_resid;		/* bytes not transferred */
	size_t b_bufsize;	/* size of the buffer */
	caddr_t b_iodone;	/* completion routine */
	int b_error;		/* error (0 before completion) */
	dev_t b_edev;		/* device number, as the kernel encodes it */
} bufinfo_t;

typedef struct devinfo {
	int dev_major;
	int dev_minor;
	int dev_instance;
	string dev_name;	/* the driver: "virtio_blk", "sd", "brd" */
	string dev_statname;	/* as iostat names it: "vda", "sda1" */
	string dev_pathname;	/* "/dev/vda", "/dev/sda1" */
} devinfo_t;

/*
 * The Guide's dev_name is the name of the driver managing the device: the
 * driver bound to the disk's parent device (virtio_blk, sd, nvme), else the
 * module of its block operations (brd, zram, loop), else -- a built-in
 * driver of a disk without a parent -- the disk's own name.
 */
inline string _disk_driver[struct gendisk *D] =
    D->part0->bd_device.parent && D->part0->bd_device.parent->driver ?
    stringof(D->part0->bd_device.parent->driver->name) :
    D->fops->owner ? stringof(D->fops->owner->name) : stringof(D->disk_name);

typedef struct fileinfo {
	string fi_name;
	string fi_dirname;
	string fi_pathname;
	long long fi_offset;	/* DTrace's offset_t */
	string fi_fs;
	string fi_mount;
	int fi_oflags;
} fileinfo_t;

/* REQ_OP_* is the low byte of cmd_flags; REQ_OP_READ is 0 and every
 * other data-carrying operation writes.  B_ASYNC: the I/O nobody waits
 * for, as the kernel's op_is_sync() tells it: a write without REQ_SYNC,
 * REQ_FUA or REQ_PREFLUSH (writeback's). */
inline int _b_flags[unsigned int F] = ((F & 0xff) == 0 ? B_READ : B_WRITE) |
    ((F & 0xff) == 0 || F & (1 << __REQ_SYNC | 1 << __REQ_FUA | 1 << __REQ_PREFLUSH) ?
    0 : B_ASYNC);

translator bufinfo_t < struct request *R > {
	b_flags = _b_flags[R->cmd_flags];
	b_bcount = R->__data_len;
	b_addr = (caddr_t)R->bio;
	b_lblkno = R->__sector;
	b_blkno = R->__sector;
	b_resid = 0;
	b_bufsize = R->__data_len;
	b_iodone = (caddr_t)R->end_io;
	b_error = 0;
	b_edev = R->part ? R->part->bd_dev : 0;
};

translator devinfo_t < struct request *R > {
	dev_major = R->q->disk ? R->q->disk->major : 0;
	dev_minor = R->part ? R->part->bd_dev & 0xfffff : 0;
	dev_instance = R->q->disk ? R->q->disk->first_minor : 0;
	dev_name = R->q->disk ? _disk_driver[R->q->disk] : "<none>";
	/* the partition's own name (sda1, nvme0n1p1), as /proc/diskstats */
	dev_statname = R->part ? stringof(R->part->bd_device.kobj.name) :
	    R->q->disk ? stringof(R->q->disk->disk_name) : "<none>";
	dev_pathname = R->part ? strjoin("/dev/", stringof(R->part->bd_device.kobj.name)) :
	    R->q->disk ? strjoin("/dev/", stringof(R->q->disk->disk_name)) : "<none>";
};

/* A request carries no file: DTrace reports "<none>" then. */
translator fileinfo_t < struct request *R > {
	fi_name = "<none>";
	fi_dirname = "<none>";
	fi_pathname = "<none>";
	fi_offset = 0;
	fi_fs = "<none>";
	fi_mount = "<none>";
	fi_oflags = 0;
};

/*
 * A struct bio (io:::wait-start and wait-done: submit_bio_wait's), as the
 * request translators above.  bi_bdev is 5.12's: on older kernels (5.10's
 * bi_disk) a script reading b_edev or devinfo_t is refused at compile
 * time, naming the member.
 */
translator bufinfo_t < struct bio *B > {
	b_flags = _b_flags[B->bi_opf];
	b_bcount = B->bi_iter.bi_size;
	b_addr = (caddr_t)B;
	b_lblkno = B->bi_iter.bi_sector;
	b_blkno = B->bi_iter.bi_sector;
	b_resid = 0;
	b_bufsize = B->bi_iter.bi_size;
	b_iodone = (caddr_t)B->bi_end_io;
	b_error = B->bi_status;
	b_edev = B->bi_bdev ? B->bi_bdev->bd_dev : 0;
};

translator devinfo_t < struct bio *B > {
	dev_major = B->bi_bdev ? B->bi_bdev->bd_disk->major : 0;
	dev_minor = B->bi_bdev ? B->bi_bdev->bd_dev & 0xfffff : 0;
	dev_instance = B->bi_bdev ? B->bi_bdev->bd_disk->first_minor : 0;
	dev_name = B->bi_bdev ? _disk_driver[B->bi_bdev->bd_disk] : "<none>";
	dev_statname = B->bi_bdev ? stringof(B->bi_bdev->bd_device.kobj.name) : "<none>";
	dev_pathname = B->bi_bdev ? strjoin("/dev/", stringof(B->bi_bdev->bd_device.kobj.name)) :
	    "<none>";
};

translator fileinfo_t < struct bio *B > {
	fi_name = "<none>";
	fi_dirname = "<none>";
	fi_pathname = "<none>";
	fi_offset = 0;
	fi_fs = "<none>";
	fi_mount = "<none>";
	fi_oflags = 0;
};

/*
 * An open file (struct file) as fileinfo_t: the files of fds[] below.  No
 * file gives "<none>" and an offset of -1, as the guide's io chapter
 * describes.  The name is the dentry's (the basename of the path name);
 * fi_fs is the file system type's name ("ext4", "proc"); fi_oflags the
 * open(2) flags the file was opened with (f_flags); fi_mount where its
 * file system is mounted.
 */
translator fileinfo_t < struct file *F > {
	fi_name = F == NULL ? "<none>" : stringof(F->f_path.dentry->d_name.name);
	fi_dirname = F == NULL ? "<none>" : dirname(d_path(&F->f_path));
	fi_pathname = F == NULL ? "<none>" : d_path(&F->f_path);
	fi_offset = F == NULL ? -1 : F->f_pos;
	fi_fs = F == NULL ? "<none>" : stringof(F->f_path.mnt->mnt_sb->s_type->name);
	fi_mount = F == NULL ? "<none>" : _mntpath(F->f_path.mnt);
	fi_oflags = F == NULL ? 0 : F->f_flags;
};

/* fds[fd]: the current process's open file fd, as the guide's D library
 * defines it (fds[arg0].fi_pathname in a syscall::read:entry clause). */
inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (
    fd >= 0 && fd < curthread->files->fdt->max_fds ?
    curthread->files->fdt->fd[fd] : NULL);
