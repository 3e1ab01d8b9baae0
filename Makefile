# onnxm -- top-level entry points.  CMake does the building; this file only
# sequences it with the system dependencies, the test virtualenv and pytest.
#
#   make / make build   Release build into build/
#   make run            deps + build, then run the bundled example model
#   make test           deps + venv + Release, sanitizer (and fuzz) and TSan builds + pytest
#                       (each fuzz target runs 30 s in it), then make test-aarch64
#   make aarch64        cross build for 64-bit Arm Linux into build-aarch64/
#   make test-aarch64   deps + the aarch64 build + its tests under qemu-aarch64,
#                       and the x86-64 vs AArch64 output comparison
#   make asan           the sanitizer build (clang: ASan + UBSan + libFuzzer's coverage)
#   make fuzz           libFuzzer targets (the sanitizer build), FUZZ_SECONDS each (default 300)
#   make tsan           ThreadSanitizer build of the multi-threaded session test
#   make accuracy       build and run the accuracy tool (ulp table vs MPFR)
#   make pkg            pip install . (the onnxm Python package) into the venv
#   make install        cmake --install into PREFIX (default /usr/local; DESTDIR honoured)
#   make wheel          dist/onnxm-VERSION-py3-none-manylinux_*_x86_64.whl (auditwheel)
#   make sdist          dist/onnxm-VERSION.tar.gz, the Python source distribution
#   make tarball        dist/onnxm-VERSION.tar.xz, the source release (git archive of HEAD)
#   make dist           tarball + sdist + wheel
#   make compare        onnxm vs onnxruntime vs numpy: compare/results.md + charts
#   make clean          remove builds, venv-free outputs

JOBS       ?= 2
BUILD      ?= build
ASAN_BUILD ?= build-asan
TSAN_BUILD ?= build-tsan
FUZZ_BUILD ?= $(ASAN_BUILD)
AARCH64_BUILD ?= build-aarch64
FUZZ_SECONDS ?= 300
FUZZ_TARGETS := fuzz_model fuzz_tensor_pb fuzz_npy fuzz_kernels
VENV       ?= .venv
PYTHON     := $(VENV)/bin/python
OUT        ?= out
# extra arguments for pytest, e.g. make test PYTEST_ARGS='-k spec -x'
PYTEST_ARGS ?=
PREFIX     ?= /usr/local
DIST       ?= dist
# include/onnxm.h is the one place the version is written
VERSION    := $(shell sed -n 's/^\#define ONNXM_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)$$/\2/p' include/onnxm.h | paste -sd.)

# The bundled examples (examples/make_example.py writes them): each is
# MODEL:INPUT_NAME:INPUT_FILE.
EXAMPLES := examples/asinh_sqrt.onnx:x:examples/x.npy examples/recip_f16.onnx:h:examples/h.npy

.PHONY: all build asan tsan fuzz-build fuzz deps venv run test pytest accuracy clean pkg compare \
        install wheel sdist tarball dist deps-aarch64 aarch64 test-aarch64 pytest-aarch64

all: build

deps:
	bash scripts/deps.sh

deps-aarch64:
	bash scripts/deps.sh --aarch64

venv:
	bash scripts/venv.sh $(VENV)

build:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(BUILD) -j$(JOBS)

# The sanitizer build: clang, AddressSanitizer + UndefinedBehaviorSanitizer,
# and libFuzzer's coverage instrumentation (ONNXM_FUZZ), so that one build
# serves both the sanitizer test suite (the C test programs, the CLI, the
# fuzz targets' replays) and the libFuzzer targets (make fuzz).  -O1 + debug
# info keeps the reports readable and the exhaustive tests fast enough.
asan:
	CC=clang cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DONNXM_SANITIZE=ON -DONNXM_FUZZ=ON -DONNXM_TOOLS=OFF \
	      -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g"
	cmake --build $(ASAN_BUILD) -j$(JOBS)

# ThreadSanitizer: only the programs that run threads against the model
# layer (the kernels' exhaustive tests would take hours under TSan).
tsan:
	cmake -S . -B $(TSAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DONNXM_TSAN=ON -DONNXM_TOOLS=OFF \
	      -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g"
	cmake --build $(TSAN_BUILD) -j$(JOBS) --target test_session_threads test_threadpool

# libFuzzer targets (fuzz/CMakeLists.txt): the sanitizer build's.
fuzz-build: asan

# Each target for FUZZ_SECONDS, two at a time; findings land in
# $(FUZZ_BUILD)/artifacts/ (commit them under fuzz/regressions/ once fixed).
fuzz: deps
	$(MAKE) --no-print-directory venv
	$(MAKE) --no-print-directory fuzz-build
	$(PYTHON) fuzz/run_fuzzers.py --build $(FUZZ_BUILD) --seconds $(FUZZ_SECONDS) --jobs $(JOBS)

# Runs each example: its description, then input and outputs printed.
run: deps
	$(MAKE) --no-print-directory build
	@set -e; for ex in $(EXAMPLES); do \
	    model=$${ex%%:*}; rest=$${ex#*:}; name=$${rest%%:*}; file=$${rest#*:}; \
	    out=$(OUT)/$$(basename $$model .onnx); rm -rf $$out; mkdir -p $$out; \
	    echo; echo "=== $$model"; \
	    ./$(BUILD)/onnxm info $$model; \
	    echo "\$$ $(BUILD)/onnxm run $$model -i $$name=$$file -o $$out --format npy"; \
	    ./$(BUILD)/onnxm run $$model -i $$name=$$file -o $$out --format npy; \
	    echo "--- input"; python3 scripts/show_tensor.py $$file; \
	    echo "--- outputs"; python3 scripts/show_tensor.py $$out/*.npy; \
	done

# Steps in order even under make -j: each is its own sub-make, timed
# (scripts/phase.sh prints "phase NAME: N s" after each, and the list at
# the end), so that every CI log carries its phase times.
PHASE = bash scripts/phase.sh
test: deps
	@$(PHASE) --reset
	@$(PHASE) venv $(MAKE) --no-print-directory venv
	@$(PHASE) build $(MAKE) --no-print-directory build
	@$(PHASE) asan $(MAKE) --no-print-directory asan
	@$(PHASE) pkg $(MAKE) --no-print-directory pkg
	@$(PHASE) dist $(MAKE) --no-print-directory dist
	@$(PHASE) tsan $(MAKE) --no-print-directory tsan
	@$(PHASE) pytest $(MAKE) --no-print-directory pytest
	@$(PHASE) aarch64-build $(MAKE) --no-print-directory deps-aarch64 aarch64
	@$(PHASE) pytest-aarch64 $(MAKE) --no-print-directory pytest-aarch64
	@$(PHASE) --summary

# pytest alone, over the builds as they are (tests/python is the one runner).
# PYTEST_JOBS workers (pytest-xdist), each taking whole modules, so that a
# module's fixtures (an install, a fuzzing run, a venv) are made once, and
# the C programs one by one (tests/python/conftest.py groups them); the
# CLI and Python tests use one core, and two workers keep both busy.
# PYTEST_JOBS=0: one process, in order.
PYTEST_JOBS ?= $(JOBS)
PYTEST_XDIST = $(if $(filter-out 0,$(PYTEST_JOBS)),-n $(PYTEST_JOBS) --dist loadgroup)
pytest:
	ONNXM_BUILD_DIR=$(CURDIR)/$(BUILD) ONNXM_ASAN_BUILD_DIR=$(CURDIR)/$(ASAN_BUILD) ONNXM_DIST_DIR=$(CURDIR)/$(DIST) \
	    ONNXM_TSAN_BUILD_DIR=$(CURDIR)/$(TSAN_BUILD) ONNXM_FUZZ_BUILD_DIR=$(CURDIR)/$(FUZZ_BUILD) \
	    $(PYTHON) -m pytest tests/python $(PYTEST_XDIST) $(PYTEST_ARGS)

# The cross build for AArch64 (cmake/aarch64-linux-gnu.cmake: Debian's cross
# gcc, the arm64 multiarch libraries; what the build runs, and CTest's tests,
# run under qemu-aarch64).  The toolchain file is given only on the first
# configure: CMake keeps it, and warns when it is passed again.
aarch64:
	cmake -S . -B $(AARCH64_BUILD) -DCMAKE_BUILD_TYPE=Release \
	      $(if $(wildcard $(AARCH64_BUILD)/CMakeCache.txt),,-DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake)
	cmake --build $(AARCH64_BUILD) -j$(JOBS)

# The emulated suite: the aarch64 build's C test programs (CTest's commands,
# under qemu), the CLI through the backend matrix, the CLI error, limit,
# ONNX node and spec tests, the fuzz regressions replayed, the HWCAP
# detection under several qemu CPU models, the output bits of every path
# against the native build's (test_cross_arch needs build/ too), and the
# installed tree, a user's program and the Python package's libonnxm.so
# cross-built (test_cross_build).
AARCH64_TESTS := test_c_suite.py test_backend_matrix.py test_cli_errors.py test_model_limits_cli.py \
                 test_onnx_backend.py test_spec_examples.py test_fuzz.py::test_replay_regressions \
                 test_cpu_features.py test_cross_arch.py test_cross_build.py
test-aarch64: deps deps-aarch64
	$(MAKE) --no-print-directory venv
	$(MAKE) --no-print-directory build
	$(MAKE) --no-print-directory aarch64
	$(MAKE) --no-print-directory pytest-aarch64

pytest-aarch64:
	ONNXM_BUILD_DIR=$(CURDIR)/$(AARCH64_BUILD) ONNXM_NATIVE_BUILD_DIR=$(CURDIR)/$(BUILD) \
	    $(PYTHON) -m pytest $(addprefix tests/python/,$(AARCH64_TESTS)) $(PYTEST_XDIST) $(PYTEST_ARGS)

accuracy: build
	./$(BUILD)/tools/onnxm_accuracy

# The Python package (pyproject.toml, python/onnxm): `pip install .` builds
# libonnxm.so with CMake into build-py/ (kept, so reinstalls are incremental)
# and installs it with the package.  The builder (scikit-build-core) comes
# pinned from requirements-dev.txt rather than an isolated build env.
pkg: venv
	$(PYTHON) -m pip install -q --no-build-isolation --no-deps .

# The C library, headers, CLI, man page, pkg-config and CMake files of the
# Release build (cmake/onnxm_install.cmake).  The lib directory was chosen
# when build/ was configured (GNUInstallDirs: lib, or lib/<multiarch> for
# /usr on Debian): configure with -DCMAKE_INSTALL_PREFIX=/usr for that.
# DESTDIR (a staging root for packaging), given to make or in the
# environment, reaches cmake --install through the environment.
install: build
	cmake --install $(BUILD) --prefix "$(PREFIX)"

# The wheel: pip builds it (sharing build-py/ with `make pkg`), auditwheel
# checks that libonnxm.so needs nothing outside the manylinux policy and
# names the wheel after the oldest policy it meets.
wheel: venv
	rm -rf $(DIST)/onnxm-$(VERSION)-*.whl build-py/wheel
	$(PYTHON) -m pip wheel -q --no-build-isolation --no-deps -w build-py/wheel .
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" auditwheel repair -w $(DIST) build-py/wheel/onnxm-$(VERSION)-py3-none-linux_x86_64.whl

sdist: venv
	rm -f $(DIST)/onnxm-$(VERSION).tar.gz
	$(PYTHON) -m build --sdist --no-isolation --outdir $(DIST) .

# Tracked files only, as committed: a release is made from a commit.
tarball:
	mkdir -p $(DIST)
	git -c tar.tar.xz.command="xz -9c" archive --format=tar.xz --prefix=onnxm-$(VERSION)/ \
	    -o $(DIST)/onnxm-$(VERSION).tar.xz HEAD

dist:
	$(MAKE) --no-print-directory tarball
	$(MAKE) --no-print-directory sdist
	$(MAKE) --no-print-directory wheel

# onnxm beside onnxruntime and numpy: throughput and accuracy against the MPFR
# oracle (build/compare/onnxm_oracle_check), written to compare/.
compare: build pkg
	$(PYTHON) compare/compare.py --oracle $(BUILD)/compare/onnxm_oracle_check --out compare

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(TSAN_BUILD) $(FUZZ_BUILD) $(AARCH64_BUILD) build-py $(OUT) $(DIST) .pytest_cache tests/python/.pytest_cache
	find tests/python -name __pycache__ -type d -prune -exec rm -rf {} +

# make bench: throughput table and chart (bench/results.md, bench/throughput.png)
-include bench/bench.mk
