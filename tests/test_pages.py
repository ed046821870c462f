"""The web pages of `dumpdiff serve` (issue #16) through Starlette's TestClient: real runs, hostile names rendered
inert, bounded pages on a 10,000-kernel graph, refusals as pages. `test_browser.py` drives them in Chromium."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine

from dumpdiff.ingest.load import load_run
from dumpdiff.ingest.model import Buffer, Dep, Graph, Node, Run
from dumpdiff.service.server import charts
from dumpdiff.service.server.app import ServiceSettings, create_app

COMMIT_A, COMMIT_B, COMMIT_C = "a" * 40, "b" * 40, "c" * 40
HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>'


@pytest.fixture
def client(store: Engine) -> Iterator[TestClient]:
    with TestClient(create_app(ServiceSettings())) as test_client:
        yield test_client


def test_pages_of_the_example_pair(client: TestClient, store_run: Callable[..., None], examples: Path) -> None:
    for commit, dump in ((COMMIT_A, "mlp_base"), (COMMIT_B, "mlp_nofusion"), (COMMIT_C, "mlp_nofusion")):
        store_run(load_run(examples / dump), commit)
    document = client.get("/api/v1/compare", params={"base": COMMIT_A, "head": COMMIT_C}).json()
    compare = client.get(f"/compare/{COMMIT_A[:7]}...{COMMIT_C}")
    assert compare.status_code == 200 and compare.headers["content-type"].startswith("text/html")
    html = compare.text
    assert "<title>Compare aaaaaaaaaaaa...cccccccccccc · dumpdiff</title>" in html
    lost = [f for g in document["graphs"] for f in g["findings"] if f["kind"] == "lost_fusion"]
    assert len(lost) == 4 and html.count('class="fusion lost_fusion"') == len(lost)
    for finding in lost:
        assert f'data-kernel="{finding["base"]["kernels"][0]} (' in html
    # Every finding is listed, and since when: the lost fusions came with B, one run before C.
    assert html.count('class="finding"') == sum(len(g["findings"]) for g in document["graphs"])
    assert html.count(f'href="/compare/{COMMIT_A}...{COMMIT_B}">bbbbbbbbbbbb</a>, 1 run ago') == len(
        [f for g in document["graphs"] for f in g["findings"]]
    )
    peaks = [int(v) for v in re.findall(r'<g class="peak" data-step="\d+" data-value="(\d+)"', html)]
    assert peaks == [p for g in document["graphs"] for p in (g["base_peak_bytes"], g["head_peak_bytes"])]

    run = client.get(f"/runs/{COMMIT_A}", params={"sort": "bytes", "desc": "true"}).text
    assert "<title>Run aaaaaaaaaaaa · dumpdiff</title>" in run and '<th scope="col" class="number" aria-sort' in run
    written = [int(b) for b in re.findall(r'data-bytes="(\d+)"', run)]
    assert written == sorted(written, reverse=True) and written[0] > 0
    filtered = client.get(f"/runs/{COMMIT_A}", params={"graph": "model__0_forward_1", "q": "gelu"}).text
    assert "1 of 5 kernels" in filtered and "triton_poi_fused_gelu_1" in filtered

    history = client.get("/history", params={"ref": "main"}).text
    assert history.count('<circle class="point regression"') == 4  # B's point on each of the four charts
    assert f'href="/compare/{COMMIT_A}...{COMMIT_B}"' in history
    home = client.get("/").text
    assert f'href="/compare/{COMMIT_B}...{COMMIT_C}"' in home and "no regression" in home


def hostile_run(fused: bool) -> Run:
    """A graph whose every name is markup: one fused kernel of two ops, or the two ops as kernels of their own."""
    ops = (f"load:{HOSTILE}", "mul", f"{HOSTILE}:float32", "store")
    leaves = tuple(
        Node(
            name=f"op{i}",
            kind="SchedulerNode",
            order=i,
            is_kernel=not fused,
            kernel=None if fused else f"{HOSTILE}_{i}",
            parent="op0_op1" if fused else None,
            ops=ops,
        )
        for i in range(2)
    )
    fusion = Node(
        name="op0_op1", kind="FusedSchedulerNode", order=0, is_kernel=True, kernel=HOSTILE, members=("op0", "op1")
    )
    buffers = tuple(
        Buffer(name=f"buf{i}", shape=(64, 64), dtype="f32", nbytes=16384, producer=f"op{i}") for i in (0, 1)
    )
    deps = (Dep(node="op1", buffer="buf0", kind="read"),)
    graph = Graph(
        name=HOSTILE,
        format="inductor_ir",
        source=HOSTILE,
        nodes=((fusion,) if fused else ()) + leaves,
        buffers=buffers,
        deps=deps,
        total_bytes=32768,
        peak_bytes=32768,
        schedule=(HOSTILE,) if fused else (f"{HOSTILE}_0", f"{HOSTILE}_1"),
        timeline=(32768,) if fused else (16384, 32768),
        peak_step=0 if fused else 1,
    )
    return Run(source=HOSTILE, graphs=(graph,))


def test_hostile_names_render_inert(client: TestClient, store_run: Callable[..., None]) -> None:
    store_run(hostile_run(fused=True), COMMIT_A, ref=HOSTILE, label=HOSTILE)
    store_run(hostile_run(fused=False), COMMIT_B, ref=HOSTILE, label=HOSTILE)
    label = {"label": HOSTILE}
    pages = [
        client.get("/"),
        client.get(f"/runs/{COMMIT_A}", params=label),
        client.get(f"/compare/{COMMIT_A}...{COMMIT_B}", params=label),
        client.get("/history", params={"ref": HOSTILE, **label}),
    ]
    for page in pages:
        assert page.status_code == 200, page.text
        assert "<script>" not in page.text and "<img" not in page.text
        assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in page.text
    compare = pages[2].text
    assert 'class="fusion lost_fusion"' in compare and 'data-kernel="&lt;script&gt;' in compare


def big_graph(kernels: int, *, fused: bool) -> Graph:
    nodes = tuple(
        Node(name=f"op{i}", kind="SchedulerNode", order=i, is_kernel=True, kernel=f"triton_poi_fused_add_{i}",
             ops=("load", "add", "mul" if fused else "sub", "store"))
        for i in range(kernels)
    )  # fmt: skip
    buffers = tuple(Buffer(name=f"buf{i}", shape=(1024,), nbytes=4096, producer=f"op{i}") for i in range(kernels))
    timeline = tuple(4096 * (1 + i % 977) for i in range(kernels))
    return Graph(
        name="big",
        format="inductor_ir",
        source="big",
        nodes=nodes,
        buffers=buffers,
        total_bytes=4096 * kernels,
        peak_bytes=max(timeline),
        schedule=tuple(n.kernel or "" for n in nodes),
        timeline=timeline,
        peak_step=timeline.index(max(timeline)),
    )


def test_a_ten_thousand_kernel_graph_is_paged_and_sampled(client: TestClient, store_run: Callable[..., None]) -> None:
    store_run(Run(source="big", graphs=(big_graph(10_000, fused=True),)), COMMIT_A)
    store_run(Run(source="big", graphs=(big_graph(10_000, fused=False),)), COMMIT_B)
    run = client.get(f"/runs/{COMMIT_A}", params={"page": 100})
    assert run.status_code == 200 and len(run.content) < 100_000
    assert "page 100 of 100" in run.text and "triton_poi_fused_add_9999" in run.text
    compare = client.get(f"/compare/{COMMIT_A}...{COMMIT_B}")
    assert compare.status_code == 200 and len(compare.content) < 300_000
    assert "New kernels (10000)" in compare.text and "Page 1 of 100" in compare.text
    second = client.get(f"/compare/{COMMIT_A}...{COMMIT_B}", params={"kind": "new_kernel", "page": 2}).text
    assert "Page 2 of 100" in second and 'href="?kind=new_kernel&amp;page=3#new_kernel"' in second
    points = re.findall(r'<circle class="point" cx="[^"]+" cy="[^"]+" r="3" data-step="(\d+)"', compare.text)
    assert len(points) == 2 * charts.POINTS_PER_SERIES
    peaks = re.findall(r'<g class="peak" data-step="(\d+)" data-value="(\d+)"', compare.text)
    assert peaks == [("976", str(4096 * 977))] * 2  # the first step at the maximum survives the sampling


def test_a_fusion_into_many_pieces_draws_a_bounded_row() -> None:
    pieces = [(f"piece_{i}", "add") for i in range(30)]
    fusion = charts.FusionInput(kind="lost_fusion", graph="g", base=[("k", "add")], head=pieces)
    diagram = charts.fusion_diagram([fusion])
    heads = [box.kernel for box in diagram.rows[0].boxes if box.side == "head"]
    assert len(heads) == charts.BOXES_PER_SIDE and heads[-1] == "... 19 more kernels"
    assert len(diagram.rows[0].arrows) == charts.BOXES_PER_SIDE


def test_sampling_keeps_every_peak() -> None:
    values = [i % 1000 for i in range(100_000)]
    steps = charts.sampled_steps(values, limit=300)
    assert len(steps) == 300 and steps == sorted(steps)
    buckets = [values[b * len(values) // 300 : (b + 1) * len(values) // 300] for b in range(300)]
    assert [values[s] for s in steps] == [max(bucket) for bucket in buckets]
    assert charts.sampled_steps([5, 1], limit=300) == [0, 1]


def test_a_history_of_500_commits_draws_every_commit() -> None:
    labels = [f"commit {i}" for i in range(500)]
    chart = charts.line_chart(
        "kernels",
        [charts.SeriesInput(name="kernels", css_class="head", values=list(range(500)), labels=labels)],
        as_bytes=False,
    )
    assert len(chart.series[0].points) == 500  # a regression point is never sampled away
    assert chart.series[0].peak is not None and chart.series[0].peak.value == 499


def test_refusals_are_pages(client: TestClient, store_run: Callable[..., None]) -> None:
    missing = client.get(f"/runs/{COMMIT_A}")
    assert missing.status_code == 404 and "<title>404 · dumpdiff</title>" in missing.text
    assert "expected an ingested commit" in missing.text
    assert client.get("/compare/nonsense").status_code == 404
    assert client.get("/compare/xyz...abc").status_code == 422
    assert client.get("/history").status_code == 422
    assert client.get("/runs/abcd", params={"sort": "evil"}).status_code == 422
    api = client.get(f"/api/v1/runs/{COMMIT_A}")
    assert api.status_code == 404 and json.loads(api.text)["error"].startswith(COMMIT_A)
