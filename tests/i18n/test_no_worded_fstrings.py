"""No sentence glued with an f-string reaches a reader without the catalog (acceptance "a test fails when an f-string with words reaches a message").

Walks the adapter's code (``bot/adapter``): a call that sends, replies or edits
(``send``, ``send_message``, ``reply``, ``reply_private``, ``reply_public``, ``edit``,
``edit_message``, ``followup.send``, ``send_dm``) whose content — its first argument or
``content=`` — is an f-string with words in it (three letters or more outside the
placeholders), directly or through a local name assigned one, is a sentence that skipped the
catalog.  ``Msg("id", name=value)`` rendered with ``bot.adapter.words`` is the way.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ADAPTER = sorted((ROOT / "bot" / "adapter").glob("*.py"))
SENDERS = {"send", "send_message", "reply", "reply_private", "reply_public", "edit", "edit_message", "send_dm"}
WORD = re.compile(r"[A-Za-z]{3,}")


def _worded(node: ast.AST) -> bool:
    """Whether ``node`` is an f-string (or a sum of strings holding one) with words of its own."""
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and WORD.search(str(v.value)) for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return (_worded(node.left) or _worded(node.right)) and \
            any(isinstance(n, ast.JoinedStr) for n in ast.walk(node))
    return False


def worded_sends(source: str) -> list[int]:
    """The lines of every send in ``source`` (Python code) whose content is a worded f-string."""
    tree = ast.parse(source)
    found = []
    for function in [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]:
        glued = {t.id for n in ast.walk(function) if isinstance(n, ast.Assign) and _worded(n.value)
                 for t in n.targets if isinstance(t, ast.Name)}
        for call in [n for n in ast.walk(function) if isinstance(n, ast.Call)]:
            name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", None)
            if name not in SENDERS:
                continue
            contents = [k.value for k in call.keywords if k.arg == "content"]
            # reply_private(interaction, content) and send_dm(client, host, user, content=…): the
            # content is the second argument of the helpers, the first of Discord's own calls.
            position = 1 if name == "reply_private" else 0
            if len(call.args) > position:
                contents.append(call.args[position])
            for content in contents:
                if _worded(content) or (isinstance(content, ast.Name) and content.id in glued):
                    found.append(content.lineno)
    return sorted(set(found))


def test_the_check_finds_a_glued_sentence_and_passes_a_catalog_one():
    source = ("async def f(interaction, channel, n):\n"
              "    await channel.send(f'Match #{n} is over')\n"
              "    text = f'waiting for {n}'\n"
              "    await reply_private(interaction, text)\n"
              "    await channel.send(f'<@{n}>: ' + mentions)\n"
              "    await channel.send(content=words.for_interaction(interaction, Msg('x', n=n)))\n")
    assert worded_sends(source) == [2, 4]


def test_no_adapter_send_glues_words_with_an_f_string():
    found = [f"{path.relative_to(ROOT)}:{line}" for path in ADAPTER
             for line in worded_sends(path.read_text(encoding="utf-8"))]
    assert not found, f"{len(found)} sends glue words with an f-string:\n" + "\n".join(found)
