"""What the web layer shows of Euchre: the JSON schemas of its answers (``answers.py``), read by
service/api/answers.py into openapi.yaml, and its own request examples there (``examples.py``), read by
service/api/examples.py.  This subpackage may import the web layer; the engine never imports
it, and it is neither compiled (setup.py) nor held to the engine's purity (tests/games/test_purity.py)."""
