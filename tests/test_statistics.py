"""The statistics of `dynasty simulate` (`dynasty.study.statistics`): intervals checked against published values."""

from __future__ import annotations

import math

import pytest

from dynasty.study.statistics import (
    mean,
    paired_mean_difference,
    paired_proportion_difference,
    proportion_difference,
    t975,
    wilson,
)


def test_wilson_interval_matches_the_textbook_values() -> None:
    """Wilson's score interval: 0 of 10 gives 0–27.8%, 5 of 10 gives 23.7–76.3% (Newcombe 1998, table I)."""
    none = wilson(0, 10)
    assert none.value == 0 and none.low == 0 and none.high == pytest.approx(0.2775, abs=1e-4)
    half = wilson(5, 10)
    assert (half.low, half.high) == (pytest.approx(0.2366, abs=1e-4), pytest.approx(0.7634, abs=1e-4))
    assert not wilson(0, 0).known


def test_newcombe_difference_of_two_proportions_matches_his_example() -> None:
    """Newcombe (1998), method 10: 56/70 − 48/80 = 0.200, 95% interval 0.0524 to 0.3339."""
    difference = proportion_difference(48, 80, 56, 70)
    assert difference.value == pytest.approx(0.2)
    assert (difference.low, difference.high) == (pytest.approx(0.0524, abs=1e-4), pytest.approx(0.3339, abs=1e-4))
    assert difference.beyond_chance


def test_paired_proportions_of_identical_games_differ_by_nothing_and_a_one_sided_change_shows() -> None:
    same = paired_proportion_difference([True, False] * 10, [True, False] * 10)
    assert same.value == 0 and not same.beyond_chance and same.low <= 0 <= same.high
    gained = paired_proportion_difference([False] * 30, [True] * 30)
    assert gained.value == 1 and gained.beyond_chance


def test_student_t_quantiles_from_the_table_and_beyond() -> None:
    """t(0.975) with 1, 10, 30 degrees of freedom from the table; 31, 100, 1000 by the expansion."""
    assert t975(1) == pytest.approx(12.7062, abs=1e-4)
    assert t975(10) == pytest.approx(2.2281, abs=1e-4)
    assert t975(31) == pytest.approx(2.0395, abs=1e-4)
    assert t975(100) == pytest.approx(1.9840, abs=1e-4)
    assert t975(1000) == pytest.approx(1.9623, abs=1e-4)


def test_a_mean_and_a_paired_difference_of_means() -> None:
    estimate = mean([1, 2, 3, 4])
    assert estimate.value == 2.5
    assert estimate.high - estimate.value == pytest.approx(3.1824 * math.sqrt(5 / 3) / 2, abs=1e-3)
    assert not mean([7]).known
    shifted = paired_mean_difference([10, 12, 14], [7, 9, 11])
    assert (shifted.value, shifted.low, shifted.high) == (-3, -3, -3) and shifted.beyond_chance
