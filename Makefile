# Set-up is part of every target: a fresh machine needs only Python 3.11+ and make.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: install test demo example docs lint clean bench

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# pytest exits 5 when it collects no test: that is not a failure of the suite. The tests run on every core
# (pytest-xdist): each test makes its own folders, so any two may run side by side.
test: $(STAMP)
	$(BIN)/python -m pytest -n auto; status=$$?; if [ $$status -eq 5 ]; then exit 0; else exit $$status; fi

# A fresh campaign of the classic scenario in a temporary folder, 3 turns played by the built-in player.
demo: $(STAMP)
	@dir=$$(mktemp -d /tmp/dynasty-demo.XXXXXX) && \
	$(BIN)/python -m dynasty.commands.example --turns 3 --secret $$dir && \
	echo && $(BIN)/dynasty status --game $$dir && \
	echo && echo "The campaign is in $$dir: turns/ holds the states, the bot's orders and the logs;" && \
	echo "reports/turn-04/ the latest reports: one per dynasty (<id>.md), public.md (the chronicle), gm.md." && \
	echo "Try: $(BIN)/dynasty report 4 --game $$dir | less"

# The example campaign of the repository (turns/, reports/): 6 turns of the classic scenario, seed 2026.
# Everything in the two folders is written again but the README.md of each, which says what they hold.
example: $(STAMP)
	mkdir -p turns reports
	find turns reports -mindepth 1 -maxdepth 1 ! -name README.md -exec rm -rf {} +
	$(BIN)/python -m dynasty.commands.example .

# The players' guides (docs/guide.ru.md, docs/guide.en.md): their rules reference is written again from the
# rules catalog (dynasty/locales/<language>/rules.ftl); the rest of each guide is kept as it is.
docs: $(STAMP)
	$(BIN)/python -m dynasty.game.guide docs/guide.ru.md docs/guide.en.md

# Timings of a turn, of big generated games and of turns in memory (a few minutes; temporary folders only).
bench: $(STAMP)
	$(BIN)/python bench/bench.py

lint: $(STAMP)
	$(BIN)/python -m pip install --quiet ruff mypy
	$(BIN)/ruff check dynasty tests
	$(BIN)/mypy dynasty

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache .hypothesis
