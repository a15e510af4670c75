#!/usr/bin/env bash
# Runs a command under an Xvfb server of its own: RxGTK's with-xvfb.sh (Apps/RxGTK), which the window's tests,
# e2e.sh and atspi-check.sh share.
#
#   Apps/SignUpGTK/with-xvfb.sh swift test
exec "$(dirname "$0")/../RxGTK/with-xvfb.sh" "$@"
