"""The report for a pull-request comment, read in ten seconds: the verdict line and the story, the two sides, a
table of the regressions (one row per group of findings), then everything else folded: each kind's groups with
their findings by full name, a Mermaid diagram of lost fusions, the graphs. Within a size budget. Everything a
dump names is escaped: names are untrusted."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from dumpdiff.service.finding_kinds import KIND_BY_NAME, LOST_FUSION
from dumpdiff.service.markdown_escape import code_span, inert_text
from dumpdiff.service.report import memory
from dumpdiff.service.report.document import CompareDocument, FindingDocument, GraphDocument, GroupDocument
from dumpdiff.service.report.groups import short_names
from dumpdiff.service.report.lines import bytes_line, findings_by_group, graph_title, headline, sections, side_name
from dumpdiff.service.report.renderer import RenderOptions
from dumpdiff.service.units import human_bytes

MARKDOWN_BUDGET = 60_000


@dataclass(frozen=True, slots=True)
class Detail:
    """How much one rendering shows; the budget picks the first level that fits."""

    table_rows: int  # regression groups in the table
    findings_per_group: int  # findings listed in a group's folded detail; 0: no folded details
    diagram: bool


LEVELS = (Detail(20, 5, True), Detail(20, 2, True), Detail(20, 0, False), Detail(5, 0, False), Detail(0, 0, False))


def escape_cell(text: str) -> str:
    """Dump text (names, summaries) safe in Markdown prose or a table cell: shown as itself, never as markup, HTML, a
    mention, an issue reference or a link (`markdown_escape.inert_text`)."""
    return inert_text(text)


def render(document: CompareDocument, options: RenderOptions) -> str:
    """The report as GitHub Markdown, within the budget (`MARKDOWN_BUDGET` unless the options say): over it, fewer
    findings per group go first, then the folded details, then table rows."""
    budget_bytes = MARKDOWN_BUDGET if options.budget_bytes is None else options.budget_bytes
    cut_note: str | None = None
    for level in LEVELS:
        body = "\n".join(_markdown(document, level, options, cut_note)) + "\n"
        if len(body.encode("utf-8")) <= budget_bytes:
            return body
        cut_note = (
            f"Report cut to fit {budget_bytes:,} bytes: "
            + (
                f"at most {level.findings_per_group} findings per group"
                if level.findings_per_group
                else f"at most {level.table_rows} rows, details and diagrams left out"
            )
            + "; the JSON report has everything."
        )
    # Even the headline alone is too long: only possible with absurd budgets.
    return body.encode("utf-8")[:budget_bytes].decode("utf-8", errors="ignore")


Section = Callable[[CompareDocument, Detail], list[str]]


def _markdown(document: CompareDocument, level: Detail, options: RenderOptions, cut_note: str | None) -> list[str]:
    lines = [options.marker] if options.marker else []
    lines += _opening(document, options)
    lines += ["", f"> {cut_note}"] if cut_note else []
    for section in SECTIONS:
        lines += section(document, level)
    return [*lines, "", f"<sub>dumpdiff {document['tool_version']}</sub>"]


def _opening(document: CompareDocument, options: RenderOptions) -> list[str]:
    icon = ":red_circle:" if document["regression"] else ":white_check_mark:"
    return [
        f"### {icon} dumpdiff: {headline(document)}",  # counts only: no dump text
        "",
        f"**{escape_cell(document['story']['summary'])}**",
        "",
        f"Comparing head {code_span(side_name(document['head']), in_table=False)} "
        f"with base {code_span(side_name(document['base']), in_table=False)}"
        + (f" ({options.baseline_note})" if options.baseline_note else "")  # ours: commits, a link to the service
        + f"; {bytes_line(document)}.",
    ]


def _regressions(document: CompareDocument, level: Detail) -> list[str]:
    """One row per group of regressions, in report order, the largest of each kind first."""
    groups = [group for group in document["groups"] if group["regression"]]
    if not groups or not level.table_rows:
        return []
    lines = ["", "| regression | what | graph |", "| --- | --- | --- |"]
    for group in groups[: level.table_rows]:
        kind = KIND_BY_NAME[group["kind"]]
        graphs = ", ".join(f"{name} ({count})" if count > 1 else name for name, count in group["graphs"].items())
        lines.append(f"| {kind.heading} | {escape_cell(group['summary'])} | {escape_cell(graphs)} |")
    if len(groups) > level.table_rows:
        lines.append(f"| ... | {len(groups) - level.table_rows} more groups in the details below | |")
    return lines


def _folded(document: CompareDocument, level: Detail) -> list[str]:
    """Each kind's groups with their findings by full name, regressions first, accepted findings apart."""
    if not level.findings_per_group:
        return []
    lines: list[str] = []
    found = findings_by_group(document)
    for kind, accepted, groups in sections(document["groups"]):
        count = sum(group["count"] for group in groups)
        title = f"{'Accepted: ' if accepted else ''}{kind.heading} ({count})"
        lines += ["", f"<details><summary>{escape_cell(title)}</summary>", ""]
        for group in groups:
            lines += _group_detail(group, found[group["id"]], level.findings_per_group)
        if kind is LOST_FUSION and level.diagram:
            findings = [finding for group in groups for _graph, finding in found[group["id"]]]
            lines += ["", *_mermaid(findings, limit=10)]
        lines += ["", "</details>"]
    return lines


def _group_detail(group: GroupDocument, found: list[tuple[GraphDocument, FindingDocument]], shown: int) -> list[str]:
    lines = [f"- {escape_cell(group['summary'])}"] if group["count"] > 1 else []
    indent = "  " if group["count"] > 1 else ""
    for graph, finding in found[:shown]:
        accepted = f" (accepted: {escape_cell(finding['accepted']['reason'])})" if finding["accepted"] else ""
        graph_name = escape_cell(graph["head"] or graph["base"] or "")
        lines.append(f"{indent}- {graph_name}: {escape_cell(finding['summary'])}{accepted}")
    if len(found) > shown:
        lines.append(f"{indent}- ... {len(found) - shown} more (the JSON report lists them)")
    return lines


def _mermaid(findings: list[FindingDocument], limit: int) -> list[str]:
    lines = ["```mermaid", "flowchart LR"]
    for index, finding in enumerate(findings[:limit]):
        base = finding["base"]["kernels"][0] if finding["base"]["kernels"] else "?"
        lines.append(f'  b{index}["{_mermaid_label(base)}"]')
        for part_index, part in enumerate(finding["details"].get("head_kernels", [])[:6]):
            lines.append(f'  b{index} --> h{index}_{part_index}["{_mermaid_label(part)}"]')
    return [*lines, "```"]


def _mermaid_label(text: str) -> str:
    """A name inside a quoted Mermaid label: no quote, tag, backtick (the fence) or line break."""
    return short_names(re.sub(r"[<>`\r\n]", "", text.replace('"', "'")))


def _graphs(document: CompareDocument, level: Detail) -> list[str]:
    if not level.findings_per_group:
        return []
    lines = [
        "",
        "<details><summary>Per graph</summary>",
        "",
        "| graph | format | kernels | bytes | peak | findings |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for graph in document["graphs"]:
        lines.append(
            f"| {escape_cell(graph_title(graph))} | {graph['format']} | "
            f"{graph['base_kernels']} -> {graph['head_kernels']} | "
            f"{human_bytes(graph['base_bytes'])} -> {human_bytes(graph['head_bytes'])} | "
            f"{human_bytes(graph['base_peak_bytes'])} -> {human_bytes(graph['head_peak_bytes'])} | "
            f"{len(graph['findings'])} |"
        )
    return [*lines, "", "</details>"]


def _memory(document: CompareDocument, level: Detail) -> list[str]:
    """Why memory moved: one line per graph under the story, then each graph's attribution table."""
    return [
        *memory.markdown_summary(document, escape_cell),
        *memory.markdown_lines(document, level.table_rows, escape_cell),
    ]


# The report's sections after the opening, in order: why memory moved first, right after the verdict and the story,
# before the regressions table.
SECTIONS: tuple[Section, ...] = (_memory, _regressions, _folded, _graphs)
