"""XLA buffer assignment, live ranges and memory report, with the optimized HLO beside them.

Emitted by ``--xla_dump_to=DIR --xla_dump_hlo_as_text`` (``xla/service/dump.cc``; text from
``xla/service/buffer_assignment.cc``, ``xla/service/hlo_value.cc``, ``xla/hlo/utils/hlo_live_range.cc``):

- old layout (torch_xla, jax <= 0.4): one ``*-buffer-assignment.txt`` holding ``BufferAssignment:`` (allocations
  and their values), ``Total bytes used: N (human)``, ``Used values:`` and ``HloLiveRange (max N):``;
- split layout (jax 0.10-0.12 CPU, 0.11 GPU): ``-buffer-assignment.txt`` (allocations),
  ``-buffer-assignment-values.txt`` (a blank line, the total, ``Used values:``), ``-live-range.txt`` (sequence, live
  ranges, the peak list, a stack breakdown of the peak) and ``-memory-usage-report.txt`` (``Memory Space: name
  (color=C)``, ``Total bytes:``);
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
  fusion is a member with members of its own (none at all if it only bitcasts, as a Triton gemm's operand may);
  a library call among them is the op it stands for (a ``dynamic_slice_fusion``'s cuBLAS gemm is its ``dot``).
  Member ``ops`` = (opcode, source op: the primitive ending the ``op_name``, as ``mul``, without its path or
  parameters, which change across jax releases); no HLO names. A kernel's ``autodiff`` says which pass of a
  derivative its and its members' ``op_name`` s come from (jax's ``jvp(...)``: ``forward``; ``transpose(...)``:
  ``backward``; both: ``mixed``, a backward fusion recomputing forward ops; an op that only moves data, which jax
  names after whatever it came from, says none, and a kernel of such ops has none), absent where they do not say; its
  ``rematerialized``, that all of them are forward work jax recomputes in the backward instead of saving it (a
  ``checkpoint/rematted_computation/`` path): a copy of forward kernels' work. A module running no forward op
  outside a remat recomputes nothing: its remat is the forward itself (the whole loss under one ``jax.checkpoint``,
  only the gradient used), ``forward`` and no copy;
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

What is where: this module is the format's interface (file names, sniffing, grouping a folder's files by module)
and builds the graph; :mod:`dumpdiff.ingest._xla_assignment` reads the buffer-assignment family (allocations,
values, live ranges, memory report) into one record per module, :mod:`dumpdiff.ingest._hlo` the HLO text and
:mod:`dumpdiff.ingest._xla_memory` derives the memory timeline.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from dumpdiff.ingest import _hlo
from dumpdiff.ingest._memory import peak_step
from dumpdiff.ingest._text import top_level_items
from dumpdiff.ingest._xla_assignment import ModuleRecord, ValueRecord, read_file
from dumpdiff.ingest._xla_memory import HOST_MEMORY_SPACE, ModuleMemory, module_memory
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node
from dumpdiff.ingest.traits import NO_SOURCE_OPS, is_triton_gemm

name = "xla_buffers"
# The files of an XLA dump folder that are this format (`--xla_dump_to` names them after the module).
file_names: re.Pattern[str] | None = re.compile(r"(?:after_optimizations|buffer[-_]assignment)[\w.-]*\.txt$")

PASS_ATTRIBUTES = frozenset({"autodiff", "rematerialized"})  # what a kernel's ops' metadata says of the derivative
# jax's persistent compilation cache dumps only the optimized HLO of a module it loads (jax 0.11: named without the
# platform, `module_0006.jit_step.after_optimizations.txt`), not the buffer assignment compiling writes beside it.
HLO_ALONE = (
    "the optimized HLO alone, no buffer assignment beside it (what jax dumps for a module it loads from its persistent"
    " compilation cache: dump with JAX_ENABLE_COMPILATION_CACHE=false; or only the HLO file was kept)"
)
# What an instruction that only renames a value (a view of it, an element of a tuple) defines: no value of its own
# (`_renamed_value` looks through them to the value read).
VALUE_RENAMING_OPCODES = frozenset({"bitcast", "get-tuple-element"})
# The element shapes of a tuple shape, `(f32[64,512]{1,0}, bf16[512]{0})`.
TUPLE_ELEMENT_SHAPE = re.compile(r"[a-z]\w*\[[^\]]*\](?:\{[^}]*\})?")

FILE_NAME = re.compile(
    r"^(?:\d+\.)?module_(?P<number>\d{4,})\.(?P<module>.+?)\.(?P<stage>(?:\w[\w.]*_)?after_optimizations)"
    r"(?P<kind>-buffer-assignment|-buffer-assignment-values|-live-range|-memory-usage-report)?\.txt$"
)
# The GPU architecture a module was compiled for, as its dump files name it: `...sm_9.0a_gpu_after_optimizations...`.
GPU_STAGE = re.compile(r"^sm_(?P<version>[\d.]+a?)_gpu_")
# Any other file of an XLA dump folder (another stage or pass of a module): not the compiled schedule.
OTHER_DUMP_FILE = re.compile(r"^(?:\d+\.)?module_\d{4,}\.")
SNIFF = re.compile(
    r"^(?:BufferAssignment:|HloLiveRange \(max \d+\):|Memory Space: \w+ \(color=\d+\)"
    r"|Total bytes used: \d+ .*|HloModule \S+.*)$",
    re.MULTILINE,
)


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
LAYOUT_OPCODES = frozenset({"transpose", "reshape", "copy"})  # ops that only move data
# Inside a fused computation: plumbing around the ops a fusion fuses.
NON_MEMBER_OPCODES = frozenset({"parameter", "constant", "bitcast", "tuple", "get-tuple-element"})
UNKNOWN_OPCODE = "unknown"


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
        module = ModuleRecord(file_name=label)
        for file in files:
            read_file(file, module)
        if gpu := _compiled_for(files):
            module.attributes["gpu"] = gpu
        graphs.append(_build_graph(module))
    return graphs


def _compiled_for(files: list[Path]) -> str | None:
    """`sm_9.0a`: the GPU architecture XLA compiled the module for, where its dump files' names say."""
    for file in files:
        if (named := FILE_NAME.match(file.name)) and (gpu := GPU_STAGE.match(named["stage"])):
            return f"sm_{gpu['version']}"
    return None


def _allocation_kind(allocation: dict[str, Any] | None) -> str:
    if allocation is None:
        return "value"
    if "parameter" in allocation:
        return "parameter"
    for flag, kind in (("constant", "constant"), ("thread_local", "thread-local"), ("maybe_live_out", "output")):
        if allocation[flag]:
            return kind
    return "temp"


def _build_graph(module: ModuleRecord) -> Graph:
    hlo_alone = module.hlo if len(module.sources) == 1 else None  # the HLO, where it is all the dump holds
    if hlo_alone is not None:
        module.values = _values_of_instructions(hlo_alone)
    total = _checked_total(module)
    _check_values_listed(module)
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
    if module.hlo is None:  # its kernels are named by their buffers, not by the instructions a full dump names
        attributes["partial"] = "a buffer assignment without its optimized HLO module"
    else:
        attributes["entry_computation"] = module.hlo.entry
        attributes["module_attributes"] = module.hlo.attributes
        if not any(i.op_name for instructions in module.hlo.computations.values() for i in instructions):
            attributes[NO_SOURCE_OPS] = True  # `--xla_dump_disable_metadata`: no instruction says its jax primitive
        if hlo_alone is not None:  # no memory facts: against a module with them, no growth could be seen
            attributes["partial"] = HLO_ALONE
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


def without_source_ops(graph: Graph) -> Graph:
    """The graph as its module reads dumped without metadata (`NO_SOURCE_OPS`), to compare with one that was: ops
    without the jax primitive they came from (a member's, an unfused op's; a library call computes its op alone) and
    kernels without the derivative's pass. Metadata is a dump option: the program is the same."""
    nodes = []
    for node in graph.nodes:
        attributes = {key: value for key, value in node.attributes.items() if key not in PASS_ATTRIBUTES}
        if computes := attributes.get("computes"):
            attributes["computes"] = {**computes, "ops": computes["ops"][:1]}
        named = node.parent is not None or not ({"fusion_kind", "custom_call_target"} & attributes.keys())
        nodes.append(dataclasses.replace(node, ops=node.ops[:1] if named else node.ops, attributes=attributes))
    return dataclasses.replace(graph, nodes=tuple(nodes), attributes={**graph.attributes, NO_SOURCE_OPS: True})


def _host_bytes(module: ModuleRecord) -> int:
    """What the module allocates in host memory (the allocations of its color, else the report's memory space)."""
    if module.allocations:
        return sum(a["size"] for a in module.allocations.values() if a.get("color") == HOST_MEMORY_SPACE)
    return sum(s["total_bytes"] or 0 for s in module.memory_spaces if s["color"] == HOST_MEMORY_SPACE)


def _checked_total(module: ModuleRecord) -> int | None:
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


def _check_values_listed(module: ModuleRecord) -> None:
    """`Used values:` lists the values the allocations hold, by id: a value listed that no allocation holds, or one
    allocated past the listing's last, is what a buffer assignment or a values file cut off while written leaves."""
    listed = {value.id: value.defined_by[1] for value in module.values.values() if value.defined_by is not None}
    if not listed or not module.allocations:
        return
    last = max(listed)
    unallocated = [value for value in module.values.values() if value.allocation is None and value.id in listed]
    if unallocated:
        value = min(unallocated, key=lambda v: v.id)
        where = listed[value.id]
        message = f"expected an allocation holding value <{value.id} {value.instruction}{value.index}>, found none"
        raise DumpError(where.path, where.line, f"{message} (a truncated buffer assignment?)")
    unlisted = [value for value in module.values.values() if value.allocation is not None and value.id > last]
    if unlisted:
        value = min(unlisted, key=lambda v: v.id)
        where = listed[last]
        message = f"expected value <{value.id} {value.instruction}{value.index}> of allocation {value.allocation}"
        raise DumpError(where.path, where.line, f"{message} listed, got the end of the file (cut off?)")


class _ScheduleBuilder:
    """Nodes of an optimized module: the entry schedule (control-flow bodies inlined), then fusion members."""

    def __init__(self, hlo: _hlo.Module) -> None:
        self.hlo = hlo
        self.members: list[Node] = []
        self.member_order = 0
        self.trip_counts: dict[str, int] = {}  # loop body -> how many times it runs
        self.passes: set[str] = set()  # the derivative passes of the instructions the node being built runs
        self.recomputed: set[bool] = set()  # of each of them, whether it recomputes forward work (jax's remat)
        # A remat recomputes forward work only where the forward ran too: with none outside it, it is the forward.
        self.forward_outside_remat = any(
            _autodiff_pass(instruction.op_name) == "forward" and not _rematerialized(instruction.op_name)
            for instructions in hlo.computations.values()
            for instruction in instructions
        )

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
        self.passes = {autodiff} if (autodiff := self.autodiff_pass(instruction.op_name)) else set()
        self.recomputed = {self.recomputes(instruction.op_name)}
        members = self.fused_members(instruction, set())
        if computes := _one_op_of(self.members[known:]):
            attributes["computes"] = computes
        elif is_triton_gemm(attributes):
            self.mark_template_op(known)
        # A backward fusion often recomputes forward ops too: `mixed`. One that only moves data has no pass of its own.
        leaf_kinds = {member.kind for member in self.members[known:] if not member.members} or {kind}
        if self.passes and not leaf_kinds <= LAYOUT_OPCODES:
            attributes["autodiff"] = self.passes.pop() if len(self.passes) == 1 else "mixed"
        if self.recomputed == {True}:  # a copy of forward work; a backward kernel taking some in is not one
            attributes["rematerialized"] = True
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
        instructions = self.hlo.computations.get(callee, [])
        work = [inner for inner in instructions if inner.opcode not in NON_MEMBER_OPCODES]
        # Scaling by a constant (a mean's 1/n in a gemm's epilogue) is what cuBLAS does as its alpha, not other work.
        constant = {inner.name for inner in instructions if inner.opcode == "constant"}
        for inner in work:
            if inner.opcode == "broadcast" and set(inner.operands) <= constant:
                constant.add(inner.name)
        if fusion.opcode == "async-start" and len(work) == 1 and work[0].opcode == "fusion":
            return self.fused_members(work[0], entered, parent=fusion.name)
        names = []
        for inner in work:
            members = self.fused_members(inner, entered)  # a nested fusion fuses members of its own
            if inner.callee is not None and not members:
                continue  # a nested fusion of plumbing only (a Triton gemm's operand that is a bitcast) does no work
            op_name = inner.op_name
            source_op = _source_op(op_name)
            # jax names an op that only moves data after whatever it came from: no pass of its own.
            if inner.opcode not in LAYOUT_OPCODES and (autodiff := self.autodiff_pass(op_name)):
                self.passes.add(autodiff)
            self.recomputed.add(self.recomputes(op_name))
            attributes: dict[str, Any] = {"shape": inner.shape}
            if inner.name in constant or (inner.opcode == "multiply" and set(inner.operands) & constant):
                attributes["by_constant"] = True
            if inner.opcode == "fusion":
                attributes.update(fusion_kind=inner.fusion_kind, calls=inner.callee)
            if precision := inner.operand_precision:
                attributes["precision"] = precision
            # A library call fused with what feeds it (a `dynamic_slice_fusion`: a weight's slice and the cuBLAS gemm
            # reading it) does the op it stands for, as a Triton gemm fusion of that slice and dot does.
            target = inner.custom_call_target if inner.opcode == "custom-call" else None
            opcode = (_library_op(target) if target else None) or inner.opcode
            self.members.append(
                Node(
                    name=inner.name,
                    kind=opcode,
                    order=self.next_member_order(),
                    parent=parent or fusion.name,
                    # The source op tells apart members of one opcode, and survives renumbering.
                    ops=(opcode, source_op) if source_op else (opcode,),
                    members=members,
                    attributes=attributes,
                )
            )
            names.append(inner.name)
        return tuple(names)

    def mark_template_op(self, known: int) -> None:
        """A Triton gemm fusion doing more than its dot (a prologue slicing or scaling an operand, an epilogue
        applying an update) runs that dot as Inductor's template node runs its mm: the member computes it, so that the
        autotuner choosing cuBLAS for it, the other ops then running apart, reads as where those ops run."""
        fused = range(known, len(self.members))
        ops = [i for i in fused if self.members[i].kind in LIBRARY_CALLS.values() and not self.members[i].members]
        if len(ops) == 1:
            (index,) = ops
            member = self.members[index]
            computes = _computes(member)
            self.members[index] = dataclasses.replace(member, attributes={**member.attributes, "computes": computes})

    def recomputes(self, op_name: str | None) -> bool:
        return self.forward_outside_remat and _rematerialized(op_name)

    def autodiff_pass(self, op_name: str | None) -> str | None:
        """The op's pass (`_autodiff_pass`), where a remat that is the module's only forward is the forward pass."""
        if not self.forward_outside_remat and _rematerialized(op_name):
            return "forward"
        return _autodiff_pass(op_name)

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


@functools.lru_cache(maxsize=4096)  # the layers of a model repeat their op names
def _autodiff_pass(op_name: str | None) -> str | None:
    """`backward` for an op jax made by transposing a derivative (`jit(step)/transpose(jvp())/mul`, a remat's
    recomputation included), `forward` for one of the program its derivative was taken of (`jit(step)/jvp()/mul`);
    None where the name does not say (an update after both, jax 0.4's names, other producers)."""
    if not op_name:
        return None
    components = {
        component.partition("(")[0] for part in op_name.split(";") for component in top_level_items(part, "/")
    }
    if "transpose" in components:
        return "backward"
    return "forward" if "jvp" in components else None


def _rematerialized(op_name: str | None) -> bool:
    """An op jax recomputes in the backward instead of saving it (`jax.checkpoint`, a remat policy):
    `jit(step)/transpose(jvp(jvp()))/checkpoint/rematted_computation/dot_general`, or one of the remat primitive's
    own that hands the recomputation its inputs (`jit(step)/transpose(jvp(jvp()))/remat2`)."""
    return op_name is not None and ("/rematted_computation/" in op_name or op_name.endswith("/remat2"))


def _primitive(op_name: str) -> str:
    primitive = top_level_items(op_name, "/")[-1]
    return primitive.partition("[")[0] or primitive


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
        # What cuBLASLt applies to the product in the same call (`BIAS`, `RELU`, `BIAS_GELU`), ops that are a kernel
        # of their own where the call takes none.
        epilogue = config.get("gemm_backend_config", {}).get("epilogue")
        if isinstance(epilogue, str) and epilogue != "DEFAULT":
            attributes["library_epilogue"] = epilogue
    if target and (op := _library_op(target)):
        # The op a library call runs, as a fusion's member doing it reads: one dot launched through cuBLAS or as a
        # Triton gemm fusion of that dot is the same work, the autotuner's choice.
        source_op = _source_op(instruction.op_name)
        attributes["computes"] = {"kind": op, "ops": [op, source_op] if source_op else [op]}
    if instruction.opcode == "custom-call" and (kernel := instruction.kernel_name()) not in (None, target):
        attributes["kernel_name"] = kernel
        attributes["user_kernel"] = True  # a Triton kernel of the program's own (Pallas, jax-triton), not XLA's
    metadata = instruction.metadata
    if "op_name" in metadata:
        attributes["op_name"] = metadata["op_name"]
    if metadata:
        attributes["metadata"] = metadata
    return attributes


def _one_op_of(members: Sequence[Node]) -> dict[str, Any] | None:
    """A fusion doing one dot or convolution on operands it only converts, transposes or reshapes (a Triton gemm
    fusion: its loads do that), its result scaled by a constant at most, is that op, as a cuBLAS call of it is."""
    working = [m for m in members if m.kind not in OPERAND_LAYOUT_OPCODES and not m.attributes.get("by_constant")]
    if len(working) == 1 and working[0].kind in LIBRARY_CALLS.values() and not working[0].members:
        return _computes(working[0])
    return None


def _computes(op: Node) -> dict[str, Any]:
    """What a fused dot or convolution computes, with its operand precision where not the default (a Triton gemm at
    `highest` is no choice the autotuner had at the default)."""
    precision = {"precision": op.attributes["precision"]} if "precision" in op.attributes else {}
    return {"kind": op.kind, "ops": list(op.ops), **precision}


def _library_op(target: str) -> str | None:
    """`__cublas$lt$matmul` -> `dot`, `__cudnn$convForward` -> `convolution`: the HLO op a library call stands for."""
    library, _, call = target.lower().lstrip("_").partition("$")
    if library in LIBRARIES:
        return next((op for word, op in LIBRARY_CALLS.items() if word in call), None)
    return None


def _nodes_from_sequence(module: ModuleRecord) -> list[Node]:
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


def _buffers(module: ModuleRecord, node_names: set[str], memory: ModuleMemory) -> Iterator[Buffer]:
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


def _values_of_instructions(hlo: _hlo.Module) -> dict[str, ValueRecord]:
    """The HLO alone (no buffer assignment): a value for what each entry instruction defines (an element of a tuple it
    returns apart), shaped as printed, with no size or place in memory, so that its kernels still read and write."""
    values: dict[str, ValueRecord] = {}
    for instruction in hlo.entry_instructions:
        if instruction.opcode in VALUE_RENAMING_OPCODES:
            continue
        if instruction.opcode == "tuple":  # its elements are its operands' values; it defines the index table
            values[instruction.name] = ValueRecord(id=len(values), instruction=instruction.name, index="")
            continue
        # A tuple of tuples is one value here: its elements' indexes are paths.
        flat_tuple = instruction.shape.startswith("(") and instruction.shape.count("(") == 1
        shapes = TUPLE_ELEMENT_SHAPE.findall(instruction.shape) if flat_tuple else []
        indexes = [f"{{{index}}}" for index in range(len(shapes))] or [""]
        for index, shape in zip(indexes, shapes or [instruction.shape], strict=True):
            values[instruction.name + index] = ValueRecord(
                id=len(values), instruction=instruction.name, index=index, shape=shape
            )
    return values


def _deps(module: ModuleRecord, node_names: set[str]) -> Iterator[Dep]:
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
