#!/usr/bin/env bash
# Measures pullup-gtk under Xvfb: the time from start to the first drawn frame, the CPU time per frame
# while the sheet settles, the wake-ups of a window at rest, and how many frames a drag's motion waits to be
# drawn (the window tests assert no number for it). BENCHMARKS.md records the results.
# Needs Xvfb and xdotool; builds pullup-gtk in release first, unless PULLUP_GTK_BINARY names a build to use.
# Usage: Examples/GTK/Benchmarks/window-costs.sh [RUNS]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH
runs=${1:-5}
if [[ -n ${PULLUP_GTK_BINARY:-} ]]; then
  binary=$PULLUP_GTK_BINARY
else
  swift build -c release --product pullup-gtk >/dev/null
  binary="$(swift build -c release --show-bin-path)/pullup-gtk"
fi
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

# Following the finger: a drag by the handle of 30 motions 30 ms apart, $runs times; for each frame drawn
# while the sheet tracked, the frames from the one its latest motion arrived in to the one that drew it.
log="$work/drag.jsonl"
"$binary" --log "$log" >/dev/null 2>&1 &
pid=$!
wait_lines "$log" 1
sleep 1
for run in $(seq "$runs"); do
  moves=()
  for step in $(seq 30); do moves+=(sleep 0.03 mousemove 200 $((640 - 10 * step))); done
  xdotool mousemove 200 640 mousedown 1 "${moves[@]}" sleep 0.2 mouseup 1
  sleep 1.5
  xdotool key Home
  sleep 1.5
done
kill -9 $pid
grep '"phase":"tracking"' "$log" | sed -n 's/.*"lagFrames":\([0-9]*\).*/\1/p' | sort -n | awk '
  { lags[NR] = $1; if ($1 <= 1) within++ }
  END {
    if (NR == 0) { print "Following the finger: no frame drawn while tracking"; exit 1 }
    printf "Following the finger: %d tracking frames; lag <= 1 frame in %.1f %%; median %d, 95th percentile %d, most %d frames\n",
      NR, 100 * within / NR, lags[int((NR + 1) / 2)], lags[int(NR * 0.95 + 0.999)], lags[NR]
  }'
