"""The `dumpdiff` command: a thin click group. Each command parses its arguments, calls into the app, renders
and exits; messages go to stderr so that stdout carries only the product.

Exit statuses are decided here and nowhere else: 0 fine (no regression), 1 a regression flag raised, 2 trouble
(bad input, bad configuration); never a traceback unless ``-v``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from dumpdiff.ingest.errors import DumpError

EXIT_OK, EXIT_REGRESSION, EXIT_TROUBLE = 0, 1, 2

F = TypeVar("F", bound=Callable[..., Any])


class UserError(click.ClickException):
    """A problem the user can fix (configuration, missing run, ...): one line on stderr, exit 2."""

    exit_code = EXIT_TROUBLE


def output_option(function: F) -> F:
    return click.option(
        "-o",
        "--output",
        type=click.Path(dir_okay=False, writable=True, allow_dash=True),
        default="-",
        show_default=True,
        help="Write the report here instead of stdout.",
    )(function)


def emit(text: str, output: str) -> None:
    if output == "-":
        click.echo(text, nl=not text.endswith("\n"))
    else:
        with open(output, "w", encoding="utf-8") as stream:
            stream.write(text if text.endswith("\n") else text + "\n")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="dumpdiff")
@click.option("-v", "--verbose", is_flag=True, help="Show tracebacks and progress details.")
@click.option("-q", "--quiet", is_flag=True, help="Say nothing on stderr but errors.")
@click.option(
    "--color/--no-color", default=None, help="Colour the terminal report (default: on a terminal, unless NO_COLOR)."
)
@click.pass_context
def cli(ctx: click.Context, verbose: bool, quiet: bool, color: bool | None) -> None:
    """Find regressions in ML compiler dumps: new kernels, lost fusions, allocation growth."""
    if color is None:
        color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    ctx.obj = {"verbose": verbose, "quiet": quiet, "color": color}


@cli.command()
@click.argument("path", type=click.Path(exists=False))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@output_option
def inspect(path: str, fmt: str, output: str) -> None:
    """Summarize one dump file or folder: kernels, fusions, buffers, bytes, per graph."""
    from dumpdiff.ingest.load import load_run
    from dumpdiff.service.inspect import render_inspect

    emit(render_inspect(load_run(path), fmt), output)


@cli.command()
@click.argument("base")
@click.argument("head")
@click.option("--format", "fmt", type=click.Choice(["text", "markdown", "json"]), default="text", show_default=True)
@click.option("--label", help="Run label when BASE/HEAD are commits in the store.")
@click.option("--growth-relative", type=float, help="Growth below this fraction of the base is noise [config: 0.05].")
@click.option("--growth-absolute", type=int, help="Growth below this many bytes is noise [config: 262144].")
@output_option
@click.pass_context
def compare(
    ctx: click.Context,
    base: str,
    head: str,
    fmt: str,
    label: str | None,
    growth_relative: float | None,
    growth_absolute: int | None,
    output: str,
) -> None:
    """Compare two runs (dump files, dump folders or ingested commits) and flag regressions.

    Exit status: 0 no regression, 1 new kernels / lost fusions / allocation growth, 2 trouble.
    """
    from dumpdiff.service.report import render_json, render_markdown, render_text

    document = comparison_document(base, head, label, growth_relative, growth_absolute)
    if fmt == "text":
        emit(render_text(document, color=ctx.obj["color"] and output == "-"), output)
    else:
        emit((render_json if fmt == "json" else render_markdown)(document), output)
    ctx.exit(EXIT_REGRESSION if document["regression"] else EXIT_OK)


def comparison_document(
    base: str, head: str, label: str | None, growth_relative: float | None, growth_absolute: int | None
) -> dict[str, Any]:
    """Resolves both sides, applies the checked-in settings and the flags, and returns the compare document."""
    import dataclasses

    from dumpdiff.service.config import ConfigError, load_config
    from dumpdiff.service.differ import compare_runs
    from dumpdiff.service.sources import resolve_run

    try:
        config = load_config()
    except ConfigError as error:
        raise UserError(str(error)) from None
    overrides = {"growth_relative": growth_relative, "growth_absolute_bytes": growth_absolute}
    config = dataclasses.replace(config, **{k: v for k, v in overrides.items() if v is not None})
    return compare_runs(resolve_run(base, label), resolve_run(head, label), config).to_json()


def main(argv: list[str] | None = None) -> None:
    """Entry point: turns every expected failure into one line on stderr and exit status 2."""
    args = sys.argv[1:] if argv is None else argv
    verbose = "-v" in args or "--verbose" in args
    try:
        # Without standalone mode click returns the status `ctx.exit(status)` asked for instead of exiting.
        status = cli.main(args=args, prog_name="dumpdiff", standalone_mode=False)
    except click.exceptions.Exit as done:
        sys.exit(done.exit_code)
    except click.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(EXIT_TROUBLE)
    except click.ClickException as error:
        error.show()
        sys.exit(error.exit_code)
    except DumpError as error:
        if verbose:
            raise
        click.echo(str(error), err=True)
        sys.exit(EXIT_TROUBLE)
    except BrokenPipeError:
        # The reader (head, less) went away: not an error of ours.
        sys.stderr.close()
        sys.exit(EXIT_OK)
    sys.exit(status if isinstance(status, int) else EXIT_OK)


if __name__ == "__main__":
    main()
