"""What counts as a message (``games.message.is_msg``): a ``Msg``, or its JSON form read
back — a dict with exactly ``id`` (a string) and ``args`` — and nothing else."""

import json

from games.message import Msg, is_msg


def test_a_msg_and_its_json_form_read_back_are_messages():
    msg = Msg("points", count=3)
    assert is_msg(msg)
    assert is_msg(json.loads(json.dumps(msg)))


def test_dicts_of_another_shape_are_not_messages():
    assert not is_msg({"id": "points"})
    assert not is_msg({"id": "points", "args": {}, "extra": 1})
    assert not is_msg({"id": 3, "args": {}})
    assert not is_msg({"args": {}, "name": "points"})
    assert not is_msg(["points", {}])
    assert not is_msg("points")
