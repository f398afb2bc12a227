"""What a finished deal scores (§8, §9.3, §10.2)."""

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


def revoke_penalty(offender: int, sides: int, someone_alone: bool, rules: EuchreRules) -> list[int]:
    """What one offending side's proven revoke(s) change, per side (§9.3, §10.3): ``revoke_points``,
    lone hands included, unless ``revoke_points_loner`` sets another amount for those."""
    loner_penalty = rules.revoke_points_loner if someone_alone and sides == 2 else None
    penalty = rules.revoke_points if loner_penalty is None else loner_penalty
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
