"""Windows only: a Job Object per worker, which caps its memory and ends every process in it when closed.

Imported by grader/run/platform.py's Windows implementation alone (ctypes.windll exists only there). A job
also dies with the grader: the grader holds the only handle, and KILL_ON_JOB_CLOSE ends the job's processes
when the last handle closes, however the grader ends.
"""

from __future__ import annotations

import ctypes
import subprocess
from ctypes import wintypes
from typing import Any

_JOB_OBJECT_EXTENDED_LIMIT_INFORMATION = 9
_JOB_OBJECT_LIMIT_PROCESS_MEMORY = 0x00000100
_JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x00002000


class _BasicLimits(ctypes.Structure):
    _fields_ = [
        ("PerProcessUserTimeLimit", wintypes.LARGE_INTEGER),
        ("PerJobUserTimeLimit", wintypes.LARGE_INTEGER),
        ("LimitFlags", wintypes.DWORD),
        ("MinimumWorkingSetSize", ctypes.c_size_t),
        ("MaximumWorkingSetSize", ctypes.c_size_t),
        ("ActiveProcessLimit", wintypes.DWORD),
        ("Affinity", ctypes.c_size_t),
        ("PriorityClass", wintypes.DWORD),
        ("SchedulingClass", wintypes.DWORD),
    ]


class _IoCounters(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_ulonglong) for name in ("Reads", "Writes", "Others", "ReadBytes", "WriteBytes", "OtherBytes")
    ]


class _ExtendedLimits(ctypes.Structure):
    _fields_ = [
        ("BasicLimitInformation", _BasicLimits),
        ("IoInfo", _IoCounters),
        ("ProcessMemoryLimit", ctypes.c_size_t),
        ("JobMemoryLimit", ctypes.c_size_t),
        ("PeakProcessMemoryUsed", ctypes.c_size_t),
        ("PeakJobMemoryUsed", ctypes.c_size_t),
    ]


def job_for(process: subprocess.Popen[bytes], memory_mb: int) -> Any:
    """A job holding `process`, with its memory capped; None when the system refuses (then only the worker
    itself is ended, and the report says memory is not capped)."""
    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    job = kernel32.CreateJobObjectW(None, None)
    if not job:
        return None
    limits = _ExtendedLimits()
    limits.BasicLimitInformation.LimitFlags = _JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
    if memory_mb > 0:
        limits.BasicLimitInformation.LimitFlags |= _JOB_OBJECT_LIMIT_PROCESS_MEMORY
        limits.ProcessMemoryLimit = memory_mb * 1024 * 1024
    set_ok = kernel32.SetInformationJobObject(
        job, _JOB_OBJECT_EXTENDED_LIMIT_INFORMATION, ctypes.byref(limits), ctypes.sizeof(limits)
    )
    handle = int(process._handle)  # type: ignore[attr-defined]  # Popen's process handle on Windows
    if not set_ok or not kernel32.AssignProcessToJobObject(job, handle):
        kernel32.CloseHandle(job)
        return None
    return job


def close(job: Any) -> None:
    """End every process in the job (KILL_ON_JOB_CLOSE) by closing the grader's handle to it."""
    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    kernel32.TerminateJobObject(job, 1)
    kernel32.CloseHandle(job)
