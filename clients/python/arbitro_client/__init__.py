"""A Python client of Arbitro: ``Arbitro(base_url)`` and a session's ``Table``.

The models and operations in ``_generated`` are openapi-python-client's, from openapi.yaml
(``clients/python/regenerate.py``); this package's own layer is :mod:`.client`, :mod:`.table`,
:mod:`.retry` and :mod:`.errors`.
"""

from .client import Arbitro
from .errors import ArbitroProblem, IllegalMove, VersionConflict
from .retry import Backoff
from .table import Table

__all__ = ["Arbitro", "ArbitroProblem", "Backoff", "IllegalMove", "Table", "VersionConflict"]
