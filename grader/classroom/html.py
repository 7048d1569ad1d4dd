"""A batch run → one self-contained HTML page: class table, score histogram, pitfall chart, failing cases.

Everything is inline (styles, SVG charts, one small script): the page opens from a CI artifact or an email
attachment with no network at all.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from html import escape

from .batch import ClassSummary, SubmissionResult
from .similarity import Pair

BINS = 10
CHART_WIDTH = 520
BAR_HEIGHT = 22

STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d1d1f; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: .3rem .5rem; text-align: left; vertical-align: top; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
tr.perfect td:first-child::before { content: "✓ "; color: #1a7f37; }
.error { color: #b3261e; } .muted { color: #666; }
svg text { font: 12px system-ui, sans-serif; fill: #1d1d1f; }
details { margin: .4rem 0; } summary { cursor: pointer; }
code { background: #f3f3f3; padding: 0 .2rem; border-radius: 3px; }
li pre { white-space: pre-wrap; margin: .2rem 0 .6rem; font-size: 13px; }
"""

# Runs on load: counts what the page shows and records it, so a headless browser can check the page is whole.
SCRIPT = """
(function () {
  var data = JSON.parse(document.getElementById("batch-data").textContent);
  var rows = document.querySelectorAll("#class-table tbody tr").length;
  if (rows !== data.submissions) { throw new Error("class table has " + rows + " rows, expected " + data.submissions); }
  var bars = document.querySelectorAll("#histogram rect.bar").length;
  document.body.dataset.rows = String(rows);
  document.body.dataset.bars = String(bars);
  document.body.dataset.ready = "yes";
})();
"""


def _number(value: float) -> str:
    return escape(f"{value:g}")


def histogram(summary: ClassSummary) -> str:
    """Scores as a fraction of the maximum, in ten bins, as an inline SVG bar chart."""
    counts = [0] * BINS
    for score in summary.scores:
        fraction = score / summary.max_score if summary.max_score else 0.0
        counts[min(BINS - 1, int(fraction * BINS))] += 1
    tallest = max(counts, default=0) or 1
    width, height, base = CHART_WIDTH, 200, 170
    step = (width - 40) / BINS
    parts = [
        f'<svg id="histogram" role="img" aria-label="score histogram" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" xmlns="http://www.w3.org/2000/svg">'
    ]
    for index, count in enumerate(counts):
        bar = (base - 20) * count / tallest
        x = 20 + index * step
        label = f"{index * 10}–{(index + 1) * 10}%"
        parts.append(
            f'<rect class="bar" x="{x + 2:.1f}" y="{base - bar:.1f}" width="{step - 4:.1f}" height="{bar:.1f}" '
            f'fill="#4f6bed"><title>{label}: {count}</title></rect>'
        )
        if count:
            parts.append(f'<text x="{x + step / 2:.1f}" y="{base - bar - 4:.1f}" text-anchor="middle">{count}</text>')
        parts.append(f'<text x="{x:.1f}" y="{base + 16}" text-anchor="middle">{index * 10}</text>')
    parts.append(f'<text x="{20 + BINS * step:.1f}" y="{base + 16}" text-anchor="middle">100</text>')
    parts.append(f'<line x1="20" y1="{base}" x2="{width - 20}" y2="{base}" stroke="#888"/>')
    parts.append(f'<text x="{width / 2:.0f}" y="{height - 2}" text-anchor="middle">% of the points</text>')
    parts.append("</svg>")
    return "".join(parts)


def pitfall_chart(summary: ClassSummary) -> str:
    """One horizontal bar per (exercise, pitfall): how many submissions made that mistake."""
    rows = [(exercise, name, count) for exercise, found in summary.pitfalls.items() for name, count in found.items()]
    if not rows:
        return '<p class="muted" id="pitfall-chart">No submission matched a known mistake.</p>'
    rows.sort(key=lambda row: -row[2])
    label_width, width = 300, CHART_WIDTH + 200
    height = BAR_HEIGHT * len(rows) + 10
    most = max(count for _, _, count in rows)
    parts = [
        f'<svg id="pitfall-chart" role="img" aria-label="known mistakes" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" xmlns="http://www.w3.org/2000/svg">'
    ]
    for index, (exercise, name, count) in enumerate(rows):
        y = 5 + index * BAR_HEIGHT
        bar = (width - label_width - 60) * count / most
        parts.append(
            f'<text x="{label_width - 8}" y="{y + 15}" text-anchor="end">{escape(exercise)}: {escape(name)}</text>'
        )
        parts.append(
            f'<rect class="pitfall" data-count="{_number(count)}" x="{label_width}" y="{y + 3}" width="{bar:.1f}" '
            f'height="{BAR_HEIGHT - 6}" fill="#e8833a"><title>{_number(count)} submissions</title></rect>'
        )
        parts.append(f'<text x="{label_width + bar + 6:.1f}" y="{y + 15}">{_number(count)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def class_table(results: Sequence[SubmissionResult]) -> str:
    names = [exercise.name for exercise in results[0].exercises] if results else []
    head = "".join(f'<th class="number">{escape(name)}</th>' for name in names)
    lines = [
        '<table id="class-table"><thead><tr><th>submission</th><th class="number">score</th>'
        f'<th class="number">exercises passed</th>{head}<th>verdicts</th></tr></thead><tbody>'
    ]
    for result in results:
        perfect = result.max_score > 0 and result.score == result.max_score
        verdicts = ", ".join(f"{count} {verdict}" for verdict, count in sorted(result.verdicts.items()))
        cells = "".join(
            f'<td class="number">{_number(exercise.passed)}/{_number(exercise.total)}</td>'
            for exercise in result.exercises
        )
        error = f'<br><span class="error">{escape(result.error)}</span>' if result.error else ""
        lines.append(
            f'<tr class="{"perfect" if perfect else ""}" data-score="{_number(result.score)}">'
            f"<td>{escape(result.submission)}</td>"
            f'<td class="number">{_number(result.score)}/{_number(result.max_score)}</td>'
            f'<td class="number">{_number(result.passed_exercises)}/{len(result.exercises)}</td>'
            f"{cells}<td>{escape(verdicts)}{error}</td></tr>"
        )
    lines.append("</tbody></table>")
    return "".join(lines)


def failing_cases(results: Sequence[SubmissionResult]) -> str:
    parts = []
    for result in results:
        failing = [(exercise.name, item) for exercise in result.exercises for item in exercise.failing]
        if not failing:
            continue
        items = "".join(
            f"<li><code>{escape(exercise)}: {escape(item.case)}</code> — {escape(item.verdict)}"
            f"<pre>{escape(item.message)}</pre></li>"
            for exercise, item in failing
        )
        parts.append(
            f'<details class="submission"><summary>{escape(result.submission)} '
            f'<span class="muted">({len(failing)} failing)</span></summary><ul>{items}</ul></details>'
        )
    return "".join(parts) or '<p class="muted">Every case of every submission passed.</p>'


def groups_section(summary: ClassSummary, results: Sequence[SubmissionResult]) -> str:
    """Each unnamed mistake several students made alike: its size, its members, and one member's failing cases
    (what it answered against what was expected)."""
    if not summary.groups:
        return '<p class="muted" id="groups">No unnamed mistake was made alike by two submissions.</p>'
    by_name = {result.submission: result for result in results}
    parts = ['<div id="groups">']
    for exercise, groups in summary.groups.items():
        for group, members in groups.items():
            first = next(e for e in by_name[members[0]].exercises if e.name == exercise)
            items = "".join(
                f"<li><code>{escape(item.case)}</code> — {escape(item.verdict)}<pre>{escape(item.message)}</pre></li>"
                for item in first.failing[:3]
            )
            more = f'<p class="muted">… and {len(first.failing) - 3} more cases</p>' if len(first.failing) > 3 else ""
            parts.append(
                f'<details class="group" data-size="{len(members)}"><summary><code>{escape(group)}</code>: '
                f"{len(members)} submissions ({escape(', '.join(members))})</summary>"
                f"<p>As {escape(members[0])} answered it:</p><ul>{items}</ul>{more}</details>"
            )
    parts.append("</div>")
    return "".join(parts)


def similarity_section(pairs: Sequence[Pair]) -> str:
    if not pairs:
        return '<p class="muted" id="similar">No two submissions share half their code (starter code left out).</p>'
    rows = "".join(
        f"<tr><td>{escape(pair.exercise)}</td><td>{escape(pair.first)}</td><td>{escape(pair.second)}</td>"
        f'<td class="number">{pair.score:.0%}</td></tr>'
        for pair in pairs
    )
    return (
        '<table id="similar"><thead><tr><th>exercise</th><th>submission</th><th>submission</th>'
        f'<th class="number">shared code</th></tr></thead><tbody>{rows}</tbody></table>'
    )


def to_html(
    summary: ClassSummary,
    results: Sequence[SubmissionResult],
    *,
    title: str = "chunk-kata batch",
    pairs: Sequence[Pair] = (),
) -> str:
    """The whole page as one string."""
    mean = sum(summary.scores) / len(summary.scores) if summary.scores else 0.0
    passed = ", ".join(
        f"{escape(name)} {_number(count)}/{summary.submissions}" for name, count in summary.passed.items()
    )
    data = {"submissions": summary.submissions, "mean": round(mean, 3), "max_score": summary.max_score}
    # "</" cannot end the data block early: JSON allows "<\/" for "</".
    data_text = json.dumps(data).replace("</", "<\\/")
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title>
<style>{STYLE}</style>
</head>
<body data-submissions="{summary.submissions}">
<h1>{escape(title)}</h1>
<p id="headline"><span id="count">{summary.submissions}</span> submissions · mean score
<span id="mean">{mean:.1f}</span> of {_number(summary.max_score)} · passed per exercise: {passed}</p>
<h2>Scores</h2>
{histogram(summary)}
<h2>What the class gets wrong</h2>
{pitfall_chart(summary)}
<h2>Unnamed mistakes made alike</h2>
{groups_section(summary, results)}
<h2>Submissions written alike</h2>
{similarity_section(pairs)}
<h2>Class table</h2>
{class_table(results)}
<h2>Failing cases</h2>
{failing_cases(results)}
<script type="application/json" id="batch-data">{data_text}</script>
<script>{SCRIPT}</script>
</body>
</html>
"""
