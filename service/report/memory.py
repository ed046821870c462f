"""Why memory moved, as the text and Markdown reports say it: for each graph whose peak (or, without a schedule,
total) moved beyond the thresholds, where the peak is on both sides and the largest lines of its attribution, the
rest summed in one line, then the difference and how much of it the buffers explain."""

from __future__ import annotations

import math
from collections.abc import Callable

from dumpdiff.service.report.document import (
    AttributionLineDocument,
    CompareDocument,
    GraphDocument,
    LiveBufferDocument,
    ThresholdsDocument,
)
from dumpdiff.service.terminal import terminal_safe
from dumpdiff.service.units import human_bytes

SHOWN_LINES = 8


def text_lines(graph: GraphDocument, document: CompareDocument) -> list[str]:
    """The graph's memory lines for the terminal, indented under its title; none where nothing moved."""
    moved = _moved(graph, document)
    if moved is None:
        return []
    heading, lines = moved
    said = [f"  {terminal_safe(heading)}"]
    for line in lines[:SHOWN_LINES]:
        what = f"{_what(line):<24} {_who(line)}: {line['why']}"
        said.append(f"    {_signed(line['bytes']):>12}  {line['change']:<11} {terminal_safe(what)}")
    if rest := lines[SHOWN_LINES:]:
        said.append(f"    {_signed(sum(r['bytes'] for r in rest)):>12}  and {len(rest)} more")
    said.append(f"    {'= ' + _signed(sum(line['bytes'] for line in lines)):>12}  {_explained(lines)}")
    return said


def text_summary(graph: GraphDocument, document: CompareDocument) -> list[str]:
    """The graph's memory in one line for the terminal (its lines with `-v`): where the peak is and the attribution
    summed by kind of change, largest first; none where nothing moved."""
    moved = _moved(graph, document)
    if moved is None:
        return []
    heading, lines = moved
    by_change: dict[str, list[int]] = {}
    for line in lines:
        by_change.setdefault(line["change"], []).append(line["bytes"])
    ranked = sorted(by_change.items(), key=lambda item: -abs(sum(item[1])))
    said = ", ".join(f"{change} {_signed(sum(sizes))} ({len(sizes)})" for change, sizes in ranked)
    return [f"  {terminal_safe(heading)}: {said or 'nothing live differs'}"]


def markdown_summary(document: CompareDocument, escape: Callable[[str], str]) -> list[str]:
    """One line under the comment's summary: each graph whose memory moved, by how much, and its largest line."""
    said = []
    for graph in document["graphs"]:
        if (moved := _moved(graph, document)) is None:
            continue
        heading, lines = moved
        change = f"{heading.split(' ', 1)[0]} {_signed(sum(line['bytes'] for line in lines))}"
        if lines:
            change += f" (largest: {_signed(lines[0]['bytes'])} {lines[0]['change']} {escape(_who(lines[0]))})"
        said.append(f"{escape(graph['head'] or graph['base'] or '')} {change}")
    return ["", "Memory moved: " + "; ".join(said) + "."] if said else []


def markdown_lines(document: CompareDocument, rows: int, escape: Callable[[str], str]) -> list[str]:
    """A section of every graph whose memory moved: its heading line, then a table of at most `rows` lines; `escape`
    makes dump text safe in a cell (the Markdown renderer's)."""
    said: list[str] = []
    for graph in document["graphs"]:
        moved = _moved(graph, document)
        if moved is None:
            continue
        heading, lines = moved
        said += ["", f"**{escape(graph['head'] or graph['base'] or '')}**: {escape(heading)}"]
        if not rows:
            continue
        said += ["", "| bytes | change | buffer | shape | why |", "| --- | --- | --- | --- | --- |"]
        for line in lines[: min(rows, SHOWN_LINES)]:
            said.append(
                f"| {_signed(line['bytes'])} | {line['change']} | {escape(_who(line))} | {escape(_what(line))} | "
                f"{escape(line['why'])} |"
            )
        if rest := lines[min(rows, SHOWN_LINES) :]:
            said.append(f"| {_signed(sum(r['bytes'] for r in rest))} | | | | and {len(rest)} more |")
        said.append(f"| **{_signed(sum(line['bytes'] for line in lines))}** | | | | {_explained(lines)} |")
    return ["", "#### Why memory moved", *said] if said else []


def _moved(graph: GraphDocument, document: CompareDocument) -> tuple[str, list[AttributionLineDocument]] | None:
    """The heading and lines of a graph whose peak (total) moved beyond the thresholds, either way."""
    if "peak_attribution" in graph and "peak" in graph:
        base_bytes, head_bytes = graph["base_peak_bytes"], graph["head_peak_bytes"]
        lines, scope = graph["peak_attribution"], "peak"
    elif "total_attribution" in graph:
        base_bytes, head_bytes = graph["base_bytes"], graph["head_bytes"]
        lines, scope = graph["total_attribution"], "total"
    else:
        return None
    if base_bytes is None or head_bytes is None or not _beyond(base_bytes, head_bytes, document["thresholds"]):
        return None
    heading = f"{scope} {human_bytes(base_bytes)} -> {human_bytes(head_bytes)} ({_signed(head_bytes - base_bytes)})"
    if scope == "peak":
        base_peak, head_peak = graph["peak"]["base"], graph["peak"]["head"]
        heading += (
            f" at {head_peak['kernel']} (step {head_peak['step']} of {head_peak['steps']}; "
            f"was step {base_peak['step']} of {base_peak['steps']}, at {base_peak['kernel']})"
        )
    elif graph["timeline"]["base"] and graph["timeline"]["head"]:
        heading += " (the peak held still: every allocation the total counts)"
    else:
        heading += " (no schedule: every buffer the total counts)"
    return heading, lines


def _beyond(base_bytes: int, head_bytes: int, thresholds: ThresholdsDocument) -> bool:
    def grew(before: int, after: int) -> bool:
        delta = after - before
        return delta > thresholds["growth_absolute_bytes"] and delta > thresholds["growth_relative"] * before

    return grew(base_bytes, head_bytes) or grew(head_bytes, base_bytes)


def _explained(lines: list[AttributionLineDocument]) -> str:
    total = sum(line["bytes"] for line in lines)
    unexplained = sum(line["bytes"] for line in lines if line["change"] == "unexplained")
    if not total:
        return "(no change)"
    if not unexplained:
        return "(explained 100 %)"
    # Rounded towards 0 %, so that a line left unexplained never reads as 100 %.
    return f"(explained {math.trunc(1000 * (total - unexplained) / total) / 10:.1f} %)"


def _what(line: AttributionLineDocument) -> str:
    buffer = line["head"] or line["base"]
    return _shape(buffer) if buffer is not None else ""


def _who(line: AttributionLineDocument) -> str:
    names = dict.fromkeys(buffer["name"] for buffer in (line["base"], line["head"]) if buffer is not None)
    return " -> ".join(names)


def _shape(buffer: LiveBufferDocument) -> str:
    dims = ", ".join(str(d) for d in buffer["shape"] or ())
    return f"{buffer['dtype'] or '?'}[{dims}]"


def _signed(count: int) -> str:
    return ("+" if count > 0 else "") + human_bytes(count)
