#!/usr/bin/env bash
# Builds PullUp's libFuzzer targets and runs each for a while, side by side (FUZZ_JOBS at once, default one per
# core); any crash fails the script.
#   bash Fuzz/run.sh [seconds per target] [target ...]     (default: 60 seconds, every target)
# Each target compiles its module's sources together with its harness into one binary
# (swiftc -sanitize=fuzzer,address). Seed corpora live in the repository in Fuzz/<Target>/corpus (none of
# their files ends in .pullup.json, so the pullup-preview plugin leaves them alone); new inputs found during
# a run go to a scratch copy so the repository stays as it is. Crashing inputs are written to Fuzz/artifacts.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v swiftc >/dev/null || export PATH=/opt/swift/usr/bin:$PATH
seconds=${1:-60}
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(Machine TerminalInput Scenario Replay)
build=.build/fuzz
mkdir -p "$build" Fuzz/artifacts
export SWIFT_BACKTRACE=enable=no   # the runtime's backtracer trips the address sanitizer; let libFuzzer report

module_for() {
  case "$1" in
    Scenario) echo PullUpCore ;;
    *) echo "PullUpFuzz$1" ;;
  esac
}

sources_for() {
  case "$1" in
    Machine) find Sources/PullUpCore -name '*.swift' ;;
    TerminalInput) find Sources/PullUpTerminal/Input -name '*.swift' ;;
    # The scenario reader compiled together with the core, the peers' presets (its key table makes them) and
    # the front-end kit (its raw events) and the files' layer (its reads), as one module named PullUpCore, so that
    # its `import PullUpCore` lines name the module being built: a copy of the sources without their
    # `import PullUpPresets`, `import PullUpFrontEnd` and `import PullUpSystem`.
    Scenario)
      local copy="$build/sources-Scenario"
      rm -rf "$copy"
      mkdir -p "$copy"
      { find Sources/PullUpCore Sources/PullUpPresets Sources/PullUpFrontEnd \
          Sources/PullUpScenario/{JSON,Decoding,Scenario,Keys,PlugIns,Errors} Sources/PullUpSystem/Files -name '*.swift'
        echo Sources/PullUpScenario/Output/TextNumber.swift
        echo Sources/PullUpScenario/Output/TerminalText.swift; } | while read -r file; do cp --parents "$file" "$copy"/; done
      find "$copy" -name '*.swift' -exec sed -i -E '/^import PullUp(Presets|FrontEnd|System)$/d' {} +
      find "$copy" -name '*.swift' ;;
    # The replay needs the core, the controller and its test clock, SVG, the files' layer and the scenario player:
    # a copy of their sources without their imports (and re-exports) of each other, compiled as one module.
    Replay)
      local copy="$build/sources-Replay"
      rm -rf "$copy"
      mkdir -p "$copy"
      find Sources/PullUpCore Sources/PullUpPresets Sources/PullUpFrontEnd Sources/PullUp Sources/PullUpSVG \
        Sources/PullUpSystem Sources/PullUpScenario \
        -name '*.swift' -exec cp --parents {} "$copy"/ \;
      find "$copy" -name '*.swift' -exec sed -i -E \
        '/^(@_exported )?(public |package )?import ((class|struct|enum) )?PullUp[A-Za-z.]*$/d' {} +
      find "$copy" -name '*.swift' ;;
    *) echo "unknown fuzz target $1" >&2; return 1 ;;
  esac
}

# fuzz TARGET: compiles the target and runs it; its report goes to standard output, any failure to the status.
fuzz() {
  local target=$1
  local binary="$build/fuzz-$target" scratch="$build/corpus-$target"
  echo "==> fuzz $target for ${seconds}s"
  if ! compgen -G "Fuzz/$target/corpus/*" >/dev/null; then
    echo "error: $target has no seed corpus in Fuzz/$target/corpus" >&2
    return 1
  fi
  # shellcheck disable=SC2046
  swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name PullUp \
    -module-name "$(module_for "$target")" -O $(sources_for "$target") Fuzz/"$target"/*.swift -o "$binary" \
    2> >(grep -v "Cannot export local symbol" >&2) || return 1
  rm -rf "$scratch"
  mkdir -p "$scratch"
  cp Fuzz/"$target"/corpus/* "$scratch"/
  "$binary" -max_total_time="$seconds" -max_len=1024 -print_final_stats=1 \
    -artifact_prefix=Fuzz/artifacts/"$target"- "$scratch" 2>&1 | grep -E "^(#[0-9]+.*DONE|Done|stat::number_of_executed_units|==[0-9]+==ERROR|.*Precondition failed|.*Fatal error)" || true
  if ls Fuzz/artifacts/"$target"-* >/dev/null 2>&1; then
    echo "error: $target crashed; inputs in Fuzz/artifacts" >&2
    return 1
  fi
}

# The targets run side by side, as many at once as there are cores (FUZZ_JOBS sets it): each compile and each
# fuzzer is one process on one core, so each target still gets its whole time on a core of its own. Each
# target's report is printed whole, in the targets' order.
jobs=${FUZZ_JOBS:-$(nproc)}
failed=()
running=()
report() {  # report INDEX: waits for the target's run, prints its report, notes a failure
  local target=${targets[$1]}
  wait "${running[$1]}" || failed+=("$target")
  cat "$build/report-$target"
}
for index in "${!targets[@]}"; do
  if ((index >= jobs)); then report $((index - jobs)); fi
  fuzz "${targets[index]}" >"$build/report-${targets[index]}" 2>&1 &
  running[index]=$!
done
for ((index = ${#targets[@]} > jobs ? ${#targets[@]} - jobs : 0; index < ${#targets[@]}; index++)); do
  report "$index"
done
if ((${#failed[@]} > 0)); then
  echo "error: fuzzing failed: ${failed[*]}" >&2
  exit 1
fi
echo "fuzzing: no crash"
