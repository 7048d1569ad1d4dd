"""The README keeps its promises: two set-up commands, CI runs the second, every command is documented."""

from __future__ import annotations

import argparse
import re

from conftest import ROOT

from grader.cli import build_parser

README = (ROOT / "README.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def setup_commands() -> list[str]:
    """The shell blocks of the README's "Set up" section."""
    section = README.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", section, flags=re.DOTALL)]


def test_the_readme_has_exactly_two_set_up_commands() -> None:
    """One installs and runs the grader, one installs the test extras and runs the suite: each one command that
    needs no virtual environment made beforehand (PEP 668) and no `&&` (Windows PowerShell 5.1)."""
    first, second = setup_commands()
    assert first == "python3 start.py"
    assert second == "python3 start.py --tests"


def test_the_readme_starts_with_how_to_get_the_course() -> None:
    """Before any command can run, the learner needs the course's folder: clone, then cd."""
    first_section = README.split("\n## ", 2)[1]
    assert first_section.startswith("Get the course")
    assert "git clone" in first_section
    assert "cd chunk-kata" in first_section


def test_ci_runs_the_readmes_test_command_verbatim() -> None:
    """A missing install step fails CI instead of hiding behind a pre-installed package."""
    second = setup_commands()[1]
    assert any(line.strip() == second for line in CI.splitlines())


def test_every_command_has_help_and_is_in_the_readme() -> None:
    """Each `kata` subcommand has a help line and a row in the README's command table."""
    parser = build_parser()
    (subparsers,) = [action for action in parser._actions if action.__class__.__name__ == "_SubParsersAction"]
    helps = {choice.dest: choice.help for choice in subparsers._choices_actions}
    assert set(helps) == set(subparsers.choices)
    for name, text in helps.items():
        assert text, f"`kata {name}` has no help"
        assert f"`kata {name}" in README, f"`kata {name}` is not documented in README.md"


def _commands(parser: argparse.ArgumentParser) -> set[str]:
    (subparsers,) = [action for action in parser._actions if isinstance(action, argparse._SubParsersAction)]
    return set(subparsers.choices)


def test_the_command_table_names_every_command_and_its_module() -> None:
    """`kata X` builds only X's parser, found through COMMAND_MODULES: the table must match the parsers."""
    from grader.commands import COMMAND_MODULES

    assert set(COMMAND_MODULES) == _commands(build_parser())
    for name, module in COMMAND_MODULES.items():
        built = _commands(build_parser([name]))
        assert name in built
        assert built == {other for other, owner in COMMAND_MODULES.items() if owner is module}
    assert _commands(build_parser(["nonsense"])) == set(COMMAND_MODULES)


def test_options_before_the_command_do_not_change_what_is_parsed() -> None:
    """--root DIR (even abbreviated, even a folder named like a command) and --plain come before the command."""
    for argv in (
        ["--root", "list", "grade", "chunk_words"],
        ["--ro", "list", "grade", "chunk_words"],
        ["--root=list", "--plain", "grade", "chunk_words"],
    ):
        assert build_parser(argv).parse_args(argv).command == "grade"
    assert build_parser(["grade", "chunk_words", "--all"]).parse_args(["grade", "x"]).exercises == ["x"]


def test_the_readme_lists_every_exercise_in_course_order() -> None:
    """The table under "The exercises": one row per exercise of cases.yaml, numbered as `kata list` numbers them."""
    from grader.course.loader import load_course

    section = README.split("## The exercises", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| (\d+) \| `(\w+)` \|", section, flags=re.MULTILINE)
    assert rows == [(str(number), name) for number, name in enumerate(load_course(ROOT).names, start=1)]
