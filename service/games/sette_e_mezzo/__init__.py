"""Sette e Mezzo (game id ``sette-e-mezzo``): its engine is ``engine.ENGINE``, its hand-value helper
``values.value_hand``, its words ``words.py``; its rules, numbered as the code cites them (§4.2), are
docs/rules/sette-e-mezzo.md.

The package imports nothing itself, so that the words can be read (service/messages) without the engine."""
