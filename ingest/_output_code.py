"""Inductor's wrapper code (``output_code.py``, or a log's ``output_code`` artifact) read beside its IR: which
function launches each node (``LaunchNames``), launches no node accounts for, what a template, an extern kernel or a
higher-order wrapper computes (the ``Original ATen`` comment over a kernel's definition, the op a wrapper call runs),
and the replay of what ``call`` allocates, reuses and frees, which gives the bytes really allocated, each buffer's
live steps and the memory timeline."""

from __future__ import annotations

import dataclasses
import re
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence, Set
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from dumpdiff.ingest._cpp_wrapper import CppWrapperReader
from dumpdiff.ingest._kernel_source import KernelSources
from dumpdiff.ingest._text import top_level_items
from dumpdiff.ingest._torch import (
    OP_REFERENCE,
    TRITON_DTYPES,
    at_hints,
    bracket_balance,
    dims,
    storage_bytes,
)
from dumpdiff.ingest.model import Buffer, BufferRole, DepKind, Dim, Node
from dumpdiff.ingest.traits import ATEN_NODE_KIND, LAUNCH_KIND, TORCH_SIZE_SYMBOL

# output_code.py: launches and the allocation replay that gives the peak.
TRITON_RUN = re.compile(r"^\s+(?P<kernel>[A-Za-z_]\w*)\.run\((?P<args>.*)")  # Triton launches, user kernels too
CPP_CALL = re.compile(r"^\s+(?P<kernel>cpp_fused_\w+)\((?P<args>.*)")
TEMPLATE_CALL = re.compile(r"^\s+(?P<kernel>\w+)\.(?P=kernel)\((?P<args>.*)")  # CUTLASS/ROCm: `k.k(args, stream)`
# The graph's buffers, workspaces (`workspace_0`: a cooperative or mix-order reduction's partial results) and pools
# (`pool1`, with `memory_planning`); not a control-flow subgraph's (`true_graph_0_buf0`, in a function of its own).
# The size and stride tuples are split by `top_level_items`: with dynamic shapes they hold calls and brackets
# (`(s93, s29, s63 // s3)`, `(s3*max(1, s63 // s3), (-1) + s27)`).
ALLOCATION = re.compile(
    r"^\s+(?P<buffer>buf\d+|workspace_\d+|pool\d+) = empty_strided_\w+\((?P<layout>\(.*\)), torch\.(?P<dtype>\w+)\)"
)
# With dynamic shapes `call` takes each size symbol from an argument (`s77 = primals_3`), and `get_args`, which the
# module's benchmark runs, gives that argument the example value the graph was compiled for (`primals_3 = 64`).
SIZE_SYMBOL = re.compile(r"^\s+(?P<symbol>[su]\d+) = (?P<argument>\w+)$")
EXAMPLE_SIZE = re.compile(r"^\s+(?P<argument>\w+) = (?P<value>\d{1,19})$")
REUSE = re.compile(r"^\s+(?P<new>\w+) = (?:reinterpret_tensor\()?(?P<old>\w+)\b.*; del (?P=old)\s+# reuse$")
FALLBACK_CALL = re.compile(r"^\s+(?P<buffer>buf\d+) = (?P<kernel>(?:torch\.ops\.)?aten\.[\w.]+)\((?P<args>.*)")
# A buffer an extern or fallback op returns (`buf0 = torch.ops.aten.sort.stable(...)`), or what MultiOutput picks of
# it (`buf1 = buf0[0]`, `buf1 = buf0` for a single result): storage the IR's layout sizes (the op's own buffer has a
# MultiOutputLayout and owns nothing). Views (`reinterpret_tensor`, `buf0.view`) own none.
PRODUCED = re.compile(
    r"^\s+(?P<buffer>buf\d+) = (?:(?!None$)(?P<picked>\w+)(?:\[\d+\])?$|(?:torch\.ops|extern_kernels|aten)\.[\w.]+\()"
)
# An extern kernel, a fallback or a collective `call` runs (`extern_kernels.mm(a, b, out=buf3)`, `buf0 =
# torch.ops.aten.sort.stable(...)`): a step of the memory timeline, as a Triton or C++ launch is.
EXTERN_RUN = re.compile(r"^\s+(?:buf\d+ = )?(?P<kernel>(?:extern_kernels|torch\.ops\.\w+|aten)\.[\w.]+)\(")
RETURN = re.compile(r"^\s+return \((?P<names>.*)\)\s*$")  # `call`'s outputs, views of buffers among them
PARTITION_DEF = re.compile(r"^def partition_(\d{1,19})\(")
PARTITION_CALL = re.compile(r"\bself\.partitions\[(\d{1,19})\]\(")
DELETE = re.compile(r"^\s+del (?P<names>\w+(?:, \w+)*)$")
# What `call` asserts of a result an op returns (its sizes and strides; the dtype only the launches reading it say).
ASSERT_SIZE_STRIDE = re.compile(r"^\s+assert_size_stride\((?P<args>buf\d+, .*)\)\s*$")
PLAIN_LAYOUT = re.compile(r"(?P<buffer>buf\d+), \((?P<sizes>[\d, ]*)\), \((?P<strides>[\d, ]*)\),")  # no symbols
LIBRARY_OUTPUT = re.compile(r"\bout=(?P<buffer>\w+)")
ARGUMENT_BUFFER = re.compile(r"\s*(?:reinterpret_tensor\()?(?P<buffer>buf\d+)\b")
# Library calls whose operands are of their output's dtype (not `_scaled_mm`'s float8 operands, `_int_mm`'s int8).
SAME_DTYPE_CALLS = frozenset(
    {"extern_kernels.mm", "extern_kernels.addmm", "extern_kernels.bmm", "extern_kernels.baddbmm",
     "extern_kernels.convolution"}
)  # fmt: skip
BUFFER_NAME = re.compile(r"\b\w+\b")
NUMERIC_KERNEL_SUFFIX = re.compile(r"_\d+$")  # `cpp_fused_add_3`: a per-graph counter, not content
# An ATen node's name is its op's, then the overload where a pattern put the node in (`constant_pad_nd_default`,
# `mul_tensor`), then a number: the op alone is its content.
ATEN_NODE_SUFFIXES = re.compile(r"(?:_(?:default|tensor|scalar))?(?:_\d+)?$")
# What a library call, a template or a higher-order wrapper computes (`computes`): the comment over a kernel's
# definition lists the aten ops of every node it runs (`# ... Original ATen: [aten.mm, aten.relu]` before
# `triton_tem_fused_mm_relu_0 = async_compile.triton(...)`), a wrapper call (`buf5 = torch.ops.higher_order.
# graphsafe_run_with_rng_state(...)`) names the op it runs among its arguments (`OP_REFERENCE`).
KERNEL_ATEN_OPS = re.compile(
    r"# Topologically Sorted Source Nodes: \[(?P<nodes>[^\]]*)\], Original ATen: \[(?P<ops>[^\]]*)\]\n"
    r"(?:#.*\n)*(?P<kernel>\w+) = async_compile\.",
    re.MULTILINE,
)
# The same comments whole, for the ATen nodes they list: `# Source node to ATen node mapping:` then `#   layer_norm =>
# add, add_1, rsqrt, sub, var_mean` (empty where the source nodes are: a backward kernel's), then `# Graph fragment:`,
# each computed node `#   %add_1 : ... = call_function[target=torch.ops.aten.add.Tensor](...)`. A C++ kernel's
# definition has none of it; with `comment_origin` the sources may be `Unsorted`.
KERNEL_COMMENTS = re.compile(
    r"# (?:Topologically Sorted|Unsorted) Source Nodes: .*\n(?P<comments>(?:#.*\n)*)(?P<kernel>\w+) = async_compile\.",
    re.MULTILINE,
)
MAPPED_ATEN_NODES = re.compile(r"^#   (?!%).*? => (.*)$", re.MULTILINE)
FRAGMENT_ATEN_NODE = re.compile(r"^#   %(\w+) : .*?= call_function\[", re.MULTILINE)
# An extern call in `call` under the comment naming the FX nodes it computes (its `out=` buffer, or the buffer a
# fallback op returns, says which node it is): `# Topologically Sorted Source Nodes: [matmul], ...` then
# `extern_kernels.mm(buf3, primals_2, out=buf4)`, or `buf1 = torch.ops.aten._scaled_dot_product_cudnn_attention...`.
EXTERN_SOURCE_NODES = re.compile(
    r"# Topologically Sorted Source Nodes: \[(?P<nodes>[^\]]*)\], Original ATen: .*\n"
    r"(?:[ \t]+#.*\n)*[ \t]+(?:extern_kernels\.\w+\(.*\bout=(?P<buffer>buf\d+)\)"
    r"|(?P<returned>buf\d+) = (?:torch\.ops\.)?aten\.[\w.]+\(.*\))$",
    re.MULTILINE,
)
# These three patterns start with the comment's words, not with `^`, so that the regex engine looks for those words
# as a literal (three times faster): what follows each tells a kernel's definition at the margin from a launch.
# A kernel's launch in `call` under the comment naming the FX nodes that launch computes: a kernel launched for each
# of several layers has one definition, whose comment names the first layer's nodes only. `# Topologically Sorted
# Source Nodes: [router_probs_1, ], ...`, other comments, then `triton_poi_fused_exp_3.run(mm_9, buf24, 1024, ...)`
# (a C++ kernel: `cpp_fused_exp_3(buf24, ...)`); the buffers it names say which of the kernel's nodes it is.
LAUNCH_SOURCE_NODES = re.compile(
    r"# Topologically Sorted Source Nodes: \[(?P<nodes>[^\]]*)\], Original ATen: .*\n"
    r"(?:[ \t]+#.*\n)*(?:[ \t]+stream\d+ = get_raw_stream\(\d+\)\n)?[ \t]+(?P<kernel>\w+)(?:\.run)?\((?P<args>[^()]*)",
    re.MULTILINE,
)
# Which backend runs scaled_dot_product_attention is the dispatcher's choice (GPU, dtype, shapes, torch release):
# flash, memory-efficient and cuDNN attention are one op, as an extern mm and a template are.
SDPA_BACKEND = re.compile(r"^aten\._scaled_dot_product_(?:flash|efficient|cudnn|fused)_attention\w*?(_backward)?$")
# A gemm adding its bias (`addmm`) is the gemm and the add: the bias may run inside the library call or in the
# pointwise kernel after it (float32 against bfloat16, a torch release unfusing the bias), the same work either way.
BIAS_FUSED = {
    "aten.addmm": ["aten.mm", "aten.add"],
    "aten.bias_addmm": ["aten.mm", "aten.add"],  # cuBLASLt with the bias as its epilogue
    "aten.baddbmm": ["aten.bmm", "aten.add"],
}
# `multi_kernel_0 = async_compile.multi_kernel('multi_kernel_0', [` then one variant per line up to `]`: with
# `triton.multi_kernel`, a launch that times a looped and a persistent reduction and runs the faster.
MULTI_KERNEL = re.compile(r"^(?P<kernel>\w+) = async_compile\.multi_kernel\(")
PERSISTENT_PREFIX = "triton_per_"
# `[ \t]`, not `\s`: searched over the whole code, `\s` would run on through every blank line at each line start.
WRAPPER_CALL = re.compile(r"^[ \t]+(?P<buffer>buf\d+) = torch\.ops\.higher_order\.\w+\((?P<args>.*)", re.MULTILINE)
# The ops Inductor lowers to a template (`torch/_inductor/kernel/`): a template node's own op among the aten ops of
# the kernel running it, the others being its prologue and epilogue.
TEMPLATE_OPS = frozenset(
    {
        "aten.mm", "aten.addmm", "aten.bmm", "aten.baddbmm", "aten._int_mm", "aten._scaled_mm", "aten._grouped_mm",
        "aten._scaled_grouped_mm", "aten.convolution", "aten.convolution_backward", "flex_attention",
        "flex_attention_backward", "aten.mm_plus_mm",
    }
)  # fmt: skip


# The GPU Triton kernels were compiled for, in their `triton_meta`:
# `DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, ...)`.
DEVICE_PROPERTIES = re.compile(
    r"DeviceProperties\(type='(?P<type>\w+)'[^)]*?\bmulti_processor_count=(?P<units>\d+), cc=(?P<cc>\w+)"
)
WRAPPER_FILES = ("output_code.py", "output_code.cpp")  # the Python wrapper, else AOTInductor's C++ one


def compiled_for(code: str) -> str | None:
    """`sm_90, 132 SMs`: the GPU the graph's Triton kernels were compiled for, where the code says (Inductor's
    choices, such as how far to split a reduction, follow its multiprocessors)."""
    if (device := DEVICE_PROPERTIES.search(code)) is None:
        return None
    if device["type"] == "cuda":
        return f"sm_{device['cc']}, {device['units']} SMs"
    return f"{device['type']} {device['cc']}, {device['units']} compute units"


def no_timeline_reason(replay: Replay | None) -> str:
    if replay is None:
        return "a control-flow subgraph: its allocations are in its parent graph's code"
    if replay.unknown is not None and replay.unknown_from == "unlisted result":
        return (
            f"output_code.py gets {replay.unknown} from an op and says neither its size (`assert_size_stride`) nor"
            " the dtype a kernel reads it as; only the IR would (none here)"
        )
    if replay.unknown is not None and replay.unknown_from == "result":
        return f"output_code.py gets {replay.unknown} from an op, of a size not known at compile time (symbolic)"
    if replay.unknown is not None:
        return f"output_code.py allocates {replay.unknown} with a size not known at compile time (symbolic)"
    if not replay.schedule and not replay.held:
        return "no output_code.py beside the IR: the IR says what is computed, not when memory is allocated or freed"
    return "output_code.py runs no kernel: no steps"


def with_memory_facts(buffers: Mapping[str, Buffer], replay: Replay | None) -> tuple[Buffer, ...]:
    """The IR's buffers with what `call` holds for them: with the code, a buffer the wrapper never holds (fused away,
    a part of a pool) owns 0 bytes, one it allocates what the allocation takes (the IR size kept as `ir_nbytes`),
    one taking another's storage over (`# reuse`) its IR size, its slot naming the storage (counted once in the
    total); storage the IR does not name (workspaces, pools) is a buffer of its own."""
    if replay is not None and not buffers:
        return _storage_of_code_alone(replay)
    if replay is None or not replay.timeline or replay.unknown is not None:
        return tuple(
            dataclasses.replace(b, role=_role(b.name, b, replay), updates=_updated_input(b, buffers))
            for b in buffers.values()
        )
    built = []
    for buffer_name, buffer in buffers.items():
        held = replay.held.get(buffer_name)
        facts: dict[str, Any] = {"role": _role(buffer_name, buffer, replay), "updates": _updated_input(buffer, buffers)}
        if buffer.kind != "input" and (held is None or held.slot == buffer_name):
            nbytes = held.nbytes if held is not None else 0  # what `empty_strided` allocates (padded strides too)
            facts |= {"nbytes": nbytes, "attributes": {**buffer.attributes, "ir_nbytes": buffer.nbytes}}
        if held is not None:
            facts |= {"slot": held.slot, "live_start": held.first_step, "live_end": _last_step(held, replay)}
        built.append(dataclasses.replace(buffer, **facts))
    built += [_storage(name, held, replay, timed=True) for name, held in replay.held.items() if name not in buffers]
    return tuple(built)


def _storage_of_code_alone(replay: Replay) -> tuple[Buffer, ...]:
    """What `call` holds where no IR names its buffers (a log of the code alone): each name's storage, and the
    names writing into an input's storage, which the caller holds (no bytes of the graph's). Where some size is
    unknown (what a fallback returns), no timeline, but what `call` allocates is still sized, for kernels' buffers
    to compare one by one."""
    timed = replay.unknown is None and bool(replay.timeline)
    held = [_storage(name, held, replay, timed=timed) for name, held in replay.held.items()]
    taken = [Buffer(name=n, kind="input", role="input", slot=old) for n, old in replay.taken_inputs.items()]
    return (*held, *taken)


def _storage(buffer_name: str, held: Held, replay: Replay, *, timed: bool) -> Buffer:
    """Storage `call` holds that no IR buffer names (workspaces, pools; every buffer of the code alone), with when it
    is held where the replay has a timeline (`timed`)."""
    return Buffer(
        name=buffer_name,
        kind="workspace" if buffer_name.startswith("workspace_") else "pool",
        nbytes=None if buffer_name in replay.unsized else held.nbytes,
        role=_role(buffer_name, None, replay),
        slot=held.slot,
        live_start=held.first_step if timed else None,
        live_end=_last_step(held, replay) if timed else None,
    )


def _last_step(held: Held, replay: Replay) -> int:
    return len(replay.schedule) if held.last_step is None else held.last_step  # never freed: returned, outlives


def _role(buffer_name: str, buffer: Buffer | None, replay: Replay | None) -> BufferRole | None:
    if buffer is not None and buffer.kind == "input":
        return "input"
    if buffer_name.startswith("workspace_"):
        return "workspace"
    if buffer_name.startswith("pool"):
        return "pool"
    if replay is not None and buffer_name in replay.returned:
        return "output"
    if replay is not None and replay.timeline and buffer_name not in replay.held:
        return None  # the wrapper never allocates it: fused away, a view, an update in place
    return "temp"


def _updated_input(buffer: Buffer, buffers: Mapping[str, Buffer]) -> str | None:
    """The graph input a buffer updates in place (an optimizer step, `copy_` into an input), if any."""
    return next((m for m in buffer.mutations if m in buffers and buffers[m].kind == "input"), None)


class LaunchNames:
    """Names nodes after the launches of the generated code whose arguments name their buffers."""

    def __init__(self, launches: Sequence[tuple[str, frozenset[str]]]) -> None:
        self.launches = launches
        self.naming: dict[str, list[int]] = defaultdict(list)  # buffer -> the launches naming it, in call order
        for index, (_, arguments) in enumerate(launches):
            for argument in arguments:
                self.naming[argument].append(index)
        self.taken: set[int] = set()
        self.latest = 0  # the last launch taken: the code launches in schedule order

    def of(self, written: Iterable[str], mutated: Iterable[str]) -> str | None:
        """The launch of a node writing `written` (the first naming one: nodes a CPU function packs together share
        its launch), else updating the inputs `mutated` in place (every kernel reading an input names it too: the
        next launch after the last one taken that no node took)."""
        if launched := [self.naming[b][0] for b in written if b in self.naming]:
            chosen = min(launched)
        elif launched := sorted(i for b in mutated for i in self.naming.get(b, ())):
            chosen = next((i for i in launched if i >= self.latest and i not in self.taken), launched[0])
        else:
            return None
        self.taken.add(chosen)
        self.latest = max(self.latest, chosen)
        return self.launches[chosen][0]


def launches_without_nodes(
    launches: Sequence[tuple[str, frozenset[str]]],
    nodes: Sequence[Node],
    produced: Set[str],
    launched_elsewhere: Set[str],
    digests: Mapping[str, Mapping[str, int]],
    code: str,
) -> tuple[list[Node], list[tuple[str, frozenset[str]]]]:
    """Launches of the generated code that no node of the IR accounts for, as kernels of their own (with the
    launches they are, by node name): with control flow (torch.cond, while_loop), TORCH_COMPILE_DEBUG writes each
    subgraph's IR over the graph's own, so the IR beside output_code.py shows only the last subgraph while the code
    launches every kernel. A launch naming a buffer the IR produces is a node's further launch (a foreach node's
    kernels split by argument count, a mix-order reduction's epilogue): a subgraph's buffers carry its name
    (`true_graph_0_buf0`). Such a kernel's members are the ATen nodes the comments over its definition say it
    computes (`aten_nodes_of_kernels`), each of kind `ATEN_NODE_KIND` doing its op: the leaves a fusion lost or made
    is told by, as an IR's nodes are."""
    if any(n.is_kernel and not n.kernel for n in nodes):
        return [], []  # some kernel's launch was not recognised: what is left over is no evidence of a missing IR
    named = {n.kernel for n in nodes} | launched_elsewhere
    order = len(nodes)
    unseen: list[Node] = []
    members: list[Node] = []
    taken: list[tuple[str, frozenset[str]]] = []
    names: set[str] = set()
    aten_nodes: dict[str, list[str]] | None = None
    for kernel, arguments in launches:
        if kernel in named or arguments & produced:
            continue
        if aten_nodes is None:  # read once, for the graphs that have such launches
            aten_nodes = aten_nodes_of_kernels(code)
        name = kernel if kernel not in names else f"{kernel}#{len(unseen) + 1}"
        names.add(name)
        taken.append((name, arguments))
        # Its name lists the aten ops it fuses (`cpp_fused_gt_mul_relu_1`): all there is of a C++ kernel. A name
        # listing none (`triton_poi_fused_0`: a layout copy) is its kind of kernel, whatever its number.
        content = tuple(filter(None, NUMERIC_KERNEL_SUFFIX.sub("", kernel).partition("fused_")[2].split("_")))
        computed = [
            Node(name=f"{name}/{aten}", kind=ATEN_NODE_KIND, order=order + len(unseen), parent=name, ops=(op,))
            for aten in aten_nodes.get(kernel, ())
            if (op := ATEN_NODE_SUFFIXES.sub("", aten))
        ]
        members += computed
        unseen.append(
            Node(
                name=name,
                kind=LAUNCH_KIND,
                order=order + len(unseen),
                is_kernel=True,
                kernel=kernel,
                members=tuple(member.name for member in computed),
                ops=content or (NUMERIC_KERNEL_SUFFIX.sub("", kernel),),
                attributes={
                    "source": "output_code.py",
                    **source_ops_attribute(kernel, digests),
                    **_launched_op(kernel),
                },
            )
        )
    return unseen + members, taken


def _launched_op(kernel: str) -> dict[str, Any]:
    """The `computes` attribute of a library call or fallback known by its launch alone (`extern_kernels.addmm`,
    `torch.ops.aten._scaled_dot_product_cudnn_attention.default`): the op it runs, as for a node of the IR, without
    the layouts it writes, which the code does not type."""
    if not kernel.startswith(("extern_kernels.", "torch.ops.aten.")):
        return {}
    op = _aten_op(kernel)
    return {"computes": {"kind": op, "ops": BIAS_FUSED.get(op, [op])}}


def launch_dataflow(
    launched: Sequence[tuple[str, frozenset[str]]], steps: Sequence[Step]
) -> list[tuple[str, str, DepKind, bool]]:
    """What each launch (by node name, in call order) reads and writes, where no IR says: a launch names its
    buffers among its arguments, not which it writes, but `call` allocates each buffer (or takes one over, `#
    reuse`) just before the launch writing it, so the first launch naming a buffer `call` allocates writes it, and
    every other launch naming it reads it, as every launch naming a graph input does (one `call` frees or returns, a
    number it returns aside). A fallback op's call names the result it returns, and writes the items `call` picks of
    it too (`buf61 = buf60[0]`). A launch updating storage taken over in place names it by its earlier names too
    (`scan_output_code`): it reads what they held."""
    allocated = {step.buffer for step in steps if step.kind in ("allocate", "rename", "produce")}
    inputs = {step.buffer for step in steps if step.kind in ("free", "return") and step.buffer.isidentifier()}
    inputs |= {step.old for step in steps if step.kind == "rename"}  # an input's storage taken over
    inputs -= allocated
    items: dict[str, list[str]] = defaultdict(list)
    for step in steps:
        if step.kind == "produce" and step.old in allocated:
            items[step.old].append(step.buffer)
    written: set[str] = set()
    deps: list[tuple[str, str, DepKind, bool]] = []
    for name, arguments in launched:
        for buffer in sorted(arguments & allocated):
            if buffer in written:
                deps.append((name, buffer, "read", False))
                continue
            for result in (buffer, *items.get(buffer, ())):
                deps.append((name, result, "write", False))
                written.add(result)
        deps += [(name, buffer, "read", False) for buffer in sorted(arguments & inputs)]
    return deps


def aten_nodes_of_kernels(code: str) -> dict[str, list[str]]:
    """The ATen nodes each generated kernel computes, as the comments over its definition list them: what a kernel
    known only by its launch fuses."""
    computed: dict[str, list[str]] = {}
    for definition in KERNEL_COMMENTS.finditer(code):
        comments = definition["comments"]
        mapped = (name for names in MAPPED_ATEN_NODES.findall(comments) for name in names.split(", ") if name)
        computed[definition["kernel"]] = list(dict.fromkeys([*mapped, *FRAGMENT_ATEN_NODE.findall(comments)]))
    return computed


def output_code_text(folder: Path) -> str:
    path = folder / "output_code.py"
    return path.read_text(encoding="utf-8-sig", errors="replace") if path.is_file() else ""


def _node_names(listed: str) -> list[str]:
    """The FX node names a `Topologically Sorted Source Nodes` list gives; a node printed without a name (`[mul, ,
    cross_entropy]`: a prim such as `prepare_softmax_online`) names nothing to compare."""
    return [name for name in listed.split(", ") if name]


def with_what_they_compute(
    nodes: list[Node], buffers: Mapping[str, Buffer], deps: Iterable[tuple[str, str, DepKind, bool]], code: str
) -> list[Node]:
    """Sets `computes` on the nodes that run one op through a library call, a template or a higher-order wrapper:
    the op (`aten.mm`), and in `kind` the op with the layouts it writes (such an op has no loop body: its shapes are
    what tells two apart). An extern `mm` and a Triton template of the same mm then do the same work. Sets
    `source_nodes` on the kernels whose code names the FX nodes they compute (a Triton kernel's definition, an extern
    call's launch)."""
    defined = list(KERNEL_ATEN_OPS.finditer(code))
    aten_ops = {match["kernel"]: match["ops"].split(", ") for match in defined}
    # The FX nodes each kernel computes, as the joint graph named them: a backward kernel recomputing forward work
    # computes only forward nodes (`[layer_norm]`), under the forward's names.
    source_nodes = {match["kernel"]: _node_names(match["nodes"]) for match in defined}
    nodes_written = {
        match["buffer"] or match["returned"]: _node_names(match["nodes"])
        for match in EXTERN_SOURCE_NODES.finditer(code)
    }
    launched = {
        (match["kernel"], buffer): _node_names(match["nodes"])
        for match in LAUNCH_SOURCE_NODES.finditer(code)
        for buffer in BUFFER_NAME.findall(match["args"])
    }
    wrapped = {}
    for call in WRAPPER_CALL.finditer(code):
        if argument := OP_REFERENCE.search(call["args"]):
            wrapped[call["buffer"]] = _aten_op(argument["op"])
    written: dict[str, list[str]] = defaultdict(list)
    for node_name, buffer, kind, _ in deps:
        if kind == "write":
            written[node_name].append(buffer)
    kernel_of = {node.name: node.kernel for node in nodes}
    computed = []
    for node in nodes:
        op = None
        if node.kind == "ExternKernelSchedulerNode" and node.is_kernel and node.kernel:
            op = next((wrapped[b] for b in written[node.name] if b in wrapped), None) or _aten_op(node.kernel)
        elif node.ops and node.ops[0].endswith("TemplateBuffer"):
            kernel = node.kernel or kernel_of.get(node.parent or "")
            op = ",".join(dict.fromkeys(o for o in aten_ops.get(kernel or "", ()) if o in TEMPLATE_OPS)) or None
        nodes_computed = (
            next((launched[node.kernel, b] for b in written[node.name] if (node.kernel, b) in launched), None)
            or source_nodes.get(node.kernel or "")
            or next((nodes_written[b] for b in written[node.name] if b in nodes_written), None)
        )
        if node.is_kernel and nodes_computed:
            node = dataclasses.replace(node, attributes={**node.attributes, "source_nodes": nodes_computed})
        if op is None:
            computed.append(node)
            continue
        layouts = sorted(_layout_label(buffers[b]) for b in written[node.name] if b in buffers and buffers[b].shape)
        ops = BIAS_FUSED.get(op, [op])
        computes = {"kind": " ".join([ops[0], *layouts]), "ops": ops}
        computed.append(dataclasses.replace(node, attributes={**node.attributes, "computes": computes}))
    return computed


def _aten_op(kernel: str) -> str:
    """`extern_kernels.mm` -> `aten.mm`, `torch.ops.aten.sort.stable` -> `aten.sort`: the op, not its overload; an
    attention backend's op is the attention op (`SDPA_BACKEND`)."""
    name = kernel.removeprefix("torch.ops.")
    if name.startswith("extern_kernels."):
        name = "aten." + name.removeprefix("extern_kernels.")
    return SDPA_BACKEND.sub(r"aten.scaled_dot_product_attention\1", ".".join(name.split(".")[:2]))


def _layout_label(buffer: Buffer) -> str:
    """`bfloat16[512, 2048]`, size symbols without their per-process numbers (`s77` -> `s`)."""
    sizes = ", ".join(TORCH_SIZE_SYMBOL.sub(r"\1", str(d)) for d in buffer.shape or ())
    return f"{buffer.dtype}[{sizes}]"


class Step(NamedTuple):
    """One event of `call`, in order: allocate (`nbytes` given, None if symbolic: `layout` then keeps the dtype, size
    and stride as printed), produce (sized by the IR, else as the code says, `ResultSizes`; `old` the result it picks
    an item of, if any), rename (`buffer` takes over `old`'s storage), free, run (`buffer` is the kernel or extern op
    run), return (an output)."""

    kind: str
    buffer: str
    nbytes: int | None = None
    old: str = ""
    layout: tuple[str, tuple[Dim, ...], tuple[Dim, ...]] | None = None


class Code(NamedTuple):
    """What `output_code.py` says: kernel launches (name, argument names) in call order, the allocation steps of
    `call`, and the digest of each kernel's source by kernel name."""

    launches: list[tuple[str, frozenset[str]]]
    steps: list[Step]
    digests: Mapping[str, Mapping[str, int]]
    hints: Mapping[str, int] = {}  # each size symbol's example value (`get_args`), by symbol
    # `call` runs to its end (its `return`, the C++ entry point's closing brace), or runs nothing: code cut off while
    # written would miss its last launches and frees.
    ended: bool = True


def wrapper_file(folder: Path) -> Path | None:
    """The wrapper code beside a graph's IR: `output_code.py`, or AOTInductor's `output_code.cpp`."""
    return next((path for name in WRAPPER_FILES if (path := folder / name).is_file()), None)


def read_output_code(folder: Path) -> Code:
    if (path := wrapper_file(folder)) is None:
        return Code([], [], {})
    with path.open(encoding="utf-8-sig", errors="replace") as stream:
        return scan_output_code(stream, cpp_wrapper=CppWrapperReader(whole_file=path.suffix == ".cpp"))


def scan_output_code(lines: Iterable[str], cpp_wrapper: CppWrapperReader | None = None) -> Code:
    """Kernel launches and the allocation steps of `call`, with those of the graph partitions it calls (torch >= 2.9
    with CUDA graphs: `def partition_0(args)` comes before `call`) where it calls them; the kernels' sources."""
    launches: list[tuple[str, frozenset[str]]] = []
    steps: list[Step] = []
    partitions: dict[int, tuple[list[tuple[str, frozenset[str]]], list[Step]]] = {}
    current = (launches, steps)
    # `new = old; del old  # reuse` before anything launched with `old`: on CPU, the nodes a `cpp_fused_*` function
    # packs together hand their storage on inside it, so the function names only the last name.
    earlier_names: dict[str, tuple[str, ...]] = {}
    pending: tuple[str, str] | None = None
    sources = KernelSources()
    cpp_wrapper = cpp_wrapper or CppWrapperReader()
    returned = generated = False  # generated: Inductor wrote it (a hand-trimmed `call` may end without returning)
    symbols: dict[str, str] = {}  # size symbol -> the argument of `call` holding it
    examples: dict[str, int] = {}  # argument -> the integer `get_args` passes for it
    variants: dict[str, list[str]] = {}  # a multi-kernel -> the kernels it chooses from
    listing: list[str] | None = None  # the variants of the multi-kernel being defined

    results = ResultSizes(sources)

    def launch(kernel: str, args: str, *, library: bool = False) -> None:
        names = BUFFER_NAME.findall(args)
        renamed = not library and any(name in earlier_names for name in names)
        carrying = _carrying_earlier_names(names, args, sources.parameters.get(kernel)) if renamed else []
        current[0].append((kernel, frozenset(names).union(*(earlier_names.get(name, ()) for name in carrying))))
        results.read_by(kernel, args, library=library)

    for line in lines:
        if pending is not None:
            kernel, args = pending[0], pending[1] + line
            if bracket_balance("(" + args) <= 0:
                launch(kernel, args)
                pending = None
            else:
                pending = (kernel, args)
            continue
        if sources.feed(line) or cpp_wrapper.feed(line):
            continue
        if listing is not None:
            if line.startswith("]"):
                listing = None
            elif name := line.strip().rstrip(","):
                listing.append(name)
            continue
        if line[:1].isalpha():  # a top-level statement: a partition's code starts, or the module's goes on
            if multi := MULTI_KERNEL.match(line):
                listing = variants.setdefault(multi["kernel"], [])
                continue
            generated = generated or line.startswith("from torch._inductor")
            partition = PARTITION_DEF.match(line)
            current = partitions.setdefault(int(partition[1]), ([], [])) if partition else (launches, steps)
        elif (called := PARTITION_CALL.search(line)) and (code := partitions.get(int(called[1]))):
            launches.extend(code[0])
            steps.extend(code[1])
        elif match := TRITON_RUN.match(line) or CPP_CALL.match(line) or TEMPLATE_CALL.match(line):
            current[1].append(Step("run", match["kernel"]))
            if bracket_balance("(" + match["args"]) <= 0:
                launch(match["kernel"], match["args"])
            else:
                pending = (match["kernel"], match["args"])
        elif (match := ALLOCATION.match(line)) and len(tuples := top_level_items(match["layout"])) == 2:
            size, stride = (dims(item.strip()[1:-1]) for item in tuples)
            layout = (match["dtype"], size, stride)
            results.dtypes[match["buffer"]] = match["dtype"]
            nbytes = storage_bytes(*layout)
            current[1].append(Step("allocate", match["buffer"], nbytes, layout=None if nbytes is not None else layout))
        elif match := SIZE_SYMBOL.match(line):
            symbols[match["symbol"]] = match["argument"]
        elif match := EXAMPLE_SIZE.match(line):
            examples[match["argument"]] = int(match["value"])
        elif match := REUSE.match(line):
            old, new = match["old"], match["new"]
            earlier_names[new] = (old, *earlier_names.get(old, ()))
            current[1].append(Step("rename", new, old=old))
        elif match := ASSERT_SIZE_STRIDE.match(line):
            results.asserted(match["args"])
        elif match := DELETE.match(line):
            current[1].extend(Step("free", buffer) for buffer in match["names"].split(", "))
        elif match := PRODUCED.match(line):
            current[1].append(Step("produce", match["buffer"], old=match["picked"] or ""))
            results.operands[match["buffer"]] = BUFFER_NAME.findall(line[match.end() :])
            if call := FALLBACK_CALL.match(line):
                # Torch 2.4 prints no `node.kernel` for fallback nodes: the call names the buffer it returns.
                current[1].append(Step("run", call["kernel"]))
                launch(call["kernel"], f"{call['buffer']}, {call['args']}", library=True)
            elif extern := EXTERN_RUN.match(line):
                current[1].append(Step("run", extern["kernel"]))
                launch(extern["kernel"], line[extern.end() :], library=True)
        elif match := EXTERN_RUN.match(line):
            # A library call (cuBLAS through `extern_kernels.mm(a, b, out=buf3)`) launches kernels too: without the IR
            # (a log of the code alone) its launch is all that says it runs.
            current[1].append(Step("run", match["kernel"]))
            launch(match["kernel"], line[match.end() :], library=True)
        elif (match := RETURN.match(line)) and current[1] is steps:
            steps.extend(Step("return", name) for name in BUFFER_NAME.findall(match["names"]))
            returned = True
    if cpp_wrapper.found:
        # What the Python reading saw before it is the compile-time autotuning block, on example values.
        launches = [(kernel, frozenset(BUFFER_NAME.findall(args))) for kernel, args in cpp_wrapper.launches]
        steps = [Step(*event) for event in cpp_wrapper.events]
    hints = {symbol: examples[argument] for symbol, argument in symbols.items() if argument in examples}
    ended = cpp_wrapper.ended if cpp_wrapper.found else returned or not generated
    if variants:
        launches, steps = _as_launched_without_multi_kernels(launches, steps, variants)
    return Code(launches, results.sized(steps), sources.digests, hints, ended)


class ResultSizes:
    """The sizes of what ops return (`buf60 = torch.ops.aten....(...)`, `buf61 = buf60[0]`), which only the IR gives
    where there is one: `call` asserts each result's sizes and strides (`assert_size_stride`), and the launches
    reading it say its dtype (a Triton kernel's signature, a gemm's or convolution's output). A result whose items
    `call` picks owns no storage of its own."""

    def __init__(self, sources: KernelSources) -> None:
        self.sources = sources
        self.layouts: dict[str, tuple[tuple[Dim, ...], tuple[Dim, ...]]] = {}
        self.dtypes: dict[str, str] = {}  # what `call` allocates, and what launches read results as
        self.operands: dict[str, list[str]] = {}  # the names an op's call reads, by the result it returns

    def asserted(self, args: str) -> None:
        if plain := PLAIN_LAYOUT.match(args):  # most sizes: no size symbols, no brackets within
            self.layouts[plain["buffer"]] = (dims(plain["sizes"]), dims(plain["strides"]))
            return
        items = top_level_items(args)
        if len(items) >= 3 and all(item.strip().startswith("(") for item in items[1:3]):
            sizes, strides = (dims(item.strip()[1:-1]) for item in items[1:3])
            self.layouts[items[0].strip()] = (sizes, strides)

    def read_by(self, kernel: str, args: str, *, library: bool) -> None:
        if library:
            output = LIBRARY_OUTPUT.search(args) if kernel in SAME_DTYPE_CALLS else None
            dtype = self.dtypes.get(output["buffer"]) if output else None
            if dtype is not None:
                for name in BUFFER_NAME.findall(args):
                    self.dtypes.setdefault(name, dtype)
            return
        pointers = self.sources.pointer_dtypes.get(kernel, {})
        for item, parameter in _by_parameter(args, self.sources.parameters.get(kernel, ())):
            if (buffer := ARGUMENT_BUFFER.match(item)) and (dtype := TRITON_DTYPES.get(pointers.get(parameter, ""))):
                self.dtypes.setdefault(buffer["buffer"], dtype)

    def sized(self, steps: list[Step]) -> list[Step]:
        """`steps` with each result `call` picks items of owning nothing, and the others sized where known: storage
        taken over (`# reuse`) is of the same dtype under each name (Inductor reuses only storage of its dtype)."""
        picked = {step.old for step in steps if step.kind == "produce" and step.old}
        for step in reversed([step for step in steps if step.kind == "rename"]):
            if step.buffer in self.dtypes:
                self.dtypes.setdefault(step.old, self.dtypes[step.buffer])
        # An item no launch reads (a weight's gradient returned, an attention's statistics saved for the backward)
        # is taken to be of its siblings' dtype: a float32 logsumexp beside a bfloat16 output counts half its few
        # bytes, where leaving it unsized would leave the graph no figure at all.
        siblings: dict[str, str] = {}
        for step in steps:
            if step.kind == "produce" and step.old and step.buffer in self.dtypes:
                siblings.setdefault(step.old, self.dtypes[step.buffer])
        # Where none is read, they are of the op's operands' (a first convolution's weight gradient alone).
        for result, names in self.operands.items():
            if result not in siblings and (read := next((n for n in names if n in self.dtypes), None)):
                siblings[result] = self.dtypes[read]
        for step in steps:
            if step.kind == "produce" and step.old in siblings:
                self.dtypes.setdefault(step.buffer, siblings[step.old])
        sized = []
        for step in steps:
            if step.kind == "produce" and step.buffer in picked:
                step = step._replace(nbytes=0)
            elif step.kind == "produce" and step.buffer in self.layouts and step.buffer in self.dtypes:
                step = step._replace(layout=(self.dtypes[step.buffer], *self.layouts[step.buffer]))
            sized.append(step)
        return sized


def _carrying_earlier_names(names: list[str], args: str, parameters: tuple[str, ...] | None) -> list[str]:
    """The arguments of a launch that name a storage by its earlier names too, where `call` took it over (`# reuse`):
    those a Triton kernel updates in place (`in_out_ptr0`: it reads what the storage held), or every one where the
    kernel's parameters are unknown (a `cpp_fused_*` function hands storage on between the nodes it packs, so its
    launch names only the last name)."""
    if parameters is None:
        return names
    if not any(parameter.startswith("in_out_ptr") for parameter in parameters):
        return []
    return [item.strip() for item, parameter in _by_parameter(args, parameters) if parameter.startswith("in_out_ptr")]


def _by_parameter(args: str, parameters: Sequence[str]) -> Iterator[tuple[str, str]]:
    """A Triton launch's arguments with the kernel's parameters they are: it passes them in order, then the stream,
    not the kernel's compile-time constants."""
    return zip(top_level_items(args), parameters, strict=False)


def _as_launched_without_multi_kernels(
    launches: list[tuple[str, frozenset[str]]], steps: list[Step], variants: Mapping[str, list[str]]
) -> tuple[list[tuple[str, frozenset[str]]], list[Step]]:
    """A multi-kernel's launches named after its persistent reduction (Inductor makes one only where a reduction
    may run persistent, and then times it against the looped one): a named kernel with a source, where
    `multi_kernel_3` would read as a rename of every reduction and hide what it computes. A reduction looped without
    `triton.multi_kernel` reads as changed: it may well run persistent now."""
    chosen = {
        multi: next((name for name in names if name.startswith(PERSISTENT_PREFIX)), names[0])
        for multi, names in variants.items()
        if names
    }
    launches = [(chosen.get(kernel, kernel), names) for kernel, names in launches]
    steps = [
        step._replace(buffer=chosen[step.buffer]) if step.kind == "run" and step.buffer in chosen else step
        for step in steps
    ]
    return launches, steps


def _step_bytes(step: Step, buffer: Buffer | None, hints: Mapping[str, int]) -> int | None:
    """What an allocation takes, or what an extern op returns (the IR's layout), its size symbols at `hints`."""
    if step.kind == "allocate" or buffer is None:  # no IR: what the code says of a result (`ResultSizes`)
        if step.layout is None:  # sized without symbols (or not at all)
            return step.nbytes
        dtype, shape, stride = step.layout
    elif buffer.nbytes is not None or buffer.shape is None or buffer.stride is None:
        return buffer.nbytes
    else:
        dtype, shape, stride = buffer.dtype or "", buffer.shape, buffer.stride
    return storage_bytes(dtype, _at(shape, hints), _at(stride, hints))


def _unsized_source(step: Step, buffers: Mapping[str, Buffer]) -> str:
    if step.kind != "produce":
        return "allocation"
    return "result" if step.buffer in buffers else "unlisted result"


def _at(dims: Sequence[Dim], hints: Mapping[str, int]) -> list[Dim]:
    """`dims` at `hints`; one without a value stays a symbol (and `storage_bytes` then knows no size)."""
    return [dim if (value := at_hints(dim, hints)) is None else value for dim in dims]


@dataclass(slots=True)
class Held:
    """A name `call` holds storage under: the bytes it allocated (0 when it took another name's storage over), the
    storage it is in (the name first allocated), its first and last step."""

    nbytes: int
    slot: str
    first_step: int
    last_step: int | None = None


@dataclass
class Replay:
    """`call` replayed: the kernel or extern call of each step, the high-water of live bytes from the step before to
    this one, and what each name held; `unknown` names the first allocation of unknown size (no figure then)."""

    schedule: list[str] = field(default_factory=list)
    timeline: list[int] = field(default_factory=list)
    held: dict[str, Held] = field(default_factory=dict)
    returned: set[str] = field(default_factory=set)
    unknown: str | None = None
    # Where `unknown` came from: an `allocation`, an extern op's `result` (a data-dependent size: `nonzero`'s), or an
    # `unlisted result`, one the IR beside does not list.
    unknown_from: str | None = None
    unsized: set[str] = field(default_factory=set)  # every name whose size is unknown, `unknown` the first
    # Names taking a graph input's storage over (`buf9 = add_84; del add_84  # reuse`: a backward writing into an
    # activation it was handed), by the input's name: storage the caller holds, which `held` leaves out.
    taken_inputs: dict[str, str] = field(default_factory=dict)

    @property
    def peak(self) -> int | None:
        return max(self.timeline) if self.timeline and self.unknown is None else None


def replay_allocations(
    steps: Sequence[Step], buffers: Mapping[str, Buffer], hints: Mapping[str, int] | None = None
) -> Replay:
    """The buffers `call` holds step by step: allocations, what extern ops return (sized by the IR), reuses (the
    new name takes the old one's storage), `del` s. Graph inputs are not counted (the caller holds them). A step's
    figure is the most held at once since the previous step, so the timeline's maximum is the high-water mark;
    what is allocated after the last step counts in the last step. Sizes of size symbols count at `hints`, the
    example values the graph was compiled for (dynamic shapes)."""
    replay = Replay()
    live: dict[str, int] = {}
    current = high = 0
    for step in steps:
        if step.kind in ("allocate", "produce"):
            nbytes = _step_bytes(step, buffers.get(step.buffer), hints or {})
            if nbytes is None:
                if replay.unknown is None:
                    replay.unknown, replay.unknown_from = step.buffer, _unsized_source(step, buffers)
                replay.unsized.add(step.buffer)
                nbytes = 0
            live[step.buffer] = nbytes
            replay.held[step.buffer] = Held(nbytes, step.buffer, len(replay.schedule))
            current += nbytes
            high = max(high, current)
        elif step.kind == "rename":
            if step.old in live:
                live[step.buffer] = live.pop(step.old)
                old = replay.held[step.old]
                old.last_step = max(old.first_step, len(replay.schedule) - 1)
                replay.held[step.buffer] = Held(0, old.slot, len(replay.schedule))
            elif step.old not in replay.held:
                replay.taken_inputs[step.buffer] = step.old
        elif step.kind == "run":
            replay.schedule.append(step.buffer)
            replay.timeline.append(high)
            high = current
        elif step.kind == "return":
            replay.returned.add(step.buffer)
        else:
            current -= live.pop(step.buffer, 0)
            if (held := replay.held.get(step.buffer)) is not None and held.last_step is None:
                held.last_step = max(held.first_step, len(replay.schedule) - 1)
    if replay.timeline:
        replay.timeline[-1] = max(replay.timeline[-1], high)
    return replay


def source_ops_attribute(kernel: str | None, digests: Mapping[str, Mapping[str, int]]) -> dict[str, Any]:
    """The `source_ops` attribute: what the kernel's generated source computes (`_kernel_source`), where it is known."""
    return {"source_ops": dict(digests[kernel])} if kernel is not None and kernel in digests else {}
