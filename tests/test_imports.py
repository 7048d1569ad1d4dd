"""Imports run one way: a module of the grader imports only from its own stage or an earlier one.

Every import counts, wherever it is written (at the top, inside a function, under TYPE_CHECKING): a stage that
reaches up the order for a type is as tied to it as one that calls it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GRADER = Path(__file__).resolve().parent.parent / "grader"

# The stages in order, each a top-level module or package of grader/; a module may import from its own stage or
# any earlier one. The run stage knows nothing of courses; instructor tools and the front ends sit above all.
STAGES: tuple[tuple[str, ...], ...] = (
    ("__init__", "errors", "files"),
    ("run",),
    ("policy",),
    ("course",),
    ("judge",),
    ("pipeline",),
    ("learner",),
    ("present",),
    ("classroom",),
    ("instructor",),
    ("commands",),
    ("cli", "__main__", "pytest_plugin"),
)
RANK = {name: rank for rank, names in enumerate(STAGES) for name in names}


def stage_of(module: str) -> str:
    """grader.judge.oracle → judge; grader → __init__."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def module_name(path: Path) -> str:
    relative = path.relative_to(GRADER.parent).with_suffix("")
    parts = list(relative.parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def imported(path: Path) -> list[tuple[int, str]]:
    """Every grader module `path` imports, with the line: relative imports resolved, absolute ones kept."""
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            # `from . import x`: x is a module of the package, or a name the package itself defines.
            targets = [target] if node.module else [_submodule(target, alias.name) for alias in node.names]
            found += [(node.lineno, name) for name in targets if name.split(".")[0] == "grader"]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names if alias.name.split(".")[0] == "grader"]
    return found


def _submodule(package: str, name: str) -> str:
    folder = GRADER.parent.joinpath(*package.split("."))
    return f"{package}.{name}" if (folder / f"{name}.py").is_file() or (folder / name).is_dir() else package


SOURCES = sorted(path for path in GRADER.rglob("*.py") if path.name != "worker.py")  # the worker is standalone


def test_every_module_belongs_to_a_stage() -> None:
    unknown = {stage_of(module_name(path)) for path in SOURCES} - set(RANK)
    assert not unknown, f"add these to STAGES, in their place: {sorted(unknown)}"


@pytest.mark.parametrize("path", SOURCES, ids=[module_name(path) for path in SOURCES])
def test_no_module_imports_from_a_later_stage(path: Path) -> None:
    source = module_name(path)
    upward = [
        f"{path.relative_to(GRADER.parent)}:{line} imports {target} ({stage_of(target)} comes after {stage_of(source)})"
        for line, target in imported(path)
        if RANK[stage_of(target)] > RANK[stage_of(source)]
    ]
    assert not upward, "\n".join(upward)
