"""PyTorch Inductor scheduler IR: ``ir_pre_fusion.txt`` / ``ir_post_fusion.txt`` (``TORCH_COMPILE_DEBUG=1``, torch
2.1-2.13), also as TORCH_LOGS ``ir_pre_fusion``/``ir_post_fusion`` output with glog or Python-logging prefixes.

Grammar (``torch/_inductor/scheduler.py``, ``debug_str``): blocks in schedule order, each opened by a header
``op3: SchedulerNode(ComputedBuffer)``; attribute lines ``op3.writes = [...]`` (a value printed as ``= `` continues
on indented lines until its brackets balance); an ``outputs = [`` block of buffers with ``layout``, ``users``,
``aliases``, ``mutations``; ``{buf}_layout = ...`` lines; a ``class op3_loop_body:`` block. A fused node prints
its union, then ``X.snodes[i] =`` and each member's full block (at column 0 since 2.5, indented before).
Older releases name nodes by buffer and print no outputs block; their buffers come from ``writes``.

When ``output_code.py`` lies beside the IR, kernel names come from it (the launch whose arguments name a buffer the
node writes) and the peak is the high-water mark of replaying its allocations, ``del`` s and reuses.

Kernels are top-level post-fusion nodes other than Nop and ``MultiOutput`` nodes (which launch nothing).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dumpdiff.ingest._torch import dims, storage_bytes, strip_log_prefix
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Buffer, Dep, DepKind, Graph, Node

name = "inductor_ir"

NODE_CLASS = r"\w*(?:SchedulerNode|FusedMixOrderReductions|FusedNestedReductions)"
HEADER = re.compile(rf"^(?P<name>\w+): (?P<cls>{NODE_CLASS})\((?P<inner>[\w,]*)\)$")
SNODE = re.compile(r"^(?P<name>\w+)\.snodes\[(?P<index>\d+)\] =$")
ATTRIBUTE = re.compile(r"^(?P<name>\w+?)\.(?P<attr>[a-z_]\w*(?:\.\w+)?) =(?: (?P<value>.*))?$")
BUFFER = re.compile(r"^(?P<name>\w+): (?P<cls>\w+)$")
BUFFER_ATTRIBUTE = re.compile(r"^(?P<name>\w+)\.(?P<attr>layout|aliases|mutations|users) = (?P<value>.*)$")
RW_LAYOUT = re.compile(r"^(?P<buffer>\w+)_layout = (?P<layout>\w+\(.*\))$")
LOOP_BODY = re.compile(r"^class (?P<name>\w+)_loop_body:$")
LOG_PREFIX_STARTS = frozenset("VDIWEC[")  # first characters of glog and Python-logging prefixes
IR_ARTIFACTS = frozenset({"ir_pre_fusion", "ir_post_fusion"})
TRITON_CODE = re.compile(r"^\w+ Triton code:$")
SNIFF = re.compile(rf"^(?:.*\] )?\w+: {NODE_CLASS}\([\w,]*\)\s*$", re.MULTILINE)

DEP = re.compile(r"(?P<cls>MemoryDep|StarDep|WeakDep)\((?:name=)?'(?P<name>[^']+)'")
QUOTED = re.compile(r"'([^']+)'")
NODE_USER = re.compile(r"NodeUser\(node=(?:\w+\((?:name='(?P<name>\w+)'|nodes=(?P<fused>\w+))\)|(?P<output>OUTPUT))")
LAYOUT = re.compile(
    r"(?P<cls>\w*Layout\w*)\('(?P<device>[^']+)', torch\.(?P<dtype>\w+), size=\[(?P<size>[^\]]*)\], "
    r"stride=\[(?P<stride>[^\]]*)\](?:, offset=(?P<offset>[^,)]+))?"
)
LAYOUT_DEVICE = re.compile(r"(?P<cls>\w*Layout)\((?:device=)?device\(type='(?P<type>\w+)'(?:, index=(?P<index>\d+))?\)")
OP_CALL = re.compile(r"\bops\.(?P<op>\w+)\((?P<args>[^)]*)")
TORCH_DTYPE = re.compile(r"torch\.(\w+)")

DEP_FIELDS: tuple[tuple[DepKind, str], ...] = (
    ("write", "writes"),
    ("read", "unmet_dependencies"),
    ("read", "met_dependencies"),
)
# Layouts that own no storage: the buffer lives in (or is) another buffer's memory.
NON_OWNING_LAYOUTS = frozenset(
    {
        "NoneLayout",
        "MultiOutputLayout",
        "MutationLayout",
        "MutationLayoutSHOULDREMOVE",
        "NonOwningLayout",
        "AliasedLayout",
    }
)
# Loop-body ops whose arguments carry content (a dtype, a reduction type) rather than names.
OPS_WITH_CONTENT = frozenset({"to_dtype", "reduction", "constant", "index_expr", "masked", "scan", "sort"})

# output_code.py: launches and the allocation replay that gives the peak.
TRITON_RUN = re.compile(r"^\s+(?P<kernel>[A-Za-z_]\w*)\.run\((?P<args>.*)")  # Triton launches, user kernels too
CPP_CALL = re.compile(r"^\s+(?P<kernel>cpp_fused_\w+)\((?P<args>.*)")
ALLOCATION = re.compile(
    r"^\s+(?P<buffer>buf\d+) = empty_strided_\w+\(\((?P<size>[^)]*)\), \((?P<stride>[^)]*)\), torch\.(?P<dtype>\w+)"
)
REUSE = re.compile(r"^\s+(?P<new>\w+) = (?:reinterpret_tensor\()?(?P<old>\w+)\b.*; del (?P=old)\s+# reuse$")
DELETE = re.compile(r"^\s+del (?P<names>\w+(?:, \w+)*)$")
BUFFER_NAME = re.compile(r"\b\w+\b")


@dataclass
class _BufferDraft:
    name: str
    ir_class: str
    fields: dict[str, str] = field(default_factory=dict)


@dataclass
class _NodeDraft:
    name: str
    cls: str
    inner: str
    line: int
    parent: str | None
    members: list[str] = field(default_factory=list)
    fields: dict[str, str] = field(default_factory=dict)
    outputs: list[_BufferDraft] = field(default_factory=list)
    layouts: dict[str, str] = field(default_factory=dict)
    ops: list[str] = field(default_factory=list)


@dataclass
class _Section:
    """One printed schedule: a file, or one BEFORE/AFTER FUSION section of a log."""

    post_fusion: bool
    nodes: list[_NodeDraft] = field(default_factory=list)


def sniff(head: str) -> bool:
    return SNIFF.search(head) is not None


def parse(paths: Sequence[Path]) -> list[Graph]:
    post: list[tuple[Path, _Section]] = []
    pre: list[tuple[Path, _Section]] = []
    for path in sorted(paths):
        for section in _read_sections(path):
            (post if section.post_fusion else pre).append((path, section))
    # The kernels are the post-fusion schedule; a pre-fusion dump stands in only where no post-fusion one exists.
    chosen = post or pre
    pre_fusion_nodes = sum(1 for _, section in pre for node in section.nodes if node.parent is None)
    graphs = []
    for index, (path, section) in enumerate(chosen):
        suffix = f"#{index + 1}" if len(chosen) > 1 else ""
        graph = _build_graph(path, section, _graph_name(path) + suffix)
        if post and pre:
            graph = dataclasses.replace(graph, attributes={**graph.attributes, "pre_fusion_nodes": pre_fusion_nodes})
        graphs.append(graph)
    return graphs


def _graph_name(path: Path) -> str:
    # torch_compile_debug folders are `<model>__<graph>_<forward|backward|inference>_<n>.<counter>`; the counter is
    # per process, never a key.
    if path.stem in ("ir_post_fusion", "ir_pre_fusion"):
        return re.sub(r"\.\d+$", "", path.parent.name)
    return path.stem


class _SectionReader:
    """A line-driven state machine over one file; `sections` holds what it read."""

    def __init__(self, path: Path) -> None:
        self.path = str(path)
        self.sections = [_Section(post_fusion=path.stem != "ir_pre_fusion")]
        self.by_name: dict[str, _NodeDraft] = {}
        self.current: _NodeDraft | None = None
        self.member_of: str | None = None
        self.dedent = 0
        self.mode = "node"  # node | outputs | loop_body | skip
        # (fields it goes to, key, text so far, bracket balance, line) of a value still open
        self.pending: tuple[dict[str, str], str, str, int, int] | None = None
        self.output: _BufferDraft | None = None

    def error(self, line: int, message: str) -> DumpError:
        return DumpError(self.path, line, message)

    def feed(self, number: int, line: str) -> None:
        if self.pending is not None:
            self._continue_value(line)
            return
        if line in ("AFTER FUSION", "BEFORE FUSION"):
            self._start_section(post_fusion=line == "AFTER FUSION")
            return
        if not line or line.isspace():
            return
        indent = len(line) - len(line.lstrip(" "))
        if self.dedent and indent < self.dedent:
            self.dedent = indent - indent % 4
        line = line[self.dedent :]
        if line.startswith(" "):
            self._indented(number, line)
        else:
            self._column_zero(number, line)

    def _start_section(self, *, post_fusion: bool) -> None:
        if self.sections[-1].nodes:
            self.sections.append(_Section(post_fusion=post_fusion))
        else:
            self.sections[-1].post_fusion = post_fusion
        self.by_name, self.current, self.member_of, self.mode = {}, None, None, "node"

    def _column_zero(self, number: int, line: str) -> None:
        self.mode = "node"
        # Attribute lines are the most common: tried first (a header or `snodes` line never matches one).
        if match := ATTRIBUTE.match(line):
            self._attribute(number, match)
        elif match := HEADER.match(line):
            self._header(number, match)
        elif match := SNODE.match(line):
            self._node(number, match["name"]).members.append("")  # filled by the header that follows
            self.member_of = match["name"]
        elif match := RW_LAYOUT.match(line):
            self._require_node(number, line).layouts[match["buffer"]] = match["layout"]
        elif LOOP_BODY.match(line):
            self._require_node(number, line)
            self.mode = "loop_body"
        elif TRITON_CODE.match(line) or line.startswith("]"):
            self.mode = "skip" if line[0] != "]" else "node"
        elif self.current is not None:
            self.current.fields["unparsed"] = self.current.fields.get("unparsed", "") + line + "\n"
        # Text before the first node (a banner, a log preamble) is not part of any node: skipped.

    def _indented(self, number: int, line: str) -> None:
        stripped = line.strip()
        if self.mode == "loop_body":
            if "ops." in stripped:
                self._require_node(number, line).ops.extend(_loop_body_ops(stripped))
        elif self.mode == "outputs":
            self._output_line(number, stripped)
        elif self.mode == "node" and (match := HEADER.match(stripped)):
            # Before torch 2.5 the members of a fused node are indented.
            indent = len(line) - len(line.lstrip(" "))
            self.dedent += indent
            self._header(number, match)
        elif self.mode == "node" and (match := SNODE.match(stripped)):
            self._node(number, match["name"]).members.append("")
            self.member_of = match["name"]
        elif self.mode == "node" and (match := ATTRIBUTE.match(stripped)):
            self._attribute(number, match)
        elif self.mode == "node" and (match := RW_LAYOUT.match(stripped)):
            self._require_node(number, line).layouts[match["buffer"]] = match["layout"]

    def _header(self, number: int, match: re.Match[str]) -> None:
        parent = self.member_of
        draft = _NodeDraft(match["name"], match["cls"], match["inner"], number, parent)
        if match["name"] in self.by_name:
            raise self.error(number, f"expected a new node, got a second header for {match['name']}")
        if parent is not None:
            members = self.by_name[parent].members
            members[members.index("")] = draft.name
        self.member_of = None
        self.by_name[draft.name] = draft
        self.sections[-1].nodes.append(draft)
        self.current = draft

    def _node(self, number: int, node_name: str) -> _NodeDraft:
        draft = self.by_name.get(node_name)
        if draft is None:
            raise self.error(number, f"expected a node header before the lines of {node_name}")
        return draft

    def _require_node(self, number: int, line: str) -> _NodeDraft:
        if self.current is None:
            raise self.error(
                number, f"expected a node header such as 'op0: SchedulerNode(ComputedBuffer)', got {line!r}"
            )
        return self.current

    def _attribute(self, number: int, match: re.Match[str]) -> None:
        node = self.by_name.get(match["name"])
        if node is None:
            # `buf3_layout`-style names never reach here; an unknown prefix is a node we never saw.
            raise self.error(number, f"expected a node header before the lines of {match['name']}")
        attr, value = match["attr"], match["value"] or ""
        if attr == "outputs" and value == "[":
            self.mode = "outputs"
            self.current = node
            return
        self._value(node.fields, attr, value, number)

    def _output_line(self, number: int, stripped: str) -> None:
        node = self._require_node(number, stripped)
        if stripped == "]":
            self.mode = "node"
        elif match := BUFFER_ATTRIBUTE.match(stripped):
            if self.output is None or self.output.name != match["name"]:
                raise self.error(number, f"expected the header of buffer {match['name']} before its fields")
            self._value(self.output.fields, match["attr"], match["value"], number)
        elif match := BUFFER.match(stripped):
            self.output = _BufferDraft(match["name"], match["cls"])
            node.outputs.append(self.output)
        elif self.output is not None:
            self.output.fields.setdefault("unparsed", "")
            self.output.fields["unparsed"] += stripped + "\n"

    def _value(self, fields: dict[str, str], key: str, value: str, number: int) -> None:
        balance = _balance(value)
        if balance > 0 or value == "":
            self.pending = (fields, key, value, balance, number)
        else:
            fields[key] = value

    def _continue_value(self, line: str) -> None:
        assert self.pending is not None
        fields, key, text, balance, number = self.pending
        stripped = line.strip()
        text = f"{text} {stripped}" if text else stripped
        balance += _balance(stripped)
        if text and balance <= 0:
            self.pending = None
            fields[key] = text
        else:
            self.pending = (fields, key, text, balance, number)

    def finish(self, last_line: int) -> list[_Section]:
        if self.pending is not None:
            raise self.error(self.pending[4], "expected the brackets of this value to close, got the end of the file")
        if self.member_of is not None:
            raise self.error(last_line, f"expected the header of a member of {self.member_of}, got the end of the file")
        if self.mode == "outputs":
            raise self.error(last_line, "expected ']' closing the outputs block, got the end of the file")
        return [section for section in self.sections if section.nodes]


def _balance(text: str) -> int:
    return text.count("(") + text.count("[") + text.count("{") - text.count(")") - text.count("]") - text.count("}")


def _read_sections(path: Path) -> list[_Section]:
    reader = _SectionReader(path)
    number = 0
    with path.open(encoding="utf-8", errors="replace") as stream:
        for number, raw in enumerate(stream, 1):
            line, artifact = (
                strip_log_prefix(raw.rstrip("\r\n")) if raw[:1] in LOG_PREFIX_STARTS else (raw.rstrip("\r\n"), None)
            )
            if artifact is not None:
                if artifact not in IR_ARTIFACTS:
                    continue  # other TORCH_LOGS artifacts and foreign stderr interleaved in the log
                if reader.sections[-1].post_fusion != (artifact == "ir_post_fusion") and not reader.pending:
                    reader.feed(number, "AFTER FUSION" if artifact == "ir_post_fusion" else "BEFORE FUSION")
            # Loop bodies are most of a dump's lines and only their `ops.` calls matter: the fast path.
            if reader.mode == "loop_body" and line[:1] == " " and reader.pending is None:
                if "ops." in line:
                    reader.current.ops.extend(_loop_body_ops(line))  # type: ignore[union-attr]
                continue
            reader.feed(number, line)
    return reader.finish(number)


def _loop_body_ops(statement: str) -> Iterator[str]:
    """`to_dtype = ops.to_dtype(load, torch.float32, ...)` -> `to_dtype:float32`: op names plus name-free content."""
    for match in OP_CALL.finditer(statement):
        op = match["op"]
        if op == "reduction":
            kind = QUOTED.search(match["args"])
            yield f"reduction:{kind[1] if kind else ''}"
        elif op in OPS_WITH_CONTENT:
            dtypes = TORCH_DTYPE.findall(match["args"])
            yield f"{op}:{','.join(dtypes)}" if dtypes else op
        else:
            yield op


def _parse_layout(text: str) -> dict[str, Any]:
    if match := LAYOUT.search(text):
        shape, stride = dims(match["size"]), dims(match["stride"])
        offset = dims(match["offset"])[0] if match["offset"] else 0
        owns = match["cls"] not in NON_OWNING_LAYOUTS
        return {
            "layout": match["cls"],
            "device": match["device"],
            "dtype": match["dtype"],
            "shape": shape,
            "stride": stride,
            "nbytes": storage_bytes(match["dtype"], shape, stride, offset) if owns else 0,
        }
    if match := LAYOUT_DEVICE.search(text):
        device = match["type"] + (f":{match['index']}" if match["index"] else "")
        return {"layout": match["cls"], "device": device, "nbytes": 0}
    if "NoneLayout" in text:  # torch 2.2 prints `<torch._inductor.ir.NoneLayout object at 0x...>`
        return {"layout": "NoneLayout", "nbytes": 0}
    return {"layout": text, "nbytes": None}


def _dep_names(value: str) -> Iterator[tuple[str, bool]]:
    for match in DEP.finditer(value):
        yield match["name"], match["cls"] == "WeakDep"


def _is_kernel(node: _NodeDraft) -> bool:
    if node.parent is not None or node.cls == "NopKernelSchedulerNode":
        return False
    return not (node.cls == "ExternKernelSchedulerNode" and node.inner == "MultiOutput")


def _build_graph(path: Path, section: _Section, graph_name: str) -> Graph:
    launches, peak = _read_output_code(path.parent / "output_code.py")
    buffers: dict[str, dict[str, Any]] = {}
    layouts: dict[str, str] = {}
    deps: list[Dep] = []
    nodes: list[Node] = []
    for order, draft in enumerate(section.nodes):
        layouts.update(draft.layouts)
        written = [n for n, _ in _dep_names(draft.fields.get("writes", ""))]
        for kind, attr in DEP_FIELDS:
            deps += [
                Dep(node=draft.name, buffer=b, kind=kind, weak=weak)
                for b, weak in _dep_names(draft.fields.get(attr, ""))
            ]
        outputs = draft.outputs or [
            # Torch 2.1-2.4: the node is named by its buffer and carries the buffer's fields itself.
            _BufferDraft(b, "", {k: v for k, v in draft.fields.items() if k in ("users", "aliases", "mutations")})
            for b in written
        ]
        for output in outputs:
            layout = _parse_layout(output.fields.get("layout") or draft.layouts.get(output.name, ""))
            aliases = tuple(QUOTED.findall(output.fields.get("aliases", "")))
            mutations = tuple(QUOTED.findall(output.fields.get("mutations", "")))
            deps += [Dep(node=draft.name, buffer=b, kind="alias") for b in aliases]
            deps += [Dep(node=draft.name, buffer=b, kind="mutation") for b in mutations]
            users = tuple(
                m["name"] or m["fused"] or "OUTPUT" for m in NODE_USER.finditer(output.fields.get("users", ""))
            )
            nbytes = 0 if aliases or mutations else layout.pop("nbytes", None)
            layout.pop("nbytes", None)
            extra = {k: v for k, v in output.fields.items() if k not in ("layout", "users", "aliases", "mutations")}
            # Members print after their fused node: the innermost producer wins.
            buffers[output.name] = {
                "name": output.name,
                "kind": output.ir_class or "ComputedBuffer",
                "producer": draft.name,
                "users": users,
                "aliases": aliases,
                "mutations": mutations,
                "nbytes": nbytes,
                **layout,
                "attributes": {"layout": layout.get("layout"), **extra},
            }
        nodes.append(_node(draft, order, written, launches))
    for dep in deps:
        if dep.buffer not in buffers:
            layout = _parse_layout(layouts.get(dep.buffer, ""))
            buffers[dep.buffer] = {
                "name": dep.buffer,
                "kind": "input",
                **layout,
                "attributes": {"layout": layout.pop("layout")},
            }
    built = tuple(_buffer(record) for record in buffers.values())
    produced = [b.nbytes for b in built if b.kind != "input"]
    total = None if any(n is None for n in produced) else sum(n or 0 for n in produced)
    devices = [n.device for n in nodes if n.device]
    attributes: dict[str, Any] = {"device": devices[0]} if devices else {}
    return Graph(
        name=graph_name,
        format=name,
        source=str(path),
        nodes=tuple(nodes),
        buffers=built,
        deps=tuple(dict.fromkeys(deps)),
        total_bytes=total,
        peak_bytes=peak,
        attributes=attributes,
    )


def _buffer(record: dict[str, Any]) -> Buffer:
    record.pop("layout", None)
    return Buffer(**record)


def _node(draft: _NodeDraft, order: int, written: list[str], launches: list[tuple[str, frozenset[str]]]) -> Node:
    fields = dict(draft.fields)
    kernel = fields.pop("node.kernel", None)
    if kernel in (None, "None") and draft.cls != "NopKernelSchedulerNode" and draft.parent is None:
        writes = set(written) | {o.name for o in draft.outputs}
        kernel = next((launch for launch, args in launches if writes & args), None)
    device = fields.pop("group.device", None)
    if device is None and draft.outputs:
        device = _parse_layout(draft.outputs[0].fields.get("layout", "")).get("device")
    ops = tuple(draft.ops)
    if not ops and draft.cls == "ExternKernelSchedulerNode":
        ops = (draft.inner, kernel or "")
    elif not ops and not draft.members:
        ops = (draft.inner,)
    attributes: dict[str, Any] = {"ir_class": draft.inner, "line": draft.line}
    for key in ("writes", "unmet_dependencies", "met_dependencies", "users", "aliases", "mutations"):
        fields.pop(key, None)
    attributes.update(fields)
    return Node(
        name=draft.name,
        kind=draft.cls,
        order=order,
        is_kernel=_is_kernel(draft),
        kernel=None if kernel in (None, "None") else kernel,
        parent=draft.parent,
        members=tuple(draft.members),
        device=device,
        ops=ops,
        attributes=attributes,
    )


def _read_output_code(path: Path) -> tuple[list[tuple[str, frozenset[str]]], int | None]:
    """Kernel launches (name, argument names) in call order, and the peak of the buffers `call` allocates."""
    if not path.is_file():
        return [], None
    launches: list[tuple[str, frozenset[str]]] = []
    live: dict[str, int] = {}
    current = peak = 0
    pending: tuple[str, str] | None = None
    with path.open(encoding="utf-8", errors="replace") as stream:
        for line in stream:
            if pending is not None:
                kernel, args = pending[0], pending[1] + line
                if _balance("(" + args) <= 0:
                    launches.append((kernel, frozenset(BUFFER_NAME.findall(args))))
                    pending = None
                else:
                    pending = (kernel, args)
                continue
            if match := TRITON_RUN.match(line) or CPP_CALL.match(line):
                if _balance("(" + match["args"]) <= 0:
                    launches.append((match["kernel"], frozenset(BUFFER_NAME.findall(match["args"]))))
                else:
                    pending = (match["kernel"], match["args"])
            elif match := ALLOCATION.match(line):
                nbytes = storage_bytes(match["dtype"], dims(match["size"]), dims(match["stride"])) or 0
                live[match["buffer"]] = nbytes
                current += nbytes
                peak = max(peak, current)
            elif match := REUSE.match(line):
                if match["old"] in live:
                    live[match["new"]] = live.pop(match["old"])
            elif match := DELETE.match(line):
                for buffer in match["names"].split(", "):
                    current -= live.pop(buffer, 0)
    return launches, (peak if live or peak else None)
