"""The rules engines, one module or package per game; ``registry`` maps ids to engines."""
