"""``python -m service.cli``: the ``arbitro`` command."""

from . import main

raise SystemExit(main())
