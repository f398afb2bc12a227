"""What a club keeps, in a database: its roster, seasons, events and their archived results, its ratings.

Live play stays where it is (sessions and tournaments in the store: Redis or in process); a tournament created
for a club's season (``club_id``, ``season_id``) is linked to an event here, its tables' results are copied in as
they are posted, ratings move after every proven result, and its whole record is archived when it ends.

- :mod:`.database`: the engine (SQLite by default, PostgreSQL by ``DATABASE_URL``), sessions, the schema brought
  up by Alembic's migrations (:mod:`.migrations`), and :class:`~.database.DatabaseUnavailable`;
- :mod:`.models`: the tables;
- :mod:`.clubs`: clubs, players and seasons, and the director's token;
- :mod:`.archive`: a linked tournament's results copied in, and archived when it ends;
- :mod:`.season`: a season's standings by its rule; :mod:`.history`: a player's events and tables;
- :mod:`.ratings`: the openskill ratings, moved result by result or recomputed from the archive;
- :mod:`.imports`: tournaments held in Redis before, moved into a club's season.

No engine (``service/engine``, ``service/games``) imports any of it: the rules stay pure.
"""
