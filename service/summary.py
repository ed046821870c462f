"""`dumpdiff inspect` and `show`: what one run holds, per graph; `runs`: the stored runs as a table."""

from __future__ import annotations

import json
from typing import Any

from dumpdiff.ingest.model import Graph, Node, Run
from dumpdiff.service.differ.memory import held_at_peak
from dumpdiff.service.terminal import terminal_safe
from dumpdiff.service.units import human_bytes

INSPECT_SCHEMA = "dumpdiff.inspect/1"
RUNS_SCHEMA = "dumpdiff.runs/1"
LARGEST_BUFFERS = 5
SHORT_COMMIT_CHARACTERS = 12
RUNS_COLUMNS = ("COMMIT", "CREATED", "REF", "LABEL", "KERNELS", "SOURCE")


def graph_summary(graph: Graph) -> dict[str, Any]:
    largest = sorted((b for b in graph.buffers if b.nbytes), key=lambda b: (-(b.nbytes or 0), b.name))
    return {
        "name": graph.name,
        "format": graph.format,
        "source": graph.source,
        # AOT graphs beside Inductor IR: aten ops before lowering, context for the IR's kernels.
        "context_only": bool(graph.attributes.get("context_only")),
        "kernels": len(graph.kernels),
        "fused_kernels": len(graph.fused_kernels),
        "nodes": len(graph.nodes),
        "buffers": len(graph.buffers),
        "deps": len(graph.deps),
        "total_bytes": graph.total_bytes,
        "peak_bytes": graph.peak_bytes,
        "host_bytes": graph.attributes.get("host_bytes"),
        "bytes_source": graph.bytes_source,
        "peak": _peak(graph),
        "timeline_note": graph.timeline_note,
        "launches_without_ir": graph.attributes.get("launches_without_ir", 0),
        "code_only": bool(graph.attributes.get("code_only")),
        "loaded_from_cache": bool(graph.attributes.get("loaded_from_cache")),
        "partial": graph.attributes.get("partial"),  # what the dump lacks, where the parser says
        "largest_buffers": [
            {"name": b.name, "bytes": b.nbytes, "dtype": b.dtype, "shape": list(b.shape or ())}
            for b in largest[:LARGEST_BUFFERS]
        ],
        "kernel_list": [
            {"name": k.name, "kind": k.kind, "kernel": k.kernel, "members": len(k.members)} for k in graph.kernels
        ],
    }


def _peak(graph: Graph) -> dict[str, Any] | None:
    """The peak step, what runs there and the largest buffers live there (the bytes each holds, a shared slot
    once)."""
    if graph.peak_step is None or not graph.timeline:
        return None
    held = held_at_peak(graph)
    largest = sorted(held, key=lambda name: (-held[name], name))[:LARGEST_BUFFERS]
    buffers = graph.buffer_by_name
    return {
        "step": graph.peak_step,
        "steps": len(graph.schedule),
        "kernel": graph.schedule[graph.peak_step],
        "live_buffers": len(held),
        "largest_live": [
            {
                "name": name,
                "held_bytes": held[name],
                "dtype": buffers[name].dtype,
                "shape": list(buffers[name].shape or ()),
                "role": buffers[name].role,
                "writer": _writer(graph, buffers[name].producer),
                "live": [buffers[name].live_start, buffers[name].live_end],
            }
            for name in largest
        ],
    }


def _writer(graph: Graph, producer: str | None) -> str | None:
    """The kernel a buffer's producer is (or is fused into)."""
    node: Node | None = graph.node_by_name.get(producer) if producer else None
    while node is not None and node.parent is not None and node.parent in graph.node_by_name:
        node = graph.node_by_name[node.parent]
    if node is None or not node.is_kernel:
        return None
    return node.kernel or node.name


def render_inspect(run: Run, fmt: str) -> str:
    summaries = [graph_summary(g) for g in run.graphs]
    if fmt == "json":
        document = {
            "schema": INSPECT_SCHEMA,
            "source": run.source,
            "metadata": dict(run.attributes),
            "graphs": summaries,
        }
        return json.dumps(document, indent=2)
    lines = [f"{run.source}: {len(summaries)} graph(s)"]
    for summary in summaries:
        lines += [
            "",
            f"{summary['name']}  [{summary['format']}{', context only' if summary['context_only'] else ''}]  "
            f"{summary['source']}",
            f"  kernels {summary['kernels']} (fused {summary['fused_kernels']}), nodes {summary['nodes']}, "
            f"buffers {summary['buffers']}, deps {summary['deps']}",
            f"  total {human_bytes(summary['total_bytes'])}, peak {human_bytes(summary['peak_bytes'])}"
            + (f" (bytes: {summary['bytes_source']})" if summary["bytes_source"] else "")
            + (f" (device); host memory {human_bytes(summary['host_bytes'])}" if summary["host_bytes"] else ""),
        ]
        lines += _peak_lines(summary)
        if summary["code_only"]:
            why = (
                "Inductor loaded the graph from its FX graph cache, which logs none (dump with"
                " TORCHINDUCTOR_FORCE_DISABLE_CACHES=1)"
                if summary["loaded_from_cache"]
                else "a log of the generated code alone (TORCH_LOGS=output_code, or a TORCH_TRACE)"
            )
            lines.append(f"  no IR: {why}, each launch of its code (library calls too) a kernel of kind Launch")
        elif unseen := summary["launches_without_ir"]:
            lines.append(
                f"  {unseen} launch(es) of output_code.py have no node in the IR beside it (TORCH_COMPILE_DEBUG keeps"
                " only the last subgraph's IR of a graph with control flow): kernels of kind Launch"
            )
        if summary["partial"] and not summary["code_only"]:  # the code-only line says what it lacks
            lines.append(f"  partial: {summary['partial']}")
        if summary["largest_buffers"]:
            lines.append("  largest buffers:")
            lines += [
                f"    {b['name']}: {human_bytes(b['bytes'])} {_layout(b['dtype'], b['shape'])}"
                for b in summary["largest_buffers"]
            ]
        lines.append("  kernels:")
        for kernel in summary["kernel_list"]:
            fused = f" fuses {kernel['members']}" if kernel["members"] >= 2 else ""
            lines.append(f"    {kernel['name']}: {kernel['kind']} {kernel['kernel'] or ''}{fused}".rstrip())
    # Names come from the dump: no escape sequence of theirs reaches the terminal.
    return "\n".join(map(terminal_safe, lines))


def render_runs(listed: list[dict[str, Any]], fmt: str) -> str:
    """Stored runs (`store.list_runs`), one a line under aligned column headings; each commit shown as long as it
    takes to tell it from the others listed, and at least as git's short form."""
    if fmt == "json":
        return json.dumps({"schema": RUNS_SCHEMA, "runs": listed}, indent=2)
    if not listed:
        return "no runs stored"
    width = distinguishing_length([run["commit"] for run in listed])
    rows = [
        tuple(
            map(
                terminal_safe,
                (
                    run["commit"][:width],
                    run["created"][:19].replace("T", " "),
                    run["ref"] or "-",
                    run["label"] or "-",
                    str(run["kernels"]),
                    run["source"],
                ),
            )
        )
        for run in listed
    ]
    widths = [max(len(row[column]) for row in (RUNS_COLUMNS, *rows)) for column in range(len(RUNS_COLUMNS) - 1)]
    kernels = RUNS_COLUMNS.index("KERNELS")

    def line(row: tuple[str, ...]) -> str:
        cells = [
            cell.rjust(width) if column == kernels else cell.ljust(width)
            for column, (cell, width) in enumerate(zip(row, widths, strict=False))
        ]
        return "  ".join([*cells, row[-1]])

    return "\n".join(line(row) for row in (RUNS_COLUMNS, *rows))


def distinguishing_length(commits: list[str]) -> int:
    """The fewest leading characters (at least git's 12) that keep the distinct commits apart."""
    distinct = set(commits)
    longest = max(map(len, distinct))
    length = SHORT_COMMIT_CHARACTERS
    while length < longest and len({commit[:length] for commit in distinct}) < len(distinct):
        length += 1
    return length


def _peak_lines(summary: dict[str, Any]) -> list[str]:
    peak = summary["peak"]
    if peak is None:
        return [f"  no memory timeline: {summary['timeline_note']}"] if summary["timeline_note"] else []
    lines = [
        f"  peak at step {peak['step']} of {peak['steps']} ({peak['kernel']}), {peak['live_buffers']} buffers live;"
        " the largest:"
    ]
    for live in peak["largest_live"]:
        writer = f", written by {live['writer']}" if live["writer"] else ""
        role = f" {live['role']}" if live["role"] else ""
        lines.append(
            f"    {live['name']}: {human_bytes(live['held_bytes'])} {_layout(live['dtype'], live['shape'])}{role},"
            f" live steps {live['live'][0]}-{live['live'][1]}{writer}"
        )
    return lines


def _layout(dtype: str | None, shape: list[int | str] | None) -> str:
    """`bfloat16[s77, 256]`: a size symbol as torch prints it, not as a quoted string."""
    return f"{dtype or ''}[{', '.join(str(d) for d in shape)}]" if shape else dtype or ""
