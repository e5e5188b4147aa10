#!/usr/bin/env bash
# ./dev package --check: after the build, run the BUNDLED dealer-app with no venv and
# no environment (env -i PATH=/usr/bin:/bin), so nothing but the bundle can help it:
#   --version; settle on a shared example against its expected file; report on a small
#   simulated shift (a PDF whose footer names the build); screenshot offscreen (PNGs);
#   and one GUI test whose report is printed by the bundled executable (tests/ui/test_bundled_print.py).
# With CI=true as root it also installs the .deb with apt-get (its Depends come too),
# runs /usr/bin/dealer-app --version and settle, and removes the package again in a
# trap, even on failure (the machine is reused).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
EXE=$ROOT/dist/dealer-assistant/dealer-app
PY=${VENV:-$ROOT/.venv}/bin/python  # only to compare outputs and drive one GUI test; never runs the bundle's code
EXAMPLES=${DEALER_EXAMPLES:-$ROOT/../shared/contract/examples}
WORK=$(mktemp -d)
started=$SECONDS
cleanup() {
  rm -rf "$WORK"
  if [ -n "${INSTALLED:-}" ]; then
    echo "check: removing the package again"
    DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq dealer-assistant >/dev/null || true
  fi
}
trap cleanup EXIT

bare() {  # the bundled app with an empty environment and its own data folders
  env -i PATH=/usr/bin:/bin HOME="$WORK/home" QT_QPA_PLATFORM=offscreen \
    DEALER_APP_DATA_DIR="$WORK/data" DEALER_APP_CONFIG_DIR="$WORK/config" "$@"
}
step() { echo "check: $*"; }
fail() { echo "check: FAILED: $*" >&2; exit 1; }

[ -x "$EXE" ] || fail "no bundle at $EXE (run ./dev package)"
mkdir -p "$WORK/home"

step "--version"
version=$(bare "$EXE" --version)
echo "  $version"
[[ $version =~ ^dealer-app\ [0-9].*\(commit\ [0-9a-f]{7,}(-dirty)?\)$ ]] || fail "--version said: $version"

step "every command's --help (each command's module is in the bundle)"
commands=$(bare "$EXE" --help | sed -n '/^commands:/,$p' | awk 'NR > 1 {print $1}')
[ -n "$commands" ] || fail "--help lists no commands"
for c in $commands progress-report; do
  bare "$EXE" "$c" --help >/dev/null 2>"$WORK/help.err" || { cat "$WORK/help.err"; fail "dealer-app $c --help"; }
done
echo "  $(echo $commands | wc -w) commands and progress-report"

step "settle (shared example) against its expected file"
example=$EXAMPLES/01-dealer-qualifies-box-wins
[ -f "$example.round.json" ] || fail "no shared example at $example.round.json"
bare "$EXE" settle "$example.round.json" > "$WORK/settled.json"
# compared as the example tests compare (tests/poker/poker_support.py: every field FORMATS.md fixes)
"$PY" - "$WORK/settled.json" "$example.expected.json" <<'PY' || fail "settle differs from ${example##*/}.expected.json"
import json, sys
sys.path[:0] = ["tests", "tests/poker"]
from poker_support import contract_diff
got, want = (json.load(open(p, encoding="utf-8")) for p in sys.argv[1:3])
diff = contract_diff(want, got)
print("\n".join(f"  {d}" for d in diff) or "  as expected")
sys.exit(1 if diff else 0)
PY
bare "$EXE" settle --batch "$EXAMPLES/random-rounds.jsonl" > "$WORK/batch.jsonl" || fail "settle --batch"
echo "  $(wc -l < "$WORK/batch.jsonl") rounds of random-rounds.jsonl settled"

step "report on a small simulated shift (then audit verify, export, settle --batch of the export)"
bare "$EXE" simulate --db "$WORK/sim.db" --rounds 12 --seed 7 --quiet
bare "$EXE" report --db "$WORK/sim.db" --out "$WORK/shift.pdf" --quiet
head -c 5 "$WORK/shift.pdf" | grep -q '%PDF-' || fail "report did not write a PDF"
if command -v pdftotext >/dev/null 2>&1; then
  pdftotext "$WORK/shift.pdf" "$WORK/shift.txt"
  grep -qF "Dealer Assistant ${version#dealer-app }" "$WORK/shift.txt" \
    || fail "the report's footer does not name the build (${version#dealer-app })"
fi
echo "  $(stat -c %s "$WORK/shift.pdf") bytes"
bare "$EXE" audit verify --db "$WORK/sim.db" 2>&1 | tail -n 1 | sed 's/^/  /'
bare "$EXE" export --db "$WORK/sim.db" --out "$WORK/shift.jsonl" 2>/dev/null
[ "$(bare "$EXE" settle --batch "$WORK/shift.jsonl" | wc -l)" = 12 ] || fail "the export does not re-settle"

step "screenshot offscreen"
bare "$EXE" screenshot --out "$WORK/shots" --lang en >/dev/null
n=$(find "$WORK/shots" -name '*.png' | wc -l)
[ "$n" -ge 5 ] || fail "screenshot wrote $n PNG files"
echo "  $n PNG files"

if command -v xvfb-run >/dev/null 2>&1; then
  step "the desktop app on a real X server (Xvfb, the xcb platform): starts full-screen and keeps running"
  set +e
  env -i PATH=/usr/bin:/bin HOME="$WORK/home" QT_QPA_PLATFORM=xcb DEALER_APP_DATA_DIR="$WORK/gui-data" \
    DEALER_APP_CONFIG_DIR="$WORK/gui-config" xvfb-run -a -s "-screen 0 1280x800x24" \
    timeout 20 "$EXE" --full-screen >"$WORK/xcb.log" 2>&1
  rc=$?
  set -e
  if [ "$rc" != 124 ] || grep -qi "could not load the qt platform plugin\|traceback" "$WORK/xcb.log"; then
    cat "$WORK/xcb.log"; fail "the bundled GUI ended with $rc on Xvfb (124 = still running after 20 s)"
  fi
  [ -f "$WORK/gui-data/dealer.db" ] || fail "the bundled GUI did not open its database"
  echo "  still running after 20 s; its database opened"
fi

step "printing from the GUI runs the bundled dealer-app (a shift closed with real keys, its report read back)"
DEALER_APP_BUNDLE=$EXE QT_QPA_PLATFORM=offscreen "$PY" -m pytest -q -p no:cacheprovider \
  tests/ui/test_bundled_print.py >"$WORK/gui-print.log" 2>&1 || { cat "$WORK/gui-print.log"; fail "printing from the GUI"; }
tail -n 1 "$WORK/gui-print.log"

if [ "${CI:-}" = "true" ] && [ "$(id -u)" = 0 ]; then
  deb=$(ls "$ROOT"/dist/dealer-assistant_*_amd64.deb)
  step "apt-get install ${deb##*/}"
  INSTALLED=1
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null
  out=$(env -i PATH=/usr/bin:/bin HOME="$WORK/home" /usr/bin/dealer-app --version)
  echo "  /usr/bin/dealer-app --version: $out"
  [ "$out" = "$version" ] || fail "the installed app says $out"
  env -i PATH=/usr/bin:/bin HOME="$WORK/home" /usr/bin/dealer-app settle "$example.round.json" >/dev/null \
    || fail "the installed app cannot settle"
fi
echo "check: passed in $((SECONDS - started)) s"
