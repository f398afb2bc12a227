-- Shared by the wrk scripts: print the summary as one JSON line that bench/load/run.py reads.
function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'RESULT {"requests": %d, "duration_us": %d, "p50_us": %d, "p99_us": %d, "socket_errors": %d, "non_2xx": %d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.connect + errors.read + errors.write + errors.timeout, errors.status))
end
