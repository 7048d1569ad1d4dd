"""The one place the grader differs by system: starting a worker, ending it with all it started, what holds.

Chosen at run time (`current()`), never at import. Linux keeps what only Linux has: a child subreaper that
adopts every process the learner detaches, /proc to find them, the Landlock/seccomp sandbox and "kill me
when my parent dies". The portable side, used on macOS and Windows and on Linux when the environment sets
KATA_PORTABLE=1 (the test suite does, to exercise it here), finds descendants with psutil and caps memory
with rlimits (macOS) or a Job Object (Windows). Nothing here imports a module missing on another system
until the platform that needs it is chosen.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from functools import cache
from typing import IO, Any, Protocol

# Set to 1, the grader uses the portable implementation even on Linux (tests; a system with odd /proc).
PORTABLE_VARIABLE = "KATA_PORTABLE"


class WorkerHandle(Protocol):
    """A started worker: the subprocess.Popen of one this platform started, or one a zygote forked and this
    process adopted (run/forkserver.py, Linux only)."""

    pid: int
    returncode: int | None
    stdin: IO[bytes] | None
    stdout: IO[bytes] | None

    def poll(self) -> int | None: ...

    def wait(self, timeout: float | None = None) -> int: ...

    def kill(self) -> None: ...


class Platform:
    """The portable implementation: what every system supports."""

    name = "portable"

    def sandbox_abi(self) -> int:
        """The Landlock ABI a worker would get (0: no sandbox on this system)."""
        return 0

    def protect_grader(self) -> None:
        """Make the grading process itself harder to reach from learner code (Linux: not dumpable).

        The portable layer does what the system lets it: where prctl exists (Linux with KATA_PORTABLE=1) the
        grader is made not dumpable too; macOS and Windows get nothing here (README's isolation table).
        """
        if sys.platform.startswith("linux"):
            libc = _libc()
            if libc is not None:
                libc.prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE

    def verify_isolation(self, pid: int, claimed: dict[str, Any], *, scratch: str = "") -> dict[str, Any]:
        """What held on the worker `pid`, as the grader can tell; `claimed` is the worker's own account, sent
        before any learner code ran. The portable layer sets up no sandbox: only the memory cap counts (and
        `scratch` has no budget of the kernel's: the runner watches it)."""
        return {"memory_mb": _int(claimed.get("memory_mb"))}

    def start(self, command: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
        """Start a worker on two pipes (its stdin and stdout), in a process group of its own."""
        options: dict[str, Any] = {}
        if os.name == "posix":
            options["start_new_session"] = True  # Ctrl-C in the terminal reaches the grader, not the worker
        else:
            # Windows: Ctrl-C reaches the grader alone, and no console window flashes up.
            flags = ("CREATE_NEW_PROCESS_GROUP", "CREATE_NO_WINDOW")
            options["creationflags"] = sum(getattr(subprocess, flag, 0) for flag in flags)
        return subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, **options
        )

    def after_start(self, process: WorkerHandle, memory_mb: int) -> None:
        """Whatever must be attached to a new worker from outside (Windows: its Job Object)."""

    def end(self, process: WorkerHandle, *, since: float, token: str) -> None:
        """Kill the worker and every process it started; reap them. Always all of it: whether the worker could
        start a process is its own code's claim, which the grader does not take.

        Its descendants are found twice: as its process tree (psutil), and, for those that left the tree
        (a double fork re-parents a grandchild to init, and only Linux can adopt it), by the worker's token,
        which every process the worker starts inherits in its environment.
        """
        descendants = _psutil_descendants(process.pid)
        _kill_group(process)
        for child in descendants:
            with contextlib.suppress(Exception):
                child.kill()
        _kill(process)
        if os.name == "posix":
            _end_by_token(token, since)
        if descendants:  # all at once: one bound for the lot, not one per process
            with contextlib.suppress(Exception):
                import psutil

                psutil.wait_procs(descendants, timeout=2)


class LinuxPlatform(Platform):
    """Linux: subreaper, /proc, not dumpable, and the Landlock/seccomp sandbox in the worker."""

    name = "linux"

    def sandbox_abi(self) -> int:
        from . import sandbox

        return sandbox.landlock_abi()

    def protect_grader(self) -> None:
        """Not dumpable: a process of the same user cannot read the grader's memory or environment
        (/proc/PID/mem, /proc/PID/environ) or ptrace it. A child subreaper: a process the learner's code
        detaches from the worker is re-parented to the grader, which ends it with the worker."""
        libc = _libc()
        if libc is None:
            return
        pr_set_dumpable, pr_set_child_subreaper = 4, 36
        libc.prctl(pr_set_dumpable, 0, 0, 0, 0)
        libc.prctl(pr_set_child_subreaper, 1, 0, 0, 0)

    def verify_isolation(self, pid: int, claimed: dict[str, Any], *, scratch: str = "") -> dict[str, Any]:
        """The worker's account, kept only where /proc confirms it: no_new_privs, seccomp in filter mode, no
        capabilities and the address-space cap are read from /proc/<pid> and prlimit, the size and file count
        of the tmpfs on `scratch` (sandbox.private_scratch) from the worker's own /proc/<pid>/mountinfo.
        Landlock does not show in /proc: its ABI is taken from the account, which the worker's own code sent
        before learner code could run, and only when no_new_privs (which Landlock needs) is in force. Not
        dumpable shows as /proc/<pid>/status owned by root, which tells only a grader that is not root."""
        status = _proc_status(pid)
        held: dict[str, Any] = {"memory_mb": _address_space_mb(pid, _int(claimed.get("memory_mb")))}
        held.update(_scratch_tmpfs(pid, scratch) if scratch else {})
        if status.get("NoNewPrivs") != "1":
            return held
        capabilities = [status.get(field, "") for field in ("CapPrm", "CapEff")]
        held.update(
            landlock_abi=_int(claimed.get("landlock_abi")),
            tcp_blocked=claimed.get("tcp_blocked") is True,
            scoped=claimed.get("scoped") is True,
            not_dumpable=claimed.get("not_dumpable") is True and _not_dumpable(pid),
            no_new_privs=True,
            no_capabilities=all(value and int(value, 16) == 0 for value in capabilities),
            seccomp=claimed.get("seccomp") is True and status.get("Seccomp") == "2",
            max_file_bytes=_int(claimed.get("max_file_bytes")),
        )
        return held

    def end(self, process: WorkerHandle, *, since: float, token: str) -> None:
        # Its descendants are listed before it dies (then they are orphans, re-parented to the grader when it
        # is a subreaper, else to init); those that left the tree already are the subreaper's to find.
        descendants = _descendants(process.pid)
        _kill_group(process)
        for pid in descendants:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        _kill(process)
        _end_adopted(since)


class WindowsPlatform(Platform):
    """Windows: each worker in a Job Object that caps its memory and ends its whole tree with the grader."""

    name = "windows"

    def __init__(self) -> None:
        self.jobs: dict[int, Any] = {}

    def after_start(self, process: WorkerHandle, memory_mb: int) -> None:
        from . import winjob

        assert isinstance(process, subprocess.Popen)  # Windows starts every worker itself
        job = winjob.job_for(process, memory_mb)
        if job is not None:
            self.jobs[process.pid] = job

    def end(self, process: WorkerHandle, *, since: float, token: str) -> None:
        job = self.jobs.pop(process.pid, None)
        if job is not None:
            from . import winjob

            winjob.close(job)  # kills every process in the job
        super().end(process, since=since, token=token)


def learner_shell() -> str:
    """The shell a learner here types a reproduction line into: PowerShell on Windows, a POSIX shell elsewhere."""
    return "powershell" if sys.platform == "win32" else "posix"


@cache
def current() -> Platform:
    """This system's implementation (KATA_PORTABLE=1 asks for the portable one anywhere)."""
    if os.environ.get(PORTABLE_VARIABLE) == "1":
        return Platform()
    if sys.platform.startswith("linux"):
        return LinuxPlatform()
    if sys.platform == "win32":
        return WindowsPlatform()
    return Platform()


# Every worker process this grader runs now (a grade may hold more than one): strays are the others.
_LIVE: set[int] = set()
# Held from a worker's start until it is in _LIVE, and while strays are picked and killed: kata batch starts
# and ends workers from several threads, and a worker just started but not yet registered would otherwise be
# taken for a stray of another, killed and reaped (its Popen then reads "exited with status 0").
_REGISTRY = threading.Lock()


def registering() -> threading.Lock:
    """Hold it around starting a worker and `started(pid)` (see _REGISTRY)."""
    return _REGISTRY


def process_exists(pid: int) -> bool:
    """Is a process with this id running (as any user)?"""
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows
        import psutil

        return bool(psutil.pid_exists(pid))
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process, or a question the system refuses: there
        return True
    return True


def cpu_seconds(pid: int) -> float | None:
    """The CPU time a child process has used so far, all its threads, as the kernel counts it (the process cannot
    forge it, and other load on the machine does not add to it); None where it cannot be read.

    On Linux, a process's CPU clock is a clock id made from its pid (glibc's clock_getcpuclockid does the same)."""
    if sys.platform != "linux" or not hasattr(time, "clock_gettime"):
        return None
    try:
        return time.clock_gettime((~pid << 3) | 2)  # 2: CPUCLOCK_SCHED, nanosecond resolution
    except OSError:
        return None  # the process has ended (or this kernel does not allow it)


# The states of a process kept from running by the machine: ready for a core (R), or in an uninterruptible wait,
# which is the disk's (D): on a loaded machine loading a file can wait seconds for it.
_HELD_BY_THE_MACHINE = frozenset({"R", "D"})


def wants_the_cpu(pid: int) -> bool:
    """Is the process kept from running by the machine alone (running or ready for a core, or waiting for the
    disk) at the priority it was started with? Not when it sleeps or is stopped, nor when it lowered its own
    priority (a higher nice, an idle or batch policy), which would make it wait for a core on purpose. Linux reads
    /proc; elsewhere (or when it cannot be read) False, so a wait is never lengthened on a guess."""
    fields = _stat_fields(pid)
    mine = _stat_fields(os.getpid())
    if len(fields) < 39 or len(mine) < 39:
        return False
    # /proc/PID/stat from its state on (man 5 proc: field 3): the nice value is field 19, the policy field 41.
    state, nice, policy = fields[0], fields[16], fields[38]
    return state in _HELD_BY_THE_MACHINE and int(nice) <= int(mine[16]) and policy == mine[38]


def _stat_fields(pid: int) -> list[str]:
    """The fields of /proc/PID/stat after the command name, which is in parentheses and may hold anything."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as file:
            return file.read().rpartition(")")[2].split()
    except OSError:
        return []


def parent_of(pid: int) -> int | None:
    """The parent of `pid` from /proc (None where it cannot be read)."""
    fields = _stat_fields(pid)
    return int(fields[1]) if len(fields) > 1 and fields[1].isdigit() else None


def is_child_subreaper() -> bool:
    """Is this process a child subreaper (Linux), so that the orphans below it become its children?"""
    libc = _libc()
    if libc is None:
        return False
    import ctypes

    value = ctypes.c_int(0)
    pr_get_child_subreaper = 37
    libc.prctl(pr_get_child_subreaper, ctypes.byref(value), 0, 0, 0)
    return value.value == 1


def started(pid: int) -> None:
    _LIVE.add(pid)


def ended(pid: int) -> None:
    _LIVE.discard(pid)


def _kill_group(process: WorkerHandle) -> None:
    """The worker's own process group (it leads one): its children that stayed in it die with it."""
    if os.name == "posix":
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)


def _kill(process: WorkerHandle) -> None:
    with contextlib.suppress(ProcessLookupError, OSError):
        process.kill()
    process.wait()


def _psutil_descendants(pid: int) -> list[Any]:
    """Every process below `pid` (psutil: the same call on every system); none when they cannot be listed."""
    try:
        import psutil

        return list(psutil.Process(pid).children(recursive=True))
    except Exception:  # psutil missing or the process table unreadable: the group kill still ran
        return []


# The environment variable that marks every process a worker starts, with the worker's own token.
TOKEN_VARIABLE = "KATA_WORKER"


def _end_by_token(token: str, since: float) -> None:
    """Kill the processes of this user, started since the worker, whose environment carries its token."""
    try:
        import psutil

        me = os.getuid()
        for found in psutil.process_iter(["create_time", "uids"]):
            info = found.info
            if info["create_time"] is None or info["create_time"] < since - 1 or info["uids"] is None:
                continue
            if info["uids"].real != me:
                continue
            with contextlib.suppress(Exception):
                if found.environ().get(TOKEN_VARIABLE) == token:
                    found.kill()
    except Exception:  # psutil missing or the process table unreadable: the tree and group kills still ran
        return


def _int(value: object) -> int:
    return value if type(value) is int and value >= 0 else 0


def _proc_status(pid: int) -> dict[str, str]:
    """/proc/<pid>/status as field: value (empty when it cannot be read: then nothing is confirmed)."""
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8", errors="replace") as file:
            lines = file.read().splitlines()
    except OSError:
        return {}
    return {name: value.strip() for name, _, value in (line.partition(":") for line in lines)}


def _scratch_tmpfs(pid: int, scratch: str) -> dict[str, int]:
    """{scratch_bytes, scratch_files} of the tmpfs mounted on `scratch` as the worker `pid` sees its mounts (the
    last mount there is the one in use); nothing when there is none."""
    try:
        with open(f"/proc/{pid}/mountinfo", encoding="utf-8", errors="replace") as file:
            lines = file.read().splitlines()
    except OSError:
        return {}
    found: dict[str, int] = {}
    for line in lines:
        mine, _, theirs = line.partition(" - ")
        fields, rest = mine.split(), theirs.split()
        if len(fields) < 5 or len(rest) < 3 or _unescape(fields[4]) != os.path.realpath(scratch):
            continue
        options = dict(option.partition("=")[::2] for option in rest[2].split(","))
        found = {}
        if rest[0] == "tmpfs" and "size" in options and "nr_inodes" in options:
            found = {"scratch_bytes": _size(options["size"]), "scratch_files": _size(options["nr_inodes"])}
    return found if all(found.values()) else {}


def _unescape(field: str) -> str:
    """A mountinfo path: space, tab, newline and backslash are written as octal escapes."""
    for code in ("040", "011", "012", "134"):
        field = field.replace("\\" + code, chr(int(code, 8)))
    return field


def _size(text: str) -> int:
    """A tmpfs option's value as mountinfo shows it: `65536k`, `1000`, `64m`."""
    units = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30}
    try:
        return int(text[:-1]) * units[text[-1].lower()] if text[-1:].lower() in units else int(text)
    except ValueError:
        return 0


def _address_space_mb(pid: int, claimed_mb: int) -> int:
    """The worker's RLIMIT_AS in MiB when it is the cap it claims (prlimit reads it from outside), else 0."""
    try:
        import resource

        _, hard = resource.prlimit(pid, resource.RLIMIT_AS)
    except (ImportError, OSError, AttributeError):
        return 0
    return claimed_mb if claimed_mb and hard == claimed_mb * 1024 * 1024 else 0


def _not_dumpable(pid: int) -> bool:
    """The files in /proc/<pid> of a process that is not dumpable belong to root (the folder itself does not):
    telling only for a grader that is not root."""
    if os.getuid() == 0:
        return True  # cannot be told apart here: the worker's account, sent before learner code ran, stands
    try:
        return os.stat(f"/proc/{pid}/status").st_uid == 0
    except OSError:
        return False


@cache
def _libc() -> Any:
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True)
    except (OSError, AttributeError):
        return None


def _start_ticks(pid: int) -> int | None:
    """When a process started, in clock ticks since boot (/proc/PID/stat field 22)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as file:
            stat = file.read()
    except OSError:
        return None
    # The command name may hold spaces and parentheses: split after the last ')'.
    return int(stat[stat.rindex(b")") + 2 :].split()[19])


def _children(parent: int | None = None) -> list[int]:
    """A process's children (ours by default, adopted orphans included), from /proc; none when it is unreadable."""
    me = os.getpid() if parent is None else parent
    found: list[int] = []
    with contextlib.suppress(OSError, ValueError):
        # Children of each thread are listed under that thread's task.
        for task in os.listdir(f"/proc/{me}/task"):
            with contextlib.suppress(OSError), open(f"/proc/{me}/task/{task}/children") as file:
                found += [int(pid) for pid in file.read().split()]
    return found


def _descendants(pid: int) -> list[int]:
    """Every process below `pid`, from /proc."""
    found: list[int] = []
    frontier = [pid]
    while frontier and len(found) < 10_000:
        children = _children(frontier.pop())
        found += children
        frontier += children
    return found


def ticks_now() -> int:
    """Now, in clock ticks since boot (0 when /proc cannot say: then no adopted process counts as new)."""
    try:
        with open("/proc/uptime") as file:
            return int(float(file.read().split()[0]) * os.sysconf("SC_CLK_TCK")) - 1
    except (OSError, ValueError, IndexError):
        return sys.maxsize


def since_now() -> float:
    """A mark for "started after now": clock ticks where /proc has them (Linux), else the wall clock."""
    return float(ticks_now()) if current().name == "linux" else time.time()


def _end_adopted(since: float) -> int:
    """Kill and reap every child started at or after `since` (in clock ticks) but the live workers.

    As a child subreaper the grader adopts the orphans of the learner's processes, so this ends even a
    grandchild that called setsid() to leave the worker's process group.
    """
    ended_count = 0
    ours = os.getsid(0)
    for _ in range(50):  # each round may expose the orphans of the processes it killed
        with _REGISTRY:
            strays = [
                pid
                for pid in _children()
                if pid not in _LIVE and (_start_ticks(pid) or 0) >= since and _session(pid) != ours
            ]
            for pid in strays:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        if not strays:
            break
        for pid in strays:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)
            ended_count += 1
    return ended_count


def _session(pid: int) -> int | None:
    """The session of `pid` (None once it has gone). A worker starts a session of its own and nothing below it
    can join the grader's (setpgid stays within a session): a child in the grader's session was started by
    other code of this process (a test's subprocess, pytest's), not by a learner, and is not a stray."""
    try:
        return os.getsid(pid)
    except OSError:
        return None


def interrupt_thread(ident: int, exception: type[BaseException] | None) -> None:
    """Raise `exception` in the thread `ident` at its next Python instruction (None takes back one not yet
    raised). CPython's own call; where it is missing (another Python) nothing is raised and limits do not hold."""
    import ctypes

    set_async = getattr(getattr(ctypes, "pythonapi", None), "PyThreadState_SetAsyncExc", None)
    if set_async is not None:
        set_async(ctypes.c_ulong(ident), ctypes.py_object(exception) if exception is not None else None)


def thread_cpu_clock(ident: int) -> Any:
    """A clock of the CPU time thread `ident` has used (Linux and most Unix), or None where the system has none
    (then callers fall back on the wall clock). A trusted call's limit counts CPU: a machine busy with other
    work slows the wall clock of a correct call, never its CPU time."""
    getter = getattr(time, "pthread_getcpuclockid", None)
    if getter is None:
        return None
    try:
        clock = getter(ident)
        time.clock_gettime(clock)
    except (OSError, OverflowError, ValueError):
        return None
    return lambda: time.clock_gettime(clock)
