#!/usr/bin/env bash
# Heap allocations per core step, counted by valgrind (memcheck's "total heap usage" line).
#
# The bench's --alloc-probe mode runs one workload COUNT times and nothing else. Running it at two counts and
# dividing the difference of the allocation totals by the difference of the counts gives the allocations of
# one step in steady state: start-up, the machine's creation and printing are the same at both counts.
#
# Usage: Benchmarks/allocations.sh [--json] [LOW HIGH]     (defaults: 1000 11000)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

json=false
if [[ ${1:-} == --json ]]; then json=true; shift; fi
low=${1:-1000}
high=${2:-11000}
(( high > low )) || { echo "error: HIGH must exceed LOW" >&2; exit 2; }

swift build -c release --product pullup-bench >&2
bench="$(swift build -c release --show-bin-path)/pullup-bench"

# Prints "ALLOCS BYTES" of one probe run.
count() {
  local line
  line=$(valgrind --tool=memcheck --leak-check=no "$bench" --alloc-probe "$1" "$2" 2>&1 >/dev/null |
    grep 'total heap usage')
  # ==1234==   total heap usage: 1,234 allocs, 1,230 frees, 56,789 bytes allocated
  sed -E 's/.*usage: ([0-9,]+) allocs, [0-9,]+ frees, ([0-9,]+) bytes.*/\1 \2/; s/,//g' <<<"$line"
}

results=()
for workload in samples frames releases; do
  read -r low_allocs low_bytes < <(count "$workload" "$low")
  read -r high_allocs high_bytes < <(count "$workload" "$high")
  steps=$((high - low))
  per_step=$(awk -v a="$low_allocs" -v b="$high_allocs" -v n="$steps" 'BEGIN { printf "%.3f", (b - a) / n }')
  bytes_per_step=$(awk -v a="$low_bytes" -v b="$high_bytes" -v n="$steps" 'BEGIN { printf "%.1f", (b - a) / n }')
  results+=("$workload $per_step $bytes_per_step $low_allocs $high_allocs")
done

if $json; then
  printf '{"low": %d, "high": %d, "workloads": [' "$low" "$high"
  separator=""
  for result in "${results[@]}"; do
    read -r workload per_step bytes_per_step low_allocs high_allocs <<<"$result"
    printf '%s{"workload": "%s", "allocationsPerStep": %s, "bytesPerStep": %s, "totalLow": %d, "totalHigh": %d}' \
      "$separator" "$workload" "$per_step" "$bytes_per_step" "$low_allocs" "$high_allocs"
    separator=", "
  done
  printf ']}\n'
else
  printf 'Heap allocations per step (valgrind memcheck totals at %d and %d steps)\n' "$low" "$high"
  printf '  %-10s %12s %12s %14s %14s\n' workload allocs/step bytes/step "total@$low" "total@$high"
  for result in "${results[@]}"; do
    read -r workload per_step bytes_per_step low_allocs high_allocs <<<"$result"
    printf '  %-10s %12s %12s %14s %14s\n' "$workload" "$per_step" "$bytes_per_step" "$low_allocs" "$high_allocs"
  done
fi
