#!/usr/bin/env bash
# Runs a command with DISPLAY set to a new Xvfb server of its own, and always stops that server afterwards.
#
#   Apps/RxGTK/with-xvfb.sh swift test
set -euo pipefail

display_file="$(mktemp)"
log_file="$(mktemp)"
exec 3> "$display_file"
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp > "$log_file" 2>&1 &
xvfb_pid=$!
exec 3>&-
trap 'kill "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true; rm -f "$display_file" "$log_file"' EXIT
for _ in $(seq 100); do [ -s "$display_file" ] && break; sleep 0.1; done
if [ ! -s "$display_file" ]; then
  echo "with-xvfb: Xvfb did not start:" >&2
  cat "$log_file" >&2
  exit 2
fi
export DISPLAY=":$(head -n 1 "$display_file")"
"$@"
