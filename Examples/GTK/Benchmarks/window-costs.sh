#!/usr/bin/env bash
# Measures pullup-gtk under Xvfb: the time from start to the first drawn frame, the CPU time per frame
# while the sheet settles, and the wake-ups of a window at rest. BENCHMARKS.md records the results.
# Needs Xvfb and xdotool; builds pullup-gtk in release first.
# Usage: Examples/GTK/Benchmarks/window-costs.sh [RUNS]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH
runs=${1:-5}
swift build -c release --product pullup-gtk >/dev/null
binary="$(swift build -c release --show-bin-path)/pullup-gtk"
work=$(mktemp -d)
exec 3<> >(:)
Xvfb -displayfd 3 -screen 0 1024x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
read -r display <&3
export DISPLAY=":$display" GDK_BACKEND=x11 GTK_A11Y=none
pid=
trap 'kill -9 $pid $xvfb 2>/dev/null; rm -rf "$work"' EXIT

# CPU nanoseconds of every thread of a process so far.
cpu_ns() { cat /proc/"$1"/task/*/schedstat | awk '{ sum += $1 } END { printf "%d", sum }'; }
# Context switches (each a wake-up after a sleep, or a preemption) of the main thread, where GLib's loop runs.
switches() { awk '/ctxt_switches/ { sum += $2 } END { printf "%d", sum }' /proc/"$1"/status; }
# Waits until the log has at least $2 lines, 30 s at most (a measurement script may poll; tests do not).
wait_lines() {
  local deadline=$((SECONDS + 30))
  until [[ -f $1 ]] && [[ $(wc -l < "$1") -ge $2 ]]; do
    ((SECONDS < deadline)) || { echo "no frame within 30 s" >&2; exit 1; }
    sleep 0.005
  done
}

echo "Start to first frame ($runs runs):"
for run in $(seq "$runs"); do
  log="$work/start-$run.jsonl"
  start=$(date +%s%N)
  "$binary" --log "$log" >/dev/null 2>&1 &
  pid=$!
  wait_lines "$log" 1
  echo "  $(( ($(date +%s%N) - start) / 1000000 )) ms"
  kill -9 $pid; wait $pid 2>/dev/null || true
done

log="$work/settle.jsonl"
"$binary" --log "$log" >/dev/null 2>&1 &
pid=$!
wait_lines "$log" 1
sleep 1
before_cpu=$(cpu_ns $pid); before_lines=$(wc -l < "$log")
for toggle in $(seq 10); do xdotool key space; sleep 1.2; done
after_cpu=$(cpu_ns $pid); after_lines=$(wc -l < "$log")
frames=$(tail -n +"$((before_lines + 1))" "$log" | grep -c '"phase":"settling"' || true)
echo "Settling: $frames settle frames over 10 toggles, $(( (after_cpu - before_cpu) / 1000 )) µs of CPU in all:" \
  "$(( (after_cpu - before_cpu) / 1000 / (after_lines - before_lines) )) µs per drawn frame"

before_switches=$(switches $pid); before_lines=$(wc -l < "$log")
sleep 5
echo "At rest for 5 s: $(( $(switches $pid) - before_switches )) context switches," \
  "$(( $(wc -l < "$log") - before_lines )) frames drawn"
kill -9 $pid
