"""The variables a Fluent pattern uses: the shared reading of the catalog tests
(``tests/i18n/test_catalogs.py`` compares them across locales, ``tests/bot/adapter/test_words.py``
fills them to render each short text)."""

from __future__ import annotations

from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor


class _Variables(Visitor):
    def __init__(self):
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):
        self.names.add(node.id.name)


def variables_of(pattern: fast.Pattern) -> set[str]:
    """The names of the ``$variables`` ``pattern`` (a message's value or an attribute's)
    refers to anywhere inside it, select expressions and placeables included."""
    seen = _Variables()
    seen.visit(pattern)
    return seen.names
