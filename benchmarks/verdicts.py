"""Every pair direction's report, to see what a change to the differ changes: each pair of `tests/data`'s pair lists
and of the shared corpus's (where it is beside the repository), both ways, compared in two worker processes and its
JSON document written to `OUT/<key>.json` (paths relative to the data, so that two sweeps compare); with `--against`
an earlier sweep's folder, the directions whose documents differ, with their totals where those moved.

    python -m benchmarks.verdicts OUT [--against EARLIER]

Run it before and after a change to the differ: a change should move only the reports it means to.
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import os
import sys
from multiprocessing import Pool
from pathlib import Path

from benchmarks import CORPUS_VARIABLE

REPOSITORY = Path(__file__).resolve().parent.parent


def _pair_lists() -> list[Path]:
    from tests.dumps import DATA  # unpacks the repository's packed dumps into a temporary folder

    lists = [DATA / "gpu" / "pairs.json", DATA / "corpus" / "pairs.json"]
    corpus = Path(os.environ.get(CORPUS_VARIABLE) or REPOSITORY.parent / "shared" / "corpus")
    return lists + ([corpus / "pairs.json"] if (corpus / "pairs.json").is_file() else [])


def directions(lists: list[Path]) -> list[tuple[str, str]]:
    found = set()
    for pair_list in lists:
        for pair in json.loads(pair_list.read_text())["pairs"]:
            base, head = (str((pair_list.parent / pair[side]).resolve()) for side in ("base", "head"))
            found |= {(base, head), (head, base)}
    return sorted(found)


def _relative(text: str) -> str:
    """Paths under the temporary data folder or the corpus, named the same from one sweep to the next."""
    from tests.dumps import DATA

    return text.replace(str(DATA.parent.parent), "REPOSITORY")


def _report(direction: tuple[str, str]) -> tuple[str, str]:
    from dumpdiff.service.compare import compare_sources
    from dumpdiff.service.report import compare_document

    base, head = direction
    key = hashlib.sha1(_relative(f"{base}|{head}").encode()).hexdigest()[:16]
    try:
        outcome: dict[str, object] = {"document": compare_document(compare_sources(base, head))}
    except Exception as error:  # a failure is a report too: which error, for which pair
        outcome = {"error": f"{type(error).__name__}: {error}"}
    return key, _relative(json.dumps({"base": base, "head": head, **outcome}, indent=1, sort_keys=True, default=str))


def sweep(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    todo = directions(_pair_lists())
    with Pool(2, maxtasksperchild=20) as pool:
        for key, text in pool.imap_unordered(_report, todo, chunksize=2):
            (out / f"{key}.json").write_text(text)
    return len(todo)


def differences(earlier: Path, now: Path) -> list[str]:
    lines = []
    for before in sorted(earlier.glob("*.json")):
        after = now / before.name
        if not after.is_file() or before.read_text() == after.read_text():
            continue
        old, new = json.loads(before.read_text()), json.loads(after.read_text())
        lines.append(f"{old['base']} -> {old['head']}")
        totals = [report.get("document", {}).get("totals") or report.get("error") for report in (old, new)]
        if totals[0] != totals[1]:
            lines += [f"  totals {totals[0]}", f"      -> {totals[1]}"]
        else:
            diff = difflib.unified_diff(before.read_text().splitlines(), after.read_text().splitlines(), n=0)
            lines += [f"  {line}" for line in list(diff)[2:12]]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the folder for this sweep's reports")
    parser.add_argument("--against", type=Path, help="an earlier sweep's folder, to list what changed")
    arguments = parser.parse_args()
    sys.path.insert(0, str(REPOSITORY))
    count = sweep(arguments.out)
    print(f"{count} pair directions reported in {arguments.out}")
    if arguments.against:
        changed = differences(arguments.against, arguments.out)
        print("\n".join(changed) if changed else f"no report differs from {arguments.against}'s")


if __name__ == "__main__":
    main()
