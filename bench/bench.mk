# bench.mk -- `make bench`: one table of throughput, measured side by side in
# one run on this machine (included at the end of the top-level Makefile;
# uses its BUILD, JOBS and PYTHON).
#
#   1. $(BUILD)/bench/onnxm_bench   onnxm (each ISA path and auto), the glibc
#                                   loop, libmvec AVX-512 and AVX2 (each paired
#                                   with onnxm: auto, AVX2), memcpy -> kernels.csv
#      $(BUILD)/onnxm perf        a 1,000-element float Sqrt model
#                                   through the CLI      -> perf_sqrt_1000.json
#   2. bench/bench_peers.py         ONNX Runtime, numpy  -> peers.csv
#      bench/bench_session.py       onnxm perf vs onnxm_unary, sessions
#                                   vs ORT, onnxm.sqrt allocating -> session.csv
#      bench/peak_rss.py            peak RSS of a chain; 1,000 runs vs 10 -> rss.json
#      $(BUILD)/bench/onnxm_bench_graph_scale  load and run at 10k and 40k
#                                   nodes, deep and wide -> graph_scale.csv
#   3. bench/report.py              bench/results.md + bench/throughput.png,
#                                   docs/bench.md's machine, selection, targets and
#                                   large-tensor table, README.md's short table
#
# Raw CSVs stay in $(BUILD)/bench/.  Override e.g.
#   make bench BENCH_SIZES=1000,65536 BENCH_MIN_TIME=0.05   (a quick look)
#   make bench BENCH_OPS=Exp,Log BENCH_SIZES=65536,16777216
# BENCH_OPS measures those operators only (ONNX names): the report of such a
# run goes to $(BUILD)/bench/results.md and .png, and the tree's results.md,
# chart, docs/bench.md and README, which hold every operator's figures for
# each CPU, are left as they are.
# Speed is measured here only, never in a test.

BENCH_SIZES    ?= 1000,65536,16777216
# seconds of timed samples per cell (each cell also has a >= 10 ms warm-up)
BENCH_MIN_TIME ?= 0.2
BENCH_OPS      ?=
BENCH_ARGS      = --sizes $(BENCH_SIZES) --min-time $(BENCH_MIN_TIME) $(if $(BENCH_OPS),--ops $(BENCH_OPS))
BENCH_REPORT    = $(if $(BENCH_OPS),--md $(BUILD)/bench/results.md --png $(BUILD)/bench/throughput.png,\
                  --md bench/results.md --png bench/throughput.png --docs docs/bench.md --readme README.md)

.PHONY: bench

# Steps in order even under make -j, as in `test`.
bench: deps
	$(MAKE) --no-print-directory venv
	$(MAKE) --no-print-directory build
	@start=$$(date +%s); set -e; \
	head -n 1 /proc/stat > $(BUILD)/bench/cpustat_start 2>/dev/null || : > $(BUILD)/bench/cpustat_start; \
	echo "bench: CPU $$(lscpu | sed -n 's/^Model name: *//p'), transparent huge pages $$(cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null || echo unknown)"; \
	echo "bench: onnxm kernels, glibc loop, libmvec AVX-512 and AVX2, memcpy"; \
	./$(BUILD)/bench/onnxm_bench $(BENCH_ARGS) > $(BUILD)/bench/kernels.csv; \
	echo "bench: onnxm perf on examples/sqrt_1000.onnx"; \
	./$(BUILD)/onnxm perf examples/sqrt_1000.onnx --iterations 20000 --threads 1 --json \
	    > $(BUILD)/bench/perf_sqrt_1000.json; \
	echo "bench: ONNX Runtime, numpy"; \
	$(PYTHON) bench/bench_peers.py $(BENCH_ARGS) --onnxm-lib $(BUILD)/libonnxm.so > $(BUILD)/bench/peers.csv; \
	echo "bench: perf vs onnxm_unary, sessions vs ORT, allocating array functions, small calls"; \
	ONNXM_LIBRARY=$(CURDIR)/$(BUILD)/libonnxm.so $(PYTHON) bench/bench_session.py --onnxm $(BUILD)/onnxm \
	    $(if $(BENCH_OPS),--ops $(BENCH_OPS)) > $(BUILD)/bench/session.csv; \
	$(if $(BENCH_OPS),: > $(BUILD)/bench/small_calls.csv; rm -f $(BUILD)/bench/rss.json; ,\
	ONNXM_LIBRARY=$(CURDIR)/$(BUILD)/libonnxm.so $(PYTHON) bench/bench_small_calls.py > $(BUILD)/bench/small_calls.csv; \
	echo "bench: session load and run at 10,000 and 40,000 nodes"; \
	if [ -x $(BUILD)/bench/onnxm_bench_graph_scale ]; then \
	    ./$(BUILD)/bench/onnxm_bench_graph_scale | tee $(BUILD)/bench/graph_scale.csv; fi; \
	$(PYTHON) bench/peak_rss.py --onnxm $(BUILD)/onnxm --json $(BUILD)/bench/rss.json \
	    || echo "bench: peak_rss: a bound is not met (above; the report says which)"; ) \
	$(PYTHON) bench/report.py $(BUILD)/bench/kernels.csv $(BUILD)/bench/peers.csv \
	    $(BENCH_REPORT) --perf $(BUILD)/bench/perf_sqrt_1000.json \
	    --session $(BUILD)/bench/session.csv $(if $(BENCH_OPS),,--rss $(BUILD)/bench/rss.json) \
	    --cpustat-start $(BUILD)/bench/cpustat_start --seconds $$(( $$(date +%s) - start )); \
	echo "bench: wrote the report $(if $(BENCH_OPS),into $(BUILD)/bench/ (BENCH_OPS: a selection),into bench/results.md) in $$(( $$(date +%s) - start )) s"
