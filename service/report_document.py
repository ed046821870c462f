"""A comparison document from an untrusted source (a fork's pull request), checked before anything is posted.

The fork recipe posts a report made by a workflow that ran the fork's code: whatever file it uploads is the fork's
to write. Posted as Markdown, it could say anything, mention anyone and embed anything. So the trusted workflow
takes the `dumpdiff.compare/1` JSON document instead, checks its shape here (types, bounds, known kinds; fields
the Markdown report does not show are dropped) and renders the comment itself with dumpdiff's own renderer, which
escapes every name. The verdict remains the fork's claim: the comment reports what the fork's run found.
"""

from __future__ import annotations

import json
from typing import Annotated, Literal, cast, get_args

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints, ValidationError, create_model

from dumpdiff.service.errors import ServiceError
from dumpdiff.service.finding_kinds import FINDING_KINDS, KIND_BY_NAME, REGRESSION_KINDS, AttributionChange
from dumpdiff.service.report.document import COMPARE_SCHEMA, CompareDocument

MAX_DOCUMENT_BYTES = 64 * 1024 * 1024
MAX_NAME_CHARACTERS = 4096
MAX_TEXT_CHARACTERS = 64 * 1024

Name = Annotated[str, StringConstraints(max_length=MAX_NAME_CHARACTERS)]
Text = Annotated[str, StringConstraints(max_length=MAX_TEXT_CHARACTERS)]
Count = Annotated[int, Field(ge=0)]
Bytes = Annotated[int, Field(ge=0)] | None


def _one_of(known: tuple[str, ...]) -> AfterValidator:
    def check(value: str) -> str:
        if value not in known:
            raise ValueError(f"expected one of {', '.join(known)}")
        return value

    return AfterValidator(check)


FindingKind = Annotated[str, _one_of(tuple(KIND_BY_NAME))]
RegressionFlag = Annotated[str, _one_of(tuple(kind.totals_key for kind in REGRESSION_KINDS))]


class Checked(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)


class Side(Checked):
    kernels: list[Name]
    nodes: list[Name]
    buffers: list[Name]


class Acceptance(Checked):
    pattern: Name
    reason: Text
    kind: Name | None = None
    expires: Name | None = None


class ValueChange(Checked):
    old_value: Text | int | float | None
    new_value: Text | int | float | None


class Changes(BaseModel):
    """A changed kernel's deepdiff: the values changed are read (a shape scaled, a kernel renamed); of the other kinds
    of change only their presence counts, and nothing of them is rendered."""

    model_config = ConfigDict(strict=True, extra="allow", frozen=True)
    values_changed: dict[Name, ValueChange] | None = None


class Details(Checked):
    """What the reports read of a finding's details."""

    head_kernels: list[Name] = Field(default_factory=list)
    base_kernels: list[Name] = Field(default_factory=list)
    split_from: Name | None = None
    kind: Name | None = None
    ops: list[Name] = Field(default_factory=list)
    change: Text | None = None
    scope: Literal["total", "peak", "buffer"] | None = None
    base_bytes: Bytes = None
    head_bytes: Bytes = None
    relative: float | None = None
    changes: Changes | None = None
    partial_results: Count | None = None  # a reduction split over that many: a fusion lost or made, a first pass
    regrouped: list[Name] | None = None  # a new fusion of fusions regrouped: the base fusions it split
    repeated_by: list[Name] | None = None  # and its head kernels doing again work another of them took in
    random_in_kernels: bool | None = None  # or the base's random-number calls, drawn in the head's kernels instead
    delta_bytes: int | None = None
    matched_by: Name | None = None
    rematerialized: bool | None = None
    copy_for_in_place: Name | None = None  # a new or removed copy: the kernel updating what it copies in place
    copy_of_donated: Name | None = None  # a new or removed copy: the donated input it copies
    # A changed backward kernel: the forward nodes it now computes again (a new or removed one: all it computes).
    recomputes_forward: list[Name] | None = None
    recomputed_forward: list[Name] | None = None  # or no longer computes
    no_longer_updated_in_place: dict[Name, Count] | None = None
    added: bool | None = None  # a compiler's choice: the kernel is the head's (else the base's)
    after_choice: Name | None = None  # the kernel whose choice it follows
    pads: list[Name] | None = None  # a compiler's choice copying operands into padded buffers: the ops it pads
    reduces_apart: bool | None = None  # or a reduction run apart from such copies (which took in the ops after it)
    unpadded: bool | None = None  # or a copy laying out unpadded an operand the other side's copies pad
    product_sliced: bool | None = None  # or a copy of a padded product's rows out of its padded buffer
    input_laid_out: bool | None = None  # or a copy laying a graph input out for library calls, beside such a choice
    computed_unpadded_by: Name | None = None  # or a copy padding what it computes: the other side's kernel computing it
    split_by_padding: bool | None = None  # or a base fusion split beside a copy padding `pads` on one side only
    repeats: Name | None = None  # a new or removed kernel: a paired kernel of its side doing its work at its shapes
    outputs_rejoined: bool | None = None  # a changed kernel: one side writes its one output in pieces


# Details whose presence the reports read (`"changes" in details`), or that only some findings have.
OPTIONAL_DETAILS = (
    "split_from",
    "changes",
    "partial_results",
    "regrouped",
    "repeated_by",
    "random_in_kernels",
    "delta_bytes",
    "matched_by",
    "rematerialized",
    "copy_for_in_place",
    "copy_of_donated",
    "recomputes_forward",
    "recomputed_forward",
    "no_longer_updated_in_place",
    "added",
    "after_choice",
    "pads",
    "reduces_apart",
    "unpadded",
    "product_sliced",
    "input_laid_out",
    "computed_unpadded_by",
    "split_by_padding",
    "repeats",
    "outputs_rejoined",
)


class Finding(Checked):
    kind: FindingKind
    regression: bool
    accepted: Acceptance | None
    summary: Text
    base: Side
    head: Side
    details: Details


class Sizes(Checked):
    """Kernel counts and bytes of both sides, of one graph or summed over all."""

    base_kernels: Count
    head_kernels: Count
    base_bytes: Bytes
    head_bytes: Bytes
    base_peak_bytes: Bytes
    head_peak_bytes: Bytes


class LiveBuffer(Checked):
    name: Name
    dtype: Name | None
    shape: list[int | Name] | None
    bytes: Count
    held_bytes: Count
    role: Name | None
    writer: Name | None
    live: list[Count | None]


class AttributionLine(Checked):
    """One line of why the peak (total) moved: the comment's memory table and the story's memory causes read it."""

    change: Annotated[str, _one_of(get_args(AttributionChange))]
    bytes: int  # signed: what the line adds to head minus base
    why: Text
    base: LiveBuffer | None
    head: LiveBuffer | None


class PeakSide(Checked):
    step: Count
    steps: Count
    kernel: Name
    live: list[LiveBuffer]


class Peak(Checked):
    base: PeakSide
    head: PeakSide


class Timeline(Checked):
    base: list[Count] = Field(default_factory=list)
    head: list[Count] = Field(default_factory=list)


class GraphComparison(Sizes):
    base: Name | None
    head: Name | None
    format: Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]{0,39}$")]
    pairing: Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]{0,39}$")]
    findings: list[Finding]
    base_fused_kernels: Count | None = None
    head_fused_kernels: Count | None = None
    base_host_bytes: Bytes = None
    head_host_bytes: Bytes = None
    timeline: Timeline = Field(default_factory=Timeline)
    peak: Peak | None = None
    peak_attribution: list[AttributionLine] | None = None
    total_attribution: list[AttributionLine] | None = None


class RunSide(Checked):
    source: Text
    commit: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{4,64}$")] | None
    ref: Name | None
    label: Name | None


class Thresholds(Checked):
    growth_relative: Annotated[float, Field(ge=0, allow_inf_nan=False)]
    growth_absolute_bytes: Count
    config: Text | None


# The kinds the first documents counted: a document an older release wrote has no count of a later kind, which is 0.
FIRST_RELEASED_KINDS = 7
# One count per finding kind, as the table of kinds names them, and the accepted findings.
Totals = create_model(
    "Totals",
    __base__=Sizes,
    accepted=(Count, ...),
    **{  # type: ignore[call-overload]
        kind.totals_key: (Count, ... if kind.totals_position < FIRST_RELEASED_KINDS else 0) for kind in FINDING_KINDS
    },
)


class CheckedDocument(Checked):
    schema_name: Annotated[str, _one_of((COMPARE_SCHEMA,))] = Field(alias="schema")
    tool_version: Annotated[str, StringConstraints(pattern=r"^[0-9A-Za-z.+_-]{1,40}$")]
    base: RunSide
    head: RunSide
    regression: bool
    flags: list[RegressionFlag]
    totals: Totals  # type: ignore[valid-type]
    thresholds: Thresholds
    graphs: list[GraphComparison]


def checked_document(raw: bytes, source: str) -> CompareDocument:
    """The document in `raw` with only the fields the reports read, or one line saying what is wrong where."""
    if len(raw) > MAX_DOCUMENT_BYTES:
        raise ServiceError(f"{source}: expected a {COMPARE_SCHEMA} document of at most {MAX_DOCUMENT_BYTES:,} bytes")
    try:
        parsed = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise ServiceError(f"{source}: expected UTF-8 JSON, got a byte that is not UTF-8 at {error.start}") from None
    except json.JSONDecodeError as error:
        raise ServiceError(
            f"{source}:{error.lineno}: expected the {COMPARE_SCHEMA} JSON document (`dumpdiff compare --format json`)"
            f", {error.msg.lower()}"
        ) from None
    try:
        document = CheckedDocument.model_validate(parsed)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(map(str, first["loc"])) or "the document"
        raise ServiceError(
            f"{source}: expected a {COMPARE_SCHEMA} document: {where}: {first['msg']} "
            f"({error.error_count()} problem(s))"
        ) from None
    from dumpdiff.service.report.groups import group_findings
    from dumpdiff.service.report.story import tell

    checked = document.model_dump(by_alias=True)
    for side in ("base", "head"):
        checked[side]["metadata"] = {}  # the run's attributes are the fork's to write, and no report shows them
    # Their presence means something: absent stays absent.
    for graph in checked["graphs"]:
        for key in ("peak", "peak_attribution", "total_attribution"):
            if graph[key] is None:
                del graph[key]
        for finding in graph["findings"]:
            details = finding["details"]
            for key in OPTIONAL_DETAILS:
                if details[key] is None:
                    del details[key]
            if "changes" in details and details["changes"]["values_changed"] is None:
                del details["changes"]["values_changed"]
    # The groups and the story are dumpdiff's reading of the findings, made here again rather than taken as written.
    checked["groups"] = group_findings(checked["graphs"])
    checked["story"] = tell(checked["graphs"], checked["groups"], checked["totals"])
    return cast(CompareDocument, checked)


def markdown_from_untrusted(raw: bytes, source: str, *, budget_bytes: int, marker: str) -> str:
    """The comment for a fork's report: its JSON document checked, then rendered by dumpdiff, never posted as is."""
    from dumpdiff.service.report import RENDERERS, RenderOptions

    options = RenderOptions(budget_bytes=budget_bytes, marker=marker)
    return RENDERERS["markdown"](checked_document(raw, source), options)
