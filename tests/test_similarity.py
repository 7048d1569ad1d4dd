"""The class similarity report: a renamed, re-commented, re-spaced copy ranks first among honest solutions
written independently, and what the starter code hands everyone does not make two students alike."""

from __future__ import annotations

from pathlib import Path

from conftest import ROOT, run_kata

from grader.classroom.similarity import similar_pairs, tokens

STUB = (ROOT / ".stubs" / "chunk_words.py").read_text(encoding="utf-8")
HEADER = STUB.split("def solve")[0]  # the stub's docstring and imports, which every student keeps

# Five correct solutions written independently, in different shapes.
HONEST = {
    "ada": "def solve(text, size, overlap):\n    words = text.split()\n    chunks = []\n    first = 0\n"
    "    while first < len(words):\n        chunks.append(' '.join(words[first:first + size]))\n"
    "        if first + size >= len(words):\n            break\n        first += size - overlap\n"
    "    return chunks\n",
    "bo": "def solve(text, size, overlap):\n    w = text.split()\n    if not w:\n        return []\n"
    "    step = size - overlap\n    starts = [0]\n    while starts[-1] + size < len(w):\n"
    "        starts.append(starts[-1] + step)\n    return [' '.join(w[s:s + size]) for s in starts]\n",
    "cy": "import itertools\n\n\ndef solve(text, size, overlap):\n    tokens = text.split()\n"
    "    result = []\n    for start in itertools.count(0, size - overlap):\n"
    "        result.append(' '.join(tokens[start:start + size]))\n        if start + size >= len(tokens):\n"
    "            break\n    return result if tokens else []\n",
    "di": "def _window(words, start, size):\n    return ' '.join(words[start:start + size])\n\n\n"
    "def solve(text, size, overlap):\n    words = text.split()\n    out = []\n    pos = 0\n"
    "    while words:\n        out.append(_window(words, pos, size))\n        if pos + size >= len(words):\n"
    "            return out\n        pos = pos + size - overlap\n    return out\n",
    "ed": "def solve(text, size, overlap):\n    parts = text.split()\n    n = len(parts)\n"
    "    last = max(n - size, 0)\n    step = size - overlap\n    count = -(-last // step) + 1 if n else 0\n"
    "    return [' '.join(parts[i * step:i * step + size]) for i in range(count)]\n",
}
# ada's solution with every name changed, comments added, blank lines and spacing rearranged.
COPY = (
    "def solve(document, n, shared):\n    # my own approach\n    toks = document.split()   # the words\n\n"
    "    pieces = []\n    idx = 0\n    while idx < len(toks):\n\n"
    "        pieces.append( ' '.join( toks[idx:idx+n] ) )\n        if idx+n >= len(toks):   # done\n"
    "            break\n        idx += n - shared\n    return pieces\n"
)
STUB_ONLY = STUB  # two students who handed in the starter code untouched


def test_renaming_comments_and_layout_change_no_token() -> None:
    assert tokens(HONEST["ada"]) == tokens(COPY)
    assert tokens(HONEST["ada"]) != tokens(HONEST["di"])


def test_the_renamed_copy_ranks_first_and_the_starter_code_counts_for_nothing() -> None:
    sources = {name: HEADER + code for name, code in HONEST.items()} | {"zed": HEADER + COPY}
    sources |= {"sam": STUB_ONLY, "tim": STUB_ONLY}
    pairs = similar_pairs("chunk_words", sources, STUB, threshold=0.0)
    assert (pairs[0].first, pairs[0].second) == ("ada", "zed") and pairs[0].score == 1.0
    assert all(pair.score < 0.5 for pair in pairs[1:]), pairs[:4]
    assert not any({pair.first, pair.second} == {"sam", "tim"} for pair in pairs)


def test_kata_batch_reports_the_pair(tmp_path: Path) -> None:
    folders = []
    for name, code in {**HONEST, "zed": COPY}.items():
        (tmp_path / name / "exercises").mkdir(parents=True)
        (tmp_path / name / "exercises" / "chunk_words.py").write_text(HEADER + code, encoding="utf-8")
        folders.append(tmp_path / name)
    html = tmp_path / "class.html"
    run = run_kata("batch", *map(str, folders), "--exercise", "chunk_words", "--html", str(html), timeout=300)
    assert run.code == 0, run.err
    table = run.out[run.out.index("Submissions written alike") :]
    assert "ada · zed" in table and "100%" in table
    assert table.count("·") == 1  # no honest pair shares half its code
    page = html.read_text(encoding="utf-8")
    assert '<table id="similar">' in page and "<td>ada</td><td>zed</td>" in page
