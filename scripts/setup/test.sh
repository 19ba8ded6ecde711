#!/usr/bin/env bash
# `npm test`: every check of the project, each phase timed on standard error.
set -euo pipefail
cd "$(dirname "$0")/../.."

usage="Usage: bash scripts/setup/test.sh [--solver-built]

Builds the WebAssembly solver, lints and format-checks while it type-checks (two single-threaded
tools side by side), runs the unit tests (Vitest), builds the game and runs the browser tests
(Playwright). Each phase's seconds go to standard error. --solver-built skips the solver's
build, for a checkout where it was just built (npm ci builds it). Exit code: the first failing
phase's (1 when lint or the type-check fails); 2 for a wrong command line."
solver=build
case "${1-}" in
  '') ;;
  --solver-built) solver=built ;;
  -h | --help)
    echo "$usage"
    exit 0
    ;;
  *)
    echo "test.sh: unknown word '$1'" >&2
    echo "$usage" >&2
    exit 2
    ;;
esac
if [ $# -gt 1 ]; then
  echo "test.sh: unknown word '$2'" >&2
  exit 2
fi

# `phase NAME COMMAND...`: runs COMMAND and says on standard error how long it took.
phase() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  echo "test: $name took $((SECONDS - start)) s" >&2
}

# Lint and the type-check side by side, each output shown whole once both are done.
lint_and_typecheck() {
  local folder status=0
  folder=$(mktemp -d)
  npm run -s lint >"$folder/lint" 2>&1 &
  local lint=$!
  npm run -s typecheck >"$folder/typecheck" 2>&1 &
  local typecheck=$!
  wait "$lint" || status=1
  cat "$folder/lint"
  wait "$typecheck" || status=1
  cat "$folder/typecheck"
  rm -rf "$folder"
  return "$status"
}

total=$SECONDS
if [ "$solver" = build ]; then phase 'the solver build' npm run -s build:wasm; fi
phase 'lint and type-check' lint_and_typecheck
phase 'unit tests' npm run -s test:unit
phase 'game build' npm run -s build
phase 'browser tests' npm run -s test:e2e
echo "test: everything took $((SECONDS - total)) s" >&2
