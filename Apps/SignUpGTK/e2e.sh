#!/usr/bin/env bash
# End-to-end test of the real signup-gtk window under Xvfb, driven with xdotool (keyboard, Hangul included, and
# the mouse). Needs Xvfb, xdotool and imagemagick; builds signup-gtk first unless SIGNUP_GTK names a binary.
#
#   Apps/SignUpGTK/e2e.sh [OUTPUT_DIR]     # screenshots and logs go to OUTPUT_DIR (default: a new temp dir)
#   Apps/SignUpGTK/e2e.sh OUTPUT_DIR --server URL
#                                          # only the two sign-ups (one taken), through the sign-up service
set -euo pipefail
cd "$(dirname "$0")"

out="${1:-$(mktemp -d)}"
mkdir -p "$out"
server="${3:-}"
[ "${2:-}" != "--server" ] || [ -n "$server" ] || { echo "e2e-gtk: --server needs a URL" >&2; exit 2; }
store_args=()
if [ -n "$server" ]; then store_args=(--server "$server"); fi
# Every run signs up into the default store under $out: $XDG_DATA_HOME/sprout/accounts.sqlite.
export XDG_DATA_HOME="$out/data"
store="$XDG_DATA_HOME/sprout/accounts.sqlite"
# accounts NICK: how many accounts the store holds with that nickname (through the service: 1 when it is taken).
accounts() {
  if [ -n "$server" ]; then
    python3 -c 'import json, sys, urllib.parse, urllib.request
answer = json.load(urllib.request.urlopen(sys.argv[1] + "/v1/nicknames/" + urllib.parse.quote(sys.argv[2])))
print(0 if answer["available"] else 1)' "$server" "$1"
    return
  fi
  python3 -c 'import sqlite3, sys
c = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
print(c.execute("SELECT count(*) FROM accounts WHERE nickname = ?", (sys.argv[2],)).fetchone()[0])' "$store" "$1"
}
binary="${SIGNUP_GTK:-}"
if [ -z "$binary" ]; then
  swift build --product signup-gtk 2>&1 | grep -E "error:" || true
  binary="$(swift build --show-bin-path)/signup-gtk"
fi
[ -x "$binary" ] || { echo "e2e-gtk: no binary at $binary" >&2; exit 2; }

xvfb_pid=""
app_pid=""
cleanup() {
  if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null || true; fi
  if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true; fi
}
trap cleanup EXIT

fail() {
  echo "e2e-gtk: FAIL: $*" >&2
  for log in "$out"/*.stderr; do [ -f "$log" ] && { echo "--- $log"; cat "$log"; } >&2; done
  exit 1
}

# A display of our own: Xvfb picks a free number and writes it to fd 3.
exec 3> "$out/display"
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp > "$out/xvfb.log" 2>&1 &
xvfb_pid=$!
exec 3>&-
for _ in $(seq 100); do [ -s "$out/display" ] && break; sleep 0.1; done
[ -s "$out/display" ] || fail "Xvfb did not start"
export DISPLAY=":$(head -n 1 "$out/display")"
# GTK without a GPU or an accessibility bus, in a UTF-8 locale every system has (the window is --lang ko).
export GSK_RENDERER=cairo GTK_A11Y=none LC_ALL=C.UTF-8

green="#2e7d32"   # the accent fill of a selected gender button (SignUpStyleSheet)
shot() { import -window "$window" "$out/$1.png"; }
# The pixels in the accent fill: a white-on-black mask, and how many there are.
mask() { convert "$out/$1.png" -fuzz 3% -fill black +opaque "$green" -fill white -opaque "$green" "$out/$1-mask.png"; }
lit() { convert "$out/$1-mask.png" -format "%[fx:round(mean*w*h)]" info:; }
differ() { compare -metric AE "$out/$1-mask.png" "$out/$2-mask.png" null: 2>&1 || true; }
lit_box() { convert "$out/$1-mask.png" -trim -format "%w %h %X %Y" info:; }

start_app() {
  "$binary" --lang ko "${store_args[@]}" > "${2:-$out/$1.stdout}" 2> "$out/$1.stderr" &
  app_pid=$!
  window="$(timeout 30 xdotool search --sync --onlyvisible --name "새싹 회원가입" | head -n 1)" || fail "no window"
  xdotool windowfocus --sync "$window"
  sleep 0.5
}

wait_app() {
  local status=0
  for _ in $(seq 100); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$app_pid" 2>/dev/null && fail "signup-gtk did not exit"
  wait "$app_pid" || status=$?
  app_pid=""
  echo "$status"
}

step() { xdotool "$@"; sleep 0.3; }

echo "== sign up with the keyboard"
start_app signup
step type --delay 120 "새싹"            # focus starts in the nickname entry
step key Tab
step type --delay 30 "sprout@example.com"
step key Tab
step type --delay 30 "2000-01-31"
step key Tab space                      # the group's one Tab stop is 남자: on
shot male; mask male
step key space                          # 남자 again: none
shot none; mask none
step key Right space                    # Right moves to 여자 (one Tab stop: arrows move inside): on
shot female; mask female
step key Left space                     # 남자 on again: must clear 여자
shot male-again; mask male-again
cp "$out/male-again.png" "$out/signup-gtk.png"
[ "$(lit male)" -gt 300 ] || fail "남자 is not lit after Space ($(lit male) accent pixels)"
[ "$(lit none)" -eq 0 ] || fail "a gender button is still lit after 남자 was pressed again"
[ "$(lit female)" -gt 300 ] || fail "여자 is not lit"
[ "$(differ male female)" -gt 300 ] || fail "여자 lit the same pixels as 남자"
[ "$(differ male male-again)" -lt 50 ] || fail "남자 on again does not look like 남자 alone (여자 not cleared?)"
step key Tab Return                     # Tab leaves the group for 가입하기; Enter
status="$(wait_app)"
[ "$status" -eq 0 ] || fail "exit status $status after a valid sign-up"
expected='{"birth":"2000-01-31","email":"sprout@example.com","gender":1,"nick":"새싹"}'
python3 -c 'import json, re, sys
account = json.loads(open(sys.argv[1], encoding="utf-8").read())
extra = {key: account.pop(key) for key in ("id", "createdAt")}
assert account == json.loads(sys.argv[2]), account
assert isinstance(extra["id"], int) and re.fullmatch(r"\d{4}-\d\d-\d\dT[\d:.]+Z", extra["createdAt"]), extra' \
  "$out/signup.stdout" "$expected" || fail "JSON was: $(cat "$out/signup.stdout")"
[ "$(accounts 새싹)" = 1 ] || fail "the account is not in $store"
echo "ok: $(cat "$out/signup.stdout"), in the store"

echo "== the same nickname again: refused, the window stays, nothing written"
start_app again
step type --delay 120 "새싹"
step key Tab
step type --delay 30 "other@example.com"
step key Tab
step type --delay 30 "2000-01-31"
sleep 1                                 # the check after the pause
step key Tab Tab space                  # 남자 (the group), Space on 가입하기
sleep 1
kill -0 "$app_pid" 2>/dev/null || fail "signup-gtk left after a sign-up with a taken nickname"
step key Escape
sleep 0.5
kill -0 "$app_pid" 2>/dev/null || fail "one Escape on a form with input closed the window (everything typed lost)"
step key Escape                         # the second Escape leaves
status="$(wait_app)"
[ "$status" -eq 1 ] || fail "exit status $status after closing the refused window"
[ ! -s "$out/again.stdout" ] || fail "a refused sign-up wrote: $(cat "$out/again.stdout")"
[ "$(accounts 새싹)" = 1 ] || fail "a second account with the nickname 새싹"
echo "ok: the second 새싹 was refused and nothing was written"
if [ -n "$server" ]; then
  if grep -H "^RxCore " "$out"/*.stderr; then fail "RxCore reported a runtime issue (above)"; fi
  echo "e2e-gtk: passed through the service at $server"
  exit 0
fi

echo "== the mouse, then close with Escape"
start_app cancel
step key Tab Tab Tab space              # 남자 on, to find the buttons
shot cancel-male; mask cancel-male
read -r width height left top <<< "$(lit_box cancel-male)"
origin="$(xdotool getwindowgeometry "$window" | awk '/Position/ { print $2 }')"
window_x="${origin%,*}"; window_y="${origin#*,}"
# 여자 is the button right of 남자: click the middle of it.
step mousemove $((window_x + left + width + width / 2)) $((window_y + top + height / 2)) click 1
shot cancel-female; mask cancel-female
[ "$(lit cancel-female)" -gt 300 ] || fail "clicking 여자 did not light it"
read -r _ _ left_after _ <<< "$(lit_box cancel-female)"
[ "$left_after" -gt "$left" ] || fail "the click lit a button left of 여자"
step key Escape
sleep 0.5
kill -0 "$app_pid" 2>/dev/null || fail "one Escape with only a gender chosen closed the window"
step key Escape
status="$(wait_app)"
[ "$status" -eq 1 ] || fail "exit status $status after closing the window"
[ ! -s "$out/cancel.stdout" ] || fail "closing the window wrote: $(cat "$out/cancel.stdout")"
echo "ok: the first Escape asked, the second closed: exit 1, nothing on stdout"

echo "== Ctrl-C in the terminal that started it (SIGINT): asks once on a form with input, as the terminal screen"
start_app interrupt
step type --delay 120 "새싹"
kill -INT "$app_pid"
sleep 0.5
kill -0 "$app_pid" 2>/dev/null || fail "one SIGINT on a form with input ended the window (everything typed lost)"
kill -INT "$app_pid"
# Waited for here, not in wait_app's subshell: the window may be gone (and reaped by this shell) before it forks.
for _ in $(seq 100); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$app_pid" 2>/dev/null && fail "signup-gtk did not exit after a second SIGINT"
status=0
wait "$app_pid" || status=$?
app_pid=""
[ "$status" -eq 1 ] || fail "exit status $status after a second SIGINT"
[ ! -s "$out/interrupt.stdout" ] || fail "leaving by SIGINT wrote: $(cat "$out/interrupt.stdout")"
echo "ok: the first SIGINT asked, the second left: exit 1, nothing on stdout"

echo "== a refused email is fixed by typing at its end: the refusal selects nothing"
start_app fix
step type --delay 120 "새싹둘"
step key Tab
step type --delay 30 "sprout2@example"
step key Tab
step type --delay 30 "2000-01-31"
step key Tab Tab space                  # the group, then Space on 가입하기: refused, focus on the email
sleep 1
kill -0 "$app_pid" 2>/dev/null || fail "signup-gtk left after a refused sign-up"
step type --delay 30 ".com"             # the natural fix: must add to the text, not replace a selection
step key Tab Tab Tab Return             # birth date, the group, 가입하기
status="$(wait_app)"
[ "$status" -eq 0 ] || fail "exit status $status after fixing the email by typing .com"
grep -q '"email":"sprout2@example.com"' "$out/fix.stdout" || fail "the fixed email was not sent: $(cat "$out/fix.stdout")"
echo "ok: typing .com after the refusal gave sprout2@example.com"
echo "== a request that cannot be written (standard output is /dev/full)"
start_app full /dev/full
step type --delay 120 "새싹셋"
step key Tab
step type --delay 30 "full@example.com"
step key Tab
step type --delay 30 "2000-01-31"
step key Tab Tab space                  # 남자 (the group), Space on 가입하기 (no gender: a legal answer)
status="$(wait_app)"
[ "$status" -eq 3 ] || fail "exit status $status when standard output is full"
grep -q "표준 출력에 쓸 수 없습니다" "$out/full.stderr" || fail "no write error on stderr"
grep -q "계정(번호 [0-9]*)은 만들어졌지만" "$out/full.stderr" || fail "stderr does not say the account was created"
echo "ok: exit 3, $(cat "$out/full.stderr")"

echo "== hostile starts: closed standard descriptors, no display, no Hangul font, a tiny window"
status=0
"$binary" --lang en >&- 2> "$out/closed-out.stderr" || status=$?
[ "$status" -eq 3 ] || fail "exit status $status with standard output closed"
grep -q "standard output is closed" "$out/closed-out.stderr" || fail "no note with standard output closed"
[ -z "$(xdotool search --onlyvisible --name "Sprout sign-up" 2>/dev/null)" ] || fail "a window opened with standard output closed"
echo "ok: standard output closed: exit 3, nothing run ($(cat "$out/closed-out.stderr"))"
status=0
env -u DISPLAY -u WAYLAND_DISPLAY "$binary" --lang en > "$out/nodisplay.stdout" 2> "$out/nodisplay.stderr" || status=$?
[ "$status" -eq 2 ] || fail "exit status $status without a display"
grep -q "cannot open a display" "$out/nodisplay.stderr" || fail "no note without a display"
echo "ok: no display: exit 2"
"$binary" --help > "$out/help.txt"
"$binary" --lang ko --help > "$out/help-ko.txt"
"$binary" --version > "$out/version.txt"
grep -q "^usage: signup-gtk" "$out/help.txt" || fail "--help has no usage line"
grep -q "종료 상태:" "$out/help-ko.txt" || fail "--lang ko --help is not Korean"
grep -Eq '^signup-gtk [0-9]+\.[0-9]+\.[0-9]+$' "$out/version.txt" || fail "--version: $(cat "$out/version.txt")"
widest="$(python3 -c 'import sys, unicodedata
w = 0
for path in sys.argv[1:]:
    for line in open(path, encoding="utf-8"):
        w = max(w, sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line.rstrip("\n")))
print(w)' "$out/help.txt" "$out/help-ko.txt")"
[ "$widest" -le 80 ] || fail "--help is $widest columns wide"
echo "ok: --help fits in $widest columns, Korean under --lang ko; $(cat "$out/version.txt")"

echo "== standard input closed: the window still runs"
"$binary" --lang en <&- > "$out/closed-in.stdout" 2> "$out/closed-in.stderr" &
app_pid=$!
window="$(timeout 30 xdotool search --sync --onlyvisible --name "Sprout sign-up" | head -n 1)" || fail "no window with standard input closed"
xdotool windowfocus --sync "$window"
sleep 0.5
step key Escape
status="$(wait_app)"
[ "$status" -eq 1 ] || fail "exit status $status after Escape with standard input closed"
echo "ok: standard input closed: the window ran, Escape: exit 1"

echo "== no font can show Hangul: said on standard error and in the window"
mkdir -p "$out/fc-cache"
cat > "$out/fonts.conf" <<FONTS
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>$out/fc-cache</cachedir></fontconfig>
FONTS
FONTCONFIG_FILE="$out/fonts.conf" start_app nofont
step key Escape
wait_app > /dev/null
grep -q "한글을 표시할 글꼴이 없어" "$out/nofont.stderr" || fail "no note about the missing Hangul font"
echo "ok: $(head -n 1 "$out/nofont.stderr")"

echo "== a tiny window: no GTK warning"
start_app tiny
for size in "10 10" "1 1" "120 40" "440 300"; do
  # shellcheck disable=SC2086
  step windowsize "$window" $size
done
step key Escape
wait_app > /dev/null
if grep -E "Gtk-(WARNING|CRITICAL)" "$out/tiny.stderr"; then fail "GTK warned on a tiny window"; fi
echo "ok: resized to 10x10, 1x1, 120x40: no GTK warning"
echo "== nothing but the notes above on standard error: no report from RxCore (a binding re-entering the view model)"
if grep -H "^RxCore " "$out"/*.stderr; then fail "RxCore reported a runtime issue (above)"; fi
echo "ok: no RxCore report in any run"
echo "e2e-gtk: passed (screenshots in $out)"
