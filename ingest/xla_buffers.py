"""XLA buffer assignment, live ranges and memory report, with the optimized HLO beside them.

Emitted by ``--xla_dump_to=DIR --xla_dump_hlo_as_text`` (``xla/service/dump.cc``; text from
``xla/service/buffer_assignment.cc``, ``xla/service/hlo_value.cc``, ``xla/hlo/utils/hlo_live_range.cc``):

- old layout (torch_xla, jax <= 0.4): one ``*-buffer-assignment.txt`` holding ``BufferAssignment:`` (allocations
  and their values), ``Total bytes used: N (human)``, ``Used values:`` and ``HloLiveRange (max N):``;
- split layout (jax 0.10 CPU, 0.11 GPU): ``-buffer-assignment.txt`` (allocations), ``-buffer-assignment-values.txt``
  (a blank line, the total, ``Used values:``), ``-live-range.txt`` (sequence, live ranges, the peak list, a stack
  breakdown of the peak) and ``-memory-usage-report.txt`` (``Memory Space: name (color=C)``, ``Total bytes:``);
- the optimized module ``*after_optimizations.txt`` (see :mod:`dumpdiff.ingest._hlo`).

Every file is read section by section whatever its name; the files of one module are joined by the module name
in their file names (``module_0012.jit_step.sm_9.0_gpu_after_optimizations-live-range.txt`` -> ``jit_step``): module
numbers are per-process counters, used only to keep apart two compilations of one name in one folder.

Model mapping:

- one graph per module, named as its ``HloModule`` line (else its file names) say;
- nodes: the entry computation's schedule, with the bodies of ``while``/``conditional``/``call`` inlined after
  them. A **kernel** is an instruction that launches work: fusions (``kind`` = kLoop/kInput/kOutput/kCustom in
  attributes), custom calls (kernel = the Triton kernel name in the config, else the target, e.g.
  ``__cublas$gemm``; a library call's ``computes`` is the member doing its op, ``dot`` or ``convolution``),
  collectives, copies, CPU ``dot`` s. Not kernels: ``parameter``, ``constant``, ``tuple``,
  ``get-tuple-element``, ``bitcast``, ``after-all``, ``add-dependency``, ``opt-barrier``, ``domain`` (they name,
  bundle or order buffers), the ``*-update``/``*-done`` halves of async ops (a wait) and control flow itself
  (``call-start``, a call on another stream, too). An async start is the op it starts (``all-reduce-start`` has kind
  ``all-reduce``); an ``async-start`` has the work it wraps as members (the members of a fusion it wraps);
- members of a fusion: the instructions of its fused computation except parameters, constants, bitcasts, tuples
  and get-tuple-elements (plumbing, not work), so a fused kernel (>= 2 members) fuses two real ops; a nested
  fusion is a member with members of its own (none at all if it only bitcasts, as a Triton gemm's operand may).
  Member ``ops`` = (opcode, source op: the primitive ending the ``op_name``, as ``mul``, without its path or
  parameters, which change across jax releases); no HLO names;
- buffers: the HloValues (``name{index}`` for elements of tuple-shaped values), with size, offset, allocation,
  live range, users; ``kind`` from their allocation (parameter, constant, thread-local, output, temp); ``role``,
  ``slot``, ``updates`` (donation) and the live range as :mod:`dumpdiff.ingest._xla_memory` derives them;
- deps: a node reads the values its ``uses:`` list names (through bitcasts and tuples), else its operands' values;
  it writes the values it defines;
- ``total_bytes`` = ``Total bytes used`` (checked against the sum of the allocation sizes and the report's
  per-memory-space totals) less host memory: device bytes. Host memory is memory space 5 (``S(5)`` in a layout,
  ``color 5`` allocations, ``Memory Space: ... (color=5)``; host offloading puts activations there): its bytes are
  ``attributes["host_bytes"]``, apart. ``peak_bytes`` = the maximum of the timeline (live device bytes per step, a
  slot shared in place counted once: :mod:`dumpdiff.ingest._xla_memory`), never above the total. XLA's own peak
  list (its last ``cumulative``, or the old list's sum) adds up values sharing a slot and is kept as
  ``reported_peak_bytes``; it is the peak only for a memory-usage report alone (capped at the total); None if
  nothing says.
Allocations go to ``Graph.attributes["allocations"]``. Lines of unknown shape are kept (a few) in
``attributes["unknown_lines"]``; lines that start like a known construct but do not parse are a DumpError.

Why this module is longer than 600 lines: the four files of one module (allocations, values, live ranges, memory
report) are one record of the same buffers, read and cross-checked together; the HLO text (``_hlo``) and the
memory timeline (``_xla_memory``) live apart.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dumpdiff.ingest import _hlo
from dumpdiff.ingest._memory import peak_step
from dumpdiff.ingest._xla_memory import HOST_MEMORY_SPACE, ModuleMemory, module_memory
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node

name = "xla_buffers"

FILE_NAME = re.compile(
    r"^(?:\d+\.)?module_(?P<number>\d{4,})\.(?P<module>.+?)\.(?P<stage>(?:\w[\w.]*_)?after_optimizations)"
    r"(?P<kind>-buffer-assignment|-buffer-assignment-values|-live-range|-memory-usage-report)?\.txt$"
)
# Any other file of an XLA dump folder (another stage or pass of a module): not the compiled schedule.
OTHER_DUMP_FILE = re.compile(r"^(?:\d+\.)?module_\d{4,}\.")
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
# XLA of jax 0.4 prints a value's header on the line of the previous value's `from instruction:`.
GLUED_VALUE_HEADER = re.compile(rf"(?<=\S){VALUE_REF}$")
TOTAL_USED = re.compile(r"^Total bytes used: (?P<bytes>\d+)(?: \(.*\))?$")
POSITION = re.compile(r"^  (?P<instruction>[^\s,]+)(?: (?P<index>\{[\d,]*\}))?$")
USE = re.compile(r"^  (?P<user>[^\s,]+), operand (?P<operand>\d+)(?: (?P<index>\{[\d,]*\}))?$")
FROM_INSTRUCTION = " from instruction:"
LIVE_HEADER = re.compile(r"^HloLiveRange \(max (?P<max>\d+)\):$")
SEQUENCE = re.compile(r"^    (?P<time>\d+):(?P<instruction>\S+)$")
LIVE_RANGE = re.compile(r"^    (?P<instruction>[^{\s]+)(?P<index>\{[\d,]*\}):(?P<start>\d+)-(?P<end>\d+)$")
PEAK_HEADER = re.compile(r"^  Live ranges at (?P<time>\d+) \(peak\):$")
PEAK_NEW = re.compile(r"^    \S+: (?P<bytes>\d+) bytes \(cumulative: (?P<cumulative>\d+) bytes\)$")
PEAK_OLD = re.compile(r"^    [^{\s:]+: (?P<bytes>\d+) bytes$")
STACK_PEAK = re.compile(r"^  Stack trace breakdown for peak usage: (?P<bytes>\d{1,3}(?: ?\d{3})*) bytes$")
MEMORY_SPACE = re.compile(r"^Memory Space: (?P<name>\S+) \(color=(?P<color>\d+)\)$")
SPACE_TOTAL = re.compile(r"^Total bytes: (?P<bytes>\d+)(?: \(.*\))?$")
NO_PEAK = "Peak memory could not be determined"
# The older memory-usage report (jax 0.5) lists the allocations again, human-sized, under this line.
OLD_REPORT_HEADER = "Allocations sorted by size:"

# Instructions that name, bundle or order existing buffers: no launch.
NON_KERNEL_OPCODES = frozenset(
    {"parameter", "constant", "tuple", "get-tuple-element", "bitcast", "after-all", "add-dependency", "opt-barrier",
     "domain"}
)  # fmt: skip
# Control flow runs the kernels of its computations, which are scheduled (and listed) after it.
CONTROL_FLOW_OPCODES = frozenset({"while", "conditional", "call"})
# Custom-call targets of GPU and CPU libraries (`__cublas$gemm`, `__cublas$lt$matmul$f8`, `__cudnn$convForward`,
# `__onednn$matmul`) and the HLO op each kind of call runs.
LIBRARIES = frozenset({"cublas", "cudnn", "hipblas", "hipblaslt", "miopen", "onednn"})
LIBRARY_CALLS = {"gemm": "dot", "matmul": "dot", "conv": "convolution"}
OPERAND_LAYOUT_OPCODES = frozenset({"convert", "transpose", "reshape", "copy"})
# Inside a fused computation: plumbing around the ops a fusion fuses.
NON_MEMBER_OPCODES = frozenset({"parameter", "constant", "bitcast", "tuple", "get-tuple-element"})
UNKNOWN_OPCODE = "unknown"
MAX_UNKNOWN_LINES = 20


@dataclass
class _Value:
    """One HloValue, as the allocation listing, the ``Used values`` section and the live ranges describe it."""

    id: int
    instruction: str
    index: str
    shape: str | None = None
    size: int | None = None
    offset: int | None = None
    allocation: int | None = None
    phi: bool = False
    color: int = 0
    positions: list[str] = field(default_factory=list)
    users: list[str] = field(default_factory=list)
    # The defining instruction as printed, parsed only when no HLO module says more (the old single file).
    defined_by: tuple[str, _Where] | None = None


@dataclass(frozen=True, slots=True)
class _Where:
    path: str
    line: int


@dataclass
class _Module:
    """What the files of one module say, as read."""

    file_name: str
    sources: list[str] = field(default_factory=list)
    hlo: _hlo.Module | None = None
    allocations: dict[int, dict[str, Any]] = field(default_factory=dict)
    values: dict[str, _Value] = field(default_factory=dict)
    uses_listed: bool = False
    total_bytes: tuple[int, _Where] | None = None
    memory_spaces: list[dict[str, Any]] = field(default_factory=list)
    report_total_at: _Where | None = None
    sequence: list[str] = field(default_factory=list)
    live_ranges: dict[str, tuple[int, int]] = field(default_factory=dict)
    peak_bytes: int | None = None
    attributes: dict[str, Any] = field(default_factory=dict)
    unknown_lines: list[str] = field(default_factory=list)

    def value(self, match: re.Match[str]) -> _Value:
        key = match["instruction"] + _tuple_index(match["index"])
        value = self.values.get(key)
        if value is None:
            value = self.values[key] = _Value(
                id=int(match["id"]), instruction=match["instruction"], index=_tuple_index(match["index"])
            )
        value.phi = value.phi or match["phi"] is not None
        value.color = int(match["color"] or 0)
        return value


def sniff(head: str) -> bool:
    return SNIFF.search(head) is not None


def parse(paths: Sequence[Path]) -> list[Graph]:
    by_module: dict[str, list[tuple[re.Match[str], Path]]] = {}
    groups: list[tuple[str, list[Path]]] = []
    for path in sorted(paths):
        match = FILE_NAME.match(path.name)
        if match is not None:
            by_module.setdefault(match["module"], []).append((match, path))
        elif not OTHER_DUMP_FILE.match(path.name):
            groups.append((path.stem, [path]))  # a file named by hand: a module of its own
    for module_name, named in by_module.items():
        kinds = [match["kind"] for match, _path in named]
        if len(set(kinds)) == len(kinds):
            groups.append((module_name, [path for _match, path in named]))
            continue
        # One name compiled twice in one process: only then does the number keep the compilations apart.
        by_number: dict[str, list[Path]] = {}
        for match, path in named:
            by_number.setdefault(match["number"], []).append(path)
        groups += [(f"{module_name}#{number}", numbered) for number, numbered in by_number.items()]
    graphs = []
    for label, files in groups:
        module = _Module(file_name=label)
        for file in files:
            _read(file, module)
        graphs.append(_build_graph(module))
    return graphs


def _numbered_lines(path: Path) -> Iterator[tuple[int, str]]:
    """The file's lines, numbered from 1, without their ends: read whole and split in one call, which costs a
    fraction of a loop over the file's lines."""
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        raise DumpError(str(path), line, f"expected UTF-8 text ({error.reason})") from error
    # Line ends as Python's text mode reads them: \n, \r\n or \r.
    return enumerate(text.replace("\r\n", "\n").replace("\r", "\n").removesuffix("\n").split("\n"), 1)


def _read(path: Path, module: _Module) -> None:
    module.sources.append(str(path))
    lines = _numbered_lines(path)
    first = next(((n, line) for n, line in lines if line), None)
    if first is None:
        raise DumpError(str(path), 1, "expected an XLA buffer assignment or HLO module, got an empty file")
    lines = itertools.chain([first], lines)
    if first[1].startswith("HloModule "):
        if module.hlo is not None:
            raise DumpError(str(path), first[0], f"expected one HLO module for {module.file_name}, got a second")
        module.hlo = _hlo.read_module(str(path), lines)
    else:
        _SectionReader(str(path), module).read(lines)


class _SectionReader:
    """The buffer-assignment family, any layout: each line is read by the section it sits in."""

    def __init__(self, path: str, module: _Module) -> None:
        self.path = path
        self.module = module
        self.section = ""
        self.part = ""
        self.allocation: dict[str, Any] | None = None
        self.value: _Value | None = None
        self.cumulative = 0
        self.peak_sum = 0
        self.saw_total = False

    def error(self, number: int, message: str) -> DumpError:
        return DumpError(self.path, number, message)

    def read(self, lines: Iterable[tuple[int, str]]) -> None:
        for number, line in lines:
            if not line:
                continue
            if (
                self.section == "values"
                and line.startswith(FROM_INSTRUCTION)
                and line.endswith(">")  # a cheap test first: the search scans the whole line
                and (glued := GLUED_VALUE_HEADER.search(line))
            ):
                self.value_detail(number, line[: glued.start()])
                self.top_level(number, glued.group())
            elif line[0] != " ":
                self.top_level(number, line)
            elif self.section == "allocations":
                self.allocated_value(number, line)
            elif self.section == "values":
                self.value_detail(number, line)
            elif self.section == "live":
                self.live_range(number, line)
            elif self.section != "report":  # report tables repeat the allocations, human-sized
                self.unknown(line)
        if not self.section and not self.saw_total:
            raise self.error(1, "expected an XLA buffer assignment, live range, memory report or HLO module")

    def expect(
        self, number: int, line: str, pattern: re.Pattern[str], expected: str, *, in_place: bool = True
    ) -> re.Match[str]:
        """The line's match, else (or when the line sits in the wrong section) the error saying what was expected."""
        match = pattern.match(line)
        if match is None or not in_place:
            raise self.error(number, f"expected {expected}")
        return match

    def unknown(self, line: str) -> None:
        if len(self.module.unknown_lines) < MAX_UNKNOWN_LINES:
            self.module.unknown_lines.append(line)

    def top_level(self, number: int, line: str) -> None:
        module = self.module
        if line == "BufferAssignment:":
            self.section = "allocations"
        elif line.startswith("allocation ") and self.section != "report":
            self.new_allocation(number, line)
        elif line.startswith("Total bytes used:"):
            total = self.expect(number, line, TOTAL_USED, "'Total bytes used: N (size)'")
            self.set_total(number, int(total["bytes"]))
        elif line == "Used values:":
            self.section, self.value = "values", None
        elif line.startswith("<"):
            expected = "a value '<id instruction{index} @color>' under 'Used values:'"
            header = self.expect(number, line, VALUE_HEADER, expected, in_place=self.section == "values")
            self.value, self.part = module.value(header), ""
        elif line.startswith("HloLiveRange"):
            live = self.expect(number, line, LIVE_HEADER, "'HloLiveRange (max N):'")
            self.section, self.part = "live", ""
            module.attributes["live_range_max"] = int(live["max"])
        elif line.startswith("Memory Space:"):
            space = self.expect(number, line, MEMORY_SPACE, "'Memory Space: name (color=N)'")
            self.section = "report"
            module.memory_spaces.append({"name": space["name"], "color": int(space["color"]), "total_bytes": None})
        elif line.startswith("Total bytes:"):
            expected = "'Total bytes: N (size)' after 'Memory Space: name (color=N)'"
            space_total = self.expect(number, line, SPACE_TOTAL, expected, in_place=self.section == "report")
            module.memory_spaces[-1]["total_bytes"] = int(space_total["bytes"])
            module.report_total_at = _Where(self.path, number)
        elif line.startswith(NO_PEAK):
            module.attributes["peak_note"] = line
        elif line == OLD_REPORT_HEADER:
            self.section = "report"
        elif self.section != "report":  # report tables repeat the allocations, human-sized
            self.unknown(line)

    def new_allocation(self, number: int, line: str) -> None:
        expected = "'allocation N: size B[, attribute...]:' under 'BufferAssignment:'"
        match = self.expect(number, line, ALLOCATION, expected, in_place=self.section == "allocations")
        allocation = _allocation(match)
        if allocation["index"] in self.module.allocations:
            raise self.error(number, f"expected one allocation {allocation['index']}, found it twice")
        self.module.allocations[allocation["index"]] = self.allocation = allocation

    def set_total(self, number: int, total: int) -> None:
        previous = self.module.total_bytes
        if previous is not None and previous[0] != total:
            where = previous[1]
            raise self.error(number, f"expected Total bytes used {previous[0]} as {where.path}:{where.line} says")
        self.module.total_bytes = (total, _Where(self.path, number))
        self.saw_total = True

    def allocated_value(self, number: int, line: str) -> None:
        if not line.startswith(" value:"):
            self.unknown(line)  # e.g. ` reused by buffers of a different color:` of newer XLA
            return
        match = self.expect(number, line, ALLOCATED_VALUE, "' value: <id name @color> (size=B,offset=O): shape'")
        if self.allocation is None:
            raise self.error(number, "expected an 'allocation N: size B:' line before its values")
        value = self.module.value(match)
        value.size, value.offset, value.shape = int(match["size"]), int(match["offset"]), match["shape"]
        value.allocation = self.allocation["index"]
        self.allocation["values"] += 1

    def value_detail(self, number: int, line: str) -> None:
        value = self.value
        if value is None:
            raise self.error(number, "expected a value '<id instruction{index} @color>' before its details")
        if line in (" positions:", " uses:"):
            self.part = line.strip(" :")
            self.module.uses_listed = self.module.uses_listed or self.part == "uses"
        elif line.startswith(FROM_INSTRUCTION):
            text = line[len(FROM_INSTRUCTION) :].lstrip(" %")
            value.defined_by = (text, _Where(self.path, number))
        elif line in ("  (none)", " uses are not initialized yet."):
            pass
        elif self.part == "positions" and (position := POSITION.match(line)):
            value.positions.append(position["instruction"] + _tuple_index(position["index"]))
        elif self.part == "uses" and (use := USE.match(line)):
            value.users.append(use["user"])
        else:
            raise self.error(number, f"expected a line of the value's {self.part or 'positions'} list")

    def live_range(self, number: int, line: str) -> None:
        module = self.module
        if line == "  InstructionSequence:":
            self.part = "sequence"
        elif line == "  BufferLiveRange:":
            self.part = "ranges"
        elif header := PEAK_HEADER.match(line):
            self.part = "peak"
            module.attributes["peak_time"] = int(header["time"])
        elif line.startswith("  Stack trace breakdown"):
            stack = self.expect(number, line, STACK_PEAK, "'Stack trace breakdown for peak usage: B bytes'")
            self.part = "stack"
            module.attributes["stack_peak_bytes"] = int(stack["bytes"].replace(" ", ""))
        elif self.part == "sequence":
            step = SEQUENCE.match(line)
            if step is None or int(step["time"]) != len(module.sequence):
                raise self.error(number, f"expected '    {len(module.sequence)}:<instruction>' in the sequence")
            module.sequence.append(step["instruction"])
        elif self.part == "ranges":
            live = LIVE_RANGE.match(line)
            if live is None or int(live["start"]) > int(live["end"]):
                raise self.error(number, "expected '    <instruction>{index}:<start>-<end>' with start <= end")
            module.live_ranges[live["instruction"] + _tuple_index(live["index"])] = (
                int(live["start"]),
                int(live["end"]),
            )
        elif self.part == "peak":
            self.peak_line(number, line)
        elif self.part != "stack":  # the stack breakdown tree: per source op, kept in the dump only
            self.unknown(line)

    def peak_line(self, number: int, line: str) -> None:
        if match := PEAK_NEW.match(line):
            self.cumulative += int(match["bytes"])
            if self.cumulative != int(match["cumulative"]):
                raise self.error(number, f"expected a cumulative of {self.cumulative} bytes")
            self.module.peak_bytes = self.cumulative
        elif match := PEAK_OLD.match(line):
            self.peak_sum += int(match["bytes"])
            self.module.peak_bytes = self.peak_sum
        else:
            raise self.error(number, "expected '    <instruction>{index}: B bytes (cumulative: C bytes)'")


def _tuple_index(index: str | None) -> str:
    # `{}` marks a non-tuple value in live ranges and positions; values print no index then.
    return "" if index is None or index == "{}" else index


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


def _allocation_kind(allocation: dict[str, Any] | None) -> str:
    if allocation is None:
        return "value"
    if "parameter" in allocation:
        return "parameter"
    for flag, kind in (("constant", "constant"), ("thread_local", "thread-local"), ("maybe_live_out", "output")):
        if allocation[flag]:
            return kind
    return "temp"


def _build_graph(module: _Module) -> Graph:
    total = _checked_total(module)
    host = _host_bytes(module)
    if total is not None:
        total -= host
    nodes = _ScheduleBuilder(module.hlo).build() if module.hlo is not None else _nodes_from_sequence(module)
    top_level = sorted((n for n in nodes if n.parent is None), key=lambda n: n.order)
    node_names = {n.name for n in top_level}
    deps = tuple(dict.fromkeys(_deps(module, node_names)))
    readers: dict[str, set[str]] = {}
    for dep in deps:
        if dep.kind == "read":
            readers.setdefault(dep.buffer, set()).add(dep.node)
    memory = module_memory(module, [n.name for n in top_level], readers)
    attributes: dict[str, Any] = {
        "allocations": [module.allocations[i] for i in sorted(module.allocations)],
        "files": module.sources,
    }
    attributes.update(module.attributes)
    if module.memory_spaces:
        attributes["memory_spaces"] = module.memory_spaces
    if host:
        attributes["host_bytes"] = host
    if module.hlo is not None:
        attributes["entry_computation"] = module.hlo.entry
        attributes["module_attributes"] = module.hlo.attributes
    if memory.aliases:
        attributes["input_output_alias"] = list(memory.aliases)
    if module.peak_bytes is not None:
        attributes["reported_peak_bytes"] = module.peak_bytes  # XLA's own figure, shared slots counted per value
    if module.unknown_lines:
        attributes["unknown_lines"] = module.unknown_lines
    if memory.timeline:
        peak: int | None = max(memory.timeline)
    elif "peak_note" in module.attributes or module.peak_bytes is None:
        peak = None
    else:
        peak = module.peak_bytes if total is None else min(module.peak_bytes, total)
    return Graph(
        name=module.hlo.name if module.hlo is not None else module.file_name,
        format=name,
        source=module.sources[0],
        nodes=tuple(nodes),
        buffers=tuple(_buffers(module, node_names, memory)),
        deps=deps,
        total_bytes=total,
        peak_bytes=peak,
        bytes_source="allocations" if total is not None else None,
        schedule=memory.schedule,
        timeline=memory.timeline,
        peak_step=peak_step(memory.timeline),
        timeline_note=memory.note,
        attributes=attributes,
    )


def _host_bytes(module: _Module) -> int:
    """What the module allocates in host memory (the allocations of its color, else the report's memory space)."""
    if module.allocations:
        return sum(a["size"] for a in module.allocations.values() if a.get("color") == HOST_MEMORY_SPACE)
    return sum(s["total_bytes"] or 0 for s in module.memory_spaces if s["color"] == HOST_MEMORY_SPACE)


def _checked_total(module: _Module) -> int | None:
    """``Total bytes used``, which must be the sum of the allocation sizes (and of the per-space report totals)."""
    allocated = sum(a["size"] for a in module.allocations.values())
    spaces = [s["total_bytes"] for s in module.memory_spaces]
    if module.total_bytes is None:
        if module.allocations:
            return allocated
        # Only the memory-usage report: its memory spaces' totals are the module's.
        return sum(spaces) if spaces and None not in spaces else None
    total, where = module.total_bytes
    if module.allocations and allocated != total:
        raise DumpError(
            where.path,
            where.line,
            f"expected the {len(module.allocations)} allocations listed to sum to this total, they sum to "
            f"{allocated} (a truncated buffer assignment?)",
        )
    if module.report_total_at is not None and None not in spaces and sum(spaces) != total:
        at = module.report_total_at
        raise DumpError(at.path, at.line, f"expected the memory spaces' totals to sum to Total bytes used {total}")
    return total


class _ScheduleBuilder:
    """Nodes of an optimized module: the entry schedule (control-flow bodies inlined), then fusion members."""

    def __init__(self, hlo: _hlo.Module) -> None:
        self.hlo = hlo
        self.members: list[Node] = []
        self.member_order = 0
        self.trip_counts: dict[str, int] = {}  # loop body -> how many times it runs

    def build(self) -> list[Node]:
        scheduled = list(self.schedule(self.hlo.entry or "", set()))
        self.member_order = len(scheduled)
        nodes = [
            self.node(instruction, computation, order) for order, (instruction, computation) in enumerate(scheduled)
        ]
        return nodes + self.members

    def schedule(self, computation: str, entered: set[str]) -> Iterator[tuple[_hlo.Instruction, str]]:
        entered.add(computation)
        for instruction in self.hlo.computations.get(computation, []):
            yield instruction, computation
            if (loop := instruction.loop_body) is not None:
                self.trip_counts[loop[0]] = loop[1]
            if _work_opcode(instruction.opcode) in CONTROL_FLOW_OPCODES:  # `call-start` too: a call on a stream
                for callee in instruction.scheduled_callees:
                    if callee not in entered:
                        yield from self.schedule(callee, entered)

    def node(self, instruction: _hlo.Instruction, computation: str, order: int) -> Node:
        attributes = _instruction_attributes(instruction)
        if computation != self.hlo.entry:
            attributes["computation"] = computation
        if computation in self.trip_counts:  # what a loop runs: unrolling it changes the count, not the work
            attributes["trip_count"] = self.trip_counts[computation]
        if (kind := _work_opcode(instruction.opcode)) != instruction.opcode:
            attributes["opcode"] = instruction.opcode
        known = len(self.members)
        members = self.fused_members(instruction, set())
        if computes := _one_op_of(self.members[known:]):
            attributes["computes"] = computes
        return Node(
            name=instruction.name,
            kind=kind,
            order=order,
            is_kernel=_launches(instruction.opcode),
            kernel=_kernel_name(instruction),
            members=members,
            ops=_top_level_ops(instruction),
            attributes=attributes,
        )

    def fused_members(self, fusion: _hlo.Instruction, entered: set[str], parent: str | None = None) -> tuple[str, ...]:
        """The members of what a fusion fuses, or an `async-start` wraps (`calls=`); an `async-start` of one fusion
        is that fusion launched async: its members are the fusion's."""
        callee = fusion.callee
        if callee is None or callee in entered:
            return ()
        entered.add(callee)
        work = [inner for inner in self.hlo.computations.get(callee, []) if inner.opcode not in NON_MEMBER_OPCODES]
        if fusion.opcode == "async-start" and len(work) == 1 and work[0].opcode == "fusion":
            return self.fused_members(work[0], entered, parent=fusion.name)
        names = []
        for inner in work:
            members = self.fused_members(inner, entered)  # a nested fusion fuses members of its own
            if inner.callee is not None and not members:
                continue  # a nested fusion of plumbing only (a Triton gemm's operand that is a bitcast) does no work
            source_op = _source_op(inner.op_name)
            attributes: dict[str, Any] = {"shape": inner.shape}
            if inner.opcode == "fusion":
                attributes.update(fusion_kind=inner.fusion_kind, calls=inner.callee)
            self.members.append(
                Node(
                    name=inner.name,
                    kind=inner.opcode,
                    order=self.next_member_order(),
                    parent=parent or fusion.name,
                    # The source op tells apart members of one opcode, and survives renumbering.
                    ops=(inner.opcode, source_op) if source_op else (inner.opcode,),
                    members=members,
                    attributes=attributes,
                )
            )
            names.append(inner.name)
        return tuple(names)

    def next_member_order(self) -> int:
        self.member_order += 1
        return self.member_order - 1


@functools.lru_cache(maxsize=4096)  # the layers of a model repeat their op names
def _source_op(op_name: str | None) -> str | None:
    """`jit(step)/transpose(jvp(MLP))/Dense_0/dot_general` -> `dot_general`: the primitive alone. The path before it
    (function names, scopes, remat's `checkpoint/rematted_computation`, the transformations) and the parameters
    jax 0.4 prints after it (`integer_pow[y=2]`) change with no change to the kernel, or with the jax release."""
    if not op_name:
        return op_name
    return ";".join(_primitive(part) for part in op_name.split(";"))  # merged instructions join theirs


def _primitive(op_name: str) -> str:
    primitive = _top_level_components(op_name)[-1]
    return primitive.partition("[")[0] or primitive


def _top_level_components(op_name: str) -> list[str]:
    """`a/b(c/d)/e` -> `a`, `b(c/d)`, `e`: slashes inside brackets belong to a component."""
    components, depth, start = [], 0, 0
    for index, character in enumerate(op_name):
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        elif character == "/" and depth == 0:
            components.append(op_name[start:index])
            start = index + 1
    return [*components, op_name[start:]]


def _launches(opcode: str) -> bool:
    # An async op launches at its start; its `-update` and `-done` halves only wait.
    waits = opcode.endswith(("-done", "-update"))
    return not (opcode in NON_KERNEL_OPCODES or _work_opcode(opcode) in CONTROL_FLOW_OPCODES or waits)


def _work_opcode(opcode: str) -> str:
    """`all-reduce-start` -> `all-reduce`: the start of an async collective or copy does the op's work; whether it
    runs async is a scheduling choice (XLA flags, releases), not another kernel. `async-start` wraps a computation
    whose instructions are its members."""
    return opcode if opcode == "async-start" else opcode.removesuffix("-start")


def _kernel_name(instruction: _hlo.Instruction) -> str:
    if instruction.opcode == "custom-call":
        return instruction.kernel_name() or instruction.name
    return instruction.name


def _top_level_ops(instruction: _hlo.Instruction) -> tuple[str, ...]:
    # What a kernel without members is: name-free (opcode, fusion kind, call target), and for an unfused op its
    # source op as a fusion's member has it, so that the pieces of a lost fusion match its members.
    extras: tuple[str | None, ...] = (instruction.fusion_kind, instruction.custom_call_target)
    if not any(extras):
        extras = (_source_op(instruction.op_name),)
    return (_work_opcode(instruction.opcode), *(e for e in extras if e))


def _instruction_attributes(instruction: _hlo.Instruction) -> dict[str, Any]:
    attributes: dict[str, Any] = {"shape": instruction.shape}
    if kind := instruction.fusion_kind:
        attributes["fusion_kind"] = kind
    if callee := instruction.callee:
        attributes["calls"] = callee
    if target := instruction.custom_call_target:
        attributes["custom_call_target"] = target
    config = instruction.backend_config()
    if isinstance(config, dict):
        backend_kind = config.get("fusion_backend_config", {}).get("kind")
        if isinstance(backend_kind, str):
            attributes["backend_kind"] = backend_kind  # __triton_gemm, __triton_nested_gemm_fusion, __cudnn...
    if target and (op := _library_op(target)):
        # The op a library call runs, as a fusion's member doing it reads: one dot launched through cuBLAS or as a
        # Triton gemm fusion of that dot is the same work, the autotuner's choice.
        source_op = _source_op(instruction.op_name)
        attributes["computes"] = {"kind": op, "ops": [op, source_op] if source_op else [op]}
    if instruction.opcode == "custom-call" and (kernel := instruction.kernel_name()) not in (None, target):
        attributes["kernel_name"] = kernel
    metadata = instruction.metadata
    if "op_name" in metadata:
        attributes["op_name"] = metadata["op_name"]
    if metadata:
        attributes["metadata"] = metadata
    return attributes


def _one_op_of(members: Sequence[Node]) -> dict[str, Any] | None:
    """A fusion doing one dot or convolution on operands it only converts, transposes or reshapes (a Triton gemm
    fusion: its loads do that) is that op, as a cuBLAS call of it is."""
    working = [member for member in members if member.kind not in OPERAND_LAYOUT_OPCODES]
    if len(working) == 1 and working[0].kind in LIBRARY_CALLS.values() and not working[0].members:
        return {"kind": working[0].kind, "ops": list(working[0].ops)}
    return None


def _library_op(target: str) -> str | None:
    """`__cublas$lt$matmul` -> `dot`, `__cudnn$convForward` -> `convolution`: the HLO op a library call stands for."""
    library, _, call = target.lower().lstrip("_").partition("$")
    if library in LIBRARIES:
        return next((op for word, op in LIBRARY_CALLS.items() if word in call), None)
    return None


def _nodes_from_sequence(module: _Module) -> list[Node]:
    """Without the HLO (old single file): the live range's sequence, typed by the values' defining instructions."""
    defined = {}
    for value in module.values.values():
        if value.defined_by is not None and value.instruction not in defined:
            text, where = value.defined_by
            instruction = _hlo.parse_instruction(text)
            if instruction is None:
                raise DumpError(where.path, where.line, "expected ' from instruction: %name = shape opcode(...)'")
            defined[instruction.name] = instruction
    nodes = []
    for order, instruction_name in enumerate(module.sequence):
        instruction = defined.get(instruction_name)
        if instruction is None:
            # Defines no value of its own (bitcast, get-tuple-element): renames a buffer, launches nothing.
            nodes.append(Node(name=instruction_name, kind=UNKNOWN_OPCODE, order=order, ops=(UNKNOWN_OPCODE,)))
            continue
        nodes.append(
            Node(
                name=instruction_name,
                kind=instruction.opcode,
                order=order,
                is_kernel=_launches(instruction.opcode),
                kernel=_kernel_name(instruction),
                ops=_top_level_ops(instruction),
                attributes=_instruction_attributes(instruction),
            )
        )
    return nodes


def _buffers(module: _Module, node_names: set[str], memory: ModuleMemory) -> Iterator[Buffer]:
    for value_name, value in module.values.items():
        dtype, dims = _hlo.dtype_and_dims(value.shape or "")
        facts = memory.values[value_name]
        live = facts.live or (None, None)
        attributes: dict[str, Any] = {"value_id": value.id, "shape": value.shape}
        if value.phi:
            attributes["phi"] = True
        if value.color:
            attributes["color"] = value.color
        if len(value.positions) > 1:
            attributes["positions"] = value.positions
        yield Buffer(
            name=value_name,
            kind=_allocation_kind(module.allocations.get(value.allocation) if value.allocation is not None else None),
            dtype=dtype,
            shape=dims,
            nbytes=value.size,
            producer=value.instruction if value.instruction in node_names else None,
            users=tuple(dict.fromkeys(value.users)),
            allocation=value.allocation,
            offset=value.offset,
            live_start=live[0],
            live_end=live[1],
            role=facts.role,
            slot=f"allocation {value.allocation} @ {value.offset}" if value.allocation is not None else None,
            updates=facts.updates,
            attributes=attributes,
        )
    for range_name in module.live_ranges.keys() - module.values.keys():
        start, end = module.live_ranges[range_name]
        yield Buffer(name=range_name, kind="value", live_start=start, live_end=end)


def _deps(module: _Module, node_names: set[str]) -> Iterator[Dep]:
    for value_name, value in module.values.items():
        if value.instruction in node_names:
            yield Dep(node=value.instruction, buffer=value_name, kind="write")
        if module.uses_listed:
            # `uses:` already looks through bitcasts and tuples: the fusion reading a bitcast reads this value.
            yield from (Dep(node=u, buffer=value_name, kind="read") for u in value.users if u in node_names)
    if module.uses_listed or module.hlo is None:
        return
    # Without the values file: the operands' values, looking through the instructions that only rename one.
    instructions = {i.name: i for i in module.hlo.entry_instructions}
    for instruction in module.hlo.entry_instructions:
        for operand in instruction.operands:
            source = _renamed_value(operand, instructions)
            if source in module.values and instruction.name in node_names:
                yield Dep(node=instruction.name, buffer=source, kind="read")


def _renamed_value(operand: str, instructions: dict[str, _hlo.Instruction]) -> str:
    seen = set()
    while (instruction := instructions.get(operand)) is not None and operand not in seen:
        seen.add(operand)
        if instruction.opcode == "bitcast" and instruction.operands:
            operand = instruction.operands[0]
        elif instruction.opcode == "get-tuple-element" and instruction.operands:
            index = re.search(r"(?:^|, )index=(\d+)", instruction.attrs)
            operand = f"{instruction.operands[0]}{{{index[1]}}}" if index else instruction.operands[0]
        else:
            break
    return operand
