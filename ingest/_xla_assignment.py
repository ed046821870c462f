"""The buffer-assignment family of one XLA module as read: allocations, values, live ranges, memory report.

Text from ``xla/service/buffer_assignment.cc``, ``xla/service/hlo_value.cc``, ``xla/hlo/utils/hlo_live_range.cc``
(layouts: see :mod:`dumpdiff.ingest.xla_buffers`). :func:`read_file` reads one file of a module into its
:class:`ModuleRecord`, section by section whatever the file's name; the HLO module (``HloModule`` first) goes to
:mod:`dumpdiff.ingest._hlo`. Building the graph from the record is :mod:`dumpdiff.ingest.xla_buffers`' work.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dumpdiff.ingest import _hlo
from dumpdiff.ingest._torch import bracket_balance
from dumpdiff.ingest.errors import DumpError

ALLOCATION = re.compile(
    r"^allocation (?P<index>\d{1,19}): size (?P<size>\d{1,19})(?:, color (?P<color>\d{1,19}))?"
    r"(?:, page (?P<page>-?\d{1,19}))?"
    r"(?:, parameter (?P<parameter>\d{1,19}), shape \|(?P<parameter_shape>[^|]*)\|"
    r" at ShapeIndex \{(?P<shape_index>[\d,]*)\})?"
    r"(?:, output shape is \|(?P<output_shape>[^|]*)\|)?(?P<constant>, constant)?(?P<thread_local>, thread-local)?"
    r"(?P<maybe_live_out>, maybe-live-out)?(?P<preallocated_temp>, preallocated-temp)?(?P<rest>[^:]*):$"
)
VALUE_REF = (
    r"<(?P<id>\d{1,19}) (?P<instruction>[^ >{]+)(?P<index>\{[\d,]*\})?(?P<phi> \(phi\))?"
    r"(?: @(?P<color>\d{1,19}))?>"
)
ALLOCATED_VALUE = re.compile(
    rf"^ value: {VALUE_REF} \(size=(?P<size>\d{{1,19}}),offset=(?P<offset>\d{{1,19}})\): (?P<shape>.+)$"
)
VALUE_HEADER = re.compile(rf"^{VALUE_REF}$")
# XLA of jax 0.4 prints a value's header on the line of the previous value's `from instruction:`.
GLUED_VALUE_HEADER = re.compile(rf"(?<=\S){VALUE_REF}$")
TOTAL_USED = re.compile(r"^Total bytes used: (?P<bytes>\d{1,19})(?: \(.*\))?$")
POSITION = re.compile(r"^  (?P<instruction>[^\s,]+)(?: (?P<index>\{[\d,]*\}))?$")
USE = re.compile(r"^  (?P<user>[^\s,]+), operand (?P<operand>\d{1,19})(?: (?P<index>\{[\d,]*\}))?$")
FROM_INSTRUCTION = " from instruction:"
LIVE_HEADER = re.compile(r"^HloLiveRange \(max (?P<max>\d{1,19})\):$")
SEQUENCE = re.compile(r"^    (?P<time>\d{1,19}):(?P<instruction>\S+)$")
LIVE_RANGE = re.compile(r"^    (?P<instruction>[^{\s]+)(?P<index>\{[\d,]*\}):(?P<start>\d{1,19})-(?P<end>\d{1,19})$")
PEAK_HEADER = re.compile(r"^  Live ranges at (?P<time>\d{1,19}) \(peak\):$")
PEAK_NEW = re.compile(r"^    \S+: (?P<bytes>\d{1,19}) bytes \(cumulative: (?P<cumulative>\d{1,19}) bytes\)$")
PEAK_OLD = re.compile(r"^    [^{\s:]+: (?P<bytes>\d{1,19}) bytes$")
STACK_PEAK = re.compile(r"^  Stack trace breakdown for peak usage: (?P<bytes>\d{1,3}(?: ?\d{3}){0,6}) bytes$")
MEMORY_SPACE = re.compile(r"^Memory Space: (?P<name>\S+) \(color=(?P<color>\d{1,19})\)$")
SPACE_TOTAL = re.compile(r"^Total bytes: (?P<bytes>\d{1,19})(?: \(.*\))?$")
NO_PEAK = "Peak memory could not be determined"
# The older memory-usage report (jax 0.5) lists the allocations again, human-sized, under this line.
OLD_REPORT_HEADER = "Allocations sorted by size:"
MAX_UNKNOWN_LINES = 20


@dataclass
class ValueRecord:
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
    defined_by: tuple[str, Where] | None = None


@dataclass(frozen=True, slots=True)
class Where:
    path: str
    line: int


@dataclass
class ModuleRecord:
    """What the files of one module say, as read."""

    file_name: str
    sources: list[str] = field(default_factory=list)
    hlo: _hlo.Module | None = None
    allocations: dict[int, dict[str, Any]] = field(default_factory=dict)
    values: dict[str, ValueRecord] = field(default_factory=dict)
    uses_listed: bool = False
    total_bytes: tuple[int, Where] | None = None
    memory_spaces: list[dict[str, Any]] = field(default_factory=list)
    report_total_at: Where | None = None
    sequence: list[str] = field(default_factory=list)
    live_ranges: dict[str, tuple[int, int]] = field(default_factory=dict)
    peak_bytes: int | None = None
    attributes: dict[str, Any] = field(default_factory=dict)
    unknown_lines: list[str] = field(default_factory=list)

    def value(self, match: re.Match[str]) -> ValueRecord:
        key = match["instruction"] + _tuple_index(match["index"])
        value = self.values.get(key)
        if value is None:
            value = self.values[key] = ValueRecord(
                id=int(match["id"]), instruction=match["instruction"], index=_tuple_index(match["index"])
            )
        value.phi = value.phi or match["phi"] is not None
        value.color = int(match["color"] or 0)
        return value


def _numbered_lines(path: Path) -> Iterator[tuple[int, str]]:
    """The file's lines, numbered from 1, without their ends: read whole and split in one call, which costs a
    fraction of a loop over the file's lines."""
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        raise DumpError(str(path), line, f"expected UTF-8 text ({error.reason})") from error
    # Line ends as Python's text mode reads them: \n, \r\n or \r.
    return enumerate(text.replace("\r\n", "\n").replace("\r", "\n").removesuffix("\n").split("\n"), 1)


def read_file(path: Path, module: ModuleRecord) -> None:
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

    def __init__(self, path: str, module: ModuleRecord) -> None:
        self.path = path
        self.module = module
        self.section = ""
        self.part = ""
        self.allocation: dict[str, Any] | None = None
        self.value: ValueRecord | None = None
        self.cumulative = 0
        self.peak_sum = 0
        self.saw_total = False
        self.opened_at = 0  # the line of the allocation or value read last: where one cut off is reported

    def error(self, number: int, message: str) -> DumpError:
        return DumpError(self.path, number, message)

    def read(self, lines: Iterable[tuple[int, str]]) -> None:
        number, line = 0, ""
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
        if cut := self.cut_statement(number, line):
            raise self.error(cut[0], f"expected {cut[1]}, got the end of the file (cut off?)")

    def cut_statement(self, number: int, line: str) -> tuple[int, str] | None:
        """The line of the file's last statement and what it lacks, where a file cut off while written left it
        unfinished; else None. Checked once, at the end, from the state the file left: allocations, values or live
        ranges cut off would read as buffers removed or a smaller peak. `line` is the file's last line (line `number`):
        one cut mid-line is unfinished, one that ends as XLA ends its lines is taken as complete."""
        module, section = self.module, self.section
        if self.saw_total and section in ("", "allocations") and module.total_bytes is not None:
            # XLA prints 'Used values:' after the total (a memory-usage report of jax 0.5: its allocations).
            return module.total_bytes[1].line, "the values or allocations listed after 'Total bytes used'"
        if section == "allocations":
            allocation = self.allocation
            if allocation is None:
                return number, "'allocation N: size B:' after 'BufferAssignment:'"
            if not allocation["values"]:
                return self.opened_at, f"the values of allocation {allocation['index']}"
            value = ALLOCATED_VALUE.match(line)
            if value is not None and not _complete_shape(value["shape"]):
                return number, "the value's shape with its layout"
            if line and value is None:
                return number, "a line 'allocation N: size B:' or ' value: <id name @color> (size=B,offset=O): shape'"
        elif section == "values":
            if self.value is None:
                return number, "a value '<id instruction{index} @color>' under 'Used values:'"
            if self.value.defined_by is None:
                return self.opened_at, "the value's positions, uses and ' from instruction:' line"
            text, where = self.value.defined_by
            if _hlo.parse_instruction(text) is None or bracket_balance(text):
                return where.line, "the defining instruction '%name = shape opcode(...)' with its brackets closed"
            if line and number != where.line:
                return number, "a value '<id instruction{index} @color>' or 'HloLiveRange (max N):'"
        elif section == "live":
            # `HloLiveRange::ToString` prints the sequence, the live ranges and the values live at the peak.
            if self.part in ("", "sequence"):
                return number, "'  BufferLiveRange:' after the instruction sequence"
            if self.part == "ranges":
                return number, "'  Live ranges at T (peak):' after the live ranges"
            if self.part == "stack" and line.startswith("    ") and not line.endswith("bytes)"):
                return number, "the stack breakdown's line to end with 'bytes)'"
        elif section == "report" and module.memory_spaces:
            space = module.memory_spaces[-1]
            if space["total_bytes"] is None:
                return number, f"'Total bytes: N' after 'Memory Space: {space['name']} (color={space['color']})'"
            row = line.count(";") == 4 and line.endswith(("]", ")", "shapes_list"))
            if line and not (row or line.startswith("Total bytes:") or not line.strip(" -")):
                return number, "a row 'cumulative_size; size; offset; used_by_n_values; shapes_list'"
        return None

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
            self.value, self.part, self.opened_at = module.value(header), "", number
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
            module.report_total_at = Where(self.path, number)
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
        self.opened_at = number

    def set_total(self, number: int, total: int) -> None:
        previous = self.module.total_bytes
        if previous is not None and previous[0] != total:
            where = previous[1]
            raise self.error(number, f"expected Total bytes used {previous[0]} as {where.path}:{where.line} says")
        self.module.total_bytes = (total, Where(self.path, number))
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
            value.defined_by = (text, Where(self.path, number))
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


def _complete_shape(shape: str) -> bool:
    # A buffer's shape ends with its layout (`f32[64,32]{1,0}`), but a scalar's (`f32[]`) or a tuple's: a shape cut
    # short ends without it, or inside brackets.
    return not bracket_balance(shape) and shape.endswith(("}", "[]", ")"))


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
