"""`dumpdiff serve`: the regression service. CI pushes runs to it with a token; it stores them in the same
Postgres as `dumpdiff ingest` and answers with the same verdicts as `dumpdiff compare`.

`app` is the ASGI application (also `create_app` for a team's own uvicorn or gunicorn), `uploads` unpacks an
upload safely, `tokens` issues and checks API tokens, `verdicts` is the one door to the differ, `push` is the
client, `commands` the click commands.
"""
