"""Ramino (Italian rummy, 51 opening; game id ``ramino``): its engine is ``engine.ENGINE``, the meld helpers of
the /melds endpoints ``melds.check_meld`` and ``solver.best_opening``/``can_close``, its words ``words.py``; its
rules, numbered as the code cites them (§4.2), are docs/rules/ramino.md.

The package imports nothing itself, so that the words can be read (service/messages) without the engine."""
