"""Renderers of a comparison: each takes the `dumpdiff.compare/1` document and returns text.

`text` is for a terminal, `markdown` for a pull-request comment (one summary line, a table per flag kind, details
folded, a size budget), `json` for tools. They read the JSON document, not the differ's objects, so a report
rebuilt from a stored document renders the same.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from dumpdiff.service.finding_kinds import FINDING_KINDS, LOST_FUSION, REGRESSION_KINDS, FindingKind
from dumpdiff.service.inspect import human_bytes

MARKDOWN_BUDGET = 60_000


def _counts(totals: dict[str, Any], kinds: Iterable[FindingKind]) -> list[str]:
    counted = (kind for kind in kinds if kind.count_label and totals[kind.totals_key])
    return [f"{totals[kind.totals_key]} {kind.count_label}" for kind in counted]


def headline(document: dict[str, Any]) -> str:
    totals = document["totals"]
    parts = _counts(totals, REGRESSION_KINDS)
    others = _counts(totals, (kind for kind in FINDING_KINDS if not kind.regression))
    if totals.get("accepted"):
        others.append(f"{totals['accepted']} accepted")
    verdict = "REGRESSION: " + ", ".join(parts) if document["regression"] else "no regression"
    return verdict + (f" ({', '.join(others)})" if others else "")


def _side_name(side: dict[str, Any]) -> str:
    commit = side.get("commit")
    return f"{side['source']}" + (f" ({commit[:12]})" if commit and commit != side["source"] else "")


def _bytes_line(document: dict[str, Any]) -> str:
    totals = document["totals"]
    line = (
        f"kernels {totals['base_kernels']} -> {totals['head_kernels']}, "
        f"bytes {human_bytes(totals['base_bytes'])} -> {human_bytes(totals['head_bytes'])}"
    )
    if totals["base_peak_bytes"] is not None or totals["head_peak_bytes"] is not None:
        line += f", peak {human_bytes(totals['base_peak_bytes'])} -> {human_bytes(totals['head_peak_bytes'])}"
    return line


def _graph_title(graph: dict[str, Any]) -> str:
    names = graph["base"] if graph["base"] == graph["head"] else f"{graph['base'] or '-'} -> {graph['head'] or '-'}"
    return f"{names} [{graph['format']}]"


def render_text(document: dict[str, Any], *, color: bool = False) -> str:
    import click

    def style(text: str, **kwargs: Any) -> str:
        return click.style(text, **kwargs) if color else text

    lines = [
        style(f"dumpdiff: {headline(document)}", bold=True, fg="red" if document["regression"] else "green"),
        f"base {_side_name(document['base'])}",
        f"head {_side_name(document['head'])}",
        _bytes_line(document),
    ]
    for graph in document["graphs"]:
        if not graph["findings"]:
            continue
        lines += [
            "",
            style(f"{_graph_title(graph)}: kernels {graph['base_kernels']} -> {graph['head_kernels']}", bold=True),
        ]
        for kind in FINDING_KINDS:
            for finding in (f for f in graph["findings"] if f["kind"] == kind.name):
                heading = kind.heading.upper()
                label = heading.rstrip("S") if kind.name.endswith(("kernel", "fusion")) else heading
                accepted = f"  [accepted: {finding['accepted']['reason']}]" if finding["accepted"] else ""
                colour = "red" if finding["regression"] else None
                lines.append(f"  {style(f'{label:<20}', fg=colour)} {finding['summary']}{accepted}")
    return "\n".join(lines) + "\n"


def render_json(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2) + "\n"


def escape_cell(text: str) -> str:
    """Text safe inside a Markdown table cell: no pipes, no HTML, no line breaks, no code-span breakage."""
    return (
        text.replace("\\", "\\\\")
        .replace("|", "\\|")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("`", "'")
        .replace("\r", " ")
        .replace("\n", " ")
    )


def _names(side: dict[str, Any]) -> str:
    names = side["kernels"] or side["nodes"] or side["buffers"]
    if len(side["kernels"]) == 1 and side["nodes"] and side["nodes"][0] != side["kernels"][0]:
        names = [f"{side['kernels'][0]} ({side['nodes'][0]})"]  # kernel names repeat; the node name is unique
    shown = ", ".join(names[:4]) + (f" (+{len(names) - 4})" if len(names) > 4 else "")
    return escape_cell(shown) if shown else "-"


def _mermaid(findings: list[dict[str, Any]], limit: int) -> list[str]:
    lines = ["```mermaid", "flowchart LR"]
    for index, finding in enumerate(findings[:limit]):
        base = finding["base"]["kernels"][0] if finding["base"]["kernels"] else "?"
        lines.append(f'  b{index}["{_mermaid_label(base)}"]')
        for part_index, part in enumerate(finding["details"].get("head_kernels", [])[:6]):
            lines.append(f'  b{index} --> h{index}_{part_index}["{_mermaid_label(part)}"]')
    return [*lines, "```"]


def _mermaid_label(text: str) -> str:
    return text.replace('"', "'").replace("<", "").replace(">", "")[:60]


def render_markdown(
    document: dict[str, Any],
    *,
    budget_bytes: int = MARKDOWN_BUDGET,
    baseline_note: str | None = None,
    marker: str | None = None,
) -> str:
    """The report as GitHub Markdown, within `budget_bytes` UTF-8 bytes: over it, details go first, then rows."""
    cut_notes: list[str] = []
    for rows_per_table, details, diagram in (
        (200, True, True),
        (50, True, True),
        (50, False, True),
        (20, False, False),
        (5, False, False),
        (0, False, False),
    ):
        body = _markdown(document, rows_per_table, details, diagram, baseline_note, marker, cut_notes)
        if len(body.encode("utf-8")) <= budget_bytes:
            return body
        cut_notes = [
            f"Report cut to fit {budget_bytes:,} bytes: showing at most {rows_per_table} rows per table"
            + ("" if details else ", details and diagrams left out")
            + "; the JSON report has everything."
        ]
    # Even the headline alone is too long: only possible with absurd budgets.
    return body.encode("utf-8")[:budget_bytes].decode("utf-8", errors="ignore")


def _markdown(
    document: dict[str, Any],
    rows_per_table: int,
    details: bool,
    diagram: bool,
    baseline_note: str | None,
    marker: str | None,
    cut_notes: list[str],
) -> str:
    icon = ":red_circle:" if document["regression"] else ":white_check_mark:"
    lines = [marker] if marker else []
    lines += [
        f"### {icon} dumpdiff: {escape_cell(headline(document))}",
        "",
        f"Comparing head `{escape_cell(_side_name(document['head']))}` "
        f"with base `{escape_cell(_side_name(document['base']))}`"
        + (f" ({escape_cell(baseline_note)})" if baseline_note else "")
        + ".",
        "",
        _bytes_line(document) + ".",
    ]
    lines += ["", *(f"> {note}" for note in cut_notes)] if cut_notes else []
    findings_by_kind: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]] = {}
    for graph in document["graphs"]:
        for finding in graph["findings"]:
            key = "accepted" if finding["accepted"] else finding["kind"]
            findings_by_kind.setdefault(key, []).append((graph, finding))
    for kind in FINDING_KINDS:
        rows = findings_by_kind.get(kind.name, [])
        if not rows:
            continue
        lines += [
            "",
            f"#### {kind.heading} ({len(rows)})",
            "",
            "| graph | base | head | what |",
            "| --- | --- | --- | --- |",
        ]
        for graph, finding in rows[:rows_per_table]:
            lines.append(
                f"| {escape_cell(graph['head'] or graph['base'])} | {_names(finding['base'])} | "
                f"{_names(finding['head'])} | {escape_cell(finding['summary'])} |"
            )
        if len(rows) > rows_per_table:
            lines.append(f"| ... | | | {len(rows) - rows_per_table} more |")
        if kind is LOST_FUSION and diagram and rows_per_table:
            lines += ["", *_mermaid([f for _, f in rows], limit=min(rows_per_table, 10))]
    if accepted := findings_by_kind.get("accepted"):
        lines += ["", f"<details><summary>Accepted ({len(accepted)})</summary>", ""]
        lines += [
            f"- {escape_cell(f['kind'])}: {escape_cell(f['summary'])} ({escape_cell(f['accepted']['reason'])})"
            for _, f in accepted[: max(rows_per_table, 1)]
        ]
        lines += ["", "</details>"]
    if details:
        lines += [
            "",
            "<details><summary>Per graph</summary>",
            "",
            "| graph | format | kernels | bytes | peak | findings |",
        ]
        lines += ["| --- | --- | --- | --- | --- | --- |"]
        for graph in document["graphs"]:
            lines.append(
                f"| {escape_cell(_graph_title(graph))} | {graph['format']} | "
                f"{graph['base_kernels']} -> {graph['head_kernels']} | "
                f"{human_bytes(graph['base_bytes'])} -> {human_bytes(graph['head_bytes'])} | "
                f"{human_bytes(graph['base_peak_bytes'])} -> {human_bytes(graph['head_peak_bytes'])} | "
                f"{len(graph['findings'])} |"
            )
        lines += ["", "</details>"]
    lines += ["", f"<sub>dumpdiff {document['tool_version']}</sub>"]
    return "\n".join(lines) + "\n"
