"""A PDF page's text as pypdf extracts it, with a word the layout hyphenated at a line's
end joined again («Резуль-» + «таты», "com-" + "pleted"): the reports hyphenate long words
(:mod:`reports.hyphens`), and the tests read the words."""

from __future__ import annotations

import re
from typing import Any

__all__ = ["page_text", "unhyphenated"]

_BROKEN = re.compile(r"(?<=[^\W\d_])-\n(?=[^\W\d_])")


def unhyphenated(text: str) -> str:
    """``text`` with each line-end hyphen between two letters removed and the word joined."""
    return _BROKEN.sub("", text)


def page_text(page: Any, *args: Any, **kwargs: Any) -> str:
    """``page.extract_text(...)`` with the hyphenated words joined again."""
    return unhyphenated(page.extract_text(*args, **kwargs) or "")
