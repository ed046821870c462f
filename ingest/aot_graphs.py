"""TORCH_LOGS ``aot_graphs`` / ``aot_joint_graph`` output: the joint, forward and backward FX graphs AOTAutograd
traced (``torch/_functorch/_aot_autograd/graph_compile.py``; ``jit_compile_runtime_wrappers.py`` up to 2.8).

Lines carry a glog prefix (every line, tagged ``[__aot_graphs]``) or a Python-logging prefix (a record's first line
only). A graph opens with `` ===== Forward graph 0 =====``, declares its inputs in ``def forward(self, ...)`` (or
``name: "type";`` lines in a joint graph) and ends at ``return``. Each statement
``mm: "bf16[64, 512][512, 1]cuda:0" = torch.ops.aten.mm.default(a, b);  a = None`` is one aten op call: a node
and a typed value (a buffer). Tensors the backward graph takes besides its tangents are the ones saved for it.

The statements are ATen ops before lowering. Beside Inductor's scheduler IR (a ``torch_compile_debug`` tree or a
scenario folder), the IR holds the real kernels, so the AOT graphs are kept as context only: their nodes are not
kernels there (``attributes["context_only"]``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from dumpdiff.ingest._torch import SHORT_DTYPES, dims, log_lines, storage_bytes
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node

name = "aot_graphs"

BANNER = re.compile(r"^ ===== (?P<kind>Forward|Backward|Joint|Inference) graph (?P<number>\d+) =====$")
TYPED = re.compile(r'(?P<name>\w+): "(?P<type>[^"]+)"')
STATEMENT = re.compile(r"^ {8}(?P<name>\w+)(?:: \"(?P<type>[^\"]+)\")? = (?P<rhs>.+?)(?:;  (?:\w+ = )+None)?$")
CALL = re.compile(r"^torch\.ops\.(?P<overload>[\w.]+)\((?P<args>.*)\)$")
RETURN = re.compile(r"^ {8}return (?P<values>.+)$")
VALUE_TYPE = re.compile(r"^(?P<dtype>[a-z0-9]+)\[(?P<size>[^\]]*)\]\[(?P<stride>[^\]]*)\](?P<device>\S*)$")
IDENTIFIER = re.compile(r"\b[A-Za-z_]\w*\b")
SNIFF = re.compile(
    r"(?:\[__aot_(?:joint_)?graphs\]|\.__aot_(?:joint_)?graphs:TRACED GRAPH"
    r"|^ ===== (?:Forward|Backward|Joint) graph \d+ =====$)",
    re.MULTILINE,
)
AOT_ARTIFACTS = frozenset({"aot_graphs", "aot_joint_graph", "aot_inference_graph"})
INDUCTOR_IR_FILES = ("ir_post_fusion.txt", "ir_pre_fusion.txt")


@dataclass
class _GraphDraft:
    name: str
    line: int
    inputs: list[tuple[str, str]] = field(default_factory=list)
    statements: list[tuple[str, str | None, str, str]] = field(default_factory=list)  # name, type, overload, args
    values: dict[str, str] = field(default_factory=dict)
    returned: list[str] = field(default_factory=list)


def sniff(head: str) -> bool:
    return SNIFF.search(head) is not None


def parse(paths: Sequence[Path]) -> list[Graph]:
    graphs = []
    for path in sorted(paths):
        beside_ir = any(any(path.parent.rglob(f)) for f in INDUCTOR_IR_FILES)
        drafts = _read(path)
        saved = {
            n for d in drafts if d.name.startswith("backward") for n, _ in d.inputs if not n.startswith("tangents")
        }
        graphs += [_build_graph(path, draft, context_only=beside_ir, saved=saved) for draft in drafts]
    return graphs


def _read(path: Path) -> list[_GraphDraft]:
    drafts: list[_GraphDraft] = []
    current: _GraphDraft | None = None
    number = 0
    with path.open(encoding="utf-8", errors="replace") as stream:
        for number, line, artifact, _ in log_lines(stream):
            if artifact is not None and artifact not in AOT_ARTIFACTS:
                continue  # another artifact's lines, or foreign stderr, interleaved in the log
            if match := BANNER.match(line):
                current = _GraphDraft(f"{match['kind'].lower()}_{match['number']}", number)
                drafts.append(current)
            elif current is None:
                continue
            elif line.startswith("    def forward(self, "):
                current.inputs += [(m["name"], m["type"]) for m in TYPED.finditer(line)]
            elif (match := RETURN.match(line)) is not None:
                current.returned = IDENTIFIER.findall(match["values"])
                current = None
            elif (match := STATEMENT.match(line)) is not None:
                _statement(current, match)
            elif line.startswith("        ") and TYPED.match(line.strip()):
                current.inputs += [(m["name"], m["type"]) for m in TYPED.finditer(line)]
    if current is not None:
        raise DumpError(
            str(path), number, f"expected 'return' ending the {current.name} graph opened at line {current.line}"
        )
    return drafts


def _statement(draft: _GraphDraft, match: re.Match[str]) -> None:
    if match["type"]:
        draft.values[match["name"]] = match["type"]
    if call := CALL.match(match["rhs"]):
        draft.statements.append((match["name"], match["type"], call["overload"], call["args"]))


def _buffer(value_name: str, type_text: str, kind: str, producer: str | None, saved: bool) -> Buffer:
    match = VALUE_TYPE.match(type_text)
    if match is None:
        return Buffer(name=value_name, kind=kind, producer=producer, attributes={"type": type_text})
    dtype = SHORT_DTYPES.get(match["dtype"], match["dtype"])
    shape, stride = dims(match["size"]), dims(match["stride"])
    return Buffer(
        name=value_name,
        kind=kind,
        dtype=dtype,
        shape=shape,
        stride=stride,
        nbytes=storage_bytes(dtype, shape, stride),
        device=match["device"] or None,
        producer=producer,
        attributes={"saved_for_backward": True} if saved else {},
    )


def _build_graph(path: Path, draft: _GraphDraft, *, context_only: bool, saved: set[str]) -> Graph:
    nodes, deps = [], []
    known = {n for n, _ in draft.inputs} | set(draft.values)
    for order, (value_name, _type, overload, args) in enumerate(draft.statements):
        nodes.append(
            Node(
                name=value_name,
                kind=overload,
                order=order,
                is_kernel=not context_only,
                kernel=overload,
                ops=(overload,),
            )
        )
        deps += [
            Dep(node=value_name, buffer=a, kind="read") for a in dict.fromkeys(IDENTIFIER.findall(args)) if a in known
        ]
        if value_name in draft.values:
            deps.append(Dep(node=value_name, buffer=value_name, kind="write"))
    producers = {n.name for n in nodes}
    keeps_saved = draft.name.startswith(("forward", "backward"))
    buffers = [_buffer(n, t, "input", None, keeps_saved and n in saved) for n, t in draft.inputs]
    buffers += [
        _buffer(n, t, "value", n if n in producers else None, keeps_saved and n in saved)
        for n, t in draft.values.items()
    ]
    attributes: dict[str, object] = {"returned": draft.returned}
    if context_only:
        attributes["context_only"] = True
    if draft.name.startswith("backward"):
        attributes["saved_for_backward"] = sorted(n for n, _ in draft.inputs if not n.startswith("tangents"))
    return Graph(
        name=draft.name,
        format=name,
        source=str(path),
        nodes=tuple(nodes),
        buffers=tuple(buffers),
        deps=tuple(deps),
        attributes=attributes,
    )
