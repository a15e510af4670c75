-- wrk script: POST /v1/users with a nickname and email no other request of the run uses.
-- Each thread gets a letter; nicknames are the run's prefix, that letter and a counter written with letters that
-- never look like one another (no l, i, o, m, n, r), so no sign-up is refused as a look-alike of another.
local digits = "abcdefghjkpqstuvwxyz"
local threads = 0
local prefix = os.getenv("BENCH_PREFIX") or "b"

function setup(thread)
  thread:set("letter", digits:sub(threads % #digits + 1, threads % #digits + 1))
  threads = threads + 1
end

local counter = 0

local function encode(n)
  local text = ""
  repeat
    local d = n % #digits
    text = digits:sub(d + 1, d + 1) .. text
    n = math.floor(n / #digits)
  until n == 0
  return text
end

request = function()
  counter = counter + 1
  local nick = prefix .. letter .. encode(counter)
  local body = '{"nick":"' .. nick .. '","email":"' .. nick .. '@bench.example","birth":"1990-01-31","gender":1}'
  return wrk.format("POST", "/v1/users", { ["Content-Type"] = "application/json" }, body)
end
