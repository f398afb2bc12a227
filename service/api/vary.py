"""``Vary``: the request headers an answer depends on, as one header naming each once.

Several parts of the app add to it (the view: ``Authorization``, ``Accept``; the languages:
``Accept-Language``; CORS: ``Origin``), and flask-cors adds a ``Vary`` line of its own; a cache
that reads only one line, or a later ``headers["Vary"] = ...`` that replaces them all, would lose
the others, so :func:`vary_on` merges every line into one.
"""

from __future__ import annotations

from werkzeug.datastructures import Headers


def vary_on(headers: Headers, name: str) -> None:
    """Add ``name`` to ``headers``' ``Vary``, merging its lines into one; each name once (any case).

    One pass over the headers: looking up a header the answer lacks costs werkzeug an exception raised
    and caught.

    >>> headers = Headers([("Vary", "Authorization"), ("Vary", "origin, Accept")])
    >>> vary_on(headers, "Origin")
    >>> headers.getlist("Vary")
    ['Authorization, origin, Accept']
    >>> headers = Headers()
    >>> vary_on(headers, "Accept-Language")
    >>> headers.getlist("Vary")
    ['Accept-Language']
    """
    lines = [value for key, value in headers if key.lower() == "vary"]
    if not lines:
        headers.add("Vary", name)
        return
    names: list[str] = []
    seen: set[str] = set()
    for line in lines:
        for part in line.split(","):
            part = part.strip()
            if part and part.lower() not in seen:
                seen.add(part.lower())
                names.append(part)
    if name.lower() not in seen:
        names.append(name)
    merged = ", ".join(names)
    if lines != [merged]:
        headers["Vary"] = merged
