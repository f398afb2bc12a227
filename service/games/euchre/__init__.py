"""Euchre (game id ``euchre``): its engine is ``engine.ENGINE``, each phase's rules in a module of its own, its
words in ``words.py``; its rules, numbered as the code cites them (§4.2), are docs/rules/euchre.md.

The package imports nothing itself, so that the words can be read (service/messages) without the engine."""
