"""When orders are due: `deadline:` of `turns/game.yaml`, in the GM's time zone.

    deadline:
      timezone: Europe/Moscow     # the GM's (an IANA name); UTC by default
      weekly: sunday 20:00        # one turn a week: its orders are due on this day and hour
      start: 2026-12-06           # turn 1's orders are due on the first such day and hour on or after this date
      turns: {5: 2027-01-10 20:00}   # a turn's own date; the weeks go on from the latest one set
      night: 23:00-08:00          # never at night: a deadline that would fall inside is moved to its end

A turn's deadline is a function of these settings alone, never of when a command ran, so that every command
(and every GM's machine) names the same one. The clock is `now()`: the machine's, or `DYNASTY_NOW` (an ISO date
and time) when set — what the tests and a GM trying his settings use."""

from __future__ import annotations

import os
import re
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from typing import Any

from pydantic import field_validator, model_validator

from dynasty.errors import CampaignError, InvalidValue
from dynasty.game.state import Model
from dynasty.text.catalogs import Language, Text, message

#: Weekday names, in English and Russian (any case), with their numbers (Monday 0).
WEEKDAYS = {name: n for n, names in enumerate((
    ("monday", "mon", "понедельник", "пн"), ("tuesday", "tue", "вторник", "вт"),
    ("wednesday", "wed", "среда", "ср"), ("thursday", "thu", "четверг", "чт"),
    ("friday", "fri", "пятница", "пт"), ("saturday", "sat", "суббота", "сб"),
    ("sunday", "sun", "воскресенье", "вс"))) for name in names}

_CLOCK = re.compile(r"^([01]?[0-9]|2[0-3]):([0-5][0-9])$")
_MOMENT = re.compile(r"^(\d{4}-\d{2}-\d{2})(?:[ T]([0-9]{1,2}:[0-9]{2}))?$")


def _clock(text: str) -> time:
    match = _CLOCK.match(text.strip())
    if match is None:
        raise InvalidValue(Text("settings-deadline-clock", written=text))
    return time(int(match.group(1)), int(match.group(2)))


def _moment(text: str) -> datetime:
    """`2027-01-10 20:00` (a date alone: its end of day, 23:59), naive: in the game's time zone."""
    match = _MOMENT.match(text.strip())
    if match is None:
        raise InvalidValue(Text("settings-deadline-moment", written=text))
    try:
        day = date.fromisoformat(match.group(1))
    except ValueError:  # 2027-02-30
        raise InvalidValue(Text("settings-deadline-moment", written=text)) from None
    return datetime.combine(day, _clock(match.group(2)) if match.group(2) else time(23, 59))


def _text(value: Any) -> Any:
    """A date or time YAML read as one, as the text the GM wrote."""
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M")
    if isinstance(value, date):
        return value.isoformat()
    return value


class DeadlineSettings(Model):
    timezone: str = "UTC"
    weekly: str | None = None
    start: str | None = None
    turns: dict[int, str] = {}
    night: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _dates_as_text(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        data = {key: _text(value) for key, value in data.items()}
        if isinstance(data.get("turns"), dict):
            data["turns"] = {key: _text(value) for key, value in data["turns"].items()}
        return data

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        zone_of(value)
        return value

    @field_validator("weekly")
    @classmethod
    def _weekly(cls, value: str | None) -> str | None:
        if value is not None:
            weekly_slot(value)
        return value

    @field_validator("start")
    @classmethod
    def _start(cls, value: str | None) -> str | None:
        if value is not None:
            _moment(value)
        return value

    @field_validator("turns")
    @classmethod
    def _turns(cls, value: dict[int, str]) -> dict[int, str]:
        for turn, moment in value.items():
            if turn < 1:
                raise InvalidValue(Text("cli-bad-turn", text=str(turn)))
            _moment(moment)
        return value

    @field_validator("night")
    @classmethod
    def _night(cls, value: str | None) -> str | None:
        if value is not None:
            night_hours(value)
        return value

    @model_validator(mode="after")
    def _anchored(self) -> DeadlineSettings:
        if self.weekly is not None and self.start is None and not self.turns:
            raise InvalidValue(Text("settings-deadline-unanchored"))
        return self


def zone_of(name: str) -> tzinfo:
    if name.upper() == "UTC":
        return UTC
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise InvalidValue(Text("settings-deadline-zone", written=name)) from None


def weekly_slot(text: str) -> tuple[int, time]:
    """`sunday 20:00` → (6, 20:00)."""
    parts = text.strip().split()
    if len(parts) == 2 and parts[0].casefold() not in WEEKDAYS:
        from dynasty.text.did_you_mean import closest

        near = closest(parts[0], {name: () for name in WEEKDAYS if len(name) > 3})
        if near is not None:  # a slip of the hand: «воскресене»
            raise InvalidValue(Text("settings-deadline-weekly-maybe", maybe=near))
    if len(parts) != 2 or parts[0].casefold() not in WEEKDAYS:
        raise InvalidValue(Text("settings-deadline-weekly"))
    return WEEKDAYS[parts[0].casefold()], _clock(parts[1])


def night_hours(text: str) -> tuple[time, time]:
    """`23:00-08:00` → (23:00, 08:00): the hours no deadline falls in."""
    parts = text.replace("–", "-").split("-")
    if len(parts) != 2:
        raise InvalidValue(Text("settings-deadline-night", written=text))
    return _clock(parts[0]), _clock(parts[1])


def _first_slot(after: datetime, slot: tuple[int, time], *, strictly: bool) -> datetime:
    """The first weekday and hour `slot` after `after` (or at it, unless `strictly`)."""
    weekday, hour = slot
    day = after.date() + timedelta(days=(weekday - after.weekday()) % 7)
    found = datetime.combine(day, hour)
    if found < after or (strictly and found == after):
        found += timedelta(days=7)
    return found


def _out_of_night(moment: datetime, night: tuple[time, time] | None) -> datetime:
    """A deadline inside the night moved to the night's end."""
    if night is None:
        return moment
    begin, end = night
    clock = moment.time()
    inside = (begin <= clock or clock < end) if begin > end else (begin <= clock < end)
    if not inside:
        return moment
    day = moment.date() if clock < end else moment.date() + timedelta(days=1)
    return datetime.combine(day, end)


def deadline(settings: DeadlineSettings | None, turn: int) -> datetime | None:
    """When the orders of `turn` are due (aware, in the game's time zone), or None when the game sets none: the
    turn's own date; else, weekly, the turn's week counted from the latest turn set before it, or from `start`."""
    if settings is None:
        return None
    moment: datetime | None
    if turn in settings.turns:
        moment = _moment(settings.turns[turn])
    elif settings.weekly is not None:
        slot = weekly_slot(settings.weekly)
        earlier = [t for t in settings.turns if t < turn]
        if earlier:
            base = max(earlier)
            moment = _first_slot(_moment(settings.turns[base]), slot, strictly=True) + timedelta(weeks=turn - base - 1)
        else:
            assert settings.start is not None  # `_anchored`
            start = datetime.combine(_moment(settings.start).date(), time(0, 0))
            moment = _first_slot(start, slot, strictly=False) + timedelta(weeks=turn - 1)
    else:
        moment = None
    if moment is None:
        return None
    night = night_hours(settings.night) if settings.night is not None else None
    return _out_of_night(moment, night).replace(tzinfo=zone_of(settings.timezone))


def now(zone: tzinfo = UTC) -> datetime:
    """The time now, aware: `DYNASTY_NOW` (ISO 8601; without an offset, in `zone`) when set, else the clock's."""
    fixed = os.environ.get("DYNASTY_NOW")
    if not fixed:
        return datetime.now(zone)
    try:
        moment = datetime.fromisoformat(fixed.strip())
    except ValueError:
        raise CampaignError(Text("settings-bad-now", written=fixed)) from None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=zone)


# -- in words --------------------------------------------------------------------------------------------------


def when_text(due: datetime, language: Language) -> str:
    """`воскресенье, 6 декабря 2026, 20:00 по московскому времени`; another zone by its offset, `(UTC+5)`."""
    if getattr(due.tzinfo, "key", None) == "Europe/Moscow":
        zone = message(language, "deadline-zone-moscow")
    else:
        minutes = int((due.utcoffset() or timedelta()).total_seconds() // 60)
        sign = "+" if minutes >= 0 else "−"
        hours, rest = divmod(abs(minutes), 60)
        zone = message(language, "deadline-zone-offset", offset=f"{sign}{hours}" + (f":{rest:02d}" if rest else ""))
    return message(language, "deadline-when", weekday=message(language, f"deadline-weekday-{due.weekday()}"),
                   day=due.day, month=message(language, f"deadline-month-{due.month}"), year=due.year,
                   clock=due.strftime("%H:%M"), zone=zone)


def span_text(span: timedelta, language: Language, *, ago: bool = False) -> str:
    """`2 дня 3 часа`, `5 часов 10 минут`, `40 минут`: the two largest units, rounded down; `ago`, as «… назад»
    says them («21 минуту»)."""
    minutes = int(abs(span).total_seconds() // 60)
    days, hours, mins = minutes // (24 * 60), minutes // 60 % 24, minutes % 60
    parts = [message(language, kind, n=n) for kind, n in
             (("deadline-days", days), ("deadline-hours", hours),
              ("deadline-minutes-ago" if ago else "deadline-minutes", mins)) if n]
    return " ".join(parts[:2]) if parts else message(language, "deadline-less-than-a-minute")


def deadline_text(due: datetime, at: datetime, turn: int, language: Language) -> str:
    """The turn's deadline and the time left, or how long ago it passed."""
    kind = "deadline-left" if due > at else "deadline-passed"
    return message(language, kind, turn=turn, when=when_text(due, language),
                   left=span_text(due - at, language, ago=due <= at))
