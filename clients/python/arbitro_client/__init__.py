"""A Python client of Arbitro: ``Arbitro(base_url)``, a session's ``Table`` and a ``Tournament``.

The models and operations in ``_generated`` are openapi-python-client's, from openapi.yaml
(``clients/python/regenerate.py``); this package's own layer is :mod:`.client`, :mod:`.table`,
:mod:`.tournament`, :mod:`.retry`, :mod:`.errors` and :mod:`.views` (the unions of the generated answers).
"""

from .client import Arbitro
from .errors import ArbitroProblem, IllegalMove, VersionConflict
from .retry import Backoff
from .table import Table
from .tournament import NotTheDirector, Tournament

__all__ = [
    "Arbitro",
    "ArbitroProblem",
    "Backoff",
    "IllegalMove",
    "NotTheDirector",
    "Table",
    "Tournament",
    "VersionConflict",
]
