"""The memory facts of one XLA module: each value's role, donation and live range, and live bytes per step.

Semantics follow ``xla/hlo/utils/hlo_live_range.cc`` and ``xla/service/buffer_assignment.cc``:

- the schedule is the flattened instruction sequence of ``*-live-range.txt`` (or ``HloLiveRange`` in the buffer
  assignment); a value's live range ``start-end`` is inclusive, ``end`` may be the sequence's length (it outlives
  the module: entry parameters that alias no output, and what the root returns);
- without live ranges (no ``HloLiveRange`` printed), the same rule from the HLO schedule and the buffer assignment:
  a value lives from its defining instruction (an entry parameter from step 0) to its last use or position, to the
  end if it is an output or a parameter no output aliases;
- XLA's own peak (``Live ranges at T (peak)``) adds up every value live at T, ``ByteSizeOf`` each, so values sharing
  one buffer in place (``NormalizeAliasedBuffers`` makes one value's range end where the next one's starts) count
  twice or more there, and the peak can exceed everything the module allocates. Here a step's live bytes are the
  union of the byte ranges its live values hold in their allocations (see :mod:`dumpdiff.ingest._memory`), so a
  shared slot counts once and no step exceeds the allocations' total. Host memory (memory space 5: host offloading)
  is no device memory: its values are not in the timeline.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from dumpdiff.ingest import _hlo
from dumpdiff.ingest._memory import Span, live_bytes
from dumpdiff.ingest.model import BufferRole

HOST_MEMORY_SPACE = 5  # xla::Layout::kHostMemorySpace: `S(5)` in a layout, `color 5` in the buffer assignment

if TYPE_CHECKING:
    from dumpdiff.ingest._xla_assignment import ModuleRecord, ValueRecord


@dataclass(frozen=True, slots=True)
class ValueMemory:
    role: BufferRole | None
    live: tuple[int, int] | None
    updates: str | None = None


@dataclass(frozen=True)
class ModuleMemory:
    schedule: tuple[str, ...] = ()
    timeline: tuple[int, ...] = ()
    note: str | None = None
    values: Mapping[str, ValueMemory] = field(default_factory=dict)
    aliases: tuple[dict[str, Any], ...] = ()


def module_memory(module: ModuleRecord, schedule: Sequence[str], readers: Mapping[str, set[str]]) -> ModuleMemory:
    """`schedule`: the module's top-level instructions in order (used when the dump prints no live ranges);
    `readers`: the instructions reading each value."""
    parameters = _parameter_values(module)
    outputs = _output_values(module)
    aliases = module.hlo.input_output_aliases if module.hlo is not None else ()
    updates = {}
    for alias in aliases:
        output, parameter = outputs.get(alias.output_index), parameters.get((alias.parameter, alias.parameter_index))
        if output and parameter and module.values[output].allocation == module.values[parameter].allocation:
            updates[output] = parameter  # the donated parameter's buffer is written in place
    if module.sequence:
        schedule, ranges = tuple(module.sequence), module.live_ranges
        note = None
    elif module.hlo is not None and module.allocations:
        schedule = tuple(schedule)
        donated = {(a.parameter, a.parameter_index) for a in aliases}
        lives_to_end = set(outputs.values()) | {v for key, v in parameters.items() if key not in donated}
        ranges = _ranges_from_schedule(module, schedule, readers, lives_to_end)
        note = "live ranges from the HLO schedule and the buffer assignment (the dump prints none)"
    else:
        schedule, ranges = (), {}
        note = "neither live ranges nor an HLO schedule with a buffer assignment in the dump"
    output_names = set(outputs.values())
    parameter_names = set(parameters.values())
    values = {
        value_name: ValueMemory(
            role=_role(module, value_name, value, parameter_names, output_names),
            live=ranges.get(value_name),
            updates=updates.get(value_name),
        )
        for value_name, value in module.values.items()
    }
    spans = [
        Span(value.allocation, value.offset, value.offset + value.size, *live)
        for value_name, value in module.values.items()
        if value.allocation is not None and value.offset is not None and value.size is not None
        if module.allocations.get(value.allocation, {}).get("color") != HOST_MEMORY_SPACE  # the timeline is device's
        if (live := ranges.get(value_name)) is not None
    ]
    alias_facts = tuple(
        {"output_index": a.output_index, "parameter": a.parameter, "parameter_index": a.parameter_index, "kind": a.kind}
        for a in aliases
    )
    return ModuleMemory(
        schedule=schedule,
        timeline=live_bytes(spans, len(schedule)) if schedule else (),
        note=note,
        values=values,
        aliases=alias_facts,
    )


def _role(
    module: ModuleRecord, value_name: str, value: ValueRecord, parameters: set[str], outputs: set[str]
) -> BufferRole | None:
    allocation = module.allocations.get(value.allocation) if value.allocation is not None else None
    if allocation is None:
        return None
    if value_name in parameters:
        return "parameter"
    if value_name in outputs or (not outputs and allocation["maybe_live_out"]):
        return "output"  # without the HLO root, a live-out allocation is all the dump says
    return "constant" if allocation["constant"] else "temp"


def _parameter_values(module: ModuleRecord) -> dict[tuple[int, str], str]:
    """(parameter number, tuple index) -> the entry parameter's value, from the allocations that hold them."""
    defined_by_parameter = _parameter_instructions(module)
    found: dict[tuple[int, str], str] = {}
    for value_name, value in module.values.items():
        allocation = module.allocations.get(value.allocation) if value.allocation is not None else None
        if allocation is not None and "parameter" in allocation and value.instruction in defined_by_parameter:
            index = _hlo.index_text(allocation.get("shape_index", ""))
            found.setdefault((allocation["parameter"], index), value_name)
    return found


def _parameter_instructions(module: ModuleRecord) -> set[str]:
    if module.hlo is not None:
        return {i.name for i in module.hlo.entry_instructions if i.opcode == "parameter"}
    names = set()
    for value in module.values.values():
        if value.defined_by is not None:
            instruction = _hlo.parse_instruction(value.defined_by[0])
            if instruction is not None and instruction.opcode == "parameter":
                names.add(instruction.name)
    return names


def _output_values(module: ModuleRecord) -> dict[str, str]:
    """Output tuple index (`{0}`, `` for a non-tuple result) -> the value the entry root returns there."""
    root = module.hlo.entry_root if module.hlo is not None else None
    if root is None:
        return {}
    outputs: dict[str, str] = {}
    for value_name, value in module.values.items():
        if value_name == root:
            outputs.setdefault("", value_name)
        for position in value.positions:
            if position.startswith(root + "{") and not value_name.startswith(root + "{"):
                outputs[position[len(root) :]] = value_name  # an element the root tuple forwards
    if module.hlo is not None and not any(module.values[v].positions for v in outputs.values()):
        instruction = next((i for i in module.hlo.entry_instructions if i.name == root), None)
        if instruction is not None and instruction.opcode == "tuple":
            for index, operand in enumerate(instruction.operands):
                if operand in module.values:
                    outputs[f"{{{index}}}"] = operand
    return outputs


def _ranges_from_schedule(
    module: ModuleRecord, schedule: Sequence[str], readers: Mapping[str, set[str]], lives_to_end: set[str]
) -> dict[str, tuple[int, int]]:
    step_of = {instruction: step for step, instruction in enumerate(schedule)}
    parameters = _parameter_instructions(module)
    ranges = {}
    for value_name, value in module.values.items():
        start = 0 if value.instruction in parameters else step_of.get(value.instruction)
        if start is None:
            continue  # defined inside a fused computation (thread-local): no step of the schedule
        uses = [step_of[n] for n in readers.get(value_name, ()) if n in step_of]
        positions = [step_of[p.partition("{")[0]] for p in value.positions if p.partition("{")[0] in step_of]
        end = len(schedule) if value_name in lives_to_end else max([start, *uses, *positions])
        ranges[value_name] = (start, end)
    return ranges
