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


def main(argv: list[str] | None = None) -> None:
    """Entry point: turns every expected failure into one line on stderr and exit status 2."""
    args = sys.argv[1:] if argv is None else argv
    verbose = "-v" in args or "--verbose" in args
    try:
        cli.main(args=args, prog_name="dumpdiff", standalone_mode=False)
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
    sys.exit(EXIT_OK)


if __name__ == "__main__":
    main()
