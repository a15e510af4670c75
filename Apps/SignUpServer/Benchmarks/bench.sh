#!/usr/bin/env bash
# Benchmark of signup-server on loopback with wrk (64 connections, bounded duration), beside the same two endpoints
# in FastAPI + uvicorn (2 workers) + sqlite3, and nginx answering a static 200 as the machine's ceiling. Prints a
# table of requests per second and p99 latency, and the ratios. Not a test: run it on a quiet machine.
#
#   bash Apps/SignUpServer/Benchmarks/bench.sh               # 10 s per run
#   BENCH_DURATION=30s bash Apps/SignUpServer/Benchmarks/bench.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="$(dirname "$here")"
duration="${BENCH_DURATION:-10s}"
connections=64
swift_port=18281
peer_port=18282
nginx_port=18283

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk"; exit 2; }
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || { echo "nginx is missing: apt-get install nginx-light"; exit 2; }
python3 -c "import fastapi, uvicorn" 2>/dev/null || python3 -m pip install -q fastapi uvicorn

work="$(mktemp -d /tmp/signup-bench.XXXXXX)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

wait_for() {
  for _ in $(seq 100); do
    curl -fs -o /dev/null "$1" && return 0
    sleep 0.1
  done
  echo "no answer from $1"
  exit 1
}

echo "building signup-server (release)"
(cd "$package" && swift build -c release --product signup-server >/dev/null)
"$package/.build/release/signup-server" --port "$swift_port" --threads "${BENCH_THREADS:-4}" --database "sqlite:$work/swift.sqlite" \
  2>"$work/swift.log" &
pids+=($!)
(cd "$here" && PEER_DATABASE="$work/peer.sqlite" exec python3 -m uvicorn fastapi_peer:app --host 127.0.0.1 \
  --port "$peer_port" --workers 2 --log-level warning --no-access-log) &
pids+=($!)
mkdir -p "$work/nginx"
cat >"$work/nginx.conf" <<NGINX
worker_processes 2;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  server {
    listen 127.0.0.1:$nginx_port;
    location / { default_type application/json; return 200 '{"available":true}'; }
  }
}
NGINX
nginx -c "$work/nginx.conf" -p "$work/nginx" &
pids+=($!)
wait_for "http://127.0.0.1:$swift_port/healthz"
wait_for "http://127.0.0.1:$peer_port/v1/nicknames/sprout"
wait_for "http://127.0.0.1:$nginx_port/"

# Runs wrk; prints "requests/s p99-ms non-2xx".
measure() {
  local output
  output="$(wrk -t2 -c"$connections" -d"$duration" --latency "$@")"
  echo "$output" >>"$work/wrk.log"
  awk '
    /Requests\/sec:/ { rps = $2 }
    /^ +99%/ { v = $2; unit = v; gsub(/[0-9.]/, "", unit); gsub(/[a-z]/, "", v)
               p99 = (unit == "us") ? v / 1000 : (unit == "s") ? v * 1000 : v }
    /Non-2xx/ { bad = $NF }
    END { printf "%.0f %.2f %d\n", rps, p99, bad }' <<<"$output"
}

echo "warming up"
wrk -t2 -c"$connections" -d2s "http://127.0.0.1:$swift_port/v1/nicknames/sprout" >/dev/null
wrk -t2 -c"$connections" -d2s "http://127.0.0.1:$peer_port/v1/nicknames/sprout" >/dev/null

rounds="${BENCH_ROUNDS:-3}"
echo "measuring: $rounds rounds of 5 runs, $duration each, $connections connections, 2 wrk threads (medians)"
declare -A results
for round in $(seq "$rounds"); do
  results[swift_check]+="$(measure "http://127.0.0.1:$swift_port/v1/nicknames/sprout");"
  results[peer_check]+="$(measure "http://127.0.0.1:$peer_port/v1/nicknames/sprout");"
  results[swift_up]+="$(BENCH_PREFIX="s$round" measure -s "$here/signup.lua" "http://127.0.0.1:$swift_port");"
  results[peer_up]+="$(BENCH_PREFIX="f$round" measure -s "$here/signup.lua" "http://127.0.0.1:$peer_port");"
  results[nginx]+="$(measure "http://127.0.0.1:$nginx_port/");"
  echo "  round $round done"
done

# The median of field $2 (1: requests/s, 2: p99, 3: non-2xx) over a run's rounds.
median() {
  tr ';' '\n' <<<"${results[$1]}" | awk 'NF' | awk -v f="$2" '{ print $f }' | sort -g |
    awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
for run in swift_check peer_check swift_up peer_up nginx; do
  printf -v "${run}_rps" '%s' "$(median "$run" 1)"
  printf -v "${run}_p99" '%s' "$(median "$run" 2)"
  printf -v "${run}_bad" '%s' "$(median "$run" 3)"
done
echo "every run (requests/s p99-ms non-2xx):"
for run in swift_check peer_check swift_up peer_up nginx; do printf '  %-12s %s\n' "$run" "${results[$run]}"; done

swift_rows="$(sqlite3 "$work/swift.sqlite" "SELECT count(*) FROM accounts")"
peer_rows="$(sqlite3 "$work/peer.sqlite" "SELECT count(*) FROM accounts")"

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0) ? a / b : 0 }'; }
printf '\n%-34s %12s %10s %9s\n' "run" "requests/s" "p99 (ms)" "non-2xx"
printf '%-34s %12s %10s %9s\n' "signup-server  GET nickname" "$swift_check_rps" "$swift_check_p99" "$swift_check_bad"
printf '%-34s %12s %10s %9s\n' "FastAPI peer   GET nickname" "$peer_check_rps" "$peer_check_p99" "$peer_check_bad"
printf '%-34s %12s %10s %9s\n' "signup-server  POST /v1/users" "$swift_up_rps" "$swift_up_p99" "$swift_up_bad"
printf '%-34s %12s %10s %9s\n' "FastAPI peer   POST /v1/users" "$peer_up_rps" "$peer_up_p99" "$peer_up_bad"
printf '%-34s %12s %10s %9s\n' "nginx static 200" "$nginx_rps" "$nginx_p99" "-"
printf '\nnickname check: %sx FastAPI (target 4x), %s of nginx\n' "$(ratio "$swift_check_rps" "$peer_check_rps")" \
  "$(ratio "$swift_check_rps" "$nginx_rps")"
printf 'sign-up:        %sx FastAPI (target 3x), %s of nginx\n' "$(ratio "$swift_up_rps" "$peer_up_rps")" \
  "$(ratio "$swift_up_rps" "$nginx_rps")"
printf 'load average during the run: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf 'accounts stored: signup-server %s, FastAPI %s (each at least the 201s it sent)\n' "$swift_rows" "$peer_rows"
