"""Dump parsers and the normalized model.

Each format is one module with the same small interface:

- ``name``: the format's name in reports and in the database;
- ``sniff(head: str) -> bool``: whether a file whose first bytes decode to ``head`` is of this format
  (content, never file names);
- ``parse(paths: Sequence[Path]) -> list[Graph]``: every file of one folder that ``sniff`` accepted (a format
  whose dumps span several files, such as XLA's, pairs them itself);
- ``traits``: a ``FormatTraits`` (``traits.py``) telling the differ what the model does not say (stable tensor ids,
  size symbols to compare without their numbers, functions named after several nodes).

Adding a format is one new module and one line in ``FORMATS`` (``formats.py``). The package itself imports
nothing, so that the command line starts without compiling every parser's regexes.
"""
