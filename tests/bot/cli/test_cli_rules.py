"""``petri rules``: the player-facing rules and every option."""

from __future__ import annotations

from cli.main import main
from games import GAMES, get_game


def test_rules_print_the_rules_and_every_option(capsys):
    assert main(["rules", "dna-sequence"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.startswith("**DNA (sequence chunks)**")
    assert "First round" in out and "TAAGAAGCGCCT" in out
    game = get_game("dna-sequence")
    for opt in game.options:
        assert f"- `{opt.name}`: {opt.help}" in out, opt.name
    assert "- `seed`:" in out
    assert "an integer 2..4, default `4`" in out  # base: allowed values and default


def test_rules_id_is_case_insensitive(capsys):
    assert main(["rules", "DNA-Sequence"]) == 0
    assert "**DNA (sequence chunks)**" in capsys.readouterr().out


def test_rules_of_an_unknown_game_exit_1(capsys):
    assert main(["rules", "chess"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert "unknown game 'chess'; games are: dna-sequence" in err


def test_rules_without_a_game_lists_the_games(capsys):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    assert len(out.strip().splitlines()) == len(GAMES)
    assert "dna-sequence" in out and "2–8 players" in out


def test_a_game_for_exactly_two_names_the_count_once(capsys):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    assert "Mitosis (2 players)" in out and "2–2" not in out


def test_genetess_rules_open_with_a_five_line_quick_start(capsys):
    """Genetess was hard to enter; its rules start with five numbered lines."""
    assert main(["rules", "genetess"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "**Quick start**"
    assert [line[:3] for line in lines[1:6]] == ["1. ", "2. ", "3. ", "4. ", "5. "]
    assert lines[6] == "" and "E (energy" in lines[1] and "turn letter" in lines[1]


def test_rules_are_reflowed_paragraphs(capsys):
    """The source's hard line breaks reached the /rules embed, breaking sentences;
    a line is followed only by a blank line, a list item, a heading or a table row."""
    from bot.rules import rules_markdown

    for game in GAMES.values():
        lines = rules_markdown(game).splitlines()
        for line, after in zip(lines, lines[1:]):
            if line.strip() and after.strip():
                assert after.lstrip()[:2] in ("- ", "* ", "• ", "| ") or after[:1].isdigit() \
                    or after.startswith("#"), (game.id, line[-40:], after[:40])


def test_dna_icehouse_rules_price_a_recolour_as_the_ruling_does():
    """"recolour costs the target's pips" could not be squared with the panel's
    R1→R3, then "R3→Y3 costs 1"; the ruling prices it at the pips before this turn's changes."""
    from bot.rules import rules_markdown

    text = rules_markdown(get_game("dna-icehouse"))
    assert "costs the target's pips as the turn began, before any resize this turn" in text
    assert "grown to R3 this turn still costs 1 to recolour" in text
