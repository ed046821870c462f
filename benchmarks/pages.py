"""The web pages on big inputs, in a throwaway DUMPDIFF_HOME (or DUMPDIFF_DATABASE_URL), through the app in process:

1. a generated 10,000-kernel graph against the same with every tenth fusion split (1,000 lost fusions, a
   10,000-step memory timeline each side): the run page, the compare page (stored compare), their sizes;
2. a history of 500 commits (small generated runs): the history page once its compares are stored.

    python -m benchmarks.pages
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
import time


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        os.environ.setdefault("DUMPDIFF_HOME", home)
        from fastapi.testclient import TestClient
        from sqlalchemy import text
        from sqlalchemy.orm import Session

        from benchmarks.compare import generated
        from dumpdiff.ingest.model import Run
        from dumpdiff.service import db
        from dumpdiff.service.server.app import ServiceSettings, create_app
        from dumpdiff.service.store import save_run

        def with_timeline(run: Run) -> Run:
            graph = run.graphs[0]
            timeline = tuple(4096 * (1 + i % 977) for i in range(len(graph.kernels)))
            schedule = tuple(k.kernel or k.name for k in graph.kernels)
            timed = dataclasses.replace(graph, schedule=schedule, timeline=timeline, peak_bytes=max(timeline))
            return dataclasses.replace(run, graphs=(timed,))

        engine = db.engine()
        with engine.begin() as connection:
            connection.execute(text("TRUNCATE runs CASCADE"))
        with Session(engine) as session, session.begin():
            save_run(session, with_timeline(generated(10_000, None)), commit="a" * 40, ref="big")
            save_run(session, with_timeline(generated(10_000, 10)), commit="b" * 40, ref="big")
        for index in range(500):
            with Session(engine) as session, session.begin():
                save_run(session, generated(5, 2 if index % 7 == 0 else None), commit=f"{index:040x}", ref="main")

        with TestClient(create_app(ServiceSettings())) as client:

            def timed(url: str, runs: int = 5) -> tuple[float, int]:
                timings, size = [], 0
                for _ in range(runs):
                    started = time.perf_counter()
                    response = client.get(url)
                    timings.append(time.perf_counter() - started)
                    assert response.status_code == 200, response.text[:200]
                    size = len(response.content)
                return min(timings), size

            first, _ = timed(f"/compare/{'a' * 40}...{'b' * 40}", runs=1)
            print(f"compare page, 10,000 kernels, first view (computes the compare): {first:.2f} s")
            for name, url in (
                ("run page, 10,000 kernels, first page", f"/runs/{'a' * 40}"),
                ("run page sorted by bytes, filtered", f"/runs/{'a' * 40}?sort=bytes&desc=true&q=op1"),
                ("compare page, 10,000 kernels, stored", f"/compare/{'a' * 40}...{'b' * 40}"),
            ):
                best, size = timed(url)
                print(f"{name}: {best * 1000:.0f} ms best of 5, {size / 1024:.0f} KiB")
            first, _ = timed("/history?ref=main&limit=500", runs=1)
            print(f"history page, 500 commits, first view (computes 499 compares): {first:.2f} s")
            best, size = timed("/history?ref=main&limit=500")
            print(f"history page, 500 commits, stored: {best * 1000:.0f} ms best of 5, {size / 1024:.0f} KiB")
            best, size = timed("/")
            print(f"home page: {best * 1000:.0f} ms best of 5, {size / 1024:.0f} KiB")
        db.stop_embedded()


if __name__ == "__main__":
    main()
