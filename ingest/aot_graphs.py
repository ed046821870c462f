"""TORCH_LOGS ``aot_graphs`` / ``aot_joint_graph`` output: the joint, forward and backward FX graphs AOTAutograd
traced (``torch/_functorch/_aot_autograd/graph_compile.py``; ``jit_compile_runtime_wrappers.py`` up to 2.8).

Lines carry a glog prefix (every line, tagged ``[__aot_graphs]``) or a Python-logging prefix (a record's first line
only). A graph opens with `` ===== Forward graph 0 =====``, declares its inputs in ``def forward(self, ...)`` (or
``name: "type";`` lines in a joint graph) and ends at ``return``. Each statement
``mm: "bf16[64, 512][512, 1]cuda:0" = torch.ops.aten.mm.default(a, b);  a = None`` is one aten op call: a node
and a typed value (a buffer). Tensors the backward graph takes besides its tangents are the ones saved for it.

A higher-order op (``torch.ops.higher_order.cond``, ``while_loop``, ``invoke_subgraph``, ``flex_attention``) calls
submodules (``true_graph_0 = self.true_graph_0``) that FX prints after the parent's ``return``, one level deeper:
``    class true_graph_0(torch.nn.Module):``, its own ``def forward`` 4 spaces deeper and its statements 8 deeper, then
its own submodules (``_print_readable`` in ``torch/fx/graph_module.py``; seen in 2.13). Their statements are nodes of
the same graph, named ``true_graph_0.mm`` (``attributes["subgraph"]``), beside the higher-order op's own node; a
submodule called twice is printed, and counted, once.

The statements are ATen ops before lowering. Loaded with Inductor's scheduler IR (a ``torch_compile_debug`` tree or
a scenario folder with ``aot_graphs.log``), the IR holds the real kernels, so the AOT graphs are kept as context only
(:func:`as_context`): their nodes are not kernels there (``attributes["context_only"]``).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from dumpdiff.ingest._torch import OP_REFERENCE, SHORT_DTYPES, bracket_balance, dims, log_lines, storage_bytes
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node

name = "aot_graphs"
file_names: re.Pattern[str] | None = None  # a log, named by whoever wrote it

BANNER = re.compile(r"^ ===== (?P<kind>Forward|Backward|Joint|Inference) graph (?P<number>\d{1,19}) =====$")
TYPED = re.compile(r'(?P<name>\w+): "(?P<type>[^"]+)"')
# Matched after the indentation, which says which forward or submodule a line belongs to.
STATEMENT = re.compile(r"^(?P<name>\w+)(?:: \"(?P<type>[^\"]+)\")? = (?P<rhs>.+?)(?:;  (?:\w+ = )+None)?$")
CALL = re.compile(r"^torch\.ops\.(?P<overload>[\w.]+)\((?P<args>.*)\)$")
RETURN = re.compile(r"^return (?P<values>.+)$")
SUBMODULE = re.compile(r"^class (?P<name>\w+)\(torch\.nn\.Module\):$")
VALUE_TYPE = re.compile(r"^(?P<dtype>[a-z0-9]+)\[(?P<size>[^\]]*)\]\[(?P<stride>[^\]]*)\](?P<device>\S*)$")
IDENTIFIER = re.compile(r"\b[A-Za-z_]\w*\b")
AOT_ARTIFACTS = frozenset({"aot_graphs", "aot_joint_graph", "aot_inference_graph"})
_ARTIFACT_NAMES = "|".join(sorted(AOT_ARTIFACTS))
SNIFF = re.compile(
    rf"(?:\[__(?:{_ARTIFACT_NAMES})\]|\.__(?:{_ARTIFACT_NAMES}):TRACED GRAPH"
    r"|^ ===== (?:Forward|Backward|Joint|Inference) graph \d+ =====$)",
    re.MULTILINE,
)
# A log line that ends inside its glog or Python-logging prefix (`I1122 06:46:15.7`, `INFO:torch._functorch.`).
CUT_PREFIX = re.compile(
    r"^(?:\[rank\d+\]:)?[VDIWEC]\d{4}(?: [\d:.]*(?: +\d*(?: [^:\]]*(?::\d*)?)?)?)?$"
    r"|^(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\w.]*$"
)
# What is left of a glog prefix's compile id or artifact tag cut short (`[0/`, `[__aot_gr`): a record's text.
CUT_TAGS = re.compile(r"^\[(?:[!\d/_]*|__?\w*)$")
TRACED = "TRACED GRAPH"  # the line before a graph's banner


@dataclass
class _GraphDraft:
    name: str
    line: int
    # The forward being read (or last read) and the modules it is nested in: (submodule path, line it opened at),
    # the graph's own forward first with path "".
    levels: list[tuple[str, int]]
    reading: bool = True  # until the innermost level's `return`
    inputs: list[tuple[str, str]] = field(default_factory=list)
    submodule_inputs: list[tuple[str, str]] = field(default_factory=list)
    statements: list[tuple[str, str | None, str, str]] = field(default_factory=list)  # name, type, overload, args
    values: dict[str, str] = field(default_factory=dict)
    returned: list[str] = field(default_factory=list)


def sniff(head: str) -> bool:
    return SNIFF.search(head) is not None


def parse(paths: Sequence[Path]) -> list[Graph]:
    graphs = []
    for path in sorted(paths):
        drafts = _read(path)
        saved = {
            n for d in drafts if d.name.startswith("backward") for n, _ in d.inputs if not n.startswith("tangents")
        }
        graphs += [_build_graph(path, draft, saved=saved) for draft in drafts]
    return graphs


def as_context(graph: Graph) -> Graph:
    """The graph loaded beside Inductor's scheduler IR, which holds the real kernels: its aten ops are context."""
    nodes = tuple(dataclasses.replace(node, is_kernel=False) for node in graph.nodes)
    return dataclasses.replace(graph, nodes=nodes, attributes={**graph.attributes, "context_only": True})


def _read(path: Path) -> list[_GraphDraft]:
    drafts: list[_GraphDraft] = []
    current: _GraphDraft | None = None
    number, line, artifact = 0, "", None
    with path.open(encoding="utf-8-sig", errors="replace") as stream:
        for number, line, artifact, _ in log_lines(stream):
            if artifact is not None and artifact not in AOT_ARTIFACTS:
                continue  # another artifact's lines, or foreign stderr, interleaved in the log
            if match := BANNER.match(line):
                current = _GraphDraft(f"{match['kind'].lower()}_{match['number']}", number, levels=[("", number)])
                drafts.append(current)
            elif current is not None and line.strip() and not _read_line(current, line, number):
                current = None  # the module has ended, submodules included: what follows is other text
    if current is not None and current.reading:
        submodule, opened = current.levels[-1]
        where = f"submodule {submodule} of the {current.name} graph" if submodule else f"the {current.name} graph"
        raise DumpError(str(path), number, f"expected 'return' ending {where} opened at line {opened}")
    if lacking := _cut_off(line, artifact, after_graph=current is not None):
        raise DumpError(str(path), number, f"expected {lacking}, got the end of the file (cut off?)")
    return drafts


def _cut_off(line: str, artifact: str | None, *, after_graph: bool) -> str | None:
    """What the log's last line lacks where a log cut off while written left it unfinished, else None. Checked once,
    at the end: a log cut between two graphs leaves none unfinished, but the graphs after the cut are lost.
    `after_graph`: the line is in, or after, the graph read last."""
    if CUT_PREFIX.match(line) or (artifact == "" and CUT_TAGS.match(line)):
        return "the rest of the log line after its prefix"
    if artifact is not None and artifact not in AOT_ARTIFACTS:
        return None
    if line and (TRACED.startswith(line) or (line.startswith(" =====") and not BANNER.match(line))):
        return f"the graph that '{TRACED}' announces"
    statement = line.lstrip(" ")
    printed_by_torch = (after_graph and RETURN.match(statement)) or statement.startswith("aot_config id:")
    if printed_by_torch and bracket_balance(statement) > 0:
        return "the line's brackets closed"
    return None


def _read_line(draft: _GraphDraft, line: str, number: int) -> bool:
    """Reads a non-blank line of the draft's module; False if the line is past its end."""
    text = line.lstrip(" ")
    indent = len(line) - len(text)
    if not draft.reading:
        # After a `return` only a submodule may follow: of the forward just read or of one it is nested in.
        depth, misaligned = divmod(indent, 4)
        if (match := SUBMODULE.match(text)) is None or misaligned or not 1 <= depth <= len(draft.levels):
            return False
        draft.levels[depth:] = [(_qualified(draft.levels[depth - 1][0], match["name"]), number)]
        draft.reading = True
        return True
    submodule = draft.levels[-1][0]
    body = 4 * len(draft.levels) + 4
    if indent == body - 4 and text.startswith("def forward(self, "):
        _declare(draft, submodule, text)
    elif indent != body:
        return True  # the module's class line; `# File:` comments, indented one more by some releases
    elif (match := RETURN.match(text)) is not None:
        if not submodule:
            draft.returned = IDENTIFIER.findall(match["values"])
        draft.reading = False
    elif (match := STATEMENT.match(text)) is not None:
        _statement(draft, submodule, match)
    elif TYPED.match(text):
        _declare(draft, submodule, text)
    return True


def _qualified(submodule: str, local: str) -> str:
    """A name made unique in the graph by its submodule's path: FX names have no dots, so the path stays separable."""
    return f"{submodule}.{local}" if submodule else local


def _submodule(qualified: str) -> str:
    return qualified.rpartition(".")[0]


def _placed(qualified: str) -> dict[str, object]:
    return {"subgraph": submodule} if (submodule := _submodule(qualified)) else {}


def _declare(draft: _GraphDraft, submodule: str, text: str) -> None:
    typed = [(_qualified(submodule, m["name"]), m["type"]) for m in TYPED.finditer(text)]
    (draft.submodule_inputs if submodule else draft.inputs).extend(typed)


def _statement(draft: _GraphDraft, submodule: str, match: re.Match[str]) -> None:
    value_name = _qualified(submodule, match["name"])
    if match["type"]:
        draft.values[value_name] = match["type"]
    if call := CALL.match(match["rhs"]):
        draft.statements.append((value_name, match["type"], call["overload"], call["args"]))


def _buffer(value_name: str, type_text: str, kind: str, producer: str | None, saved: bool) -> Buffer:
    placed = _placed(value_name)
    match = VALUE_TYPE.match(type_text)
    if match is None:
        return Buffer(name=value_name, kind=kind, producer=producer, attributes={**placed, "type": type_text})
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
        attributes={**placed, "saved_for_backward": True} if saved else placed,
    )


def _build_graph(path: Path, draft: _GraphDraft, *, saved: set[str]) -> Graph:
    nodes, deps = [], []
    inputs = [*draft.inputs, *draft.submodule_inputs]
    known = {n for n, _ in inputs} | set(draft.values)
    for order, (value_name, _type, overload, args) in enumerate(draft.statements):
        placed = _placed(value_name)
        if overload.startswith("higher_order.") and (wrapped := OP_REFERENCE.search(args)):
            # A wrapper (`graphsafe_run_with_rng_state`, `run_and_save_rng_state`) does the work of the op it runs.
            placed = {**placed, "computes": {"kind": wrapped["op"], "ops": [wrapped["op"]]}}
        nodes.append(
            Node(
                name=value_name,
                kind=overload,
                order=order,
                is_kernel=True,
                kernel=overload,
                ops=(overload,),
                attributes=placed,
            )
        )
        read = dict.fromkeys(_qualified(_submodule(value_name), a) for a in IDENTIFIER.findall(args))
        deps += [Dep(node=value_name, buffer=b, kind="read") for b in read if b in known]
        if value_name in draft.values:
            deps.append(Dep(node=value_name, buffer=value_name, kind="write"))
    producers = {n.name for n in nodes}
    keeps_saved = draft.name.startswith(("forward", "backward"))
    buffers = [_buffer(n, t, "input", None, keeps_saved and n in saved) for n, t in inputs]
    buffers += [
        _buffer(n, t, "value", n if n in producers else None, keeps_saved and n in saved)
        for n, t in draft.values.items()
    ]
    attributes: dict[str, object] = {"returned": draft.returned}
    if draft.name.startswith("backward"):
        attributes["saved_for_backward"] = sorted(n for n, _ in draft.inputs if not n.startswith("tangents"))
    return Graph(
        name=draft.name,
        format=name,
        source=str(path),
        nodes=tuple(nodes),
        buffers=tuple(buffers),
        deps=tuple(deps),
        timeline_note="an AOT graph is traced, not scheduled: nothing says when its tensors are allocated or freed",
        attributes=attributes,
    )
