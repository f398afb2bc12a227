"""Arbitro: a REST referee for Ecarté, Euchre, Sette e Mezzo and Ramino."""
