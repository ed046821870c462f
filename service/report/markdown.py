"""The report for a pull-request comment: one summary line, a table per finding kind, details folded, within a size
budget. Everything a dump names is escaped: names are untrusted."""

from __future__ import annotations

from dumpdiff.service.finding_kinds import FINDING_KINDS, LOST_FUSION
from dumpdiff.service.report import memory
from dumpdiff.service.report.document import CompareDocument, FindingDocument, GraphDocument, SideDocument
from dumpdiff.service.report.lines import bytes_line, graph_title, headline, side_name
from dumpdiff.service.report.renderer import RenderOptions
from dumpdiff.service.units import human_bytes

MARKDOWN_BUDGET = 60_000


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


def _names(side: SideDocument) -> str:
    names = side["kernels"] or side["nodes"] or side["buffers"]
    if len(side["kernels"]) == 1 and side["nodes"] and side["nodes"][0] != side["kernels"][0]:
        names = [f"{side['kernels'][0]} ({side['nodes'][0]})"]  # kernel names repeat; the node name is unique
    shown = ", ".join(names[:4]) + (f" (+{len(names) - 4})" if len(names) > 4 else "")
    return escape_cell(shown) if shown else "-"


def _mermaid(findings: list[FindingDocument], limit: int) -> list[str]:
    lines = ["```mermaid", "flowchart LR"]
    for index, finding in enumerate(findings[:limit]):
        base = finding["base"]["kernels"][0] if finding["base"]["kernels"] else "?"
        lines.append(f'  b{index}["{_mermaid_label(base)}"]')
        for part_index, part in enumerate(finding["details"].get("head_kernels", [])[:6]):
            lines.append(f'  b{index} --> h{index}_{part_index}["{_mermaid_label(part)}"]')
    return [*lines, "```"]


def _mermaid_label(text: str) -> str:
    return text.replace('"', "'").replace("<", "").replace(">", "")[:60]


def render(document: CompareDocument, options: RenderOptions) -> str:
    """The report as GitHub Markdown, within the budget (`MARKDOWN_BUDGET` unless the options say): over it,
    details go first, then rows."""
    budget_bytes = MARKDOWN_BUDGET if options.budget_bytes is None else options.budget_bytes
    cut_notes: list[str] = []
    for rows_per_table, details, diagram in (
        (200, True, True),
        (50, True, True),
        (50, False, True),
        (20, False, False),
        (5, False, False),
        (0, False, False),
    ):
        body = _markdown(document, rows_per_table, details, diagram, options.baseline_note, options.marker, cut_notes)
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
    document: CompareDocument,
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
        f"Comparing head `{escape_cell(side_name(document['head']))}` "
        f"with base `{escape_cell(side_name(document['base']))}`"
        + (f" ({escape_cell(baseline_note)})" if baseline_note else "")
        + ".",
        "",
        bytes_line(document) + ".",
    ]
    lines += memory.markdown_summary(document, escape_cell)
    lines += ["", *(f"> {note}" for note in cut_notes)] if cut_notes else []
    findings_by_kind: dict[str, list[tuple[GraphDocument, FindingDocument]]] = {}
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
    lines += memory.markdown_lines(document, rows_per_table, escape_cell)
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
                f"| {escape_cell(graph_title(graph))} | {graph['format']} | "
                f"{graph['base_kernels']} -> {graph['head_kernels']} | "
                f"{human_bytes(graph['base_bytes'])} -> {human_bytes(graph['head_bytes'])} | "
                f"{human_bytes(graph['base_peak_bytes'])} -> {human_bytes(graph['head_peak_bytes'])} | "
                f"{len(graph['findings'])} |"
            )
        lines += ["", "</details>"]
    lines += ["", f"<sub>dumpdiff {document['tool_version']}</sub>"]
    return "\n".join(lines) + "\n"
