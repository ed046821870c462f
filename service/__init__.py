"""The service side of dumpdiff: the differ, the reports, the store and the command line."""
