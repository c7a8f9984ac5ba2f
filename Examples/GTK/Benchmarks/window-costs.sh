#!/usr/bin/env bash
# Measures pullup-gtk under Xvfb against bare-gtk, the same window without PullUp (Benchmarks/BareGTK), in
# the same run: the time from start to the first drawn frame, the CPU time per frame while the sheet settles
# (bare-gtk moves the same widgets each frame), the wake-ups of a window at rest, and how many frames a
# drag's motion waits to be drawn (the window tests assert no number for it), with pullup-gtk's results as
# ratios of bare-gtk's. BENCHMARKS.md records the results.
# Needs Xvfb and xdotool; builds both in release first, unless PULLUP_GTK_BIN names a folder with builds of
# both to use.
# Usage: Examples/GTK/Benchmarks/window-costs.sh [RUNS]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH
runs=${1:-5}
if [[ -n ${PULLUP_GTK_BIN:-} ]]; then
  bin=$PULLUP_GTK_BIN
else
  swift build -c release --product pullup-gtk >/dev/null
  swift build -c release --product bare-gtk >/dev/null
  bin="$(swift build -c release --show-bin-path)"
fi
programs=(pullup-gtk bare-gtk)
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
# Starts program $1 logging to $2 and waits for its first frame.
start() {
  "$bin/$1" --log "$2" >/dev/null 2>&1 &
  pid=$!
  wait_lines "$2" 1
}
stop() { kill -9 $pid; wait $pid 2>/dev/null || true; }
# $1 / $2 with two decimals.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "n/a"; else printf "%.2f", a / b }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

declare -A first settle lag
echo "Start to first frame ($runs runs each, alternating):"
for program in "${programs[@]}"; do : >"$work/start-$program"; done
for run in $(seq "$runs"); do
  for program in "${programs[@]}"; do
    begin=$(date +%s%N)
    start "$program" "$work/start-$program-$run.jsonl"
    echo $(( ($(date +%s%N) - begin) / 1000000 )) >>"$work/start-$program"
    stop
  done
done
for program in "${programs[@]}"; do
  first[$program]=$(median <"$work/start-$program")
  echo "  $program: $(paste -sd ' ' "$work/start-$program") ms, median ${first[$program]} ms"
done
echo "  ratio pullup-gtk / bare-gtk (medians): $(ratio "${first[pullup-gtk]}" "${first[bare-gtk]}")"

echo "Settling (10 toggles each, space):"
for program in "${programs[@]}"; do
  log="$work/settle-$program.jsonl"
  start "$program" "$log"
  sleep 1
  before_cpu=$(cpu_ns $pid); before_lines=$(wc -l < "$log")
  for toggle in $(seq 10); do xdotool key space; sleep 1.2; done
  after_cpu=$(cpu_ns $pid); after_lines=$(wc -l < "$log")
  frames=$(tail -n +"$((before_lines + 1))" "$log" | grep -c '"phase":"settling"' || true)
  settle[$program]=$(( (after_cpu - before_cpu) / 1000 / (after_lines - before_lines) ))
  echo "  $program: $frames settle frames, $(( (after_cpu - before_cpu) / 1000 )) µs of CPU in all:" \
    "${settle[$program]} µs per drawn frame"
  if [[ $program == pullup-gtk ]]; then
    before_switches=$(switches $pid); before_lines=$(wc -l < "$log")
    sleep 5
    echo "  pullup-gtk at rest for 5 s: $(( $(switches $pid) - before_switches )) context switches," \
      "$(( $(wc -l < "$log") - before_lines )) frames drawn"
  fi
  stop
done
echo "  ratio pullup-gtk / bare-gtk (CPU per frame): $(ratio "${settle[pullup-gtk]}" "${settle[bare-gtk]}")"

# Following the finger: a drag by the handle (bare-gtk: the box's header) of 30 motions 30 ms apart, $runs
# times; for each frame drawn while the sheet tracked, the frames from the one its latest motion arrived in
# to the one that drew it.
echo "Pointer motion to drawn frame ($runs drags each):"
for program in "${programs[@]}"; do
  log="$work/drag-$program.jsonl"
  start "$program" "$log"
  sleep 1
  for run in $(seq "$runs"); do
    moves=()
    for step in $(seq 30); do moves+=(sleep 0.03 mousemove 200 $((640 - 10 * step))); done
    xdotool mousemove 200 640 mousedown 1 "${moves[@]}" sleep 0.2 mouseup 1
    sleep 1.5
    # Back down: the sheet's own key, or bare-gtk's toggle.
    xdotool key "$([[ $program == pullup-gtk ]] && echo Home || echo space)"
    sleep 1.5
  done
  stop
  lags=$(grep '"phase":"tracking"' "$log" | sed -n 's/.*"lagFrames":\([0-9]*\).*/\1/p' | sort -n)
  lag[$program]=$(awk '{ s += $1 } END { if (NR) printf "%.2f", s / NR; else print 0 }' <<<"$lags")
  awk -v name="$program" '
    { lags[NR] = $1; if ($1 <= 1) within++ }
    END {
      if (NR == 0) { print "  " name ": no frame drawn while tracking"; exit 1 }
      printf "  %s: %d tracking frames; lag <= 1 frame in %.1f %%; mean %.2f, median %d, 95th percentile %d, most %d frames\n",
        name, NR, 100 * within / NR, sum / NR, lags[int((NR + 1) / 2)], lags[int(NR * 0.95 + 0.999)], lags[NR]
    }
    { sum += $1 }' <<<"$lags"
done
echo "  ratio pullup-gtk / bare-gtk (mean lag): $(ratio "${lag[pullup-gtk]}" "${lag[bare-gtk]}")"
