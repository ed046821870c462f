"""The report for a terminal, in the order a reviewer reads: the verdict and the story, the sides and sizes, then the
regressions one group a line (regressions in red), then the other findings one line per kind. `-v` lists every
finding of every group under it, with full names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from dumpdiff.service.finding_kinds import KIND_BY_NAME
from dumpdiff.service.report import memory
from dumpdiff.service.report.document import CompareDocument, FindingDocument, GraphDocument, GroupDocument
from dumpdiff.service.report.lines import (
    bytes_line,
    findings_by_group,
    graph_title,
    headline,
    host_bytes_note,
    sections,
    side_name,
    where,
)
from dumpdiff.service.report.renderer import RenderOptions
from dumpdiff.service.terminal import terminal_safe

Style = Callable[..., str]
LABEL_WIDTH = 20


def render(document: CompareDocument, options: RenderOptions) -> str:
    def style(text: str, **kwargs: Any) -> str:
        return click.style(text, **kwargs) if options.color else text

    lines: list[str] = []
    for section in SECTIONS:
        lines += section(document, options, style)
    return "\n".join(lines) + "\n"


def _opening(document: CompareDocument, options: RenderOptions, style: Style) -> list[str]:
    return [
        style(f"dumpdiff: {headline(document)}", bold=True, fg="red" if document["regression"] else "green"),
        terminal_safe(document["story"]["summary"]),
        f"base {terminal_safe(side_name(document['base']))}",
        f"head {terminal_safe(side_name(document['head']))}",
        bytes_line(document),
        *(
            terminal_safe(f"{graph_title(graph)}{note}")
            for graph in document["graphs"]
            if (note := host_bytes_note(graph))
        ),
    ]


def _regressions(document: CompareDocument, options: RenderOptions, style: Style) -> list[str]:
    groups = [group for group in document["groups"] if group["regression"]]
    lines = ["", style("Regressions:", bold=True)] if groups else []
    found = findings_by_group(document) if options.verbose else {}
    for group in groups:
        lines.append(f"  {style(_label(group), fg='red')} {_line(document, group)}")
        lines += _listed(found.get(group["id"], []))
    return lines


def _others(document: CompareDocument, options: RenderOptions, style: Style) -> list[str]:
    """The findings that are no regression: one line per kind, the largest group said; each group with `-v`."""
    others = [group for group in document["groups"] if not group["regression"]]
    if not others:
        return []
    lines = ["", style("Other findings:" if options.verbose else "Other findings (-v lists them):", bold=True)]
    found = findings_by_group(document) if options.verbose else {}
    for kind, accepted, groups in sections(others):
        if options.verbose:
            for group in groups:
                lines.append(f"  {_label(group)} {_line(document, group)}")
                lines += _listed(found[group["id"]])
            continue
        largest = max(groups, key=lambda group: group["count"])
        more = sum(group["count"] for group in groups) - largest["count"]
        label = f"{'ACCEPTED ' if accepted else ''}{kind.heading.upper()}"
        lines.append(
            f"  {label:<{LABEL_WIDTH}} {terminal_safe(largest['summary'])}" + (f" (+{more} other)" if more else "")
        )
    return lines


def _label(group: GroupDocument) -> str:
    kind = KIND_BY_NAME[group["kind"]]
    heading = kind.heading if group["count"] > 1 else kind.singular
    return f"{heading.upper():<{LABEL_WIDTH}}"


def _line(document: CompareDocument, group: GroupDocument) -> str:
    graphs = where(document, group)
    return terminal_safe(group["summary"] + (f" [{graphs}]" if graphs else ""))


def _listed(found: list[tuple[GraphDocument, FindingDocument]]) -> list[str]:
    """With `-v`: every finding of a group, full names, accepted ones with their reason."""
    lines = []
    for graph, finding in found:
        accepted = f"  [accepted: {finding['accepted']['reason']}]" if finding["accepted"] else ""
        lines.append(terminal_safe(f"      {graph['head'] or graph['base']}: {finding['summary']}{accepted}"))
    return lines


def _memory(document: CompareDocument, options: RenderOptions, style: Style) -> list[str]:
    """Why memory moved, per graph whose peak (or total) moved beyond the thresholds."""
    lines = []
    for graph in document["graphs"]:
        if options.verbose and (said := memory.text_lines(graph, document)):
            lines += ["", style(terminal_safe(graph_title(graph)), bold=True), *said]
        elif said := memory.text_summary(graph, document):
            lines += [terminal_safe(f"{graph_title(graph)}:"), *said]
    return ["", style("Memory (-v lists the buffers):", bold=True), *lines] if lines and not options.verbose else lines


# The report's sections in order: why memory moved comes right after the opening.
SECTIONS = (_opening, _memory, _regressions, _others)
