"""Issue 30, point 5: a study beyond one machine — `simulate --scheduler ADDRESS` plays its games on a Dask
cluster (here a local one, its two workers in this process) with the very results of a serial run."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from typer.testing import CliRunner

from dynasty.commands import study
from dynasty.commands.cli import app

distributed = pytest.importorskip("distributed", reason="the distributed package (the test extra) is not installed")


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """The address of a local Dask cluster: two workers, threads of this process, no dashboard."""
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as c:
        yield c.scheduler_address


def simulate(*options: str) -> str:
    result = CliRunner().invoke(app, ["simulate", "duel", "--turns", "3", "--games", "4", "--seed", "8", *options])
    assert result.exit_code == 0, result.output
    return result.output


def test_issue_30_5_a_study_on_a_dask_cluster_gives_the_results_of_a_serial_run(scheduler: str) -> None:
    assert simulate("--scheduler", scheduler) == simulate("--workers", "1")


def test_issue_30_5_a_scheduler_that_does_not_answer_is_one_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(study, "SCHEDULER_TIMEOUT", "1s")
    result = CliRunner().invoke(app, ["simulate", "duel", "--turns", "1", "--games", "1",
                                      "--scheduler", "tcp://127.0.0.1:1", "--lang", "en"])
    assert result.exit_code == 1 and "Traceback" not in result.output
    [line] = result.output.strip().splitlines()
    assert line.startswith("error: the Dask scheduler at tcp://127.0.0.1:1 does not answer: ")
