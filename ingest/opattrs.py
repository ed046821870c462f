"""OpAttrs kernel-id traces: ``dump_op_attrs()`` of the ai-compiler-framework's ``v2_kid_trace_by_id_test``
(``31_op_attrs.txt``).

Grammar: ``=== OpAttrs(name) ===``, ``ops: N``, then per op ``  #008 gemm  sig=GEMM  in=[10, 4] out=[12] kid=...``
followed by optional ``params:``, ``layout:`` (Python dict reprs) and ``io0: in0=(64, 8)/torch.float16 out0=...``
lines; a blank line ends an op. Padding overflows, so nothing is parsed by column.

Each op is one kernel (its ``kid``; ``kid=None`` when unresolved). Tensor ids are stable across runs of the same
program, so they are the buffer names: the differ follows them to see a fused op split back into several.
An in-place op writes one of its input ids.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dumpdiff.ingest._torch import bracket_balance, storage_bytes
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node

name = "opattrs"
file_names: re.Pattern[str] | None = None  # a trace, named by whoever wrote it

HEADER = re.compile(r"^=== OpAttrs(?:\((?P<name>.*)\))? ===$")
COUNT = re.compile(r"^ops: (?P<count>\d{1,19})$")
OP = re.compile(
    r"^  #(?P<index>\d{3,}) (?P<op>\S+) +sig=(?P<sig>\S+) +in=\[(?P<inputs>[\d, ]*)\] out=\[(?P<outputs>[\d, ]*)\] "
    r"kid=(?P<kid>\S+)$"
)
DICT_FIELD = re.compile(r"^ {7}(?P<key>params|layout): (?P<value>\{.*\})$")
IO = re.compile(
    r"^ {7}io0: in0=(?P<in_shape>\(.*?\)|None)/(?P<in_dtype>\S+)  out0=(?P<out_shape>\(.*?\)|None)/(?P<out_dtype>\S+)$"
)
FIELD = re.compile(r"^ {7}(?P<key>\w+): ")
KNOWN_FIELDS = frozenset({"params", "layout", "io0"})  # those with a grammar: a line of theirs that fails it is cut
SNIFF = re.compile(r"^=== OpAttrs(?:\(.*\))? ===$", re.MULTILINE)


@dataclass
class _Op:
    index: int
    kind: str
    sig: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    kid: str | None
    line: int
    fields: dict[str, Any] = field(default_factory=dict)


@dataclass
class _Trace:
    name: str
    declared_ops: int | None = None
    ops: list[_Op] = field(default_factory=list)
    unparsed: list[str] = field(default_factory=list)


def sniff(head: str) -> bool:
    return SNIFF.search(head) is not None


def parse(paths: Sequence[Path]) -> list[Graph]:
    return [_build_graph(path, trace) for path in sorted(paths) for trace in _read(path)]


def _ids(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(",") if part.strip())


def _literal(path: Path, number: int, text: str) -> Any:
    try:
        # Attributes are JSON values (tuples become lists), so a run reads back from the store as it was parsed.
        return json.loads(json.dumps(ast.literal_eval(text)))
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        raise DumpError(str(path), number, f"expected a Python literal, got {text!r}") from None


def _read(path: Path) -> list[_Trace]:
    traces: list[_Trace] = []
    current: _Op | None = None
    number, line = 0, ""
    with path.open(encoding="utf-8-sig", errors="replace") as stream:
        for number, raw in enumerate(stream, 1):
            line = raw.rstrip("\r\n")
            if match := HEADER.match(line):
                traces.append(_Trace(name=match["name"] or path.stem))
                current = None
            elif not line.strip():
                current = None
            elif not traces:
                raise DumpError(str(path), number, "expected '=== OpAttrs(...) ===' before anything else")
            elif match := COUNT.match(line):
                traces[-1].declared_ops = int(match["count"])
            elif match := OP.match(line):
                kid = match["kid"]
                current = _Op(
                    index=int(match["index"]),
                    kind=match["op"],
                    sig=match["sig"],
                    inputs=_ids(match["inputs"]),
                    outputs=_ids(match["outputs"]),
                    kid=None if kid == "None" else kid,
                    line=number,
                )
                traces[-1].ops.append(current)
            elif current is None:
                traces[-1].unparsed.append(line)  # a field this grammar does not know yet: kept, not fatal
            elif match := DICT_FIELD.match(line):
                current.fields[match["key"]] = _literal(path, number, match["value"])
            elif match := IO.match(line):
                current.fields["io0"] = {
                    "in0": _io(path, number, match["in_shape"], match["in_dtype"]),
                    "out0": _io(path, number, match["out_shape"], match["out_dtype"]),
                }
            else:
                current.fields.setdefault("unparsed", []).append(line.strip())
    for trace in traces:
        if trace.declared_ops is not None and trace.declared_ops != len(trace.ops):
            raise DumpError(
                str(path), number, f"expected {trace.declared_ops} ops as 'ops:' says, found {len(trace.ops)}"
            )
    if traces and (lacking := _cut_off(line, number, traces[-1], current)):
        raise DumpError(str(path), number, f"expected {lacking}, got the end of the file (cut off?)")
    return traces


def _cut_off(line: str, number: int, trace: _Trace, current: _Op | None) -> str | None:
    """What the trace's last line (line `number`) lacks where a trace cut off while written left it unfinished, else
    None. Checked once, at the end: the op count catches ops cut off, not the fields of the last op."""
    if trace.declared_ops is None and not trace.ops:
        return "'ops: N' and the ops after the header"
    if line.startswith("=") and not HEADER.match(line):
        return "a header '=== OpAttrs(name) ==='"
    if current is not None and number != current.line and not (DICT_FIELD.match(line) or IO.match(line)):
        field = FIELD.match(line)
        if field is None or field["key"] in KNOWN_FIELDS or bracket_balance(line) > 0:
            return f"the last field of op #{current.index:03d} complete"
    return None


def _io(path: Path, number: int, shape: str, dtype: str) -> dict[str, Any] | None:
    if shape == "None":
        return None
    return {"shape": _literal(path, number, shape), "dtype": dtype.removeprefix("torch.")}


def _build_graph(path: Path, trace: _Trace) -> Graph:
    nodes: list[Node] = []
    deps: list[Dep] = []
    tensors: dict[str, dict[str, Any]] = {}
    for order, op in enumerate(trace.ops):
        node_name = f"#{op.index:03d}"
        nodes.append(
            Node(
                name=node_name,
                kind=op.kind,
                order=order,
                is_kernel=True,
                kernel=op.kid,
                ops=(op.sig,),
                attributes={"sig": op.sig, "inputs": list(op.inputs), "outputs": list(op.outputs), **op.fields},
            )
        )
        io = op.fields.get("io0") or {}
        for tensor in op.inputs:
            deps.append(Dep(node=node_name, buffer=tensor, kind="read"))
            record = tensors.setdefault(tensor, {"users": []})
            record["users"].append(node_name)
            if op.inputs[0] == tensor and io.get("in0"):
                record.setdefault("io", io["in0"])
        for tensor in op.outputs:
            deps.append(Dep(node=node_name, buffer=tensor, kind="mutation" if tensor in op.inputs else "write"))
            record = tensors.setdefault(tensor, {"users": []})
            record.setdefault("producer", node_name)
            if op.outputs[0] == tensor and io.get("out0"):
                record.setdefault("io", io["out0"])
    buffers = []
    for tensor, record in tensors.items():
        io = record.get("io") or {}
        shape = tuple(io["shape"]) if isinstance(io.get("shape"), list) else None
        stride = _contiguous_strides(shape) if shape else None
        nbytes = storage_bytes(io.get("dtype"), shape, stride) if shape and stride else None
        buffers.append(
            Buffer(
                name=tensor,
                kind="tensor" if "producer" in record else "input",
                dtype=io.get("dtype"),
                shape=shape,
                stride=stride,
                nbytes=nbytes,
                producer=record.get("producer"),
                users=tuple(record["users"]),
            )
        )
    return Graph(
        name=trace.name,
        format=name,
        source=str(path),
        nodes=tuple(nodes),
        buffers=tuple(buffers),
        deps=tuple(deps),
        total_bytes=None,
        peak_bytes=None,
        timeline_note="an OpAttrs trace lists ops without allocations or frees",
        attributes={"declared_ops": trace.declared_ops, **({"unparsed": trace.unparsed} if trace.unparsed else {})},
    )


def _contiguous_strides(shape: tuple[int, ...]) -> tuple[int, ...]:
    strides, step = [], 1
    for size in reversed(shape):
        strides.append(step)
        step *= size
    return tuple(reversed(strides))
