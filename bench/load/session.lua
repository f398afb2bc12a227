-- wrk script: post planned session moves ($MOVES_FILE, lines written by bench/load/sessions.py).
--
-- Each line is one accepted move: slot, session id, path, seat token, If-Match, body (tab
-- separated). A wrk thread takes the sessions whose slot falls to it and posts their moves
-- round robin; a session's next move waits until MOVE_SPACING other requests went out after its
-- previous one (more than the thread's connections), so that the previous one was answered.
dofile(os.getenv("BENCH_LUA_DIR") .. "/report.lua")

local queues = {}      -- session id -> its requests, in order
local order = {}       -- this thread's session ids
local cursor = 1
local last_sent = {}
local issued = 0
local spacing = tonumber(os.getenv("MOVE_SPACING"))
thread_index = 0       -- global: setup() sets it in each thread's state
local threads_started = 0

function setup(thread)
  thread:set("thread_index", threads_started)
  threads_started = threads_started + 1
end

function init(args)
  local threads = tonumber(os.getenv("WRK_THREADS"))
  for line in io.lines(os.getenv("MOVES_FILE")) do
    local slot, sid, path, token, etag, body = line:match("^(%d+)\t([^\t]+)\t([^\t]+)\t([^\t]+)\t([^\t]+)\t(.*)$")
    if tonumber(slot) % threads == thread_index then
      if queues[sid] == nil then queues[sid] = {}; order[#order + 1] = sid end
      local q = queues[sid]
      q[#q + 1] = wrk.format("POST", path, {["Authorization"] = "Bearer " .. token, ["If-Match"] = etag,
                                             ["Content-Type"] = "application/json"}, body)
    end
  end
end

local primed = false    -- wrk calls request() once to verify the script: that answer is never sent

function request()
  if not primed then primed = true; return wrk.format("GET", "/healthz") end
  for _ = 1, #order do
    local sid = order[cursor]
    cursor = cursor % #order + 1
    local q = queues[sid]
    if #q > 0 and issued - (last_sent[sid] or -spacing - 1) > spacing then
      issued = issued + 1
      last_sent[sid] = issued
      return table.remove(q, 1)
    end
  end
  -- no session can move yet: the pool is too small for this run (run.py plans enough, and checks)
  issued = issued + 1
  return wrk.format("GET", "/v1/sessions/pool-ran-out")
end
