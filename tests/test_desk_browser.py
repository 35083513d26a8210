"""The desk of a turn's posts in a real browser (issue 27, points 3 and 4): a headless Chromium, driven by Selenium,
opens `reports/turn-02/posts/desk.html` from the disk, copies posts (through the clipboard API, and through the
fallback the page takes when that API refuses), marks them sent; the turn is resolved again with `--force` after
an order changed, and the browser, started again on the same profile, flags the posts whose text changed — and
only those.

It needs Debian's `chromium` and `chromium-driver` (`/usr/bin/chromium`, `/usr/bin/chromedriver`; `.ci/run`
installs them) and `selenium` (the test extras). Selenium is given the driver's path, so it never looks for one
to download; Chromium starts with a fresh profile in the test's folder and without any network service.

Headless Chromium has a clipboard of its own: `navigator.clipboard.writeText` works on a focused page opened
from the disk without asking, and the test reads the clipboard back with `navigator.clipboard.readText`, allowed
by CDP's `Browser.grantPermissions` (clipboardReadWrite, clipboardSanitizedWrite). `document.execCommand('copy')`
on the selected textarea, the page's fallback, fills the same clipboard."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from dynasty.reports.desk import DESK
from tests.test_desk import rewrite, run

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")

if not (CHROMIUM.exists() and CHROMEDRIVER.exists() and importlib.util.find_spec("selenium")):
    pytest.skip("no Chromium: the desk's browser test is skipped", allow_module_level=True)

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.remote.webelement import WebElement  # noqa: E402

#: A forum name that would close the post's textarea and run a script, were the page not escaping it.
HOSTILE = "</textarea><script>window.pwned = 1</script>"
ORDERS = "dynasty: tverskie\nturn: 1\nactions:\n  - study: {{by: mikhail, skill: {skill}}}\n"
CHANGED = "Текст изменился после отправки — отправьте заново"




def resolve(game: Path, skill: str, *more: str) -> None:
    """Turn 1 resolved with the Tverskie's head studying `skill`."""
    (game / "turns" / "turn-01" / "orders").mkdir(parents=True, exist_ok=True)
    (game / "turns" / "turn-01" / "orders" / "tverskie.yaml").write_text(ORDERS.format(skill=skill), encoding="utf-8")
    result = run("resolve", "1", "--yes", *more, "--game", str(game))
    assert result.exit_code == 0, result.output


def posts_of(folder: Path) -> dict[str, str]:
    """Each post of a posts folder by its path there, as the desk names it."""
    return {p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(folder.rglob("*.bbcode"))}


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    """Starts a headless Chromium on the profile `tmp_path/profile` each time it is called, and quits them all."""
    started: list[webdriver.Chrome] = []

    def start() -> webdriver.Chrome:
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                         "--disable-component-update", "--disable-sync", "--no-first-run",
                         "--window-size=1200,900", f"--user-data-dir={tmp_path / 'profile'}"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
        started.append(driver)
        driver.execute_cdp_cmd("Browser.grantPermissions",
                               {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        return driver

    yield start
    for driver in started:
        driver.quit()


def post_on(driver: webdriver.Chrome, path: str) -> WebElement:
    [post] = [p for p in driver.find_elements(By.CSS_SELECTOR, "article.post") if p.get_attribute("data-path") == path]
    return post


def clipboard(driver: webdriver.Chrome) -> str:
    text: str = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "navigator.clipboard.readText().then(done, (error) => done('refused: ' + error));")
    return text


def console_errors(driver: webdriver.Chrome) -> list[str]:
    """What the page logged as errors: a script or style the policy refused, an error of the script."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def test_the_gm_copies_marks_and_after_resolve_force_sees_the_changed_posts_flagged(duel_copy: Path,
                                                                                    browser: Any) -> None:
    """Issue 27: "nothing tells him which he has sent, and after `resolve --force` nothing tells him which posts
    changed" — each post copied as its file holds it, marked sent, and after a forced resolve that changes one
    house's report, flagged «изменился после отправки — отправьте заново» where its text changed, and only
    there. A forum name and a title that close the textarea and open a script stay text and run nothing."""
    game = duel_copy
    settings = game / "turns" / "game.yaml"
    rewrite(settings, "tverskie: {player: null", "tverskie: {player: Ратиборыч")
    rewrite(settings, "moskovskie: {player: null", f'moskovskie: {{player: "{HOSTILE}"')
    rewrite(settings, "title: Дуэль", f'title: "{HOSTILE}"')  # in the text of the chronicle and the reports
    resolve(game, "learning")
    folder = game / "reports" / "turn-02" / "posts"
    before = posts_of(folder)
    page = (folder / DESK).as_uri()

    driver = browser()
    driver.get(page)
    # the hostile forum name is a heading's text, the title is in the posts' text, and neither ran; the policy
    # refused nothing of the page's own
    assert driver.execute_script("return window.pwned === undefined")
    assert any(h.text.startswith(HOSTILE) for h in driver.find_elements(By.TAG_NAME, "h2"))
    assert HOSTILE in post_on(driver, "1-chronicle.bbcode").find_element(By.TAG_NAME, "textarea").get_property("value")
    assert console_errors(driver) == []
    assert driver.find_element(By.ID, "progress").text == f"Отправлено 0 из {len(before)}"

    # copied through the clipboard API: exactly the post's file
    report = "Ратиборыч (tverskie)/1-report.bbcode"
    post_on(driver, report).find_element(By.CSS_SELECTOR, "button.copy").click()
    assert post_on(driver, report).find_element(By.CSS_SELECTOR, ".status").text == "Скопировано — вставьте на форуме"
    assert clipboard(driver) == before[report]
    # the clipboard API refused: the page selects the textarea and copies with the old command
    driver.execute_script("navigator.clipboard.writeText = () => Promise.reject(new DOMException('no', "
                          "'NotAllowedError'));")
    post_on(driver, "1-chronicle.bbcode").find_element(By.CSS_SELECTOR, "button.copy").click()
    assert post_on(driver, "1-chronicle.bbcode").find_element(By.CSS_SELECTOR, ".status").text == \
        "Скопировано — вставьте на форуме"
    assert clipboard(driver) == before["1-chronicle.bbcode"]

    # every post marked sent, in the page's order: the one to send next moves down the page
    order = [post.get_attribute("data-path") for post in driver.find_elements(By.CSS_SELECTOR, "article.post")]
    assert sorted(order) == sorted(before) and order[0] == "1-chronicle.bbcode"
    for path in order:
        assert post_on(driver, path).get_attribute("data-next") is not None
        post_on(driver, path).find_element(By.CSS_SELECTOR, "input.sent").click()
        assert post_on(driver, path).get_attribute("data-state") == "sent"
    assert driver.find_element(By.ID, "progress").text == f"Отправлено {len(before)} из {len(before)}"
    driver.quit()

    # a mistake found: the Tverskie's orders corrected, the turn resolved again
    resolve(game, "stewardship", "--force")
    after = posts_of(folder)
    assert sorted(after) == sorted(before)
    changed = {path for path in before if after[path] != before[path]}
    assert report in changed and len(changed) < len(before)

    driver = browser()  # the same profile: the marks the browser kept
    driver.get(page)
    for path in before:
        post = post_on(driver, path)
        flag = post.find_element(By.CSS_SELECTOR, ".changed")
        mark = post.find_element(By.CSS_SELECTOR, "input.sent")
        if path in changed:
            assert (post.get_attribute("data-state"), flag.text, mark.is_selected()) == ("changed", CHANGED, False)
        else:
            assert (post.get_attribute("data-state"), flag.is_displayed(), mark.is_selected()) == ("sent", False, True)
    assert driver.find_element(By.ID, "progress").text == \
        f"Отправлено {len(before) - len(changed)} из {len(before)}"
    assert driver.find_element(By.ID, "changed-count").is_displayed()
    # sent again and marked: the flag goes
    post_on(driver, report).find_element(By.CSS_SELECTOR, "input.sent").click()
    assert post_on(driver, report).get_attribute("data-state") == "sent"
    assert not post_on(driver, report).find_element(By.CSS_SELECTOR, ".changed").is_displayed()
    assert console_errors(driver) == []
