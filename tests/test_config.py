"""Checked-in settings: thresholds and accepted findings, read by `compare` (and `comment`) from the working
directory upwards."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from dumpdiff.service.config import Config, ConfigError, load_config


def compare_in(folder: Path, corpus: Path, base: str, head: str) -> subprocess.CompletedProcess[str]:
    command = [
        sys.executable,
        "-m",
        "dumpdiff.service.cli",
        "compare",
        str(corpus / base),
        str(corpus / head),
        "--format",
        "json",
    ]
    return subprocess.run(command, capture_output=True, text=True, cwd=folder)


ACCEPT_SPLIT = """
[[accept]]
kind = "{kind}"
pattern = "triton_tem_fused_*"
reason = "epilogue fusion turned off on purpose"
expires = {expires}
"""


@pytest.mark.parametrize("kind", ["lost_fusion", "new_kernel"])
def test_accepted_findings_stop_counting_until_they_expire(tmp_path: Path, corpus: Path, kind: str) -> None:
    pair = ("inductor-cuda/autotune_base", "inductor-cuda/autotune_noepilogue")
    (tmp_path / ".dumpdiff.toml").write_text(ACCEPT_SPLIT.format(kind=kind, expires="2999-01-01"))
    document = json.loads(compare_in(tmp_path, corpus, *pair).stdout)
    accepted = [f for g in document["graphs"] for f in g["findings"] if f["accepted"]]
    assert accepted and all(f["kind"] == kind and not f["regression"] for f in accepted)
    assert document["totals"]["accepted"] == len(accepted)
    assert document["totals"][{"lost_fusion": "lost_fusions", "new_kernel": "new_kernels"}[kind]] == 0
    (tmp_path / ".dumpdiff.toml").write_text(ACCEPT_SPLIT.format(kind=kind, expires="2020-01-01"))
    expired = compare_in(tmp_path, corpus, *pair)
    assert expired.returncode == 1 and json.loads(expired.stdout)["totals"]["accepted"] == 0


def test_everything_accepted_passes(tmp_path: Path, corpus: Path) -> None:
    (tmp_path / ".dumpdiff.toml").write_text('[[accept]]\npattern = "*"\nreason = "known regression, tracked in #7"\n')
    result = compare_in(tmp_path, corpus, "inductor-cuda/autotune_base", "inductor-cuda/autotune_noepilogue")
    assert result.returncode == 0 and json.loads(result.stdout)["regression"] is False


def test_thresholds_from_pyproject_found_upwards(tmp_path: Path, corpus: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.dumpdiff]\ngrowth_relative = 0.5\ngrowth_absolute_bytes = 1\n")
    nested = tmp_path / "a" / "b"
    nested.mkdir(parents=True)
    assert load_config(nested) == Config(
        growth_relative=0.5, growth_absolute_bytes=1, source=f"{tmp_path.resolve() / 'pyproject.toml'} [tool.dumpdiff]"
    )
    document = json.loads(compare_in(nested, corpus, "xla-gpu/xla_mlp_base", "xla-gpu/xla_mlp_bigbatch").stdout)
    # 25.27 -> 29.02 MiB is +15 %: below the team's 50 % floor, so only the buffers that quadrupled count.
    scopes = [
        f["details"]["scope"] for g in document["graphs"] for f in g["findings"] if f["kind"] == "allocation_growth"
    ]
    assert "total" not in scopes and scopes


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("growth_relative = [", "Invalid value"),
        ("colour = 1", "unknown setting(s) colour"),
        ('[[accept]]\npattern = "x"\n', "accept[0] needs a 'pattern' and a 'reason'"),
        ("growth_relative = nan", "growth_relative: expected a finite number not below 0"),
        ("growth_relative = inf", "growth_relative: expected a finite number not below 0"),
        ("growth_relative = -0.1", "growth_relative: expected a finite number not below 0"),
        ('growth_relative = "5%"', "growth_relative: expected a finite number not below 0 (0.05 is 5 %), got '5%'"),
        ("growth_absolute_bytes = -1", "growth_absolute_bytes: expected a whole number of bytes not below 0"),
        ("growth_absolute_bytes = 1.5", "growth_absolute_bytes: expected a whole number of bytes not below 0"),
        ("growth_absolute_bytes = true", "growth_absolute_bytes: expected a whole number of bytes not below 0"),
        ('accept = "everything"', "accept: expected a list of [[accept]] tables"),
        (
            '[[accept]]\nkind = "new_kernal"\npattern = "x"\nreason = "r"\n',
            "accept[0]: kind: expected one of new_kernel",
        ),
        ('[[accept]]\npattern = "triton_[abc"\nreason = "r"\n', "accept[0]: pattern: expected every '[' closed"),
        ("[[accept]]\npattern = 3\nreason = 'r'\n", "accept[0]: pattern: expected printable text"),
        ('[[accept]]\npattern = "x"\nreason = "r"\nexpires = "soon"\n', "accept[0]: expires: expected a date"),
        ('[[accept]]\npattern = "x"\nreason = "r"\nexpire = 2027-01-01\n', "accept[0]: unknown key(s) expire"),
    ],
)
def test_bad_settings_are_one_line_and_exit_2(tmp_path: Path, corpus: Path, content: str, message: str) -> None:
    (tmp_path / ".dumpdiff.toml").write_text(content)
    with pytest.raises(ConfigError, match=re.escape(message)):
        load_config(tmp_path)
    result = compare_in(tmp_path, corpus, "seeds/opattrs_kid_trace.txt", "seeds/opattrs_kid_trace.txt")
    assert result.returncode == 2 and result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


@pytest.mark.parametrize("spelling", ["new_kernel", "new-kernels", "new_kernels", "New-Kernel"])
def test_accept_kinds_take_the_spelling_of_fail_on(tmp_path: Path, spelling: str) -> None:
    (tmp_path / ".dumpdiff.toml").write_text(f'[[accept]]\nkind = "{spelling}"\npattern = "x[[]"\nreason = "r"\n')
    (rule,) = load_config(tmp_path).accept
    assert rule.kind == "new_kernel" and rule.applies("new_kernel", ["x["], rule.expires or date.today())


def test_every_kind_of_the_table_is_accepted_by_each_of_its_spellings() -> None:
    from dumpdiff.service.finding_kinds import FINDING_KINDS
    from dumpdiff.service.validate import finding_kind

    for kind in FINDING_KINDS:
        for spelling in (kind.name, kind.totals_key, kind.fail_on or kind.name):
            assert finding_kind(spelling) == kind.name
