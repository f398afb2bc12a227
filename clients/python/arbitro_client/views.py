"""The answers that are one game's of several, as unions of the generated models.

openapi.yaml writes each as a ``oneOf`` told apart by a ``discriminator`` (a session's view by its
``game``, then by its reader's ``role``; a log, a match record and a verdict by ``game``), and each
member holds that property as a constant, so the generated code reads the one member that fits,
every key kept. ``isinstance(view, EuchreRefereeSession)`` or ``view.game`` says which it is.
"""

from __future__ import annotations

from ._generated.models import (
    EcarteAdjudication,
    EcarteLegalActions,
    EcarteMatchRecord,
    EcarteMatchVerdict,
    EcarteRefereeSession,
    EcarteSeatSession,
    EcarteSessionLog,
    EcarteVerdict,
    EuchreAdjudication,
    EuchreLegalActions,
    EuchreMatchRecord,
    EuchreMatchVerdict,
    EuchreRefereeSession,
    EuchreSeatSession,
    EuchreSessionLog,
    EuchreVerdict,
    RaminoAdjudication,
    RaminoLegalActions,
    RaminoMatchRecord,
    RaminoMatchVerdict,
    RaminoRefereeSession,
    RaminoSeatSession,
    RaminoSessionLog,
    RaminoVerdict,
    SetteEMezzoAdjudication,
    SetteEMezzoLegalActions,
    SetteEMezzoMatchRecord,
    SetteEMezzoMatchVerdict,
    SetteEMezzoRefereeSession,
    SetteEMezzoSeatSession,
    SetteEMezzoSessionLog,
    SetteEMezzoVerdict,
)

SeatSession = EcarteSeatSession | EuchreSeatSession | SetteEMezzoSeatSession | RaminoSeatSession
RefereeSession = EcarteRefereeSession | EuchreRefereeSession | SetteEMezzoRefereeSession | RaminoRefereeSession
SessionView = SeatSession | RefereeSession
SessionLog = EcarteSessionLog | EuchreSessionLog | SetteEMezzoSessionLog | RaminoSessionLog
MatchRecord = EcarteMatchRecord | EuchreMatchRecord | SetteEMezzoMatchRecord | RaminoMatchRecord
MatchVerdict = EcarteMatchVerdict | EuchreMatchVerdict | SetteEMezzoMatchVerdict | RaminoMatchVerdict
Adjudication = EcarteAdjudication | EuchreAdjudication | SetteEMezzoAdjudication | RaminoAdjudication
LegalActions = EcarteLegalActions | EuchreLegalActions | SetteEMezzoLegalActions | RaminoLegalActions
Verdict = EcarteVerdict | EuchreVerdict | SetteEMezzoVerdict | RaminoVerdict
