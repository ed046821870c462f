"""HLO text (``HloModule::ToString``, ``xla/hlo/ir/hlo_instruction.cc``) as the XLA parser needs it.

A module is a header line, optional debug tables (``FileNames``, ``FunctionNames``, ``FileLocations``,
``StackFrames``: skipped), then computations::

    HloModule jit_step, is_scheduled=true, entry_computation_layout={...}
    %fused_add (param_0: f32[4,64,2048], ...) -> bf16[64,2048] {
      %param_0 = f32[4,64,2048]{2,1,0} parameter(0)
      ROOT %add.3 = bf16[64,2048]{1,0} add(%convert.1, %param_1), metadata={op_name="jit(step)/add"}
    }
    ENTRY %main.7 (...) -> (...) {
      %gemm_fusion_dot.3 = f32[4,64,2048]{2,1,0} fusion(%bitcast.1.0, %bitcast.10), kind=kCustom, calls=%c, ...
    }

Instruction lines are ``[ROOT ]%name = shape opcode(operands)[, attribute=value...]``; shapes may be tuples
``(f32[16]{0}, s8[4])`` and carry tiled layouts (``{1,0:T(8,128)}``); operands are untyped (``%a, %b``) in
current XLA and typed (``f32[] %a``) in the ``from instruction:`` lines of older buffer assignments, so operand
names are taken from the ``%`` references wherever they sit. Only the attributes dumpdiff uses are decoded;
the instruction keeps its attribute text for the rest.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from dumpdiff.ingest.errors import DumpError

INSTRUCTION = re.compile(
    r"^(?:ROOT )?%?(?P<name>[\w.\-]+) = (?P<shape>.+?) (?P<opcode>[a-z][\w-]*)"
    r"\((?P<operands>.*?)\)(?:, (?P<attrs>.*))?$"
)
# Older XLA (jax 0.4) prints names without `%` and computation headers without their signature (`ENTRY main.2 {`).
COMPUTATION = re.compile(r"^(?P<entry>ENTRY )?%?(?P<name>[\w.\-]+)(?: \(.*\) -> .*)? \{$")
# A computation of another execution thread (async work, `async_execution_thread="parallel"`) says so after its `}`.
COMPUTATION_END = re.compile(r'^\}(?:, execution_thread="[^"]*")?(?: // [\w.\-]+)?$')
OPERAND = re.compile(r"%(?P<name>[\w.\-]+)")
BARE_OPERAND = re.compile(r"(?:^|,)\s*(?P<name>[A-Za-z_][\w.\-]*)\s*(?=,|$)")
FUSION_KIND = re.compile(r"(?:^|, )kind=(?P<kind>k\w+)")
CALLS = re.compile(r"(?:^|, )calls=%?(?P<callee>[\w.\-]+)")
WHILE_BODY = re.compile(r"(?:^|, )body=%?(?P<body>[\w.\-]+)")
# The trip count XLA proved for a while loop (its backend config, jax 0.4.30 on): `"known_trip_count":{"n":"8"}`.
KNOWN_TRIP_COUNT = re.compile(r'"known_trip_count":\{"n":"(?P<n>\d{1,19})"\}')
# Computations that run as part of the schedule (control flow), as opposed to fused or applied ones.
SCHEDULED_CALLEES = re.compile(
    r"(?:^|, )(?:condition|body|to_apply|true_computation|false_computation)=%?(?P<one>[\w.\-]+)"
    r"|(?:^|, )branch_computations=\{(?P<many>[^}]*)\}"
)
CUSTOM_CALL_TARGET = re.compile(r'(?:^|, )custom_call_target="(?P<target>[^"]*)"')
METADATA = re.compile(r"(?:^|, )metadata=\{(?P<body>[^}]*)\}")
OPERAND_PRECISION = re.compile(r"\boperand_precision=\{(?P<precision>[a-z_,]*)\}")
OP_NAME = re.compile(r'\bmetadata=\{(?:[^}]* )?op_name="(?P<op_name>(?:[^"\\]|\\.)*)"')
METADATA_ITEM = re.compile(r'(?P<key>\w+)=(?:"(?P<quoted>(?:[^"\\]|\\.)*)"|(?P<bare>[^\s"]+))')
BACKEND_CONFIG = "backend_config="
# Triton custom calls carry an MLIR attribute dictionary, not JSON, its keys sorted (`{debug = false, grid_x = 4 :
# i32, ir = "...", name = "softmax_kernel", ...}`); quotes inside its strings are escaped (`\22`).
MLIR_KERNEL_NAME = re.compile(r'(?:^\{|, )name = "(?P<name>[^"]+)"')
DIGITS = re.compile(r"[0-9]{1,19}")  # ASCII (`str.isdigit` takes `²`, which `int` refuses), at most an int64's
SHAPE = re.compile(r"^(?P<dtype>[a-z]\w*)\[(?P<dims>[^\]]*)\]")
MODULE_HEADER = re.compile(r"^HloModule (?P<name>[^\s,]+)(?:, (?P<attrs>.*))?$")
# `input_output_alias={ {0}: (0, {}, may-alias), {1, 2}: (3, {1}) }`: output index <- parameter number and index.
INPUT_OUTPUT_ALIAS = re.compile(r"(?:^|, )input_output_alias=\{(?P<body>(?:[^{}]|\{[^{}]*\})*)\}")
ALIAS_ENTRY = re.compile(
    r"\{(?P<output>[\d,\s]*)\}: \((?P<parameter>\d{1,19}), \{(?P<parameter_index>[\d,\s]*)\}(?:, (?P<kind>[\w-]+))?\)"
)


@dataclass(frozen=True, slots=True)
class Instruction:
    name: str
    opcode: str
    shape: str
    operands: tuple[str, ...]
    attrs: str
    callee: str | None  # the computation a fusion fuses, or an `async-start` runs (`calls=`): asked for over and over

    @property
    def fusion_kind(self) -> str | None:
        match = FUSION_KIND.search(self.attrs)
        return match["kind"] if match else None

    @property
    def scheduled_callees(self) -> tuple[str, ...]:
        """Computations a control-flow instruction (while, conditional, call) runs as part of the schedule."""
        names: list[str] = []
        for match in SCHEDULED_CALLEES.finditer(self.attrs):
            names += [match["one"]] if match["one"] else operand_names(match["many"])
        return tuple(names)

    @property
    def loop_body(self) -> tuple[str, int] | None:
        """A while loop's body computation and how many times it runs, where XLA knows."""
        if self.opcode != "while":
            return None
        body, trips = WHILE_BODY.search(self.attrs), KNOWN_TRIP_COUNT.search(self.attrs)
        return (body["body"], int(trips["n"])) if body and trips else None

    @property
    def custom_call_target(self) -> str | None:
        if "custom_call_target=" not in self.attrs:  # most instructions: a substring test, not a regex scan
            return None
        match = CUSTOM_CALL_TARGET.search(self.attrs)
        return match["target"] if match else None

    @property
    def operand_precision(self) -> str | None:
        """A dot's or convolution's `operand_precision` (`highest,highest`); None where it has the default."""
        if "operand_precision=" not in self.attrs:
            return None
        match = OPERAND_PRECISION.search(self.attrs)
        return match["precision"] if match else None

    @property
    def op_name(self) -> str | None:
        """The source op (``jit(step)/jvp()/dot_general``) from the metadata."""
        match = OP_NAME.search(self.attrs)
        return match["op_name"] if match else None

    @property
    def metadata(self) -> dict[str, str]:
        match = METADATA.search(self.attrs)
        if match is None:
            return {}
        return {
            item["key"]: item["quoted"] if item["quoted"] is not None else item["bare"]
            for item in METADATA_ITEM.finditer(match["body"])
        }

    def backend_config(self) -> dict[str, Any] | str | None:
        """The backend config: JSON decoded (``{"fusion_backend_config": ...}``), else its text as printed."""
        start = self.attrs.find(BACKEND_CONFIG)
        if start < 0:
            return None
        start += len(BACKEND_CONFIG)
        text = self.attrs[start:]
        if text.startswith('"'):  # older XLA prints the JSON as an escaped string
            try:
                text, _ = json.JSONDecoder().raw_decode(text)
            except json.JSONDecodeError:
                return text
        try:
            decoded, _ = json.JSONDecoder().raw_decode(text)
        except json.JSONDecodeError:
            return text
        return decoded if isinstance(decoded, dict) else text

    def kernel_name(self) -> str | None:
        """The kernel a custom call launches: a Triton kernel's name from its config, else the call target."""
        config = self.backend_config()
        if isinstance(config, str) and config.startswith("{") and (match := MLIR_KERNEL_NAME.search(config)):
            return match["name"]
        return self.custom_call_target


def parse_instruction(text: str) -> Instruction | None:
    """One instruction line without its indentation, or None if the text is not one."""
    match = INSTRUCTION.match(text)
    if match is None:
        return None
    attrs = match["attrs"] or ""
    calls = CALLS.search(attrs) if "calls=" in attrs else None
    return Instruction(
        name=match["name"],
        opcode=match["opcode"],
        shape=match["shape"],
        operands=operand_names(match["operands"]),
        attrs=attrs,
        callee=calls["callee"] if calls else None,
    )


def operand_names(text: str) -> tuple[str, ...]:
    """The names a list of operands refers to: `%`-prefixed (typed or not), or bare in older XLA's text."""
    return tuple(OPERAND.findall(text) if "%" in text else BARE_OPERAND.findall(text))


def dtype_and_dims(shape: str) -> tuple[str | None, tuple[int, ...] | None]:
    """``bf16[64,2048]{1,0}`` -> ("bf16", (64, 2048)); a tuple or an unreadable shape gives (None, None)."""
    match = SHAPE.match(shape)
    if match is None:
        return None, None
    dims = match["dims"].replace("<=", "")  # a dynamic dimension prints its bound
    if not all(DIGITS.fullmatch(d.strip()) for d in dims.split(",") if d.strip()):
        return match["dtype"], None
    return match["dtype"], tuple(int(d) for d in dims.split(",") if d.strip())


@dataclass(frozen=True, slots=True)
class Alias:
    """An output (its tuple index) that may share the memory of a parameter (number and tuple index): a donation."""

    output_index: str
    parameter: int
    parameter_index: str
    kind: str


@dataclass
class Module:
    name: str
    attributes: str
    computations: dict[str, list[Instruction]] = field(default_factory=dict)
    entry: str | None = None
    entry_root: str | None = None

    @property
    def entry_instructions(self) -> list[Instruction]:
        return self.computations.get(self.entry or "", [])

    @property
    def input_output_aliases(self) -> tuple[Alias, ...]:
        match = INPUT_OUTPUT_ALIAS.search(self.attributes)
        if match is None:
            return ()
        return tuple(
            Alias(
                output_index=index_text(entry["output"]),
                parameter=int(entry["parameter"]),
                parameter_index=index_text(entry["parameter_index"]),
                kind=entry["kind"] or "may-alias",
            )
            for entry in ALIAS_ENTRY.finditer(match["body"])
        )


def index_text(index: str) -> str:
    """`0, 1` -> `{0,1}`, as values name tuple elements; the empty index (a whole non-tuple value) -> ``."""
    parts = [p.strip() for p in index.split(",") if p.strip()]
    return "{" + ",".join(parts) + "}" if parts else ""


def _check_operands_defined(path: str, computation: list[Instruction], lines: list[int]) -> None:
    """HLO is in SSA form, each computation on its own: an operand no instruction of it defines is a line lost (an
    edited or damaged dump), whose kernel would read as removed."""
    defined = {instruction.name for instruction in computation}
    for instruction, number in zip(computation, lines, strict=True):
        # A constant's literal (`constant(false)`) reads as a bare operand name: it refers to nothing.
        if instruction.opcode != "constant" and not defined.issuperset(instruction.operands):
            missing = next(name for name in instruction.operands if name not in defined)
            raise DumpError(path, number, f"expected %{missing} defined in this computation, found no instruction")


def read_module(path: str, lines: Iterable[tuple[int, str]]) -> Module:
    """A module from numbered lines (line ends stripped), the first non-blank one being its header."""
    module: Module | None = None
    computation: list[Instruction] | None = None
    instruction_lines: list[int] = []  # the line of each instruction of `computation`
    opened_at = 0
    number = 0
    for number, line in lines:
        if not line:
            continue
        if module is None:
            header = MODULE_HEADER.match(line)
            if header is None:
                raise DumpError(path, number, "expected 'HloModule <name>, ...' opening the module")
            module = Module(name=header["name"], attributes=header["attrs"] or "")
        elif computation is not None:
            if COMPUTATION_END.match(line):
                _check_operands_defined(path, computation, instruction_lines)
                computation = None
            elif line.startswith("  ") and (instruction := parse_instruction(line[2:])) is not None:
                computation.append(instruction)
                instruction_lines.append(number)
                if line.startswith("  ROOT ") and computation is module.computations.get(module.entry or ""):
                    module.entry_root = instruction.name
            else:
                raise DumpError(path, number, "expected an instruction '  %name = shape opcode(...)' or '}'")
        elif match := COMPUTATION.match(line):
            if match["name"] in module.computations:
                raise DumpError(path, number, f"expected one computation named %{match['name']}, found it twice")
            computation = module.computations[match["name"]] = []
            instruction_lines = []
            opened_at = number
            if match["entry"]:
                module.entry = match["name"]
        elif line.startswith(("%", "ENTRY ")):
            raise DumpError(path, number, "expected a computation header '%name (params) -> shape {' or 'name {'")
        # Anything else between computations (debug tables, comments of other XLA versions) carries no schedule.
    if module is None:
        raise DumpError(path, number, "expected 'HloModule <name>, ...', got an empty file")
    if computation is not None:
        raise DumpError(path, number, f"expected '}}' closing the computation opened at line {opened_at}")
    if module.entry is None:
        raise DumpError(path, number, "expected an ENTRY computation, found none")
    return module
