"""The kinds of finding, in one table that the differ, the reports, the command line and the settings read: a new
kind is one line here. Imports nothing, so that the command line can offer `--fail-on`'s choices at once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True, kw_only=True)
class FindingKind:
    name: str  # in the compare document and in the settings' `accept.kind`
    totals_key: str  # its count in the document's totals, and its regression flag
    heading: str  # its section in the reports
    count_label: str | None  # in the headline ("2 new kernel(s)"); None: too minor to count there
    fail_on: str | None  # the spelling `comment --fail-on` takes; None: never a regression
    totals_position: int  # where its count sits among the totals of `dumpdiff.compare/1`, as released

    @property
    def regression(self) -> bool:
        return self.fail_on is not None

    @property
    def singular(self) -> str:
        """One finding of the kind, as a report names it: "new kernel", "allocation growth"."""
        return self.heading.lower().removesuffix("s")


# In report order: the regression flags first.
FINDING_KINDS = (
    NEW_KERNEL := FindingKind(
        name="new_kernel",
        totals_key="new_kernels",
        heading="New kernels",
        count_label="new kernel(s)",
        fail_on="new-kernels",
        totals_position=0,
    ),
    LOST_FUSION := FindingKind(
        name="lost_fusion",
        totals_key="lost_fusions",
        heading="Lost fusions",
        count_label="lost fusion(s)",
        fail_on="lost-fusions",
        totals_position=3,
    ),
    ALLOCATION_GROWTH := FindingKind(
        name="allocation_growth",
        totals_key="allocation_growth",
        heading="Allocation growth",
        count_label="allocation growth(s)",
        fail_on="allocation-growth",
        totals_position=5,
    ),
    NEW_FUSION := FindingKind(
        name="new_fusion",
        totals_key="new_fusions",
        heading="New fusions",
        count_label="new fusion(s)",
        fail_on=None,
        totals_position=4,
    ),
    REMOVED_KERNEL := FindingKind(
        name="removed_kernel",
        totals_key="removed_kernels",
        heading="Removed kernels",
        count_label="removed kernel(s)",
        fail_on=None,
        totals_position=1,
    ),
    CHANGED_KERNEL := FindingKind(
        name="changed_kernel",
        totals_key="changed_kernels",
        heading="Changed kernels",
        count_label="changed kernel(s)",
        fail_on=None,
        totals_position=2,
    ),
    # New or removed kernels that a choice the compiler times in every run explains: pad_mm's copies of operands into
    # padded buffers, wherever a run puts them, the reductions their layout leaves apart or split, and the backward
    # recomputing what the forward's padding choice no longer lets the partitioner save. A rerun's noise.
    COMPILER_CHOICE := FindingKind(
        name="compiler_choice",
        totals_key="compiler_choices",
        heading="Compiler's choices",
        count_label="kernel(s) of a compiler's choice",
        fail_on=None,
        totals_position=7,
    ),
    ALLOCATION_SHRINKAGE := FindingKind(
        name="allocation_shrinkage",
        totals_key="allocation_shrinkage",
        heading="Allocation shrinkage",
        count_label=None,
        fail_on=None,
        totals_position=6,
    ),
)
KIND_BY_NAME = {kind.name: kind for kind in FINDING_KINDS}
REGRESSION_KINDS = tuple(kind for kind in FINDING_KINDS if kind.regression)
FAIL_ON_CHOICES = tuple(kind.fail_on for kind in REGRESSION_KINDS if kind.fail_on)

# A changed kernel's `change` where a kernel running one op through a call its name chooses (a library function, an
# SDPA backend, a custom call's target) runs it through another: a setting's or a library's choice, which the reports
# tell apart from the names a compiler makes up.
ANOTHER_IMPLEMENTATION = "another implementation of the same op"

# What a line of a memory attribution says of a buffer: the differ says it, the reports and a fork's checked document
# read it.
AttributionChange = Literal["new", "grown", "longer", "copy", "unshared", "shared", "gone", "shorter", "unexplained"]
