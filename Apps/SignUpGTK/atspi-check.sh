#!/usr/bin/env bash
# The window through AT-SPI with accessibility on: runs atspi-check.py against the real signup-gtk under Xvfb
# (with-xvfb.sh), on a D-Bus session of its own with the accessibility bus. Needs Xvfb, xdotool, at-spi2-core and python3-gi with
# gir1.2-atspi-2.0 (the system's /usr/bin/python3); builds signup-gtk first unless SIGNUP_GTK names a binary.
# (libatspi warns that GTK 4.8 has no /org/a11y/atspi/cache object; that warning is left out of the output.)
#
#   Apps/SignUpGTK/atspi-check.sh
set -euo pipefail
cd "$(dirname "$0")"

binary="${SIGNUP_GTK:-}"
if [ -z "$binary" ]; then
  swift build --product signup-gtk 2>&1 | grep -E "error:" || true
  binary="$(swift build --show-bin-path)/signup-gtk"
fi
[ -x "$binary" ] || { echo "atspi-check: no binary at $binary" >&2; exit 2; }
launcher=""
for candidate in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
  [ -x "$candidate" ] && launcher="$candidate" && break
done
[ -n "$launcher" ] || { echo "atspi-check: at-spi-bus-launcher not found (apt-get install at-spi2-core)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export GSK_RENDERER=cairo LC_ALL=C.UTF-8
unset GTK_A11Y

export ATSPI_LAUNCHER="$launcher" ATSPI_BINARY="$binary" ATSPI_WORK="$work" XDG_DATA_HOME="$work/data"
./with-xvfb.sh dbus-run-session -- bash -c '
  set -u
  "$ATSPI_LAUNCHER" --launch-immediately > "$ATSPI_WORK/bus.log" 2>&1 &
  bus=$!
  "$ATSPI_BINARY" --lang en > "$ATSPI_WORK/out.json" 2> "$ATSPI_WORK/err.txt" &
  app=$!
  status=0
  timeout 120 /usr/bin/python3 ./atspi-check.py || status=$?
  for _ in $(seq 50); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$app" 2>/dev/null; then
    kill "$app"
    [ "$status" -ne 0 ] || { echo "atspi-check: FAIL: signup-gtk did not leave on Escape" >&2; status=1; }
  else
    app_status=0
    wait "$app" || app_status=$?
    if [ "$status" -eq 0 ] && [ "$app_status" -ne 1 ]; then
      echo "atspi-check: FAIL: exit status $app_status after Escape (expected 1)" >&2
      status=1
    fi
  fi
  if grep -E "Gtk-(WARNING|CRITICAL)|^RxCore " "$ATSPI_WORK/err.txt"; then
    echo "atspi-check: FAIL: GTK warned or RxCore reported a runtime issue (above)" >&2
    status=1
  fi
  kill "$bus" 2>/dev/null || true
  exit "$status"
' 2> >(grep -vE "Failed to set fd limit|dbind-WARNING.*atspi/cache|^$" >&2)
