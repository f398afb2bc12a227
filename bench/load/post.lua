-- wrk script: POST the body in $BODY_FILE, and print the summary as one JSON line.
local file = assert(io.open(os.getenv("BODY_FILE"), "rb"))
wrk.method = "POST"
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "application/json"

done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'RESULT {"requests": %d, "duration_us": %d, "p50_us": %d, "p99_us": %d, "socket_errors": %d, "non_2xx": %d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.connect + errors.read + errors.write + errors.timeout, errors.status))
end
