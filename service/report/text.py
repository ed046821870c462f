"""The report for a terminal: a headline, then each graph's findings one a line, regressions in red."""

from __future__ import annotations

from typing import Any

import click

from dumpdiff.service.finding_kinds import FINDING_KINDS
from dumpdiff.service.report.document import CompareDocument
from dumpdiff.service.report.lines import bytes_line, graph_title, headline, side_name
from dumpdiff.service.report.renderer import RenderOptions
from dumpdiff.service.terminal import terminal_safe


def render(document: CompareDocument, options: RenderOptions) -> str:
    color = options.color

    def style(text: str, **kwargs: Any) -> str:
        return click.style(text, **kwargs) if color else text

    lines = [
        style(f"dumpdiff: {headline(document)}", bold=True, fg="red" if document["regression"] else "green"),
        f"base {terminal_safe(side_name(document['base']))}",
        f"head {terminal_safe(side_name(document['head']))}",
        bytes_line(document),
    ]
    for graph in document["graphs"]:
        if not graph["findings"]:
            continue
        lines += [
            "",
            style(
                f"{terminal_safe(graph_title(graph))}: kernels {graph['base_kernels']} -> {graph['head_kernels']}",
                bold=True,
            ),
        ]
        for kind in FINDING_KINDS:
            for finding in (f for f in graph["findings"] if f["kind"] == kind.name):
                heading = kind.heading.upper()
                label = heading.rstrip("S") if kind.name.endswith(("kernel", "fusion")) else heading
                accepted = f"  [accepted: {finding['accepted']['reason']}]" if finding["accepted"] else ""
                # Names in the summary come from the dumps: only our own colours reach the terminal.
                shown = terminal_safe(finding["summary"] + accepted)
                colour = "red" if finding["regression"] else None
                lines.append(f"  {style(f'{label:<20}', fg=colour)} {shown}")
    return "\n".join(lines) + "\n"
