"""grader/course/cases.schema.json and the loader agree on which cases files are valid.

jsonschema is in the `test` extra only: editors validate cases.yaml with the schema themselves,
and the grader's own loader never needs it.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from conftest import FIXTURES, ROOT

from grader.cli import main
from grader.course.loader import CASE_KEYS, EXERCISE_KEYS, HINT_KEYS, load_exercises
from grader.errors import CasesError

SCHEMA_PATH = ROOT / "grader" / "course" / "cases.schema.json"
SCHEMA = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
CASES = FIXTURES / "cases"
VALID = sorted((CASES / "valid").glob("*.yaml"))
BROKEN = sorted((CASES / "broken").glob("*.yaml"))
# What a JSON Schema cannot say (a name used twice, a key repeated, a reference across keys):
# only the loader refuses these, and each must be listed here on purpose.
LOADER_ONLY = sorted((CASES / "loader_only").glob("*.yaml"))


def schema_accepts(path: Path) -> bool:
    try:
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError:
        return False
    return jsonschema.Draft202012Validator(SCHEMA).is_valid(document)


def loader_accepts(path: Path) -> bool:
    try:
        load_exercises(path, label="cases.yaml")
    except CasesError:
        return False
    return True


def error_line(path: Path) -> int:
    """The line each broken fixture declares on its first line: `# error-line: N`."""
    match = re.match(r"# error-line: (\d+)", path.read_text(encoding="utf-8"))
    assert match, f"{path.name} must start with '# error-line: N'"
    return int(match.group(1))


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    """Editors can load it: the schema itself passes the metaschema."""
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_the_real_cases_file_points_at_the_schema_and_passes_it() -> None:
    """cases.yaml's first line names the schema, and the file validates against it."""
    text = (ROOT / "cases.yaml").read_text(encoding="utf-8")
    assert text.splitlines()[0] == "# yaml-language-server: $schema=./grader/course/cases.schema.json"
    assert jsonschema.Draft202012Validator(SCHEMA).is_valid(yaml.safe_load(text))


@pytest.mark.parametrize("path", VALID + BROKEN, ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_schema_and_loader_agree(path: Path) -> None:
    """Both accept every valid fixture and both refuse every broken one."""
    expected = path.parent.name == "valid"
    assert (schema_accepts(path), loader_accepts(path)) == (expected, expected)


@pytest.mark.parametrize("path", LOADER_ONLY, ids=lambda path: path.stem)
def test_what_only_the_loader_can_refuse(path: Path) -> None:
    """The schema passes these (it cannot see across keys); the loader refuses them."""
    assert (schema_accepts(path), loader_accepts(path)) == (True, False)


def _properties(definition: dict[str, Any]) -> set[str]:
    return set(definition["properties"])


def test_the_schema_knows_exactly_the_loaders_keys() -> None:
    """A key added to the loader must be added to the schema, and the other way round."""
    definitions = SCHEMA["$defs"]
    assert _properties(definitions["exercise"]) == set(EXERCISE_KEYS)
    assert _properties(definitions["case"]) == set(CASE_KEYS)
    hint_forms = definitions["exercise"]["properties"]["hints"]["items"]["oneOf"]
    (mapping,) = [form for form in hint_forms if form.get("type") == "object"]
    assert _properties(mapping) == set(HINT_KEYS)


def test_the_schema_ships_with_the_package() -> None:
    """pyproject's package data includes grader/*.json, so an installed grader has the schema."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'"grader.course" = \[[^\]]*"\*\.json"', pyproject)


@pytest.mark.parametrize("path", BROKEN + LOADER_ONLY, ids=lambda path: path.stem)
def test_a_broken_file_exits_2_with_its_line(tmp_path: Path, path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every broken kind stops `kata` with exit 2 and one sentence naming cases.yaml and the line.

    The CLI's main() runs in-process here (22 files); test_cases_check runs one through `python -m grader`.
    """
    root = tmp_path / "course"
    (root / "exercises").mkdir(parents=True)
    shutil.copy(path, root / "cases.yaml")
    code = main(["--root", str(root), "list"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith(f"kata: cases.yaml:{error_line(path)}: "), err
    assert "\nFix: " in err
    assert "Traceback" not in err
