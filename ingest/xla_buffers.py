"""XLA buffer assignment and the optimized HLO beside it (``--xla_dump_to=DIR --xla_dump_hlo_as_text``).

Two layouts (``xla/service/buffer_assignment.cc``, ``xla/hlo/utils/hlo_live_range.cc``, ``xla/service/dump.cc``):
the older single ``*-buffer-assignment.txt`` (torch_xla: allocations, ``Total bytes used``, ``Used values`` and
``HloLiveRange`` in one file) and the split files of newer jax (``-buffer-assignment.txt`` with allocations only,
``-buffer-assignment-values.txt``, ``-live-range.txt``, ``-memory-usage-report.txt``), plus the optimized module
``*after_optimizations.txt``. Every file is read section by section, whatever its name, and the files of one
module are joined by the module name in their file names (module numbers are per-process counters, never keys).

Kernels are the entry computation's instructions that do work: fusions (members = the non-parameter
instructions of the called computation), custom calls (cuBLAS, Triton gemms), collectives, CPU ``dot`` s; not
``parameter``, ``constant``, ``tuple``, ``get-tuple-element`` or ``bitcast``. Buffers are the HloValues; the
allocations are kept in the graph's attributes. ``total_bytes`` is ``Total bytes used`` (the sum of allocation
sizes); ``peak_bytes`` is the live range's peak.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node

name = "xla_buffers"

FILE_NAME = re.compile(
    r"^(?:\d+\.)?module_\d{4,}\.(?P<module>.+?)\.(?P<stage>(?:\w[\w.]*_)?after_optimizations)"
    r"(?:-buffer-assignment|-buffer-assignment-values|-live-range|-memory-usage-report)?\.txt$"
)
SNIFF = re.compile(
    r"^(?:BufferAssignment:|HloLiveRange \(max \d+\):|Memory Space: \w+ \(color=\d+\)"
    r"|Total bytes used: \d+ .*|HloModule \S+.*)$",
    re.MULTILINE,
)

ALLOCATION = re.compile(
    r"^allocation (?P<index>\d+): size (?P<size>\d+)(?:, color (?P<color>\d+))?(?:, page (?P<page>-?\d+))?"
    r"(?:, parameter (?P<parameter>\d+), shape \|(?P<parameter_shape>[^|]*)\|"
    r" at ShapeIndex \{(?P<shape_index>[\d,]*)\})?"
    r"(?:, output shape is \|(?P<output_shape>[^|]*)\|)?(?P<constant>, constant)?(?P<thread_local>, thread-local)?"
    r"(?P<maybe_live_out>, maybe-live-out)?(?P<preallocated_temp>, preallocated-temp)?(?P<rest>[^:]*):$"
)
VALUE_REF = r"<(?P<id>\d+) (?P<instruction>[^ >{]+)(?P<index>\{[\d,]*\})?(?P<phi> \(phi\))?(?: @(?P<color>\d+))?>"
ALLOCATED_VALUE = re.compile(rf"^ value: {VALUE_REF} \(size=(?P<size>\d+),offset=(?P<offset>\d+)\): (?P<shape>.+)$")
VALUE_HEADER = re.compile(rf"^{VALUE_REF}$")
TOTAL = re.compile(r"^Total bytes(?: used)?: (?P<bytes>\d+)")
USE = re.compile(r"^  (?P<user>[^\s,]+), operand (?P<operand>\d+)")
FROM_INSTRUCTION = re.compile(r"^ from instruction: ?%?(?P<name>[\w.\-]+) = (?P<shape>.+?) (?P<opcode>[a-z][\w-]*)\(")
SEQUENCE = re.compile(r"^    (?P<time>\d+):(?P<instruction>\S+)$")
LIVE_RANGE = re.compile(r"^    (?P<instruction>[^{\s]+)(?P<index>\{[\d,]*\}):(?P<start>\d+)-(?P<end>\d+)$")
PEAK_NEW = re.compile(r"^    \S+: (?P<bytes>\d+) bytes \(cumulative: (?P<cumulative>\d+) bytes\)$")
PEAK_OLD = re.compile(r"^    [^{\s:]+: (?P<bytes>\d+) bytes$")
STACK_PEAK = re.compile(r"^  Stack trace breakdown for peak usage: (?P<bytes>[\d ]+) bytes$")
COMPUTATION = re.compile(r"^(?P<entry>ENTRY )?%(?P<name>[\w.\-]+) \(.*\) -> .* \{$")
INSTRUCTION = re.compile(
    r"^  (?P<root>ROOT )?%(?P<name>[\w.\-]+) = (?P<shape>.+?) (?P<opcode>[a-z][\w-]*)"
    r"\((?P<operands>.*?)\)(?:, (?P<attrs>.*))?$"
)
OPERAND = re.compile(r"%(?P<name>[\w.\-]+)")
FUSION_KIND = re.compile(r"\bkind=(?P<kind>k\w+)")
CALLS = re.compile(r"\bcalls=%(?P<callee>[\w.\-]+)")
CUSTOM_CALL_TARGET = re.compile(r'\bcustom_call_target="(?P<target>[^"]*)"')
OP_NAME = re.compile(r'\bop_name="(?P<op_name>[^"]*)"')
SHAPE = re.compile(r"^(?P<dtype>[a-z]\w*)\[(?P<dims>[^\]]*)\]")

# Instructions that only name, reshape or bundle existing buffers: no launch.
NON_KERNEL_OPCODES = frozenset({"parameter", "constant", "tuple", "get-tuple-element", "bitcast"})


@dataclass
class _Instruction:
    name: str
    opcode: str
    shape: str
    operands: tuple[str, ...]
    attrs: str


@dataclass
class _Module:
    """What the files of one module say, as read."""

    allocations: list[dict[str, Any]] = field(default_factory=list)
    values: dict[str, dict[str, Any]] = field(default_factory=dict)
    total_bytes: int | None = None
    sequence: list[str] = field(default_factory=list)
    peak_bytes: int | None = None
    computations: dict[str, list[_Instruction]] = field(default_factory=dict)
    entry: str | None = None
    module_name: str | None = None
    sources: list[str] = field(default_factory=list)


def sniff(head: str) -> bool:
    return SNIFF.search(head) is not None


def parse(paths: Sequence[Path]) -> list[Graph]:
    modules: dict[str, tuple[str, _Module]] = {}
    for path in sorted(paths):
        match = FILE_NAME.match(path.name)
        if match is None and _is_hlo_module(path):
            continue  # the HLO of another stage or pass (before_optimizations, ...): not the compiled schedule
        key = f"{path.parent}/{match['module'] if match else path.stem}"
        module_name = match["module"] if match else path.stem
        module = modules.setdefault(key, (module_name, _Module()))[1]
        _read(path, module)
    return [_build_graph(module_name, module) for module_name, module in modules.values()]


def _is_hlo_module(path: Path) -> bool:
    with path.open(encoding="utf-8", errors="replace") as stream:
        return stream.readline().startswith("HloModule ")


def _read(path: Path, module: _Module) -> None:
    module.sources.append(str(path))
    section = ""
    allocation: dict[str, Any] | None = None
    value: dict[str, Any] | None = None
    computation: list[_Instruction] | None = None
    peak_cumulative: int | None = None
    peak_sum = 0
    with path.open(encoding="utf-8", errors="replace") as stream:
        for number, raw in enumerate(stream, 1):
            line = raw.rstrip("\r\n")
            if not line:
                continue
            if line[0] != " ":
                if line == "BufferAssignment:":
                    section = "allocations"
                elif match := ALLOCATION.match(line):
                    if section != "allocations":
                        raise DumpError(str(path), number, "expected 'BufferAssignment:' before the first allocation")
                    allocation = _allocation(match)
                    module.allocations.append(allocation)
                elif match := TOTAL.match(line):
                    module.total_bytes = int(match["bytes"])
                elif line == "Used values:":
                    section = "values"
                elif match := VALUE_HEADER.match(line):
                    value = module.values.setdefault(_value_name(match), {"uses": []})
                    value.setdefault("id", int(match["id"]))
                elif line.startswith("HloLiveRange"):
                    section = "live"
                elif line.startswith("HloModule "):
                    section = "hlo"
                    module.module_name = line.split()[1].rstrip(",")
                elif section == "hlo" and (match := COMPUTATION.match(line)):
                    computation = module.computations.setdefault(match["name"], [])
                    if match["entry"]:
                        module.entry = match["name"]
                elif line == "}":
                    computation = None
                elif line.startswith("Memory Space:"):
                    section = "report"
                continue
            if section == "allocations" and (match := ALLOCATED_VALUE.match(line)):
                if allocation is None:
                    raise DumpError(str(path), number, "expected an 'allocation N: size B:' line before its values")
                record = module.values.setdefault(_value_name(match), {"uses": []})
                record.update(
                    id=int(match["id"]),
                    size=int(match["size"]),
                    offset=int(match["offset"]),
                    allocation=allocation["index"],
                    shape=match["shape"],
                )
                allocation["values"] += 1
            elif section == "values" and value is not None:
                if match := USE.match(line):
                    value["uses"].append(match["user"])
                elif match := FROM_INSTRUCTION.match(line):
                    value["opcode"] = match["opcode"]
            elif section == "live":
                if match := SEQUENCE.match(line):
                    module.sequence.append(match["instruction"])
                elif match := LIVE_RANGE.match(line):
                    record = module.values.setdefault(match["instruction"] + _tuple_index(match["index"]), {"uses": []})
                    record["live"] = (int(match["start"]), int(match["end"]))
                elif match := PEAK_NEW.match(line):
                    peak_cumulative = int(match["cumulative"])
                elif match := PEAK_OLD.match(line):
                    peak_sum += int(match["bytes"])
                elif match := STACK_PEAK.match(line):
                    peak_cumulative = int(match["bytes"].replace(" ", ""))
            elif section == "hlo" and computation is not None:
                if match := INSTRUCTION.match(line):
                    computation.append(
                        _Instruction(
                            match["name"],
                            match["opcode"],
                            match["shape"],
                            tuple(OPERAND.findall(match["operands"])),
                            match["attrs"] or "",
                        )
                    )
                elif not line.startswith("  "):
                    raise DumpError(str(path), number, "expected an HLO instruction '  %name = shape opcode(...)'")
    if computation is not None:
        raise DumpError(str(path), number, "expected '}' closing the computation, got the end of the file")
    if peak_cumulative is not None:
        module.peak_bytes = peak_cumulative
    elif peak_sum:
        module.peak_bytes = peak_sum


def _tuple_index(index: str | None) -> str:
    # `{}` marks a non-tuple value in live ranges; values print no index then.
    return "" if index is None or index == "{}" else index


def _value_name(match: re.Match[str]) -> str:
    return match["instruction"] + _tuple_index(match["index"])


def _allocation(match: re.Match[str]) -> dict[str, Any]:
    allocation: dict[str, Any] = {"index": int(match["index"]), "size": int(match["size"]), "values": 0}
    for key in ("color", "page", "parameter"):
        if match[key] is not None:
            allocation[key] = int(match[key])
    for key in ("parameter_shape", "shape_index", "output_shape"):
        if match[key] is not None:
            allocation[key] = match[key]
    for flag in ("constant", "thread_local", "maybe_live_out", "preallocated_temp"):
        allocation[flag] = match[flag] is not None
    if match["rest"]:
        allocation["unparsed"] = match["rest"]
    return allocation


def _shape(text: str) -> tuple[str | None, tuple[int, ...] | None]:
    match = SHAPE.match(text)
    if match is None:
        return None, None
    return match["dtype"], tuple(int(d) for d in match["dims"].split(",") if d.strip().isdigit())


def _build_graph(module_name: str, module: _Module) -> Graph:
    instructions = module.computations.get(module.entry or "", [])
    nodes: list[Node] = []
    deps: list[Dep] = []
    if instructions:
        for instruction in instructions:
            nodes += _instruction_nodes(instruction, module, len(nodes))
            deps += [
                Dep(node=instruction.name, buffer=o, kind="read") for o in instruction.operands if o in module.values
            ]
            if instruction.name in module.values:
                deps.append(Dep(node=instruction.name, buffer=instruction.name, kind="write"))
    else:
        # The old single file has no HLO beside it: the live range's sequence and the values' defining opcodes.
        opcodes = {n.split("{")[0]: v["opcode"] for n, v in module.values.items() if "opcode" in v}
        for order, instruction_name in enumerate(module.sequence):
            # An instruction defining no value of its own (bitcast, get-tuple-element) only renames a buffer.
            opcode = opcodes.get(instruction_name, "unknown")
            nodes.append(
                Node(
                    name=instruction_name,
                    kind=opcode,
                    order=order,
                    is_kernel=opcode not in NON_KERNEL_OPCODES and opcode != "unknown",
                    kernel=instruction_name,
                    ops=(opcode,),
                )
            )
    producers = {n.name for n in nodes}
    buffers = []
    for value_name, value in module.values.items():
        dtype, dims = _shape(value.get("shape", ""))
        defining = value_name.split("{")[0]
        live = value.get("live", (None, None))
        buffers.append(
            Buffer(
                name=value_name,
                kind="value",
                dtype=dtype,
                shape=dims,
                nbytes=value.get("size"),
                producer=defining if defining in producers else None,
                users=tuple(value["uses"]),
                allocation=value.get("allocation"),
                offset=value.get("offset"),
                live_start=live[0],
                live_end=live[1],
                attributes={"value_id": value.get("id"), "shape": value.get("shape")},
            )
        )
    total = module.total_bytes
    if total is None and module.allocations:
        total = sum(a["size"] for a in module.allocations)
    return Graph(
        name=module.module_name or module_name,
        format=name,
        source=module.sources[0],
        nodes=tuple(nodes),
        buffers=tuple(buffers),
        deps=tuple(dict.fromkeys(deps)),
        total_bytes=total,
        peak_bytes=module.peak_bytes,
        attributes={"allocations": module.allocations, "files": module.sources},
    )


def _instruction_nodes(instruction: _Instruction, module: _Module, order: int) -> list[Node]:
    """The entry instruction as a node, and for a fusion the instructions it fuses as its members."""
    attrs = instruction.attrs
    attributes: dict[str, Any] = {"shape": instruction.shape}
    ops: list[str] = [instruction.opcode]
    kernel = instruction.name
    members: list[Node] = []
    if kind := FUSION_KIND.search(attrs):
        attributes["fusion_kind"] = kind["kind"]
        ops.append(kind["kind"])
    if target := CUSTOM_CALL_TARGET.search(attrs):
        attributes["custom_call_target"] = target["target"]
        ops.append(target["target"])
    if op_name := OP_NAME.search(attrs):
        attributes["op_name"] = op_name["op_name"]
    if instruction.opcode == "fusion" and (callee := CALLS.search(attrs)):
        attributes["calls"] = callee["callee"]
        for inner in module.computations.get(callee["callee"], []):
            if inner.opcode == "parameter":
                continue
            # The source op name tells apart members of one opcode, and survives renumbering.
            source_op = OP_NAME.search(inner.attrs)
            members.append(
                Node(
                    name=inner.name,
                    kind=inner.opcode,
                    order=order + 1 + len(members),
                    parent=instruction.name,
                    ops=(inner.opcode, source_op["op_name"]) if source_op else (inner.opcode,),
                    attributes={"shape": inner.shape},
                )
            )
    node = Node(
        name=instruction.name,
        kind=instruction.opcode,
        order=order,
        is_kernel=instruction.opcode not in NON_KERNEL_OPCODES,
        kernel=kernel,
        members=tuple(m.name for m in members),
        ops=tuple(ops),
        attributes=attributes,
    )
    return [node, *members]
