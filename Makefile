# Set-up is part of every target: a fresh machine needs only Python 3.11+ and make.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: install test demo lint clean

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# pytest exits 5 when it collects no test: that is not a failure of the suite.
test: $(STAMP)
	$(BIN)/python -m pytest; status=$$?; if [ $$status -eq 5 ]; then exit 0; else exit $$status; fi

# A fresh campaign of the classic scenario in a temporary folder, then its status.
demo: $(STAMP)
	@dir=$$(mktemp -d /tmp/dynasty-demo.XXXXXX) && \
	$(BIN)/dynasty new-game scenarios/classic.yaml --seed 2026 --game $$dir && \
	echo && $(BIN)/dynasty status --game $$dir && \
	echo && echo "The campaign is in $$dir: turns/ holds the state, reports/turn-01/ the reports (one per dynasty, public.md, gm.md)."

lint: $(STAMP)
	$(BIN)/python -m pip install --quiet ruff mypy
	$(BIN)/ruff check dynasty tests
	$(BIN)/mypy dynasty

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache .hypothesis
