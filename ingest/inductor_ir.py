"""PyTorch Inductor scheduler IR: ``ir_pre_fusion.txt`` / ``ir_post_fusion.txt`` (``TORCH_COMPILE_DEBUG=1``, torch
2.1-2.15), also as TORCH_LOGS ``ir_pre_fusion``/``ir_post_fusion`` output with glog or Python-logging prefixes or in
a ``TORCH_LOGS_FORMAT`` of the user's; a log (or a TORCH_TRACE, tlparse's input) of the generated code alone is read
from the code.

Grammar (``torch/_inductor/scheduler.py``, ``debug_str``): blocks in schedule order, each opened by a header
``op3: SchedulerNode(ComputedBuffer)``; attribute lines ``op3.writes = [...]`` (a value printed as ``= `` continues
on indented lines until its brackets balance); an ``outputs = [`` block of buffers with ``layout``, ``users``,
``aliases``, ``mutations``; ``{buf}_layout = ...`` lines; a ``class op3_loop_body:`` block, whose ``ops.*`` calls
are the node's ops (a scan calls the body's own combine function instead: ``self.scan1(...)``). A fused node prints
its union, then ``X.snodes[i] =`` and each member's full block (at column 0 since 2.5, indented before).
Older releases name nodes by buffer and print no outputs block; their buffers come from ``writes``.

When ``output_code.py`` lies beside the IR (or a log holds the ``output_code`` artifact after a schedule), kernel names
come from it (the launch whose arguments name a buffer the node writes) and the peak is the high-water mark of
replaying its allocations, ``del`` s and reuses (what extern and fallback ops return sized by the IR). It also says
what a template, an extern kernel or a higher-order wrapper computes (``attributes["computes"]``: the op, and the
layouts it writes): the ``Original ATen`` comment over a kernel's definition, the op a wrapper call runs.

Reading: one regex (``STATEMENT``) tiles the text with statements, a few MB at a time (pieces end before a top-level
node), so Python handles one item per column-0 statement and never a loop-body line; that keeps 10-100 MB dumps fast.

Kernels are top-level post-fusion nodes other than those that launch nothing: Nop nodes, and extern nodes the
wrapper runs as Python (``MultiOutput`` indexing a result, ``AssertScalar``'s check of an unbacked size,
``DynamicScalar``'s ``.item()``).

Reading the wrapper code and replaying its allocations live in ``_output_code``; kernel source digests in
``_kernel_source``, the C++ wrapper in ``_cpp_wrapper``, the memory timeline in ``_memory``, torch's shared grammar in
``_torch``. What is left here (about 700 lines) is the IR grammar and the drafts both readings complete: the piece
reader hands the statement reader its text, and the graph is built from the drafts.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence, Set
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from dumpdiff.ingest._memory import peak_step
from dumpdiff.ingest._output_code import (
    LaunchNames,
    compiled_for,
    launch_dataflow,
    launches_without_nodes,
    no_timeline_reason,
    output_code_text,
    read_output_code,
    replay_allocations,
    scan_output_code,
    source_ops_attribute,
    with_memory_facts,
    with_what_they_compute,
    wrapper_file,
)
from dumpdiff.ingest._torch import (
    GLOG_PREFIX,
    LOG_LINE,
    LogLine,
    bracket_balance,
    dims,
    log_lines,
    storage_bytes,
)
from dumpdiff.ingest.errors import DumpError
from dumpdiff.ingest.model import Buffer, Dep, DepKind, Dim, Graph, Node

name = "inductor_ir"
# The files of a TORCH_COMPILE_DEBUG graph folder that are this format: one that does not read as it is damaged.
file_names: re.Pattern[str] | None = re.compile(r"ir_(?:post|pre)_fusion\.txt$")
# C++ functions (`cpp_fused_*`) run several nodes and their names list every op of them.

NODE_CLASS = r"\w*(?:SchedulerNode|FusedMixOrderReductions|FusedNestedReductions)"
# IR classes a later torch renamed, by their new name: an extern node without a kernel name is the op its class runs,
# whichever release printed it. torch 2.15 folded `Conditional` (torch.cond) into `Switch` (torch.cond and
# torch.switch: one of several subgraphs picked at run time).
RENAMED_IR_CLASSES = {"Conditional": "Switch"}
SNIFF = re.compile(rf"^(?:.*\] )?\w+: {NODE_CLASS}\([\w,]*\)\s*$", re.MULTILINE)
# The prefix of a log record's first line in any form (glog's, Python logging's, a TORCH_LOGS_FORMAT of the user's), or
# none (`%(message)s`): Python logging prefixes only a record's first line.
RECORD_PREFIX = r"^(?:.*?[\s:\]])??"
OUTPUT_CODE_START = "Output code:"
# A TORCH_LOGS `output_code` record: a log may hold the generated code and no IR.
OUTPUT_CODE_RECORD = re.compile(rf"{RECORD_PREFIX}{OUTPUT_CODE_START} *$", re.MULTILINE)
# The lines opening the records of the IR and the code, by which a log without TORCH_LOGS' own prefixes is read.
BARE_ARTIFACTS = {"AFTER FUSION": "ir_post_fusion", "BEFORE FUSION": "ir_pre_fusion", OUTPUT_CODE_START: "output_code"}
BARE_RECORD = re.compile(rf"{RECORD_PREFIX}(?P<marker>{'|'.join(BARE_ARTIFACTS)}) *$", re.MULTILINE)
# TORCH_TRACE's structured log (what tlparse reads): glog-prefixed records of JSON metadata, each followed by its
# payload's lines, indented by a tab. Its `inductor_output_code` records hold each graph's generated code.
TRACE_RECORD = re.compile(GLOG_PREFIX.pattern + r"(?P<metadata>\{.*\})$", re.MULTILINE)
TRACE_CODE_KEY = '"inductor_output_code"'
TRACE_CODE_RECORD = re.compile(GLOG_PREFIX.pattern + r"\{" + TRACE_CODE_KEY + ": ", re.MULTILINE)
EMPTY_FILE_BYTES = 64  # whitespace a tool may leave in a file it wrote nothing to
TOP_LEVEL_HEADER = re.compile(rf"\w+: {NODE_CLASS}\(")
# One statement of a schedule print, starting at column 0, as the groups of its kind. Indented text is a value's
# continuation, a loop body, or (before torch 2.5) the members of a fused node. The catch-all comes last, so that
# `findall` tiles the text with statements. Statements that start with a name share one branch: the regex engine
# then picks the kind by the character after the name instead of trying each kind in turn. The one-line
# attributes of a node that follow an attribute, and the layout lines that follow a layout line, come with it as
# a run: Python then handles a few statements per node, not one per line.
STATEMENT = re.compile(
    rf"""
      (\w+)(?:                                                        # name, then:
          :\ ({NODE_CLASS})\(([\w,]*)\)[ \t]*\n                       #   header: class, inner class
        | \.([a-z_]\w*(?:\.\w+)?)\ =(?:\ (.*))?\n                     #   attribute: key, first line,
            ((?:[ ].*\n)*(?:[\])}}].*\n)?)                            #     continuation,
            ((?:\1\.[a-z_]\w*(?:\.\w+)?\ =\ .*\n(?![ \])}}]))*)          #     one-line attributes after it
        | \.snodes\[\d+\]\ =(\n)                                      #   a member of this fused node follows
        | (?<=_layout)\ =\ (\w+\(.*\))\n                               #   `{{buffer}}_layout = Layout(...)`,
            ((?:\w+_layout\ =\ \w+\(.*\)\n)*)                          #     layout lines after it
      )
    | (class)\ \w+_loop_body:\n((?:[ ].*\n|[ \t]*\n(?=[ ]))*)         # loop body
    | (AFTER|BEFORE)\ FUSION[ \t]*\n                                  # section of a log
    | ((?:[ ].*\n)+)                                                  # indented block
    | ((?:[ \t]*\n)++ | \w+\ Triton\ code:\n(?:[ ].*\n|[ \t]*\n)* | \].*\n)  # blank (kept no state per line) or skipped
    | (.*)\n                                                          # anything else
    """,
    re.VERBOSE,
)
ONE_LINE_ATTRIBUTE = re.compile(r"^\w+\.([a-z_]\w*(?:\.\w+)?) = (.*)$", re.MULTILINE)  # in a run of them
LAYOUT_LINE = re.compile(r"^(\w+)_layout = (.*)$", re.MULTILINE)
# A line of an `outputs = [` block; a field's value takes the deeper-indented lines and closing bracket after it.
OUTPUT_LINE = re.compile(
    r"""
    ^(?P<indent>[ ]*)(?:
        (?P<buffer>\w+):\ (?P<cls>\w+)[ \t]*$
      | (?P<owner>\w+)\.(?P<key>[a-z_]\w*)\ =\ (?P<value>.*(?:\n(?P=indent)[ ]+.*)*(?:\n(?P=indent)[\])}].*)?)
      | (?P<other>\S.*)
    )""",
    re.VERBOSE | re.MULTILINE,
)
# The IR class of a `@triton.jit` kernel the user's function launches: its work is the user's, opaque to Inductor.
USER_KERNEL_CLASSES = frozenset({"UserDefinedTritonKernel"})
CACHED_CODE = (
    "the wrapper's code alone: Inductor loaded the graph from its FX graph cache, which logs no IR (dump with"
    " TORCHINDUCTOR_FORCE_DISABLE_CACHES=1)"
)
TO_READ_ALONE = "to compare it with the other side's code alone"  # why `parse_code_alone` wants a graph's code
# TORCH_LOGS' IR artifacts, and a debug folder's IR files by their stem; `output_code` is read apart.
IR_ARTIFACTS = frozenset({"ir_pre_fusion", "ir_post_fusion"})
SECTION_MARKERS = frozenset({"AFTER FUSION", "BEFORE FUSION"})
PIECE_CHARACTERS = 1 << 22  # a plain dump is read in pieces of about this size, cut before a top-level node
SNIFF_CHARACTERS = 1 << 16  # TORCH_LOGS output shows its prefixes from the first lines on

DEP = re.compile(r"(MemoryDep|StarDep|WeakDep)\((?:name=)?'([^']+)'")
QUOTED = re.compile(r"'([^']+)'")
NODE_USER = re.compile(r"NodeUser\(node=(?:\w+\((?:name='|nodes=))?(\w+)")  # a node, a fused node or OUTPUT
LAYOUT = re.compile(
    r"(?P<cls>\w*Layout\w*)\('(?P<device>[^']+)', torch\.(?P<dtype>\w+), size=\[(?P<size>[^\]]*)\], "
    r"stride=\[(?P<stride>[^\]]*)\](?:, offset=(?P<offset>[^,)]+))?"
)
LAYOUT_DEVICE = re.compile(
    r"(?P<cls>\w*Layout)\((?:device=)?device\(type='(?P<type>\w+)'(?:, index=(?P<index>\d{1,19}))?\)"
)
# A loop-body op call. The arguments are captured only for ops whose arguments carry content (a dtype, a reduction
# type) rather than names. The literal comes first, the word boundary after it, so that the scan for `ops.` runs at
# full speed.
OP_CALL = re.compile(
    r"ops\.(?<=\bops\.)(?:(to_dtype|reduction|constant|index_expr|masked|scan|sort)\(([^)\n]*)|(\w+)\()"
)
SCAN_CALL = re.compile(r"\bself\.scan\d*\(")
TORCH_DTYPE = re.compile(r"torch\.(\w+)")

READ_FIELDS = ("unmet_dependencies", "met_dependencies")
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
# Extern nodes the wrapper code runs itself (`buf1 = buf0[0]`, `if not (u0 >= 0): raise`, `u7 = arg2_1.item()`).
WRAPPER_ONLY_EXTERN_KERNELS = frozenset({"MultiOutput", "AssertScalar", "DynamicScalar"})
# A list in a node's printed loop sizes (`op0.sizes = ([1024, 8], [128])`), innermost: with loop ordering after fusion
# off Inductor prints its sizes as lists, on as tuples, the same sizes.
SIZES_LIST = re.compile(r"\[([^\[\]]*)\]")
# Node fields the model holds elsewhere (deps, buffers, `kernel`, `device`): not repeated in attributes.
NODE_FIELDS_IN_MODEL = frozenset(
    {"writes", "unmet_dependencies", "met_dependencies", "users", "aliases", "mutations", "node.kernel", "group.device"}
)


@dataclass(slots=True)
class _BufferDraft:
    name: str
    ir_class: str
    fields: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
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
    compile_id: str | None = None  # from a glog-prefixed log
    nodes: list[_NodeDraft] = field(default_factory=list)
    output_code: str | None = None  # TORCH_LOGS' `output_code` artifact for this schedule
    # False for the subgraphs of control flow (torch.cond, while_loop) that share the graph's code: they take kernel
    # names from it, but its allocations and remaining launches are the graph's own.
    owns_code: bool = True
    cached: bool = False  # code logged without a schedule where other graphs have one: loaded from a cache


def sniff(head: str) -> bool:
    return any(pattern.search(head) is not None for pattern in (SNIFF, OUTPUT_CODE_RECORD, TRACE_CODE_RECORD))


def parse(paths: Sequence[Path]) -> list[Graph]:
    post: list[tuple[Path, _Section]] = []
    pre: list[tuple[Path, _Section]] = []
    cached: list[tuple[Path, _Section]] = []
    for path in sorted(paths):
        for section in _read_sections(path):
            (cached if section.cached else post if section.post_fusion else pre).append((path, section))
    # The kernels are the post-fusion schedule; a pre-fusion dump stands in only where no post-fusion one exists.
    chosen = (post or pre) + cached
    # A folder (ir_pre_fusion.txt beside ir_post_fusion.txt) or a log prints each graph's schedule before fusion and
    # after: the n-th of each belong together.
    pre_fusion_nodes: dict[Path, list[int]] = defaultdict(list)
    for path, section in pre:
        pre_fusion_nodes[_schedules_of(path)].append(sum(1 for node in section.nodes if node.parent is None))
    post_counts, post_rank = Counter[Path](), []
    for path, _ in post:
        post_rank.append(post_counts[_schedules_of(path)])
        post_counts[_schedules_of(path)] += 1
    # A log names each graph by its compile id, so that two logs pair their graphs by it; a graph's forward and
    # backward share one id (the run numbers what shares a name, as for every format: `[1/0_1]`, `[1/0_1]#2`).
    names = [f"[{section.compile_id}]" if section.compile_id else _graph_name(path) for path, section in chosen]
    # Subgraphs first: the kernels they launch are not the graph's own.
    built: dict[int, Graph] = {}
    launched_by_subgraphs: dict[str | None, set[str]] = defaultdict(set)  # by the code they share
    for index in sorted(range(len(chosen)), key=lambda i: chosen[i][1].owns_code):
        path, section = chosen[index]
        graph = _build_graph(path, section, names[index], launched_by_subgraphs[section.output_code])
        if not section.owns_code:
            launched_by_subgraphs[section.output_code].update(n.kernel for n in graph.nodes if n.kernel)
        # Code without a schedule that launches nothing (a graph of views alone, an empty tensor returned): no kernel,
        # and no bytes that reading the code alone can size.
        if not section.nodes and not graph.kernels:
            continue
        if not section.cached:  # code alone, loaded from a cache, has no schedule before or after fusion to say
            if post and len(counts := pre_fusion_nodes[_schedules_of(path)]) == post_counts[_schedules_of(path)]:
                before = counts[post_rank[index]]
                graph = dataclasses.replace(graph, attributes={**graph.attributes, "pre_fusion_nodes": before})
            elif not post:  # its kernels are the nodes before fusion: against a schedule after it, every fusion is lost
                partial = "a schedule from before fusion (no ir_post_fusion.txt beside it)"
                graph = dataclasses.replace(graph, attributes={**graph.attributes, "partial": partial})
        built[index] = graph
    return [built[index] for index in range(len(chosen)) if index in built]


def parse_code_alone(paths: Sequence[Path]) -> list[Graph]:
    """The graphs as a log of the `output_code` artifact alone holds them, their schedules left unread: a whole dump
    (a debug folder, a log with the IR) read so that it compares with such a log, which is all many runs keep. A
    folder's graph is its `output_code.py`; a log's, each graph's code (a control-flow subgraph's is its graph's)."""
    sections: list[tuple[Path, _Section]] = []
    for folder in sorted({path.parent for path in paths if path.stem in IR_ARTIFACTS}):
        if not (code := output_code_text(folder)).strip():
            raise DumpError(str(folder / "output_code.py"), 0, f"expected the graph's code, {TO_READ_ALONE}")
        sections.append((folder / "output_code.py", _Section(post_fusion=True, output_code=code)))
    for path in sorted(path for path in paths if path.stem not in IR_ARTIFACTS):
        read = _read_sections(path)
        for section in [section for section in read if section.post_fusion] or read:
            if section.output_code is None:
                raise DumpError(str(path), 0, f"expected each graph's code (the output_code artifact), {TO_READ_ALONE}")
            if section.owns_code:
                code_alone = _Section(post_fusion=True, compile_id=section.compile_id, output_code=section.output_code)
                sections.append((path, code_alone))
    graphs = (
        _build_graph(path, section, f"[{section.compile_id}]" if section.compile_id else _graph_name(path), set())
        for path, section in sections
    )
    return [graph for graph in graphs if graph.kernels]


def schedules_nothing(path: Path) -> bool:
    """An empty IR file of a graph folder whose wrapper runs to its end with no launch and no allocation: Inductor
    scheduled nothing (a graph of views alone returns its input reshaped), so there is no graph to compare. Without
    such a wrapper beside it, an empty IR file is a damaged one."""
    if path.stem not in IR_ARTIFACTS or path.stat().st_size > EMPTY_FILE_BYTES:
        return False
    if path.read_bytes().strip() or wrapper_file(path.parent) is None:
        return False
    code = read_output_code(path.parent)
    return code.ended and not code.launches and all(step.kind in ("free", "return") for step in code.steps)


def _schedules_of(path: Path) -> Path:
    """Where a file's schedules belong: a debug folder's two IR files to the folder, a log's to the log."""
    return path.parent if path.stem in IR_ARTIFACTS else path


def _graph_name(path: Path) -> str:
    # torch_compile_debug folders are `<model>__<graph>_<forward|backward|inference>_<n>.<counter>`; the counter is
    # per process, never a key.
    if path.stem in (*IR_ARTIFACTS, "output_code"):
        return re.sub(r"\.\d+$", "", path.absolute().parent.name)
    return path.stem


class _Reader:
    """Reads the statements of one file into sections; what a node still waits for carries across pieces."""

    def __init__(self, path: Path) -> None:
        self.path = str(path)
        self.sections = [_Section(post_fusion=path.stem != "ir_pre_fusion")]
        self.by_name: dict[str, _NodeDraft] = {}
        self.current: _NodeDraft | None = None
        self.member_of: str | None = None
        self.last_line = 0
        self.code_without_schedule: list[tuple[str, str | None]] = []  # code, compile id
        # The last statement read: its line, whether it looks cut off, and what it lacks. An unknown line is an
        # unparsed field in the middle of a schedule (one of a newer torch); at the very end it is a cut line.
        self.cut_last: tuple[int, bool, str] = (0, False, "")

    def read(
        self, text: str, numbers: Sequence[int], post_fusion: bool | None = None, compile_id: str | None = None
    ) -> None:
        """Reads a piece of text whose lines are the file lines `numbers`."""
        section = self.sections[-1]
        if (post_fusion is not None and post_fusion != section.post_fusion) or compile_id != section.compile_id:
            self._start_section(post_fusion=section.post_fusion if post_fusion is None else post_fusion)
            self.sections[-1].compile_id = compile_id
        if numbers:
            self.last_line = max(self.last_line, numbers[-1])
        end = 0  # index in `numbers` of the line after the statement
        for (
            name,
            cls,
            inner,
            key,
            value,
            more,
            attributes,
            member,
            layout,
            layouts,
            loop,
            body,
            stage,
            indented,
            skipped,
            other,
        ) in STATEMENT.findall(text):
            start = end
            end += 1
            if key:
                node = self.by_name.get(name)
                if node is None or more:
                    end += more.count("\n")
                    node = self._attribute(name, key, value, more, numbers[start:end])
                else:
                    node.fields[key] = value  # the common case: a one-line value
                if attributes:
                    end += attributes.count("\n")
                    node.fields.update(ONE_LINE_ATTRIBUTE.findall(attributes))
            elif cls:
                self._header(name, cls, inner, numbers[start])
            elif layout:
                node = self._require_node(numbers[start], name)
                node.layouts[name.removesuffix("_layout")] = layout
                if layouts:
                    end += layouts.count("\n")
                    node.layouts.update(LAYOUT_LINE.findall(layouts))
            elif member:
                self._node(name, numbers[start]).members.append("")  # filled by the header that follows
                self.member_of = name
            elif loop:
                end += body.count("\n")
                if "ops." in body:
                    self._require_node(numbers[start], "class ..._loop_body").ops.extend(_loop_body_ops(body))
            elif skipped:
                end += skipped.count("\n") - 1
            elif indented:
                end += indented.count("\n") - 1
                self._read_indented(indented, numbers[start:end])
            elif stage:
                self._start_section(post_fusion=stage == "AFTER")
            elif self.current is not None:
                if other[:1] == "\t":  # Inductor indents with spaces: a tab is an edited or mangled dump
                    raise DumpError(self.path, numbers[start], "expected lines indented with spaces, got a tab")
                self.current.fields["unparsed"] = self.current.fields.get("unparsed", "") + other + "\n"
            # Blank and skipped lines, and text before the first node (a banner, a log preamble), carry nothing.
        if not numbers:
            return
        # The loop's names keep the piece's last statement: the file's last one may have been cut off (checked at
        # the end of the file, so that statements are not checked one by one).
        if key:
            cut = not (value or more.strip()) or bracket_balance(value + more + attributes) > 0
            self.cut_last = (numbers[start], cut, "the field's value and its brackets closed")
        elif loop:
            lines = [line for line in body.splitlines() if line.strip()]
            ended = bool(lines) and lines[-1].lstrip().startswith("return")
            self.cut_last = (numbers[start], not ended, "the loop body to end with its 'return'")
        elif not indented:  # an indented block's members were read on their own: their last statement stands
            self.cut_last = (
                numbers[start],
                bool(other.strip()) and self.current is not None,
                "a field such as 'op0.writes = [...]'",
            )

    def _read_indented(self, block: str, numbers: Sequence[int]) -> None:
        # Before torch 2.5 the members of a fused node are printed indented under `X.snodes[i] =`.
        indent = len(block) - len(block.lstrip(" "))
        self.read(re.sub(rf"(?m)^ {{1,{indent}}}", "", block) if indent else block, numbers)

    def attach_output_code(self, code: str, compile_id: str | None) -> None:
        """TORCH_LOGS prints a graph's generated code after its schedule, and after those of its control-flow
        subgraphs, which are lowered after it and share its code."""
        waiting: list[_Section] = []
        for section in reversed(self.sections):
            if section.post_fusion and section.output_code is not None:
                break
            if section.post_fusion and section.nodes:
                waiting.insert(0, section)
        for section in waiting:
            section.output_code, section.owns_code = code, section is waiting[0]
        if not waiting:
            self.code_without_schedule.append((code, compile_id))

    def _start_section(self, *, post_fusion: bool) -> None:
        if self.sections[-1].nodes:
            self.sections.append(_Section(post_fusion=post_fusion, compile_id=self.sections[-1].compile_id))
        else:
            self.sections[-1].post_fusion = post_fusion
        self.by_name, self.current, self.member_of = {}, None, None

    def _header(self, name: str, cls: str, inner: str, line: int) -> None:
        parent = self.member_of
        if name in self.by_name:
            raise DumpError(self.path, line, f"expected a new node, got a second header for {name}")
        draft = _NodeDraft(name, cls, inner, line, parent)
        if parent is not None:
            members = self.by_name[parent].members
            members[members.index("")] = name
        self.member_of = None
        self.by_name[name] = draft
        self.sections[-1].nodes.append(draft)
        self.current = draft

    def _node(self, node_name: str, line: int) -> _NodeDraft:
        draft = self.by_name.get(node_name)
        if draft is None:
            raise DumpError(self.path, line, f"expected a node header before the lines of {node_name}")
        return draft

    def _require_node(self, line: int, statement: str) -> _NodeDraft:
        if self.current is None:
            expected = f"expected a node header such as 'op0: SchedulerNode(ComputedBuffer)' before {statement!r}"
            raise DumpError(self.path, line, expected)
        return self.current

    def _attribute(self, owner: str, key: str, value: str, more: str, numbers: Sequence[int]) -> _NodeDraft:
        """`owner.key = value` with continuation lines `more`, printed on the lines `numbers`."""
        node = self._node(owner, numbers[0])
        if key == "outputs" and value == "[":
            if more[more.rfind("\n", 0, -1) + 1 :][:1] != "]":
                raise DumpError(self.path, numbers[-1], "expected ']' closing the outputs block after this line")
            self.current = node
            self._outputs(node, more, numbers[1:])
        elif value and bracket_balance(value) <= 0:
            # A first line that balances its brackets is the whole value: indented lines after it are not its own.
            node.fields[key] = value
            self._read_indented(more, numbers[1:])
        else:
            node.fields[key] = self._value(f"{value}\n{more}", numbers[0])
        return node

    def _value(self, text: str, line: int) -> str:
        """A value printed over one or more lines from `line` on, joined into one line."""
        if "\n" in text:
            text = " ".join(part for part in (line.strip() for line in text.splitlines()) if part)
        elif text[-1:] not in "([{,":
            return text  # the common case, one line that cannot have been cut short
        if bracket_balance(text) > 0:
            raise DumpError(self.path, line, "expected the brackets of this value to close")
        return text

    def _outputs(self, node: _NodeDraft, block: str, numbers: Sequence[int]) -> None:
        output: _BufferDraft | None = None
        index = 0  # of the line in `numbers`
        for _, buffer, ir_class, owner, key, value, other in OUTPUT_LINE.findall(block):
            if buffer:
                output = _BufferDraft(buffer, ir_class)
                node.outputs.append(output)
                index += 1
            elif owner:
                if output is None or output.name != owner:
                    expected = f"expected the header of buffer {owner} before its fields"
                    raise DumpError(self.path, numbers[index], expected)
                # Users are only scanned for node names: their lines need no joining.
                output.fields[key] = value if key == "users" else self._value(value, numbers[index])
                index += 1 + value.count("\n")
            else:
                if output is not None and other != "]":
                    output.fields["unparsed"] = output.fields.get("unparsed", "") + other + "\n"
                index += 1

    def finish(self) -> list[_Section]:
        if self.member_of is not None:
            message = f"expected the header of a member of {self.member_of}, got the end of the file"
            raise DumpError(self.path, self.last_line, message)
        line, cut, lacking = self.cut_last
        if cut:
            raise DumpError(self.path, line, f"expected {lacking}, got the end of the file (cut off?)")
        for section in self.sections:
            for node in section.nodes:
                # Torch names a node of members after them (`op0_op1`; fused, outer-loop fused, foreach): members
                # missing from the end were cut off.
                printed = "_".join(node.members)
                if node.members and node.name != printed and node.name.startswith(printed):
                    message = f"expected the members of {node.name}, got {len(node.members)} of them"
                    raise DumpError(self.path, self.last_line, message)
        scheduled = [section for section in self.sections if section.nodes]
        # A log of the `output_code` artifact alone: each graph's code is all there is (its launches the kernels).
        # Beside schedules, a graph's code without its own is one Inductor loaded from its FX graph cache: it skips
        # the scheduler, so logs no IR, and logs the cached code (a warm cache on a CI runner).
        return scheduled + [
            _Section(post_fusion=True, compile_id=compile_id, output_code=code, cached=bool(scheduled))
            for code, compile_id in self.code_without_schedule
        ]


class _Piece(NamedTuple):
    kind: str  # "ir" for a plain dump; for TORCH_LOGS output the artifact: ir_pre_fusion, ir_post_fusion, output_code
    text: str
    numbers: Sequence[int]  # the file line of each line of `text`
    compile_id: str | None = None


def _read_sections(path: Path) -> list[_Section]:
    reader = _Reader(path)
    for piece in _pieces(path):
        if piece.kind == "output_code":
            reader.attach_output_code(piece.text, piece.compile_id)
        else:
            post_fusion = None if piece.kind == "ir" else piece.kind == "ir_post_fusion"
            reader.read(piece.text, piece.numbers, post_fusion, piece.compile_id)
    return reader.finish()


def _pieces(path: Path) -> Iterator[_Piece]:
    """The file as pieces of text with the file line of each of their lines. Plain dumps are read in large pieces
    cut before top-level nodes, so no statement is split; logs line by line, keeping only the lines of their IR and
    output-code artifacts, without the prefixes."""
    with path.open(encoding="utf-8-sig", errors="replace") as stream:
        text = stream.read(PIECE_CHARACTERS)
        if TRACE_RECORD.match(text):
            stream.seek(0)
            yield from _log_pieces(_trace_log_lines(stream, path))
            return
        if LOG_LINE.search(text, 0, SNIFF_CHARACTERS):
            stream.seek(0)
            yield from _log_pieces(log_lines(stream))
            return
        if BARE_RECORD.search(text, 0, SNIFF_CHARACTERS):
            stream.seek(0)
            yield from _log_pieces(_bare_log_lines(stream))
            return
        first = 1
        while True:
            more = stream.read(PIECE_CHARACTERS)
            cut = _last_top_level_node(text) if more else len(text)
            if cut:
                piece = text[:cut] if text[:cut].endswith("\n") else text[:cut] + "\n"
                count = piece.count("\n")
                yield _Piece("ir", piece, range(first, first + count))
                first += count
            if not more:
                return
            text = text[cut:] + more


def _last_top_level_node(text: str) -> int:
    """The start of the last node header that follows a blank line (0 if none): a safe place to cut."""
    position = len(text)
    while (position := text.rfind("\n\n", 0, position)) >= 0:
        if TOP_LEVEL_HEADER.match(text, position + 2):
            return position + 2
    return 0


def _bare_log_lines(stream: Iterable[str]) -> Iterator[LogLine]:
    """A log without TORCH_LOGS' prefixes as `log_lines` gives one: each line of the artifact whose record it follows;
    the lines before the first record (a warning's) of no artifact."""
    artifact = ""
    for number, raw in enumerate(stream, 1):
        line = raw.rstrip("\r\n")
        if record := BARE_RECORD.match(line):
            artifact, line = BARE_ARTIFACTS[record["marker"]], line[record.start("marker") :]
        yield LogLine(number, line, artifact, None)


def _trace_log_lines(stream: Iterable[str], path: Path) -> Iterator[LogLine]:
    """A TORCH_TRACE log as `log_lines` gives a TORCH_LOGS log: each `inductor_output_code` record's payload as an
    `output_code` record of its compile id, as glog prints it (`0/1`, `0/1_2` for a second attempt, `!0/0/1` in
    compiled autograd), so that graphs pair with a log's by name; nothing else of it is a dump."""
    artifact, compile_id = "", None
    for number, raw in enumerate(stream, 1):
        line = raw.rstrip("\r\n")
        if line[:1] == "\t":
            yield LogLine(number, line[1:], artifact, compile_id)
            continue
        record = TRACE_RECORD.match(line)
        if record is None or TRACE_CODE_KEY not in record["metadata"]:
            artifact = ""
            continue
        try:
            metadata = json.loads(record["metadata"])
        except json.JSONDecodeError:
            message = "expected a TORCH_TRACE record's metadata, got text that is not JSON"
            raise DumpError(str(path), number, message) from None
        artifact, compile_id = "output_code", _trace_compile_id(metadata)
        yield LogLine(number, OUTPUT_CODE_START, artifact, compile_id)


def _trace_compile_id(metadata: Mapping[str, Any]) -> str:
    """A distributed job's ranks each write a trace of their own: a rank after the first is marked as a log of several
    ranks marks it (`rank1:0/0`), so that a folder of their traces, read together, says so."""
    frame = f"{metadata.get('frame_id')}/{metadata.get('frame_compile_id')}"
    if (autograd := metadata.get("compiled_autograd_id")) is not None:
        frame = f"!{autograd}" + (f"/{frame}" if "frame_id" in metadata else "")
    rank = f"rank{rank}:" if (rank := metadata.get("rank")) else ""
    return rank + frame + (f"_{attempt}" if (attempt := metadata.get("attempt")) else "")


def _log_pieces(records: Iterable[LogLine]) -> Iterator[_Piece]:
    lines: list[str] = []
    numbers: list[int] = []
    kind = "ir"  # until the first tagged line: older releases' Python-logging output carries no artifact tags
    compile_id: str | None = None
    code: list[str] = []  # a graph's generated code, handed over when the next schedule starts (or at the end)
    code_compile_id: str | None = None
    for number, line, artifact, line_compile_id in records:
        if artifact == "output_code":
            if line.startswith(OUTPUT_CODE_START) and code:  # the next graph's code, with no schedule between
                yield _Piece("output_code", "".join(code), (), code_compile_id)
                code = []
            code.append(line + "\n")
            code_compile_id = line_compile_id
            continue
        if artifact is not None:
            if artifact not in IR_ARTIFACTS:
                continue  # other TORCH_LOGS artifacts and foreign stderr interleaved in the log
            if artifact != kind or line_compile_id != compile_id or (code and line.strip() in SECTION_MARKERS):
                if lines:
                    yield _Piece(kind, "".join(lines), numbers, compile_id)
                if code:
                    yield _Piece("output_code", "".join(code), (), code_compile_id)
                lines, numbers, kind, compile_id, code = [], [], artifact, line_compile_id, []
        lines.append(line + "\n")
        numbers.append(number)
    if lines:
        yield _Piece(kind, "".join(lines), numbers, compile_id)
    if code:
        yield _Piece("output_code", "".join(code), (), code_compile_id)


def _loop_body_ops(body: str) -> list[str]:
    """`to_dtype = ops.to_dtype(load, torch.float32, ...)` -> `to_dtype:float32`: op names plus name-free content."""
    if "self.scan" in body:  # a scan (cumsum) runs as a call of the body's own combine function: `self.scan1(...)`
        body = SCAN_CALL.sub("ops.scan(", body)
    return [op or _op_with_content(op_with_content, args) for op_with_content, args, op in OP_CALL.findall(body)]


def _op_with_content(op: str, args: str) -> str:
    if op == "reduction":
        kind = QUOTED.search(args)
        return f"reduction:{kind[1] if kind else ''}"
    dtypes = TORCH_DTYPE.findall(args)
    return f"{op}:{','.join(dtypes)}" if dtypes else op


class _Layout(NamedTuple):
    kind: str
    device: str | None = None
    dtype: str | None = None
    shape: tuple[Dim, ...] | None = None
    stride: tuple[Dim, ...] | None = None
    nbytes: int | None = None  # what the buffer owns; None when unknown (symbolic sizes, an unknown layout)


@functools.lru_cache(maxsize=1 << 14)  # layouts print no names, so a dump repeats few distinct ones
def _parse_layout(text: str) -> _Layout:
    if match := LAYOUT.search(text):
        shape, stride = dims(match["size"]), dims(match["stride"])
        offset = dims(match["offset"])[0] if match["offset"] else 0
        owns = match["cls"] not in NON_OWNING_LAYOUTS
        nbytes = storage_bytes(match["dtype"], shape, stride, offset) if owns else 0
        return _Layout(match["cls"], match["device"], match["dtype"], shape, stride, nbytes)
    if match := LAYOUT_DEVICE.search(text):
        return _Layout(match["cls"], match["type"] + (f":{match['index']}" if match["index"] else ""), nbytes=0)
    if "NoneLayout" in text:  # torch 2.2 prints `<torch._inductor.ir.NoneLayout object at 0x...>`
        return _Layout("NoneLayout", nbytes=0)
    return _Layout(text)


def _is_kernel(node: _NodeDraft) -> bool:
    if node.parent is not None or node.cls == "NopKernelSchedulerNode":
        return False
    return not (node.cls == "ExternKernelSchedulerNode" and node.inner in WRAPPER_ONLY_EXTERN_KERNELS)


def _build_graph(path: Path, section: _Section, graph_name: str, launched_elsewhere: Set[str]) -> Graph:
    if section.output_code is not None:
        wrapper = scan_output_code(section.output_code.splitlines(keepends=True))
    else:
        wrapper = read_output_code(path.parent)
    launches, steps, digests, hints, ended = wrapper
    if not ended:
        where = path if section.output_code is not None else wrapper_file(path.parent)
        raise DumpError(
            str(where), 0, "expected the wrapper's call to run to its end, got the end of the code (cut off?)"
        )
    launch_names = LaunchNames(launches)
    buffers: dict[str, Buffer] = {}
    layouts: dict[str, str] = {}
    deps: list[tuple[str, str, DepKind, bool]] = []  # deduplicated before they become objects
    nodes: list[Node] = []
    drafts = {draft.name: draft for draft in section.nodes}
    for draft in section.nodes:
        layouts.update(draft.layouts)
    for order, draft in enumerate(section.nodes):
        fields = draft.fields
        writes = DEP.findall(fields.get("writes", ""))
        written = [buffer for _, buffer in writes]
        deps += [(draft.name, b, "write", c == "WeakDep") for c, b in writes]
        for attr in READ_FIELDS:
            if value := fields.get(attr):
                deps += [(draft.name, b, "read", c == "WeakDep") for c, b in DEP.findall(value)]
        outputs = draft.outputs or [
            # Torch 2.1-2.4: the node is named by its buffer and carries the buffer's fields itself.
            _BufferDraft(b, "", {k: v for k, v in fields.items() if k in ("users", "aliases", "mutations")})
            for b in written
        ]
        mutated: list[str] = []
        for output in outputs:
            buffer = _output_buffer(draft, output, layouts)
            deps += [(draft.name, b, "alias", False) for b in buffer.aliases]
            deps += [(draft.name, b, "mutation", False) for b in buffer.mutations]
            mutated += buffer.mutations
            buffers[output.name] = buffer  # members print after their fused node: the innermost producer wins
        kernel = fields.get("node.kernel")
        if kernel in (None, "None") and draft.cls != "NopKernelSchedulerNode" and draft.parent is None:
            # A node that only updates inputs in place (an optimizer step) launches with the inputs' names.
            # Torch 2.4 prints a fused node's mutations on its members only.
            members_mutate = [
                b
                for member in draft.members
                if member in drafts
                for b in QUOTED.findall(drafts[member].fields.get("mutations", ""))
            ]
            kernel = launch_names.of((*written, *(o.name for o in draft.outputs)), (*mutated, *members_mutate))
        nodes.append(_node(draft, order, kernel, digests))
    code = section.output_code if section.output_code is not None else output_code_text(path.parent)
    nodes = with_what_they_compute(nodes, buffers, deps, code)
    unseen, launched = (
        launches_without_nodes(launches, nodes, buffers.keys(), launched_elsewhere, digests, code)
        if section.owns_code
        else ([], [])
    )
    nodes += unseen
    for _, read, _, _ in deps:
        if read not in buffers:
            layout = _parse_layout(layouts.get(read, ""))
            buffers[read] = Buffer(
                name=read,
                kind="input",
                dtype=layout.dtype,
                shape=layout.shape,
                stride=layout.stride,
                nbytes=layout.nbytes,
                device=layout.device,
                attributes={"layout": layout.kind},
            )
    if not section.nodes:  # the code alone: its buffers are the replay's, not inputs
        deps += launch_dataflow(launched, steps)
    replay = replay_allocations(steps, buffers, hints) if section.owns_code else None
    built = with_memory_facts(buffers, replay)
    devices = [n.device for n in nodes if n.device]
    attributes: dict[str, Any] = {"device": devices[0]} if devices else {}
    if gpu := compiled_for(code):
        attributes["gpu"] = gpu
    if kernels_launched := sum(node.is_kernel for node in unseen):
        attributes["launches_without_ir"] = kernels_launched
    if not section.nodes:
        attributes["code_only"] = True  # TORCH_LOGS `output_code` without the IR artifacts
        if section.cached:
            attributes |= {"partial": CACHED_CODE, "loaded_from_cache": True}
        else:
            attributes["partial"] = (
                "the wrapper's code alone (a log of the output_code artifact, no IR: TORCH_LOGS without"
                " ir_post_fusion, a TORCH_TRACE, or every graph loaded from Inductor's FX graph cache)"
            )
    if hints and replay is not None:
        attributes["size_hints"] = dict(hints)  # the example sizes dynamic shapes' bytes are counted at
    memory: dict[str, Any] = {}
    if replay is not None and replay.timeline and replay.unknown is None:
        allocated = sum(held.nbytes for held in replay.held.values())  # a reuse allocates nothing
        memory = {"bytes_source": "allocations", "total_bytes": allocated, "schedule": tuple(replay.schedule)}
        memory |= {"timeline": tuple(replay.timeline), "peak_step": peak_step(replay.timeline)}
    else:
        produced = [b.nbytes for b in built if b.role != "input"]
        # Without the IR (a log of the code alone) there are no buffers to count: no total, rather than 0 bytes.
        total = None if any(n is None for n in produced) or not section.nodes else sum(n or 0 for n in produced)
        memory = {"bytes_source": "ir_buffers" if total is not None else None, "total_bytes": total}
        memory["timeline_note"] = no_timeline_reason(replay)
    return Graph(
        name=graph_name,
        format=name,
        source=str(path),
        nodes=tuple(nodes),
        buffers=built,
        deps=tuple(Dep(node=n, buffer=b, kind=k, weak=w) for n, b, k, w in dict.fromkeys(deps)),
        peak_bytes=replay.peak if replay is not None else None,
        attributes=attributes,
        **memory,
    )


def _output_buffer(draft: _NodeDraft, output: _BufferDraft, layouts: Mapping[str, str]) -> Buffer:
    fields = output.fields
    # Torch 2.4 prints no outputs block, and an extern kernel's node no layout of its own buffer: its readers do.
    layout = _parse_layout(fields.get("layout") or draft.layouts.get(output.name) or layouts.get(output.name, ""))
    aliases = tuple(QUOTED.findall(fields.get("aliases", "")))
    mutations = tuple(QUOTED.findall(fields.get("mutations", "")))
    users = tuple(NODE_USER.findall(fields.get("users", "")))
    extra = {k: v for k, v in fields.items() if k not in ("layout", "users", "aliases", "mutations")}
    return Buffer(
        name=output.name,
        kind=output.ir_class or "ComputedBuffer",
        dtype=layout.dtype,
        shape=layout.shape,
        stride=layout.stride,
        nbytes=0 if aliases or mutations else layout.nbytes,
        device=layout.device,
        producer=draft.name,
        users=users,
        aliases=aliases,
        mutations=mutations,
        attributes={"layout": layout.kind, **extra},
    )


def _sizes_as_tuples(text: str) -> str:
    """`([1024, 8], [128])` -> `((1024, 8), (128,))`, as Python prints the tuples."""
    return SIZES_LIST.sub(lambda items: _tuple_text(items[1]), text)


def _tuple_text(items: str) -> str:
    """A list's items as a tuple: one item takes a trailing comma (a size may hold commas of its own: `Max(1, s0)`)."""
    depth = 0
    for character in items:
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        elif character == "," and depth == 0:
            return f"({items})"
    return f"({items},)" if items.strip() else "()"


def _node(draft: _NodeDraft, order: int, kernel: str | None, digests: Mapping[str, Mapping[str, int]]) -> Node:
    device = draft.fields.get("group.device")
    if device is None and draft.outputs:
        device = _parse_layout(draft.outputs[0].fields.get("layout", "")).device
    ops = tuple(draft.ops)
    inner = RENAMED_IR_CLASSES.get(draft.inner, draft.inner)
    if not ops and draft.cls == "ExternKernelSchedulerNode":
        ops = (inner, (kernel or "").removeprefix("torch.ops."))  # torch 2.4 calls fallbacks `aten.*`
    elif not ops and not draft.members:
        ops = (inner,)
    attributes: dict[str, Any] = {"ir_class": draft.inner, "line": draft.line}
    if draft.inner in USER_KERNEL_CLASSES:
        attributes["user_kernel"] = True
    attributes |= {k: v for k, v in draft.fields.items() if k not in NODE_FIELDS_IN_MODEL}
    if "sizes" in attributes:
        attributes["sizes"] = _sizes_as_tuples(attributes["sizes"])
    if draft.parent is None:
        attributes |= source_ops_attribute(kernel, digests)
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
