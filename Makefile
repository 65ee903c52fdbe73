# Makefile: the README's commands.
#   make         build bulkcc (needs cc, cmake, flex and bison, installed if missing; not the test tools)
#   make demo    build bulkcc, translate, compile and run the samples (on the GPU if there is one)
#   make check   build bulkcc and run the quick suite (lit + FileCheck, installed if missing; GPU
#                tests only where a GPU is)
#   make check-slow   the slow differential sets: the programs and library folders, random
#                programs, every limit crossed, nvcc's builds of make bench and the CUDA runtime
#   make check-sanitize   both suites against bulkcc built with ASan and UBSan
#   make install PREFIX=DIR   bulkcc, its runtime and its CMake package under DIR
#   make bench   on a GPU machine: every benchmark case, with a table, CSV and plot under bench/results/
#   make bench-whole-call   on a GPU machine: the whole NAME_bulk call's part of make bench alone
#   make gpu     on a GPU machine: every test (GPU ones included), then make bench

BUILD ?= build
SANITIZE_BUILD ?= build-sanitize

all: bulkcc

# the tools to build bulkcc; test-deps: those and the tests' (lit, FileCheck, not, python3)
deps:
	@scripts/install-deps.sh build

test-deps: deps
	@scripts/install-deps.sh all

bulkcc: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	@cmake --build $(BUILD) -j 2

# make install PREFIX=DIR: bulkcc, its man page, the runtime and its CMake and pkg-config files
PREFIX ?= /usr/local
install: bulkcc
	@cmake --install $(BUILD) --prefix $(PREFIX)

check: test-deps bulkcc
	@cmake --build $(BUILD) --target check

check-slow: test-deps bulkcc
	@cmake --build $(BUILD) --target check-slow

# every test, the slow sets too, against bulkcc built with AddressSanitizer and
# UndefinedBehaviorSanitizer
check-sanitize: test-deps
	@cmake -S . -B $(SANITIZE_BUILD) -DCMAKE_BUILD_TYPE=Debug -DBULKCC_SANITIZE=ON >/dev/null
	@cmake --build $(SANITIZE_BUILD) -j 2
	@ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1 \
	  cmake --build $(SANITIZE_BUILD) --target check-all

demo: bulkcc
	@BUILD=$(abspath $(BUILD)) scripts/demo.sh

bench: bulkcc
	@bench/bench.sh

bench-whole-call: bulkcc
	@bench/bench.sh --whole-call-only

gpu: bulkcc
	@bench/gpu_suite.sh

clean:
	rm -rf $(BUILD) $(SANITIZE_BUILD)

.PHONY: all deps test-deps bulkcc install check check-slow check-sanitize demo bench bench-whole-call gpu clean
