"""The pages' pictures as geometry: line charts (memory timelines, history trends) and the fusion diagram, computed
here and drawn as inline SVG by the templates. SVG made on the server needs no JavaScript and no chart library
(nothing to fetch at run time, nothing third-party to ship), and hovering works through SVG `<title>`s.

Large inputs are sampled, never shipped whole: a timeline keeps the largest value of each bucket of steps (so the
peaks survive), and the peak step itself always."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dumpdiff.service.units import human_bytes

CHART_WIDTH, CHART_HEIGHT = 880, 260
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 80, 20, 20, 30
POINTS_PER_SERIES = 500  # one SVG point per step up to this many (a whole history); beyond, each bucket's largest


@dataclass(frozen=True, slots=True, kw_only=True)
class ChartPoint:
    x: float
    y: float
    step: int  # the position in the series (a schedule step, or a history point)
    value: int
    label: str  # what hovering shows
    href: str | None = None
    marked: bool = False  # a regression point in a history


@dataclass(frozen=True, slots=True, kw_only=True)
class Series:
    name: str
    css_class: str
    points: tuple[ChartPoint, ...]
    peak: ChartPoint | None  # the first point at the series' maximum

    @property
    def polyline(self) -> str:
        return " ".join(f"{p.x:.1f},{p.y:.1f}" for p in self.points)


@dataclass(frozen=True, slots=True, kw_only=True)
class Chart:
    title: str
    series: tuple[Series, ...]
    y_ticks: tuple[tuple[float, str], ...]
    width: int = CHART_WIDTH
    height: int = CHART_HEIGHT
    sampled: bool = False  # some steps are not drawn (the largest of each bucket is)

    @property
    def plot_left(self) -> int:
        return MARGIN_LEFT

    @property
    def plot_right(self) -> int:
        return self.width - MARGIN_RIGHT

    @property
    def plot_bottom(self) -> int:
        return self.height - MARGIN_BOTTOM


@dataclass(frozen=True, slots=True, kw_only=True)
class SeriesInput:
    name: str
    css_class: str
    values: Sequence[int]
    labels: Sequence[str]  # one per value
    hrefs: Sequence[str | None] = ()
    marked: Sequence[bool] = ()


def sampled_steps(values: Sequence[int], limit: int = POINTS_PER_SERIES) -> list[int]:
    """The steps to draw: all of them up to `limit`, else the first largest step of each of `limit` buckets."""
    if len(values) <= limit:
        return list(range(len(values)))
    steps = []
    for bucket in range(limit):
        start, end = bucket * len(values) // limit, (bucket + 1) * len(values) // limit
        steps.append(max(range(start, end), key=lambda step: (values[step], -step)))
    return steps


def line_chart(
    title: str,
    inputs: Sequence[SeriesInput],
    *,
    as_bytes: bool = True,
    size: tuple[int, int] = (CHART_WIDTH, CHART_HEIGHT),
) -> Chart:
    """Series on shared axes: x is the step (series of different lengths share the longest's scale), y from 0 to the
    largest value."""
    longest = max((len(s.values) for s in inputs), default=0)
    top = max((max(s.values, default=0) for s in inputs), default=0) or 1
    width, height = size
    chart = Chart(title=title, series=(), y_ticks=(), width=width, height=height)
    span_x = chart.plot_right - chart.plot_left
    span_y = chart.plot_bottom - MARGIN_TOP

    def x_of(step: int) -> float:
        return chart.plot_left + (span_x * step / (longest - 1) if longest > 1 else span_x / 2)

    def y_of(value: int) -> float:
        return chart.plot_bottom - span_y * value / top

    series = []
    sampled = False
    for entry in inputs:
        steps = sampled_steps(entry.values)
        sampled = sampled or len(steps) < len(entry.values)
        points = tuple(
            ChartPoint(
                x=x_of(step),
                y=y_of(entry.values[step]),
                step=step,
                value=entry.values[step],
                label=entry.labels[step],
                href=entry.hrefs[step] if entry.hrefs else None,
                marked=bool(entry.marked and entry.marked[step]),
            )
            for step in steps
        )
        peak = max(points, key=lambda p: (p.value, -p.step)) if points else None
        series.append(Series(name=entry.name, css_class=entry.css_class, points=points, peak=peak))
    formatter = human_bytes if as_bytes else str
    parts = 4 if height > 150 else 1  # a sparkline says only its range
    ticks = tuple((y_of(top * share // parts), formatter(top * share // parts)) for share in range(parts + 1))
    return Chart(title=title, series=tuple(series), y_ticks=ticks, width=width, height=height, sampled=sampled)


def timeline_input(name: str, css_class: str, schedule: Sequence[str], timeline: Sequence[int]) -> SeriesInput:
    labels = [
        f"{name} step {step}: {schedule[step] if step < len(schedule) else '?'}, {human_bytes(live)} live"
        for step, live in enumerate(timeline)
    ]
    return SeriesInput(name=name, css_class=css_class, values=timeline, labels=labels)


BOX_WIDTH, BOX_HEIGHT, BOX_GAP, COLUMN_GAP, ROW_GAP = 330, 44, 10, 140, 26
DIAGRAM_ROWS = 40  # fusions drawn; the findings table lists them all
BOXES_PER_SIDE = 12  # kernels drawn on one side of a fusion; beyond, one box counts the rest


@dataclass(frozen=True, slots=True, kw_only=True)
class Box:
    x: int
    y: int
    side: str  # "base" or "head"
    kernel: str
    ops: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Arrow:
    x1: int
    y1: int
    x2: int
    y2: int


@dataclass(frozen=True, slots=True, kw_only=True)
class FusionRow:
    kind: str  # lost_fusion or new_fusion
    graph: str
    boxes: tuple[Box, ...]
    arrows: tuple[Arrow, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class FusionDiagram:
    rows: tuple[FusionRow, ...]
    width: int
    height: int
    left_out: int  # fusions not drawn


@dataclass(frozen=True, slots=True, kw_only=True)
class FusionInput:
    kind: str
    graph: str
    base: Sequence[tuple[str, str]]  # (kernel, its ops) of the base side
    head: Sequence[tuple[str, str]]


def fusion_diagram(fusions: Sequence[FusionInput]) -> FusionDiagram:
    """Each fusion a row: the base kernels on the left, the head kernels on the right, an arrow from every base
    kernel to every head kernel (one side holds a single kernel but in a regrouping, whose finding does not say
    which base kernel went where)."""
    rows = []
    top = ROW_GAP
    head_x = BOX_WIDTH + COLUMN_GAP
    for fusion in fusions[:DIAGRAM_ROWS]:
        base, head = _bounded(fusion.base), _bounded(fusion.head)
        tallest = max(len(base), len(head), 1)
        height = tallest * BOX_HEIGHT + (tallest - 1) * BOX_GAP

        base_boxes = _column(base, 0, "base", top, height)
        head_boxes = _column(head, head_x, "head", top, height)
        arrows = tuple(
            Arrow(x1=b.x + BOX_WIDTH, y1=b.y + BOX_HEIGHT // 2, x2=h.x - 4, y2=h.y + BOX_HEIGHT // 2)
            for b in base_boxes
            for h in head_boxes
        )
        rows.append(FusionRow(kind=fusion.kind, graph=fusion.graph, boxes=(*base_boxes, *head_boxes), arrows=arrows))
        top += height + ROW_GAP
    return FusionDiagram(
        rows=tuple(rows),
        width=2 * BOX_WIDTH + COLUMN_GAP + 2,
        height=top,
        left_out=max(len(fusions) - DIAGRAM_ROWS, 0),
    )


def _bounded(kernels: Sequence[tuple[str, str]]) -> Sequence[tuple[str, str]]:
    if len(kernels) <= BOXES_PER_SIDE:
        return kernels
    rest = len(kernels) - BOXES_PER_SIDE + 1
    return [*kernels[: BOXES_PER_SIDE - 1], (f"... {rest} more kernels", "listed in the findings below")]


def _column(kernels: Sequence[tuple[str, str]], x: int, side: str, top: int, height: int) -> list[Box]:
    """One side's boxes, centred on the row's height."""
    own = len(kernels) * BOX_HEIGHT + (len(kernels) - 1) * BOX_GAP
    start = top + (height - own) // 2
    return [
        Box(x=x, y=start + i * (BOX_HEIGHT + BOX_GAP), side=side, kernel=kernel, ops=ops)
        for i, (kernel, ops) in enumerate(kernels)
    ]
