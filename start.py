"""Set up the course and run it: `python3 start.py` (Windows: `py start.py`).

Makes a virtual environment in `.venv/` next to this file, installs the course into it (only when
pyproject.toml changed since the last install) and runs `kata` there with the arguments given, so it
works where the system's Python refuses `pip install` (PEP 668: Debian, Ubuntu, Homebrew) and in
Windows PowerShell 5.1, which has no `&&`. `python3 start.py --tests` installs the test extras too and
runs the project's own test suite (`pytest -n auto`, then any further arguments).

Standard library only, and written for old Pythons too, so that a too-old one gets a sentence, not a
syntax error.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(HERE, ".venv")
STAMP = os.path.join(VENV, "kata-installed.txt")  # what was installed: pyproject's hash, extras, Python
NEEDED = (3, 11)


def say(text: str) -> None:
    print(text, flush=True)


def fail(text: str) -> None:
    print(text, file=sys.stderr, flush=True)
    sys.exit(2)


def venv_python() -> str:
    if os.name == "nt":
        return os.path.join(VENV, "Scripts", "python.exe")
    return os.path.join(VENV, "bin", "python")


def has_pip(python: str) -> bool:
    if not os.path.exists(python):
        return False
    probe = [python, "-m", "pip", "--version"]
    return subprocess.call(probe, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0


def make_venv() -> None:
    """A fresh .venv with pip; a half-made one (Debian without python3-venv leaves one) is replaced."""
    try:
        import ensurepip  # noqa: F401  (Debian and Ubuntu ship it in the python3-venv package)
    except ImportError:
        version = "{}.{}".format(*sys.version_info[:2])
        fail(
            "This Python cannot make a virtual environment (its `venv` module has no pip).\n"
            f"On Debian or Ubuntu: sudo apt install python3-venv (or python{version}-venv), then run this again."
        )
    if os.path.exists(VENV):
        shutil.rmtree(VENV)
    say("Making a virtual environment in .venv/ (once) ...")
    if subprocess.call([sys.executable, "-m", "venv", VENV]) != 0 or not has_pip(venv_python()):
        fail(f"Could not make a virtual environment in {VENV}: see the message above.")


def wanted(extras: str) -> str:
    with open(os.path.join(HERE, "pyproject.toml"), "rb") as file:
        digest = hashlib.sha256(file.read()).hexdigest()
    python = ".".join(map(str, sys.version_info[:3]))
    return f"{digest} {extras or '-'} {python}\n"


def install(extras: str) -> bool:
    """`pip install -e .[extras]` into .venv, skipped (False) when the same install is already there."""
    stamp = wanted(extras)
    if os.path.exists(STAMP):
        with open(STAMP, encoding="utf-8") as file:
            done = file.read()
        # An install with the test extras serves a plain run too.
        if done == stamp or (not extras and done == wanted("test")):
            return False
    target = f".[{extras}]" if extras else "."
    say("Installing the course into .venv/ ({}) ...".format("with the test tools" if extras else "once"))
    command = [venv_python(), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", target]
    if subprocess.call(command, cwd=HERE) != 0:
        fail("The install did not finish: see pip's message above. Fix it and run this again.")
    with open(STAMP, "w", encoding="utf-8") as file:
        file.write(stamp)
    return True


def where_kata_is() -> str:
    """Said once, after the install: the report's `kata ...` lines need the virtual environment."""
    if os.name == "nt":
        activate, again = r".venv\Scripts\Activate.ps1 (cmd: .venv\Scripts\activate.bat)", "py start.py"
    else:
        activate, again = "source .venv/bin/activate", "python3 start.py"
    return (
        f"\n`kata` is installed in .venv/. To type `kata` itself, activate it (once per terminal): {activate}\n"
        f"Or run kata through this script: `{again} hint` is `kata hint`."
    )


def main(argv: list[str]) -> int:
    if sys.version_info[:2] < NEEDED:
        needed = "{}.{}".format(*NEEDED)
        fail(f"chunk-kata needs Python {needed} or newer; this is {sys.version.split()[0]} ({sys.executable}).")
    tests = bool(argv) and argv[0] == "--tests"
    if tests:
        argv = argv[1:]
    if not has_pip(venv_python()):
        make_venv()
    installed = install("test" if tests else "")
    tool = ["pytest", "-n", "auto"] if tests else ["grader"]
    command = [venv_python(), "-m", *tool, *argv]
    try:
        code = subprocess.call(command, cwd=HERE if tests else None)
    except KeyboardInterrupt:
        return 130
    if installed and not tests:
        say(where_kata_is())
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
