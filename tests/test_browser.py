"""The pages in a real browser (issue #16): Debian's Chromium driven by Playwright against `create_app` served by
uvicorn on 127.0.0.1, with real runs stored. Every page loads without console errors, the pictures are drawn and
agree with the compare document, the links lead where they say, and each page is kept as a screenshot in the
test's folder (`DUMPDIFF_SCREENSHOTS=folder` copies them there: `docs/compare-page.png` is made that way)."""

from __future__ import annotations

import os
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
import uvicorn
from playwright.sync_api import ConsoleMessage, Dialog, Locator, Page, sync_playwright

from dumpdiff.ingest.load import load_run
from dumpdiff.service.server.app import ServiceSettings, create_app

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
COMMITS = {"base": "a" * 40, "nofusion": "b" * 40, "again": "c" * 40, "xla_base": "d" * 40, "xla_head": "e" * 40}


@pytest.fixture
def site(store_run: Callable[..., None], corpus: Path, examples: Path) -> Iterator[str]:
    """A served store: on `main` the example pair and the head again; on `xla` a real XLA GPU pair."""
    for key, dump, ref in (
        ("base", examples / "mlp_base", "main"),
        ("nofusion", examples / "mlp_nofusion", "main"),
        ("again", corpus / "inductor-cuda" / "mlp_nofusion", "main"),
        ("xla_base", corpus / "xla-gpu" / "xla_mlp_base", "xla"),
        ("xla_head", corpus / "xla-gpu" / "xla_mlp_nofusion", "xla"),
    ):
        store_run(load_run(dump), COMMITS[key], ref=ref)
    server = uvicorn.Server(uvicorn.Config(create_app(ServiceSettings()), host="127.0.0.1", port=0, log_level="error"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@pytest.fixture
def browser_page(tmp_path: Path) -> Iterator[tuple[Page, list[str]]]:
    problems: list[str] = []
    with sync_playwright() as playwright:
        # --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1300, "height": 900})
        page.on("console", lambda m: _console(m, problems))
        page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
        page.on("dialog", lambda dialog: _dialog(dialog, problems))
        page.on("response", lambda r: problems.append(f"{r.status} {r.url}") if r.status >= 400 else None)
        yield page, problems
        browser.close()


def _console(message: ConsoleMessage, problems: list[str]) -> None:
    if message.type in ("error", "warning"):
        problems.append(f"console {message.type}: {message.text}")


def _dialog(dialog: Dialog, problems: list[str]) -> None:
    problems.append(f"dialog: {dialog.message}")  # a script from a dump ran
    dialog.dismiss()


def _shot(page: Page, folder: Path, name: str, height: int | None = None) -> None:
    """The whole page, or its top `height` pixels."""
    path = folder / f"{name}.png"
    clip = {"x": 0, "y": 0, "width": 1300, "height": height} if height else None
    page.screenshot(path=str(path), full_page=True, clip=clip)  # type: ignore[arg-type]
    if target := os.environ.get("DUMPDIFF_SCREENSHOTS"):
        Path(target).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, Path(target) / path.name)


def _numbers(page: Page, selector: str, attribute: str) -> list[int]:
    return [int(value) for value in _attributes(page.locator(selector), attribute)]


def _attributes(found: Locator, attribute: str) -> list[str]:
    return list(found.evaluate_all(f"(elements) => elements.map((e) => e.getAttribute({attribute!r}))"))


def test_pages_in_a_browser(site: str, browser_page: tuple[Page, list[str]], tmp_path: Path) -> None:
    page, problems = browser_page
    shots = tmp_path / "screenshots"
    shots.mkdir()
    base, nofusion, again = COMMITS["base"], COMMITS["nofusion"], COMMITS["again"]

    # Home: a card per ref with its verdict and two drawn trends; the links are reachable by keyboard.
    page.goto(site + "/")
    assert page.title() == "Home · dumpdiff"
    assert page.locator(".series-card").count() == 2
    assert page.locator(".series-card svg.line-chart").count() == 4
    assert page.locator(".series-card svg circle.point").count() == 2 * (3 + 2)
    assert page.locator("table th").all_inner_texts() == ["commit", "ref", "label", "source", "stored"]
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('href')") == "/"
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('href')").startswith("/history?ref=")
    _shot(page, shots, "home")

    # Compare: the example pair through main's newest run (the same graphs as the example's head).
    document = httpx.get(f"{site}/api/v1/compare", params={"base": base, "head": nofusion}).json()
    page.goto(f"{site}/compare/{base[:7]}...{nofusion[:7]}")
    assert page.title() == f"Compare {base[:12]}...{nofusion[:12]} · dumpdiff"
    assert "REGRESSION" in page.locator("#verdict").inner_text()
    findings = [f for g in document["graphs"] for f in g["findings"]]
    assert page.locator("tr.finding").count() == len(findings)
    lost = [f for f in findings if f["kind"] == "lost_fusion"]
    rows = page.locator("#fusion-diagram g.fusion.lost_fusion")
    assert rows.count() == len(lost) == 4
    for index, finding in enumerate(lost):
        row = rows.nth(index)
        [base_kernel] = _attributes(row.locator("g.box.base"), "data-kernel")
        assert base_kernel.startswith(finding["base"]["kernels"][0] + " (")
        head_kernels = _attributes(row.locator("g.box.head"), "data-kernel")
        assert head_kernels == finding["details"]["head_kernels"]
        assert row.locator("line.arrow").count() == len(head_kernels)
        assert row.locator("g.box rect").first.bounding_box() is not None  # drawn, not only in the DOM
    peaks = _numbers(page, ".timeline g.peak", "data-value")
    assert peaks == [p for g in document["graphs"] for p in (g["base_peak_bytes"], g["head_peak_bytes"])]
    assert all(p > 0 for p in peaks)
    for side in ("base", "head"):
        assert page.locator(f".timeline g.series.{side} circle.point").count() > 0
    hover = page.locator(".timeline g.series.head circle.point").first
    hover.hover()
    assert "head step 0: " in (hover.locator("title").text_content() or "")
    _shot(page, shots, "compare-page")
    _shot(page, shots, "compare-page-top", height=1500)  # the README's picture

    # Since when: on the compare with main's third run, the lost fusions came one run earlier, with the example pair.
    page.goto(f"{site}/compare/{base}...{again}")
    assert page.locator("a.since").count() > 0
    page.locator("a.since").first.click()
    page.wait_for_load_state()
    assert page.url.endswith(f"/compare/{base}...{nofusion}")

    # Run: graph table, sortable and filterable kernels, the way back to the history.
    page.goto(f"{site}/runs/{base}")
    assert page.title() == f"Run {base[:12]} · dumpdiff"
    headers = page.locator("#kernels th").all_inner_texts()
    assert [h.split(" ")[0] for h in headers] == ["step", "node", "kernel", "kind", "fused", "output", "bytes"]
    page.locator("#kernels th a", has_text="bytes written").click()  # the largest first
    page.wait_for_load_state()
    assert page.locator("#kernels th[aria-sort=descending]").inner_text() == "bytes written ▼"
    written = _numbers(page, "#kernels tbody td[data-bytes]", "data-bytes")
    assert written == sorted(written, reverse=True) and written[0] > 0
    page.fill("input[name=q]", "layer_norm")
    page.click("button[type=submit]")
    page.wait_for_load_state()
    kernel_names = page.locator("#kernels tbody tr td:nth-child(3)").all_inner_texts()
    assert kernel_names and all("layer_norm" in name for name in kernel_names)
    _shot(page, shots, "run")
    page.get_by_role("link", name="main", exact=True).click()
    page.wait_for_load_state()

    # History: four charts of main's three commits; the red point opens the compare with its predecessor.
    assert page.title() == "History of main · dumpdiff"
    assert page.locator("svg.line-chart").count() == 4
    assert page.locator("svg.line-chart circle.point").count() == 4 * 3
    points = httpx.get(f"{site}/api/v1/history", params={"ref": "main"}).json()["points"]
    assert [bool(p["flags"]) for p in points][:2] == [False, True]
    assert page.locator("svg.line-chart circle.regression").count() == 4 * sum(bool(p["flags"]) for p in points)
    _shot(page, shots, "history")
    page.locator("svg.line-chart a:has(circle.regression)").first.click()
    page.wait_for_load_state()
    assert page.url.endswith(f"/compare/{base}...{nofusion}")

    # The XLA pair: its timelines, from the stored runs' schedules.
    xla = httpx.get(f"{site}/api/v1/compare", params={"base": COMMITS["xla_base"], "head": COMMITS["xla_head"]}).json()
    page.goto(f"{site}/compare/{COMMITS['xla_base']}...{COMMITS['xla_head']}")
    xla_peaks = _numbers(page, ".timeline g.peak", "data-value")
    assert xla_peaks and xla_peaks == [
        p for g in xla["graphs"] for p in (g["base_peak_bytes"], g["head_peak_bytes"]) if p is not None
    ]
    _shot(page, shots, "compare-xla")
    assert problems == []
    assert sorted(p.name for p in shots.iterdir()) == [
        "compare-page-top.png", "compare-page.png", "compare-xla.png", "history.png", "home.png", "run.png"
    ]  # fmt: skip
