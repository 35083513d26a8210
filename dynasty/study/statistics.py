"""Estimates with 95% confidence intervals, so that a game master tuning the rules with `dynasty simulate` can
tell a real difference from the luck of the dice: proportions (win rates, survival, causes of defeat) with
Wilson score intervals, means (turns survived, wars a game) with Student's t intervals, and differences
between two rule sets played on the same seeds — paired game by game — with Newcombe's score interval for
proportions and the t interval of the differences for means.

A difference is "larger than chance" when its 95% interval leaves out zero. numpy is loaded only by the
command that needs it (`dynasty simulate`), never at the program's start.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

#: the 97.5th percentile of the standard normal distribution: a two-sided 95% interval
Z95 = 1.959963984540054
#: Student's t, 97.5th percentile, for 1 .. 30 degrees of freedom; beyond, a Cornish–Fisher expansion
_T975 = (12.706204736, 4.302652730, 3.182446305, 2.776445105, 2.570581836, 2.446911851, 2.364624252,
         2.306004135, 2.262157163, 2.228138852, 2.200985160, 2.178812830, 2.160368656, 2.144786688,
         2.131449546, 2.119905299, 2.109815578, 2.100922040, 2.093024054, 2.085963447, 2.079613845,
         2.073873068, 2.068657610, 2.063898562, 2.059538553, 2.055529439, 2.051830516, 2.048407142,
         2.045229642, 2.042272456)


@dataclass(frozen=True)
class Estimate:
    """A value with its 95% interval (`low`, `high`; NaN when it cannot be told, as a mean of one game), and
    how many observations it rests on."""

    value: float
    low: float
    high: float
    n: int

    @property
    def known(self) -> bool:
        return not (math.isnan(self.low) or math.isnan(self.high))

    def excludes(self, other: float) -> bool:
        """Whether `other` lies outside the interval: the estimate differs from it beyond chance."""
        return self.known and (other < self.low - 1e-12 or other > self.high + 1e-12)

    @property
    def beyond_chance(self) -> bool:
        """For a difference: its interval leaves out zero."""
        return self.excludes(0.0)


def t975(degrees: int) -> float:
    """The 97.5th percentile of Student's t with `degrees` degrees of freedom (at least 1)."""
    if degrees < 1:
        raise ValueError("Student's t needs at least one degree of freedom")
    if degrees <= len(_T975):
        return _T975[degrees - 1]
    z, v = Z95, float(degrees)
    terms = ((z ** 3 + z) / 4, (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96,
             (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384,
             (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160)
    return z + sum(term / v ** (i + 1) for i, term in enumerate(terms))


def wilson(successes: int, n: int) -> Estimate:
    """A proportion with its Wilson score interval: right at 0% and 100% and for few games, where the plain
    p ± 1.96·SE is not."""
    if n <= 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    p = successes / n
    z2 = Z95 * Z95
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator
    return Estimate(p, max(0.0, centre - half), min(1.0, centre + half), n)


def mean(values: Sequence[float] | np.ndarray) -> Estimate:
    """A mean with its Student's t interval."""
    data = np.asarray(values, dtype=float)
    n = int(data.size)
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    centre = float(np.mean(data))
    if n == 1:
        return Estimate(centre, math.nan, math.nan, 1)
    half = t975(n - 1) * float(np.std(data, ddof=1)) / math.sqrt(n)
    return Estimate(centre, centre - half, centre + half, n)


def paired_mean_difference(first: Sequence[float] | np.ndarray, second: Sequence[float] | np.ndarray) -> Estimate:
    """second − first, game by game (the same seeds under two rule sets), with the t interval of the
    differences."""
    a, b = np.asarray(first, dtype=float), np.asarray(second, dtype=float)
    if a.shape != b.shape:
        raise ValueError("paired samples must be of the same size")
    return mean(b - a)


def proportion_difference(first: int, first_n: int, second: int, second_n: int) -> Estimate:
    """second − first of two independent proportions, with Newcombe's hybrid score interval (his method 10):
    Wilson intervals of each, combined."""
    return _newcombe(first, first_n, second, second_n, 0.0)


def paired_proportion_difference(first: Sequence[bool] | np.ndarray, second: Sequence[bool] | np.ndarray) -> Estimate:
    """second − first of a yes/no outcome observed in the same games under two rule sets, with Newcombe's
    score interval for paired proportions (his method 10, with the phi correlation of the pairs)."""
    a, b = np.asarray(first, dtype=bool), np.asarray(second, dtype=bool)
    if a.shape != b.shape:
        raise ValueError("paired samples must be of the same size")
    n = int(a.size)
    both, only_first = int(np.sum(a & b)), int(np.sum(a & ~b))
    only_second, neither = int(np.sum(~a & b)), int(np.sum(~a & ~b))
    margins = (both + only_first) * (only_second + neither) * (both + only_second) * (only_first + neither)
    phi = (both * neither - only_first * only_second) / math.sqrt(margins) if margins > 0 else 0.0
    return _newcombe(both + only_first, n, both + only_second, n, phi)


def _newcombe(first: int, first_n: int, second: int, second_n: int, phi: float) -> Estimate:
    if first_n <= 0 or second_n <= 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    one, two = wilson(first, first_n), wilson(second, second_n)
    difference = two.value - one.value
    # the interval of (second − first): its low end takes second's low and first's high, and the reverse
    down_two, up_one = two.value - two.low, one.high - one.value
    up_two, down_one = two.high - two.value, one.value - one.low
    low = difference - math.sqrt(max(0.0, down_two ** 2 - 2 * phi * down_two * up_one + up_one ** 2))
    high = difference + math.sqrt(max(0.0, up_two ** 2 - 2 * phi * up_two * down_one + down_one ** 2))
    return Estimate(difference, max(-1.0, low), min(1.0, high), min(first_n, second_n))
