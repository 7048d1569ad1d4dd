"""Lock the worker process down before it runs learner code (Linux; elsewhere every function says "not here").

The worker (run as `python -I -S -B`, standard library only) loads this file from source and calls
`lock_down` once, while it is still single-threaded, then imports the learner's code. It is ctypes and
the standard library only, and avoids dataclasses and inspect: their import would cost every run ~30 ms.

Why a small ctypes module rather than a binding library: the PyPI `landlock` package (1.0.0.dev5,
2025-05, one maintainer, alpha) covers file-system rights up to ABI 5 only (no TCP rules, no scoped
signals or abstract sockets), has no seccomp, leaks its ruleset descriptor and misreads errno after a
failed call; we would still need the ABI-sized structs, seccomp and the read-path logic below.

Layers, strongest first:

* Landlock (kernel LSM, unprivileged): file-system access limited to the given
  paths, no TCP bind/connect (ABI >= 4), no signals or abstract unix sockets
  towards processes outside the sandbox (ABI >= 6).  Landlock also forbids
  ptrace of any process outside the sandbox, which covers /proc/<pid>/mem,
  /proc/<pid>/environ and /proc/<pid>/fd/*.
* seccomp: what Landlock cannot express - UDP/raw/netlink sockets, fork,
  exec (including exec of a memfd, which Landlock does not see), ptrace and
  process_vm_* as a fallback when Landlock is missing.
* prctl/capabilities/rlimits: no_new_privs (required by the two above),
  non-dumpable, every capability dropped (matters when CI runs as root), and a
  file-size limit so scratch space cannot fill the disk.

Importing this module has no side effects.  On anything but Linux on x86_64 or
aarch64 every function reports "not available" instead of failing.
"""

from __future__ import annotations

import ctypes
import errno
import os
import stat
import struct
import sys

# `signal` and `collections.abc` import enum and collections: ~8 ms of every worker's start, for three constants
# and the type hints.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence
try:
    import _signal as signal  # type: ignore[import-not-found, unused-ignore]
except ImportError:  # pragma: no cover (only CPython has it under this name)
    import signal

__all__ = [
    "Protections",
    "SandboxError",
    "landlock_abi",
    "lock_down",
    "private_scratch",
    "python_read_paths",
]


class SandboxError(OSError):
    """A protection the kernel says it supports could not be applied."""


# --------------------------------------------------------------------------
# Platform detection
# --------------------------------------------------------------------------

# Syscall numbers we issue directly.  Landlock's numbers come from the unified
# table that all architectures share for new syscalls; we still only claim the
# two architectures we have checked (and only a 64-bit interpreter, since a
# 32-bit Python on an x86_64 kernel makes i386 syscalls).
_SYS_LANDLOCK_CREATE_RULESET = 444
_SYS_LANDLOCK_ADD_RULE = 445
_SYS_LANDLOCK_RESTRICT_SELF = 446
_SYS_CAPSET = {"x86_64": 126, "aarch64": 91}


def _machine() -> str | None:
    """Return 'x86_64' or 'aarch64' when we know this process's syscall ABI, else None."""
    if not sys.platform.startswith("linux") or struct.calcsize("P") != 8:
        return None
    machine = os.uname().machine
    return machine if machine in ("x86_64", "aarch64") else None


_LIBC: list[ctypes.CDLL] = []


def _libc() -> ctypes.CDLL:
    # CDLL(None) is the already-loaded C library: no file access, no search.
    if not _LIBC:
        _LIBC.append(ctypes.CDLL(None, use_errno=True))
    return _LIBC[0]


def _syscall(number: int, *args: int | ctypes.Array[ctypes.c_char] | None) -> int:
    """Call syscall(2); raise OSError on -1.  Integers are widened to long for the variadic call."""
    fn = _libc().syscall
    fn.restype = ctypes.c_long
    converted = [ctypes.c_long(a) if isinstance(a, int) else a for a in args]
    result: int = fn(ctypes.c_long(number), *converted)
    if result == -1:
        code = ctypes.get_errno()
        raise OSError(code, os.strerror(code))
    return result


def _prctl(option: int, arg2: int = 0, arg3: int = 0) -> int:
    fn = _libc().prctl
    fn.restype = ctypes.c_int
    result: int = fn(
        ctypes.c_int(option), ctypes.c_ulong(arg2), ctypes.c_ulong(arg3), ctypes.c_ulong(0), ctypes.c_ulong(0)
    )
    if result == -1:
        code = ctypes.get_errno()
        raise OSError(code, os.strerror(code))
    return result


# --------------------------------------------------------------------------
# Landlock (include/uapi/linux/landlock.h)
# --------------------------------------------------------------------------

_CREATE_RULESET_VERSION = 1 << 0
_RULE_PATH_BENEATH = 1

FS_EXECUTE = 1 << 0
FS_WRITE_FILE = 1 << 1
FS_READ_FILE = 1 << 2
FS_READ_DIR = 1 << 3
FS_REMOVE_DIR = 1 << 4
FS_REMOVE_FILE = 1 << 5
FS_MAKE_CHAR = 1 << 6
FS_MAKE_DIR = 1 << 7
FS_MAKE_REG = 1 << 8
FS_MAKE_SOCK = 1 << 9
FS_MAKE_FIFO = 1 << 10
FS_MAKE_BLOCK = 1 << 11
FS_MAKE_SYM = 1 << 12
FS_REFER = 1 << 13  # ABI 2
FS_TRUNCATE = 1 << 14  # ABI 3
FS_IOCTL_DEV = 1 << 15  # ABI 5

NET_BIND_TCP = 1 << 0  # ABI 4
NET_CONNECT_TCP = 1 << 1  # ABI 4

SCOPE_ABSTRACT_UNIX_SOCKET = 1 << 0  # ABI 6
SCOPE_SIGNAL = 1 << 1  # ABI 6

# Rights that may be granted on a regular file (anything else is EINVAL there).
_FS_FILE_RIGHTS = FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV
# Never granted, even in scratch: no exec of dropped binaries, no device nodes
# (root could otherwise mknod the disk inside scratch and read it), no ioctls.
_FS_NEVER_GRANTED = FS_EXECUTE | FS_MAKE_CHAR | FS_MAKE_BLOCK | FS_IOCTL_DEV


def _fs_rights_for_abi(abi: int) -> int:
    """Every file-system right the given ABI can handle: handling a right is what makes it denied by default."""
    rights = (1 << 13) - 1  # ABI 1: execute .. make_sym
    if abi >= 2:
        rights |= FS_REFER
    if abi >= 3:
        rights |= FS_TRUNCATE
    if abi >= 5:
        rights |= FS_IOCTL_DEV
    return rights


def _ruleset_attr(abi: int, fs: int, net: int, scoped: int) -> bytes:
    """struct landlock_ruleset_attr, sized for the ABI: older kernels reject fields they do not know."""
    if abi >= 6:
        return struct.pack("=QQQ", fs, net, scoped)
    if abi >= 4:
        return struct.pack("=QQ", fs, net)
    return struct.pack("=Q", fs)


def landlock_abi() -> int:
    """Highest Landlock ABI the running kernel supports; 0 when unavailable or hidden."""
    # KATA_NO_LANDLOCK=1 hides it (tests of --sandbox require); KATA_PORTABLE=1 asks for the portable layer,
    # which has no sandbox on any system.
    hidden = os.environ.get("KATA_NO_LANDLOCK") == "1" or os.environ.get("KATA_PORTABLE") == "1"
    if hidden or _machine() is None:
        return 0
    try:
        return _syscall(_SYS_LANDLOCK_CREATE_RULESET, None, 0, _CREATE_RULESET_VERSION)
    except OSError:
        # ENOSYS: not built in; EOPNOTSUPP: disabled at boot.  Either way, absent.
        return 0


def _open_path(path: str) -> tuple[int, bool]:
    """O_PATH descriptor (follows symlinks, reads nothing) and whether it is a directory."""
    fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
    return fd, stat.S_ISDIR(os.fstat(fd).st_mode)


def _apply_landlock(abi: int, read: Sequence[str], read_write: Sequence[str]) -> tuple[bool, bool]:
    """Install the ruleset; return (tcp_blocked, scoped)."""
    handled_fs = _fs_rights_for_abi(abi)
    handled_net = NET_BIND_TCP | NET_CONNECT_TCP if abi >= 4 else 0  # handled with no rule = denied
    scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL if abi >= 6 else 0
    attr = ctypes.create_string_buffer(_ruleset_attr(abi, handled_fs, handled_net, scoped))
    ruleset_fd = _syscall(_SYS_LANDLOCK_CREATE_RULESET, attr, len(attr.raw), 0)
    try:
        read_dir = FS_READ_FILE | FS_READ_DIR
        full = handled_fs & ~_FS_NEVER_GRANTED
        rules = [(p, read_dir, True) for p in read] + [(p, full, False) for p in read_write]
        for path, rights, optional in rules:
            try:
                fd, is_dir = _open_path(path)
            except FileNotFoundError:
                if optional:  # a missing read path cannot be read anyway
                    continue
                raise
            try:
                allowed = rights if is_dir else rights & _FS_FILE_RIGHTS
                rule = ctypes.create_string_buffer(struct.pack("=Qi", allowed & handled_fs, fd))  # packed, 12 bytes
                _syscall(_SYS_LANDLOCK_ADD_RULE, ruleset_fd, _RULE_PATH_BENEATH, rule, 0)
            finally:
                os.close(fd)
        _syscall(_SYS_LANDLOCK_RESTRICT_SELF, ruleset_fd, 0)
    finally:
        os.close(ruleset_fd)
    return bool(handled_net), bool(scoped)


# --------------------------------------------------------------------------
# seccomp (classic BPF over struct seccomp_data)
# --------------------------------------------------------------------------

_PR_SET_DUMPABLE = 4
_PR_SET_SECCOMP = 22
_PR_SET_NO_NEW_PRIVS = 38
_SECCOMP_MODE_FILTER = 2

_SECCOMP_RET_ALLOW = 0x7FFF0000
_SECCOMP_RET_ERRNO = 0x00050000

_BPF_LD_W_ABS = 0x20  # BPF_LD | BPF_W | BPF_ABS
_BPF_JEQ_K = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
_BPF_JGE_K = 0x35  # BPF_JMP | BPF_JGE | BPF_K
_BPF_JSET_K = 0x45  # BPF_JMP | BPF_JSET | BPF_K
_BPF_RET_K = 0x06  # BPF_RET | BPF_K
_BPF_ALU_AND_K = 0x54  # BPF_ALU | BPF_AND | BPF_K

# struct seccomp_data: int nr; u32 arch; u64 ip; u64 args[6].  Both supported
# arches are little-endian, so the low 32 bits of args[0] sit at offset 16.
_OFF_NR, _OFF_ARCH, _OFF_ARG0_LO = 0, 4, 16

_AF_UNIX = 1
_SOCK_STREAM = 1
_SOCK_TYPE_MASK = 0xF  # the type without SOCK_NONBLOCK / SOCK_CLOEXEC
_CLONE_THREAD = 0x00010000
_X32_SYSCALL_BIT = 0x40000000
_PRIO_PROCESS = 0  # setpriority(which, ...): one process (the others are a process group or a whole user)
_IOPRIO_WHO_PROCESS = 1
# ioctl requests that change a file's attributes (chattr, project ids): metadata, like chmod.
_FS_IOC_SETFLAGS = (0x40086602, 0x40046602)  # and its 32-bit twin
_FS_IOC_FSSETXATTR = 0x401C5820

# What the filter does with a syscall, by name; a syscall named nowhere is allowed. One table for every
# architecture: a name an architecture does not have (aarch64 has no fork, no chmod) is skipped there.
#   deny        always EPERM
#   own:N       acts on the process named by argument N: allowed for 0 (the caller) or the worker's own pid only,
#               so no limit, priority, CPU set, signal or page of another process (the grader, a classmate's
#               worker) can be touched. Landlock has no hook for most of these.
#   process:V   setpriority/ioprio_set(which, who, ...): `which` must be V (one process) and `who` 0 or the worker
#               (the other kinds name a process group or every process of the user)
_SECCOMP_RULES: dict[str, str] = {
    # other processes: by pid, or by a pidfd or a comparison no worker needs
    **dict.fromkeys(("kill", "tkill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo", "pidfd_open"), "own:0"),
    **dict.fromkeys(("prlimit64", "sched_setaffinity", "sched_setscheduler", "sched_setparam"), "own:0"),
    "sched_setattr": "own:0",
    **dict.fromkeys(("migrate_pages", "move_pages", "get_robust_list"), "own:0"),
    "setpriority": f"process:{_PRIO_PROCESS}",
    "ioprio_set": f"process:{_IOPRIO_WHO_PROCESS}",
    # a pidfd of another process comes from /proc/<pid> too, where Landlock does not hide /proc
    **dict.fromkeys(("ptrace", "process_vm_readv", "process_vm_writev", "pidfd_getfd", "pidfd_send_signal"), "deny"),
    "kcmp": "deny",
    **dict.fromkeys(("process_madvise", "process_mrelease", "perf_event_open"), "deny"),
    # new processes and programs (threads are allowed: see clone)
    **dict.fromkeys(("execve", "execveat", "fork", "vfork"), "deny"),
    # io_uring can create sockets and open files without the socket()/openat() syscalls the filter sees
    "io_uring_setup": "deny",
    # memory the address-space cap does not count, and IPC objects that outlive the worker
    **dict.fromkeys(("memfd_create", "memfd_secret"), "deny"),
    **dict.fromkeys(("shmget", "shmat", "shmctl", "shmdt", "msgget", "msgsnd", "msgrcv", "msgctl"), "deny"),
    **dict.fromkeys(("semget", "semop", "semctl", "semtimedop"), "deny"),
    **dict.fromkeys(("mq_open", "mq_unlink", "mq_timedsend", "mq_timedreceive", "mq_notify", "mq_getsetattr"), "deny"),
    # sockets: the worker talks over pipes, so none at all (a unix socket file, /var/run/docker.sock, is
    # reachable by path, which Landlock up to ABI 7 does not cover); a connected unix stream pair only
    **dict.fromkeys(("socket", "connect", "bind"), "deny"),
    "socketpair": "socketpair",
    # metadata of files: Landlock does not cover it, and outside scratch it is the course's or the venv's
    **dict.fromkeys(("chmod", "fchmod", "fchmodat", "fchmodat2", "chown", "fchown", "lchown", "fchownat"), "deny"),
    **dict.fromkeys(("utime", "utimes", "utimensat", "futimesat", "file_setattr"), "deny"),
    **dict.fromkeys(("setxattr", "lsetxattr", "fsetxattr", "setxattrat"), "deny"),
    **dict.fromkeys(("removexattr", "lremovexattr", "fremovexattr", "removexattrat"), "deny"),
    "ioctl": "ioctl",
    # namespaces: nothing the worker needs, and a new one would be a place the rules above were not written for
    **dict.fromkeys(("unshare", "setns"), "deny"),
    "clone": "clone",
    # glibc tries clone3 first for threads and falls back to clone on ENOSYS, where the flags are a plain
    # register we can inspect (clone3 passes a pointer)
    "clone3": "enosys",
}

# Syscall numbers (arch/x86/entry/syscalls/syscall_64.tbl; include/uapi/asm-generic/unistd.h for aarch64).
# Numbers from 403 up are shared by every architecture.
_COMMON_NUMBERS = {
    "pidfd_send_signal": 424,
    "io_uring_setup": 425,
    "pidfd_open": 434,
    "clone3": 435,
    "pidfd_getfd": 438,
    "process_madvise": 440,
    "memfd_secret": 447,
    "process_mrelease": 448,
    "fchmodat2": 452,
    "setxattrat": 463,
    "removexattrat": 466,
    "file_setattr": 469,
}
_X86_64_NUMBERS = {
    **_COMMON_NUMBERS,
    **{"shmget": 29, "shmat": 30, "shmctl": 31, "ioctl": 16, "socket": 41, "connect": 42, "bind": 49},
    **{"socketpair": 53, "clone": 56, "fork": 57, "vfork": 58, "execve": 59, "kill": 62, "semget": 64},
    **{"semop": 65, "semctl": 66, "shmdt": 67, "msgget": 68, "msgsnd": 69, "msgrcv": 70, "msgctl": 71},
    **{"chmod": 90, "fchmod": 91, "chown": 92, "fchown": 93, "lchown": 94, "ptrace": 101, "utime": 132},
    **{"setpriority": 141, "sched_setparam": 142, "sched_setscheduler": 144, "setxattr": 188},
    **{"lsetxattr": 189, "fsetxattr": 190, "removexattr": 197, "lremovexattr": 198, "fremovexattr": 199},
    **{"tkill": 200, "sched_setaffinity": 203, "semtimedop": 220, "tgkill": 234, "utimes": 235},
    **{"mq_open": 240, "mq_unlink": 241, "mq_timedsend": 242, "mq_timedreceive": 243, "mq_notify": 244},
    **{"mq_getsetattr": 245, "ioprio_set": 251, "migrate_pages": 256, "fchownat": 260, "futimesat": 261},
    **{"fchmodat": 268, "unshare": 272, "get_robust_list": 274, "move_pages": 279, "utimensat": 280},
    **{"rt_sigqueueinfo": 129, "rt_tgsigqueueinfo": 297, "perf_event_open": 298, "prlimit64": 302},
    **{"setns": 308, "process_vm_readv": 310, "process_vm_writev": 311, "kcmp": 312, "sched_setattr": 314},
    **{"memfd_create": 319, "execveat": 322},
}
_AARCH64_NUMBERS = {  # the generic table: no fork/vfork, no chmod/chown/utime without "at"
    **_COMMON_NUMBERS,
    **{"setxattr": 5, "lsetxattr": 6, "fsetxattr": 7, "removexattr": 14, "lremovexattr": 15},
    **{"fremovexattr": 16, "ioctl": 29, "ioprio_set": 30, "fchmod": 52, "fchmodat": 53, "fchownat": 54},
    **{"fchown": 55, "utimensat": 88, "unshare": 97, "get_robust_list": 100, "ptrace": 117},
    **{"sched_setparam": 118, "sched_setscheduler": 119, "sched_setaffinity": 122, "kill": 129},
    **{"tkill": 130, "tgkill": 131, "rt_sigqueueinfo": 138, "setpriority": 140, "mq_open": 180},
    **{"mq_unlink": 181, "mq_timedsend": 182, "mq_timedreceive": 183, "mq_notify": 184, "mq_getsetattr": 185},
    **{"msgget": 186, "msgctl": 187, "msgrcv": 188, "msgsnd": 189, "semget": 190, "semctl": 191},
    **{"semtimedop": 192, "semop": 193, "shmget": 194, "shmctl": 195, "shmat": 196, "shmdt": 197},
    **{"socket": 198, "socketpair": 199, "bind": 200, "connect": 203, "clone": 220, "execve": 221},
    **{"move_pages": 239, "migrate_pages": 238, "rt_tgsigqueueinfo": 240, "perf_event_open": 241},
    **{"prlimit64": 261, "setns": 268, "process_vm_readv": 270, "process_vm_writev": 271, "kcmp": 272},
    **{"sched_setattr": 274, "memfd_create": 279, "execveat": 281},
}


class _SeccompArch:
    """One architecture's syscall numbers, as the filter needs them."""

    def __init__(self, *, audit_arch: int, numbers: dict[str, int], has_x32: bool) -> None:
        self.audit_arch = audit_arch  # AUDIT_ARCH_* value the kernel puts in seccomp_data.arch
        self.numbers = numbers
        self.has_x32 = has_x32


_SECCOMP_ARCHES = {
    "x86_64": _SeccompArch(
        audit_arch=0xC000003E,  # EM_X86_64 | __AUDIT_ARCH_64BIT | __AUDIT_ARCH_LE
        numbers=_X86_64_NUMBERS,
        has_x32=True,
    ),
    "aarch64": _SeccompArch(
        audit_arch=0xC00000B7,  # EM_AARCH64 | __AUDIT_ARCH_64BIT | __AUDIT_ARCH_LE
        numbers=_AARCH64_NUMBERS,
        has_x32=False,
    ),
}

_Jump = int | str  # relative offset, or a label resolved by _assemble()
_Insn = tuple[int, int, _Jump, _Jump]  # code, k, jump-if-true, jump-if-false


def _assemble(program: Iterable[_Insn | str]) -> bytes:
    """Turn instructions and string labels into struct sock_filter[]; jumps to labels become relative offsets."""
    insns: list[_Insn] = []
    labels: dict[str, int] = {}
    for item in program:
        if isinstance(item, str):
            labels[item] = len(insns)
        else:
            insns.append(item)
    out = bytearray()
    for index, (code, k, jt, jf) in enumerate(insns):
        offsets = [labels[j] - index - 1 if isinstance(j, str) else j for j in (jt, jf)]
        if not all(0 <= offset <= 255 for offset in offsets):  # classic BPF jumps forward by a u8
            raise ValueError(f"BPF jump out of range at instruction {index}")
        out += struct.pack("=HBBI", code, offsets[0], offsets[1], k)
    return bytes(out)


def _arg_low(index: int) -> int:
    """Offset of argument `index`'s low 32 bits in struct seccomp_data (both arches are little-endian).
    Pids, `which` values and ioctl requests are C ints: the kernel itself reads the low half only."""
    return _OFF_ARG0_LO + 8 * index


def _seccomp_program(arch: _SeccompArch, own_pid: int) -> bytes:
    def ret(value: int) -> _Insn:
        return (_BPF_RET_K, value, 0, 0)

    def load(offset: int) -> _Insn:
        return (_BPF_LD_W_ABS, offset, 0, 0)

    eperm = _SECCOMP_RET_ERRNO | errno.EPERM
    program: list[_Insn | str] = [
        # A syscall made through another ABI (i386 int 0x80 from a 64-bit
        # process) has different numbers: refuse it rather than misread it.
        load(_OFF_ARCH),
        (_BPF_JEQ_K, arch.audit_arch, 1, 0),
        ret(eperm),
        load(_OFF_NR),
    ]
    if arch.has_x32:  # x32 syscalls carry the x86_64 arch value but other numbers
        program.append((_BPF_JGE_K, _X32_SYSCALL_BIT, "deny", 0))
    rules = {name: rule for name, rule in _SECCOMP_RULES.items() if name in arch.numbers}
    program += [(_BPF_JEQ_K, arch.numbers[name], rule, 0) for name, rule in rules.items()]
    program.append(ret(_SECCOMP_RET_ALLOW))
    for rule in sorted(set(rules.values()) - {"deny", "enosys"}):
        program.append(rule)
        program += _rule_block(rule, own_pid, load)
    program += [
        "allow",
        ret(_SECCOMP_RET_ALLOW),
        "deny",
        ret(eperm),
        "enosys",
        ret(_SECCOMP_RET_ERRNO | errno.ENOSYS),
    ]
    return _assemble(program)


def _rule_block(rule: str, own_pid: int, load: Callable[[int], _Insn]) -> list[_Insn | str]:
    """The instructions after a rule's label: each ends in a jump to "allow" or "deny"."""
    kind, _, value = rule.partition(":")
    if kind == "own":  # own:N
        return [load(_arg_low(int(value))), (_BPF_JEQ_K, 0, "allow", 0), (_BPF_JEQ_K, own_pid, "allow", "deny")]
    if kind == "process":  # process:V, then argument 1 is the pid
        return [
            load(_arg_low(0)),
            (_BPF_JEQ_K, int(value), 0, "deny"),
            load(_arg_low(1)),
            (_BPF_JEQ_K, 0, "allow", 0),
            (_BPF_JEQ_K, own_pid, "allow", "deny"),
        ]
    if kind == "socketpair":  # socketpair(domain, type, ...): a unix stream pair, which cannot be re-connected
        return [
            load(_arg_low(0)),
            (_BPF_JEQ_K, _AF_UNIX, 0, "deny"),
            load(_arg_low(1)),
            (_BPF_ALU_AND_K, _SOCK_TYPE_MASK, 0, 0),
            (_BPF_JEQ_K, _SOCK_STREAM, "allow", "deny"),
        ]
    if kind == "ioctl":  # ioctl(fd, request, ...): every request but those that change a file's attributes
        refused = [*_FS_IOC_SETFLAGS, _FS_IOC_FSSETXATTR]
        checks: list[_Insn | str] = [(_BPF_JEQ_K, request, "deny", 0) for request in refused]
        return [load(_arg_low(1)), *checks, (_BPF_RET_K, _SECCOMP_RET_ALLOW, 0, 0)]
    if kind == "clone":  # clone(flags, ...): threads yes, new processes no
        return [load(_arg_low(0)), (_BPF_JSET_K, _CLONE_THREAD, "allow", "deny")]
    raise ValueError(f"unknown seccomp rule {rule!r}")


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]


def _apply_seccomp(machine: str) -> bool:
    code = _seccomp_program(_SECCOMP_ARCHES[machine], os.getpid())
    buffer = ctypes.create_string_buffer(code, len(code))
    prog = _SockFprog(len(code) // 8, ctypes.addressof(buffer))
    try:
        _prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, ctypes.addressof(prog))
    except OSError as exc:
        if exc.errno == errno.EINVAL:  # kernel built without CONFIG_SECCOMP_FILTER
            return False
        raise
    return True


# --------------------------------------------------------------------------
# Capabilities
# --------------------------------------------------------------------------

_LINUX_CAPABILITY_VERSION_3 = 0x20080522


def _drop_capabilities(machine: str) -> None:
    """Empty the effective, permitted and inheritable sets.

    Landlock and seccomp leave a root worker its capabilities (load a kernel
    module, mknod, raw I/O, ...).  With no_new_privs set and exec denied,
    an empty permitted set can never be refilled.
    """
    header = ctypes.create_string_buffer(struct.pack("=Ii", _LINUX_CAPABILITY_VERSION_3, 0))
    data = ctypes.create_string_buffer(bytes(24))  # two struct __user_cap_data_struct, all zero
    _syscall(_SYS_CAPSET[machine], header, data)


# --------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------


class Protections:
    """What lock_down() actually put in place; crosses to the grader as a plain dict (`as_dict`)."""

    def __init__(
        self,
        landlock_abi: int = 0,
        tcp_blocked: bool = False,
        scoped: bool = False,
        not_dumpable: bool = False,
        no_new_privs: bool = False,
        no_capabilities: bool = False,
        seccomp: bool = False,
        max_file_bytes: int | None = None,
    ) -> None:
        self.landlock_abi = landlock_abi  # 0: file system not restricted
        self.tcp_blocked = tcp_blocked  # Landlock net rules (ABI >= 4)
        self.scoped = scoped  # signals and abstract unix sockets (ABI >= 6)
        self.not_dumpable = not_dumpable
        self.no_new_privs = no_new_privs
        self.no_capabilities = no_capabilities
        self.seccomp = seccomp
        self.max_file_bytes = max_file_bytes

    def as_dict(self) -> dict[str, object]:
        return dict(vars(self))

    def describe(self) -> str:
        return describe(self.as_dict())


def describe(held: dict[str, object]) -> str:
    """`landlock ABI 7, no network or sockets, signals scoped, not dumpable, seccomp` from what held."""
    parts = [f"landlock ABI {held.get('landlock_abi')}" if held.get("landlock_abi") else "no landlock"]
    if held.get("seccomp"):
        parts.append("no network or sockets")  # socket() and connect() are refused; a unix stream pair only
    elif held.get("tcp_blocked"):
        parts.append("no TCP")
    if held.get("scoped"):
        parts.append("signals scoped")
    if held.get("seccomp"):
        parts.append("no other process reached")  # signals, limits, priorities: by pid, the worker's own only
    flags = [("not_dumpable", "not dumpable"), ("seccomp", "seccomp")]
    parts += [text for key, text in flags if held.get(key)]
    return ", ".join(parts)


def _thread_count() -> int:
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return 1


def lock_down(
    *, read: Sequence[str], read_write: Sequence[str], scratch_bytes: int, seccomp: bool = True
) -> Protections:
    """Confine the calling process for good; returns what took effect.

    ``read``: files or directories (and everything beneath) that may be read
    but not executed.  ``read_write``: directories with full access except
    exec, device nodes and device ioctls.  ``scratch_bytes`` caps the size of
    any file written.  ``seccomp=False`` exists to measure Landlock alone.

    Must be called while the process has a single thread: no_new_privs,
    Landlock and seccomp attach to the calling thread only.  Missing kernel
    features are reported as absent; a feature the kernel offers that then
    fails raises SandboxError.
    """
    machine = _machine()
    if machine is None:
        return Protections()
    if _thread_count() != 1:
        raise SandboxError(errno.EBUSY, "lock_down() needs a single-threaded process")
    for path in read_write:  # fail before changing anything: a missing scratch dir is a caller bug
        if not os.path.exists(path):
            raise SandboxError(errno.ENOENT, "read_write path does not exist", path)

    import resource  # not available on every OS; only needed here

    # Exceeding the limit sends SIGXFSZ, which kills by default; ignored, the
    # write fails with EFBIG instead (CPython already ignores it; be explicit).
    # The only thread is the main thread, so signal.signal() is allowed here.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    hard = resource.getrlimit(resource.RLIMIT_FSIZE)[1]
    limit = scratch_bytes if hard == resource.RLIM_INFINITY else min(scratch_bytes, hard)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    abi = landlock_abi()
    try:
        _prctl(_PR_SET_NO_NEW_PRIVS, 1)  # prerequisite for unprivileged Landlock and seccomp
        _prctl(_PR_SET_DUMPABLE, 0)  # other same-uid processes cannot ptrace us or read /proc/<us>/mem
        tcp_blocked = scoped = False
        if abi:
            tcp_blocked, scoped = _apply_landlock(abi, read, read_write)
        _drop_capabilities(machine)  # after Landlock: opening the rule paths may rely on root's DAC override
        seccomp_on = _apply_seccomp(machine) if seccomp else False
    except OSError as exc:
        raise SandboxError(exc.errno, f"lock_down failed: {exc.strerror}", exc.filename) from exc
    return Protections(
        landlock_abi=abi,
        tcp_blocked=tcp_blocked,
        scoped=scoped,
        not_dumpable=True,
        no_new_privs=True,
        no_capabilities=True,
        seccomp=seccomp_on,
        max_file_bytes=limit,
    )


_CLONE_NEWNS = 0x00020000
_CLONE_NEWIPC = 0x08000000
_CLONE_NEWUSER = 0x10000000
_MS_NOSUID, _MS_NODEV, _MS_NOEXEC = 2, 4, 8


def private_scratch(path: str, *, max_bytes: int, max_files: int) -> bool:
    """Mount a tmpfs of `max_bytes` and `max_files` entries on `path`, seen by this process alone; True if done.

    The process first moves into user, mount and IPC namespaces of its own, which the kernel lets an ordinary
    user make where unprivileged user namespaces are allowed: the kernel then refuses writes past the budget
    (ENOSPC), the folder's contents (and any IPC object) vanish with the process, and the grader's own view of
    the folder stays empty. Call before lock_down(), single-threaded, before anything is opened in `path`.
    KATA_NO_PRIVATE_SCRATCH=1 skips it (tests of the grader's watcher, the fallback). False where it cannot
    be done: then nothing changed, or only the namespaces (the same view of the files as before).
    """
    if _machine() is None or os.environ.get("KATA_NO_PRIVATE_SCRATCH") == "1" or _thread_count() != 1:
        return False
    uid, gid = os.getuid(), os.getgid()
    libc = _libc()
    if libc.unshare(ctypes.c_int(_CLONE_NEWUSER | _CLONE_NEWNS | _CLONE_NEWIPC)) != 0:
        return False  # not allowed here (a sysctl, an AppArmor policy, a container's seccomp)
    try:  # the same ids inside as outside; without the map the files' owners would show as nobody
        for name, text in (("setgroups", "deny"), ("uid_map", f"{uid} {uid} 1"), ("gid_map", f"{gid} {gid} 1")):
            with open(f"/proc/self/{name}", "w", encoding="ascii") as file:
                file.write(text)
    except OSError:
        pass  # access checks use the real ids whatever the map says
    options = f"size={max_bytes},nr_inodes={max_files},mode=0700".encode()
    flags = _MS_NOSUID | _MS_NODEV | _MS_NOEXEC
    mounted = libc.mount(b"kata-scratch", os.fsencode(path), b"tmpfs", ctypes.c_ulong(flags), options)
    return bool(mounted == 0)


def _is_beneath(path: str, parent: str) -> bool:
    return path == parent or path.startswith(parent.rstrip("/") + "/")


def _mapped_files() -> set[str]:
    """Paths of the files mapped into this process (executable, shared libraries, locale data)."""
    paths: set[str] = set()  # a library is mapped several times (text, data, relro...)
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="surrogateescape") as maps:
            for line in maps:
                fields = line.split(maxsplit=5)
                if len(fields) == 6 and fields[4] != "0" and fields[5].startswith("/"):
                    paths.add(fields[5].rstrip("\n"))
    except OSError:
        pass
    return paths


def python_read_paths() -> list[str]:
    """The paths a started ``python -I -S -B`` needs to read to import standard modules lazily.

    Call before lock_down(): it reads /proc/self/maps.  Covers the standard
    library and lib-dynload, the directories of every loaded shared library
    (extension modules dlopen() more from there: libffi, libcrypto, libz...),
    the locale directory already in use, the loader cache, /dev/null,
    /dev/urandom and /etc/localtime.  Site directories are left out on purpose
    (but a pyenv-style prefix keeps site-packages beneath the stdlib).
    """
    if _machine() is None:
        return []
    candidates: list[str] = []
    prefixes = {os.path.realpath(p) for p in (sys.base_prefix, sys.base_exec_prefix)}
    stdlib = os.path.dirname(os.path.realpath(os.__file__))
    candidates.append(stdlib)
    for entry in sys.path:
        real = os.path.realpath(entry) if entry else ""
        if not real or os.path.basename(real) in ("site-packages", "dist-packages"):
            continue
        if any(_is_beneath(real, prefix) for prefix in prefixes):
            candidates.append(real)
    executable = os.path.realpath(sys.executable) if sys.executable else ""
    for mapped in _mapped_files():
        if "/locale/" in mapped:
            # The startup setlocale() mapped LC_CTYPE (from locale-archive or
            # <locale>/LC_CTYPE); a later setlocale(LC_ALL, "") needs its siblings.
            candidates.append(mapped[: mapped.index("/locale/") + len("/locale")])
        elif mapped != executable and ".so" in os.path.basename(mapped):
            candidates.append(os.path.dirname(os.path.realpath(mapped)))
    # ld.so.cache: how dlopen() finds a library by name.  /dev/urandom: the
    # fallback of os.urandom.  /etc/localtime: otherwise local time silently
    # becomes UTC.
    candidates += ["/etc/ld.so.cache", "/dev/null", "/dev/urandom", "/etc/localtime"]

    existing = sorted({os.path.realpath(p) for p in candidates if os.path.exists(p)})
    result: list[str] = []
    for path in existing:  # sorted, so a directory comes before anything beneath it
        if not any(_is_beneath(path, kept) for kept in result):
            result.append(path)
    return result
