"""`dumpdiff inspect`: what one run holds, per graph."""

from __future__ import annotations

import json
from typing import Any

from dumpdiff.ingest.model import Graph, Run
from dumpdiff.service.units import human_bytes

INSPECT_SCHEMA = "dumpdiff.inspect/1"
LARGEST_BUFFERS = 5


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
        "launches_without_ir": graph.attributes.get("launches_without_ir", 0),
        "code_only": bool(graph.attributes.get("code_only")),
        "largest_buffers": [
            {"name": b.name, "bytes": b.nbytes, "dtype": b.dtype, "shape": list(b.shape or ())}
            for b in largest[:LARGEST_BUFFERS]
        ],
        "kernel_list": [
            {"name": k.name, "kind": k.kind, "kernel": k.kernel, "members": len(k.members)} for k in graph.kernels
        ],
    }


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
            + (f" (device); host memory {human_bytes(summary['host_bytes'])}" if summary["host_bytes"] else ""),
        ]
        if summary["code_only"]:
            lines.append(
                "  no IR: a log of the output_code artifact alone, each launch of its code a kernel of kind Launch"
            )
        elif unseen := summary["launches_without_ir"]:
            lines.append(
                f"  {unseen} launch(es) of output_code.py have no node in the IR beside it (TORCH_COMPILE_DEBUG keeps"
                " only the last subgraph's IR of a graph with control flow): kernels of kind Launch"
            )
        if summary["largest_buffers"]:
            lines.append("  largest buffers:")
            lines += [
                f"    {b['name']}: {human_bytes(b['bytes'])} {b['dtype'] or ''}{b['shape'] or ''}"
                for b in summary["largest_buffers"]
            ]
        lines.append("  kernels:")
        for kernel in summary["kernel_list"]:
            fused = f" fuses {kernel['members']}" if kernel["members"] >= 2 else ""
            lines.append(f"    {kernel['name']}: {kernel['kind']} {kernel['kernel'] or ''}{fused}".rstrip())
    return "\n".join(lines)
