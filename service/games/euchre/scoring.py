"""What a finished deal scores (§8, §9.3, §10.2, §16.4)."""

from __future__ import annotations

from .rules import EuchreRules


def partnership_points(
    makers: int, makers_tricks: int, maker_alone: bool, defender_alone: bool, rules: EuchreRules
) -> tuple[list[int], str]:
    """Points per team and the reason, four-handed: one team scores (§8)."""
    points = [0, 0]
    if makers_tricks == 5:
        points[makers] = 4 if maker_alone else 2
        return points, "march"
    if makers_tricks >= 3:
        points[makers] = 1
        return points, "point"
    if defender_alone:
        points[1 - makers] = 4
    else:
        points[1 - makers] = rules.euchred_loner_points if maker_alone else 2
    return points, "euchred"


def blind_loner_points(makers: int, makers_tricks: int) -> tuple[list[int], str]:
    """§15.6 (robson_rules): the dealer's blind lone hand scores 5 for a march; short of one, the defenders 1."""
    points = [0, 0]
    if makers_tricks == 5:
        points[makers] = 5
        return points, "march"
    points[1 - makers] = 1
    return points, "blind_loner_short"


def three_handed_points(maker: int, tricks_won: list[int]) -> tuple[list[int], str]:
    """Points per seat and the reason, three-handed (§10.2)."""
    points = [0, 0, 0]
    made = tricks_won[maker]
    if made >= 4:
        points[maker] = {7: 4, 6: 2}.get(made, 1)
        return points, "march" if made == 7 else "point"
    first, second = ((maker + 1) % 3, (maker + 2) % 3)
    if tricks_won[first] == tricks_won[second]:
        points[first] = points[second] = 1
    else:
        points[max(first, second, key=tricks_won.__getitem__)] = 2
    return points, "euchred"


SET_BACK = 5
"""§16.4, individual bid euchre: what a maker short of his bid, or a player who stayed in and took no trick, has
added to his score (the seed: «gli vengono "assegnati" cinque punti»)."""


def auction_points(
    makers: int, contract: int, tricks: list[int], active: list[bool], rules: EuchreRules
) -> tuple[list[int], str]:
    """Points per side after an auction (§16.4) and the reason, ``made`` or ``set`` by the makers' tricks.

    Partnerships count up: each side scores its tricks, except makers short of their bid, who lose it.
    Individual, counting down: each trick takes a point off its taker's score; the maker short of his
    bid, and a player who stayed in and took no trick, are set back :data:`SET_BACK`; a player who
    dropped out scores nothing.
    """
    made = tricks[makers] >= contract
    reason = "made" if made else "set"
    if rules.count_down_from is None:
        return [taken if made or side != makers else -contract for side, taken in enumerate(tricks)], reason
    points = []
    for seat, taken in enumerate(tricks):
        if not active[seat]:
            points.append(0)
        elif (seat == makers and not made) or not taken:
            points.append(SET_BACK)
        else:
            points.append(-taken)
    return points, reason


def revoke_penalty(offender: int, sides: int, someone_alone: bool, rules: EuchreRules) -> list[int]:
    """What one offending side's proven revoke(s) change, per side (§9.3, §10.3): ``revoke_points``,
    lone hands included, unless ``revoke_points_loner`` sets another amount for those. Where scores count
    down (§16.4) the offender is set back that many, whatever ``revoke_scoring`` says."""
    loner_penalty = rules.revoke_points_loner if someone_alone and sides == 2 else None
    penalty = rules.revoke_points if loner_penalty is None else loner_penalty
    if rules.count_down_from is not None:
        return [penalty if side == offender else 0 for side in range(sides)]
    if rules.revoke_scoring == "deduct":
        return [-penalty if side == offender else 0 for side in range(sides)]
    return [0 if side == offender else penalty for side in range(sides)]


def revoke_points(offenders: set[int], sides: int, someone_alone: bool, rules: EuchreRules) -> list[int]:
    """The deal's points when revokes are proven: each offending side's penalty, once per side."""
    points = [0] * sides
    for offender in offenders:
        for side, change in enumerate(revoke_penalty(offender, sides, someone_alone, rules)):
            points[side] += change
    return points
