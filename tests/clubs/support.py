"""A club, its roster and a season, made over HTTP for the club tests."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class ClubMade:
    client: Any
    id: str
    token: str
    players: dict[str, str] = field(default_factory=dict)
    """name -> id"""

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def add(self, *names: str) -> list[str]:
        for name in names:
            answer = self.client.post(f"/v1/clubs/{self.id}/players", json={"name": name}, headers=self.auth)
            assert answer.status_code == 201, answer.get_json()
            self.players[name] = answer.get_json()["id"]
        return [self.players[name] for name in names]

    def season(self, game: str = "euchre", **body: Any) -> str:
        answer = self.client.post(
            f"/v1/clubs/{self.id}/seasons", json={"name": "Spring", "game": game, **body}, headers=self.auth
        )
        assert answer.status_code == 201, answer.get_json()
        return answer.get_json()["id"]

    def tournament(self, season: str, players: list[str], **body: Any) -> dict:
        body = {"game": "euchre", "format": "progressive", "hands_per_round": 1, **body}
        sent = {**body, "players": players, "club_id": self.id, "season_id": season}
        answer = self.client.post("/v1/tournaments", json=sent, headers=self.auth)
        assert answer.status_code == 201, answer.get_json()
        return answer.get_json()

    def get(self, path: str, **headers: str) -> Any:
        answer = self.client.get(f"/v1/clubs/{self.id}{path}", headers=headers)
        assert answer.status_code == 200, answer.get_json()
        return answer


def new_club(client: Any, name: str = "Thursday Euchre") -> ClubMade:
    answer = client.post("/v1/clubs", json={"name": name})
    assert answer.status_code == 201, answer.get_json()
    body = answer.get_json()
    return ClubMade(client, body["id"], body["director_token"])


def problem(answer: Any) -> str:
    """A problem answer's code (its type's last word: ``/problems/missing-token`` is ``missing_token``)."""
    return answer.get_json()["type"].rsplit("/", 1)[-1].replace("-", "_")
