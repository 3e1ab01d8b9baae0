#!/usr/bin/env bash
# phase.sh -- time one step of `make test` and keep the list for a summary.
#   scripts/phase.sh --reset            forget the earlier phases
#   scripts/phase.sh NAME CMD [ARG...]  run CMD, print "phase NAME: N s"
#   scripts/phase.sh --summary          print every phase's time and the total
# The list is $PHASE_LOG (default .phases in the repository root); a failing
# CMD's status is passed on after its time is printed.
set -uo pipefail
log=${PHASE_LOG:-$(cd "$(dirname "$0")/.." && pwd)/.phases}
case "${1:-}" in
    --reset) : >"$log"; exit 0 ;;
    --summary)
        echo "phase times (s):"
        awk '{ printf "  %-16s %6d\n", $1, $2; t += $2 } END { printf "  %-16s %6d\n", "total", t }' "$log"
        exit 0 ;;
    "" ) echo "usage: $0 --reset | --summary | NAME CMD [ARG...]" >&2; exit 2 ;;
esac
name=$1; shift
start=$(date +%s)
"$@"
rc=$?
secs=$(( $(date +%s) - start ))
echo "$name $secs" >>"$log"
echo "phase $name: $secs s (exit $rc)"
exit $rc
