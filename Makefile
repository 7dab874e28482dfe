# Habits, as targets. `make check` runs what CI runs.
PY ?= .venv/bin/python
VENV = .venv
RELEASE ?=

.PHONY: setup generate build wheels headers release release-check golden test test-fast bench-suite sanitize refcount test-python test-all test-free-threaded test-gpu gpu-tree full-tree lint typecheck bench bench-fake bench-core-fake bench-generate bench-heuristics docs docs-test check clean

STAMP = $(VENV)/.installed

# Create the virtualenv and install cudagen with its test tools (re-run when pyproject changes).
$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

# Regenerate generated/ from headers/ (every vendored release, or RELEASE=13.0).
generate: $(STAMP)
	$(PY) -m cudagen generate $(if $(RELEASE),--release $(RELEASE)) --timings

# Compile the compiled backend of every generated release (or RELEASE=13.0), in place, for
# the venv's Python (a vendored copy: python -m cuda_13_0._build).
build: $(STAMP)
	$(PY) -m cudagen build $(if $(RELEASE),--release $(RELEASE))

# One wheel per generated release in dist/, its compiled backend built for the venv's Python.
wheels: $(STAMP)
	$(PY) -m cudagen wheel $(if $(RELEASE),--release $(RELEASE)) --out dist

# Fill checksums of new manifest entries, fetch the wheels, extract and verify headers.
headers: $(STAMP)
	PYTHONPATH=generator $(PY) -m cudagen.tools.headers update
	PYTHONPATH=generator $(PY) -m cudagen.tools.headers fetch

# A new CUDA release in one command (R=13.2): the pins of cuda-toolkit R.*'s newest patch,
# the library table's entries, the manifest, the headers, the package, the diff report and a
# CHANGELOG entry (docs/releases.md). `make release-check`: is a newer one out (exit 3)?
release: $(STAMP)
	$(PY) -m cudagen release add $(R)
release-check: $(STAMP)
	$(PY) -m cudagen release check

# The CPU suite on every core (pytest-xdist; `$(PY) -m pytest -q` alone runs it in one process).
# loadgroup: the tests of one layout comparison share a worker (tests/test_layout.py). What the
# tests compile is built once and kept in build/test-cache (tests/buildcache.py).
PYTEST_PARALLEL = -n auto --dist loadgroup
test: $(STAMP)
	$(PY) -m pytest -q $(PYTEST_PARALLEL)

# The edit loop's tests: no C compiler, no vendored release parsed, no tool over whole packages
# (the `slow` marker, tests/conftest.py), in under a minute; `make test` before a commit.
test-fast: $(STAMP)
	$(PY) -m pytest -q $(PYTEST_PARALLEL) -m "not slow"

# Where the suite's time goes: the total and the 20 slowest tests, in wall and CPU seconds.
bench-suite: $(STAMP)
	$(PY) tests/benchmarks/suite.py

# The CPU suite on another Python (PYVER=3.12, found by .ci/python) in a fresh venv (nox,
# noxfile.py), then the regeneration check with that Python; the compiled backend is built for
# it by the tests. test-all: every supported Python (3.11, 3.12, 3.13).
PYVER ?= 3.13
test-python: $(STAMP)
	$(VENV)/bin/nox -s tests-$(PYVER)

test-all: $(STAMP)
	$(VENV)/bin/nox

# The compiled backend on a free-threaded CPython 3.13 (built once by .ci/free-threaded-python,
# ~5 min; CI does the same): 16 threads through first uses, launches and changing lists, GIL off.
test-free-threaded: $(STAMP)
	CUDAGEN_FREE_THREADED_PYTHON=$$(bash .ci/free-threaded-python) $(PY) -m pytest -q tests/test_driver_runtime.py -k "free_threaded"

# Rewrite the golden outputs of tests/headers/*.h and show what changed.
golden: $(STAMP)
	CUDAGEN_UPDATE_GOLDEN=1 $(PY) -m pytest -q tests/test_golden.py
	git diff --stat -- tests/golden

# The device tool takes at most 64 MiB of working tree to the GPU machine: gpu-tree hides from
# the working tree what the GPU tests do not read (headers/, docs pages, diff reports; git
# sparse checkout: still tracked, nothing lost) and prints what travels; full-tree restores it.
gpu-tree:
	python3 tests/gpu/tree.py hide $(if $(RELEASES),--releases $(RELEASES))
full-tree:
	python3 tests/gpu/tree.py restore

# The compiled backend under AddressSanitizer and UndefinedBehaviorSanitizer: every extension and
# the fake driver built with them (CUDAGEN_TEST_CFLAGS, read by tests/conftest.py), their runtimes
# preloaded into CPython (which is not built with them), and the tests that drive compiled code
# against the fake driver (the argument sweep, both backends' scenarios, the object layer, the
# heuristics' arrays and byte lengths, struct fields, hostile names, NVML's struct queries): the
# first report aborts the process, which fails its test. Leak checking is off (CPython's own).
SAN_CFLAGS = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
sanitize: $(STAMP)
	CUDAGEN_TEST_CFLAGS="$(SAN_CFLAGS)" \
	LD_PRELOAD="$$($${CC:-gcc} -print-file-name=libasan.so) $$($${CC:-gcc} -print-file-name=libubsan.so)" \
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:allocator_may_return_null=1:verify_asan_link_order=0 \
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	$(PY) -m pytest -q -p no:cacheprovider $(PYTEST_PARALLEL) tests/test_sweep.py tests/test_driver_runtime.py tests/test_core.py \
		tests/test_compiled.py tests/test_new_libraries.py tests/test_byte_lengths.py tests/test_struct_fields.py \
		tests/test_reserved_names.py tests/test_core_texture.py tests/test_struct_query.py

# The reference-leak check on a debug CPython (.ci/debug-python finds or installs one): every
# compiled driver function called CALLS times (default 10,000) with the sweep's good and bad
# arguments, against a driver that fails every call and one that succeeds; CI runs it with 1,000.
refcount: $(STAMP)
	CUDAGEN_DEBUG_PYTHON=$$(bash .ci/debug-python) CUDAGEN_REFCOUNT_CALLS=$(or $(CALLS),10000) \
	$(PY) -m pytest -q -p no:cacheprovider tests/test_sweep.py -k leaks

# Needs a GPU and NumPy; uses the committed generated/ only (no generator install).
test-gpu:
	python3 -m pytest tests/gpu -m gpu -v

# ruff, mypy --strict and the import contracts (pyproject.toml) on generator/ (its runtime/ too);
# the runtime files ship verbatim, so they are kept in the generated packages' black style, and
# the C header every extension includes must compile without a warning. runtime/core.py (the
# object layer) imports sibling modules that exist only in a generated package: mypy's run over
# generator/ leaves it out, and tests/mypy_core.py checks it (--strict) where it is, as the
# `core` module of the newest package in generated/ (its stubs and _core_release.py), with
# errors reported against runtime/core.py: mypy's build API takes the file with that module
# name, where --shadow-file would report against the package's copy (the script says more).
PY_INCLUDE = $(shell $(PY) -c "import sysconfig; print(sysconfig.get_paths()['include'])")
lint: $(STAMP)
	$(PY) -m ruff check generator tests docs noxfile.py
	$(PY) -m mypy
	$(PY) tests/mypy_core.py
	$(VENV)/bin/lint-imports --no-cache
	$(PY) -m black --check --quiet --line-length 100 generator/cudagen/runtime
	echo '#include "cudagen.h"' | $${CC:-cc} -x c -std=c11 -fsyntax-only -Wall -Wextra -Wpedantic -Werror \
		-I$(PY_INCLUDE) -Igenerator/cudagen/runtime -
	@# and its free-threaded branches (Py_GIL_DISABLED), where CI's python3.13t is at hand
	if [ -n "$$CUDAGEN_FREE_THREADED_PYTHON" ]; then echo '#include "cudagen.h"' | $${CC:-cc} -x c -std=c11 \
		-fsyntax-only -Wall -Wextra -Wpedantic -Werror -Igenerator/cudagen/runtime \
		-I"$$($$CUDAGEN_FREE_THREADED_PYTHON -c 'import sysconfig; print(sysconfig.get_paths()["include"])')" -; fi

# Call/launch overhead and import time beside C and cuda.bindings (needs a GPU; see README).
bench:
	python3 tests/benchmarks/run.py

# The Python side of those calls here, against the fake driver (no GPU; COMPARE=before=DIR).
bench-fake:
	python3 tests/benchmarks/fake.py $(if $(COMPARE),--compare $(COMPARE))

# The object layer's hot calls (core.py's four statements) against the fake driver and a C loop.
bench-core-fake:
	python3 tests/benchmarks/core_fake.py $(if $(COMPARE),--compare $(COMPARE))

# Regeneration time here: cold, as on a fresh clone (committed format index), all releases.
bench-generate: $(STAMP)
	$(PY) tests/benchmarks/generate.py

# How many of the parameters the vendored rules files decide the heuristics alone decide the same
# way, per library, beside the figures recorded before they were worked on (no GPU needed).
bench-heuristics: $(STAMP)
	$(PY) tests/benchmarks/heuristics.py

# The docs site in build/docs/site (README, docs/, the newest release's reference; search):
# warnings are errors, then every internal link of the built HTML must resolve.
# (NO_MKDOCS_2_WARNING: Material prints a banner on its end of life, May 2027, on each build.)
DOCS_STAMP = $(VENV)/.installed-docs
$(DOCS_STAMP): $(STAMP)
	$(PY) -m pip install -q -e '.[docs]'
	touch $(DOCS_STAMP)

docs: $(DOCS_STAMP)
	NO_MKDOCS_2_WARNING=1 $(PY) -m mkdocs build --strict --quiet
	$(PY) docs/check_links.py

# The built site in headless Chromium (Debian's chromium and chromium-driver, which
# .ci/chromium installs when missing): search, follow the result, screenshot in build/docs/.
docs-test: docs
	bash .ci/chromium
	CUDAGEN_DOCS_TEST=1 $(PY) -m pytest -q -p no:cacheprovider tests/test_docs_site.py

check:
	bash .ci/run

clean:
	rm -rf .pytest_cache .mypy_cache .ruff_cache .nox build dist  # build/: the docs site and build/test-cache
	find generated -name '*.so' -delete
