"""``arbitro`` itself: its commands found in service/cli/commands, its help, its exit
status on a usage error, ``import-egn`` printing the record the API answers, and the whole command run
as a real process (``python -m service.cli``)."""

from __future__ import annotations

import json

import pytest

from service.cli.commands import commands
from tests.cli.support import EGN, EGN_FILES, in_subprocess, told


def test_each_module_of_the_commands_package_is_a_command():
    assert [command.name for command in commands()] == ["db", "import-egn", "schedule", "tournament", "validate"]


def test_help_lists_the_commands_and_the_exit_statuses(arbitro, capsys):
    for argv in (["--help"], ["validate", "--help"], ["import-egn", "--help"]):
        with pytest.raises(SystemExit) as exit:
            arbitro(*argv)
        assert exit.value.code == 0
        said = capsys.readouterr().out
        assert "exit status:\n  0  done" in said and "\n  1  validate: violations found" in said
    with pytest.raises(SystemExit):
        arbitro("--help")
    top = capsys.readouterr().out
    assert "validate" in top and "import-egn" in top


def test_a_usage_error_exits_2(arbitro, capsys):
    for argv in ([], ["validate"], ["validate", "x.json", "--lang", "de"], ["validate", "-", "--timeout", "0"], ["x"]):
        with pytest.raises(SystemExit) as exit:
            arbitro(*argv)
        assert exit.value.code == 2
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize("name", EGN_FILES[:8])
def test_import_egn_prints_the_record_the_api_answers(arbitro, api, name):
    body = (EGN / name).read_bytes()
    answer = api.post("/v1/matches/import/egn", data=body, content_type="application/json")
    ran = arbitro("import-egn", EGN / name)
    assert (ran.status, ran.err) == (0, "") and json.loads(ran.out) == answer.get_json()


def test_import_egn_of_a_file_that_is_not_egn_prints_nothing_and_exits_2(arbitro, api):
    body = (EGN / "README.md").read_bytes()
    answer = api.post(
        "/v1/matches/import/egn", data=body, content_type="application/json", headers={"Accept-Language": "it"}
    )
    ran = arbitro("import-egn", EGN / "README.md", "--lang", "it")
    assert (ran.status, ran.out, ran.err) == (2, "", told(answer.get_json()))


@pytest.mark.slow  # a new interpreter and the app built in it (about 2 s): the slow tier
def test_the_command_runs_as_a_process_of_its_own(arbitro):
    faulty = EGN / "validation-examples" / "egn_m_20260529_01-5.egn"
    ran = in_subprocess("validate", "-", "--lang", "fr", stdin=faulty.read_bytes())
    assert ran == arbitro("validate", faulty, "--lang", "fr") and ran.status == 1
    refused = in_subprocess("import-egn", EGN / "README.md")
    assert refused == arbitro("import-egn", EGN / "README.md") and refused.status == 2
    assert in_subprocess("validate", EGN / "Custom-Scenario.egn", "--json").status == 0
