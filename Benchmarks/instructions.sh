#!/usr/bin/env bash
# Instructions per core step, counted by valgrind's callgrind: unlike nanoseconds, the same on every run and
# unaffected by whoever else uses the machine, so it tells whether a change made the core cheaper.
#
# Same method as allocations.sh: the bench's --alloc-probe mode at two counts, the difference of the program
# totals divided by the difference of the counts.
#
# Usage: Benchmarks/instructions.sh [LOW HIGH]     (defaults: 10000 60000)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

low=${1:-10000}
high=${2:-60000}
(( high > low )) || { echo "error: HIGH must exceed LOW" >&2; exit 2; }

swift build -c release --product pullup-bench >&2
bench="$(swift build -c release --show-bin-path)/pullup-bench"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Prints the instructions executed by one probe run.
count() {
  valgrind --tool=callgrind --callgrind-out-file="$scratch/out" "$bench" --alloc-probe "$1" "$2" >/dev/null 2>&1
  callgrind_annotate "$scratch/out" | grep 'PROGRAM TOTALS' | awk '{ gsub(",", "", $1); print $1 }'
}

printf 'Instructions per step (callgrind totals at %d and %d steps)\n' "$low" "$high"
for workload in samples frames releases; do
  low_total=$(count "$workload" "$low")
  high_total=$(count "$workload" "$high")
  printf '  %-10s %8d\n' "$workload" $(( (high_total - low_total) / (high - low) ))
done
