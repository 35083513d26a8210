r"""Text that players write and other players read — names of people, houses and provinces, titles, free
text: no control characters, no web address and no e-mail address. A terminal command (`\e[2J`), a line break
or a reversed direction of writing in a name would reach every report that names it, and forums make a link of
an address even in plain text (of an e-mail address, a `mailto:` link); each output format then escapes its own
markup (`reports/render.py`, `reports/family.py`)."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator
from pydantic_core import PydanticCustomError

from dynasty.text.markup import CONTROL_CHARACTERS

#: What forums turn into a link in plain text: a scheme (https://) or a www. address.
WEB_ADDRESS = re.compile(r"://|\bwww\.", re.IGNORECASE)
#: ... and into a `mailto:` link: `local@domain.tld` (phpBB's and GitHub Markdown's autolinks), the domain with
#: at least one dot; an `@` alone (`@Ratibor`, `Ivan @ Moskva`) is none. Looked for from each `@`: a pattern that
#: began with the local part would read a long run of its letters again from each of them (quadratic).
_E_MAIL_LOCAL = re.compile(r"[\w.!#$%&'*+/=?^`{|}~-]")
_E_MAIL_DOMAIN = re.compile(r"[\w-]+(?:\.[\w-]+)+")


def holds_e_mail_address(value: str) -> bool:
    """Whether the text holds `local@domain.tld`, in time linear in its length: each domain is read up to the
    next `@`, the only character after an `@` it cannot hold."""
    return any(at.start() > 0 and _E_MAIL_LOCAL.match(value, at.start() - 1) and _E_MAIL_DOMAIN.match(value, at.end())
               for at in re.finditer("@", value))


def checked_player_text(value: str) -> str:
    """The value as it is; a control character is refused, naming its code (27, the escape), and so is a web
    address or an e-mail address."""
    found = CONTROL_CHARACTERS.search(value)
    if found is not None:
        raise PydanticCustomError("control_character", "text holds the control character {code}",
                                  {"code": ord(found.group())})
    if WEB_ADDRESS.search(value):
        raise PydanticCustomError("web_address", "text holds a web address", {})
    if holds_e_mail_address(value):
        raise PydanticCustomError("e_mail_address", "text holds an e-mail address", {})
    return value


#: A string a player writes and others read.
PlayerText = Annotated[str, AfterValidator(checked_player_text)]
