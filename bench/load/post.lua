-- wrk script: POST the body in $BODY_FILE on every request.
dofile(os.getenv("BENCH_LUA_DIR") .. "/report.lua")
local file = assert(io.open(os.getenv("BODY_FILE"), "rb"))
wrk.method = "POST"
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "application/json"
