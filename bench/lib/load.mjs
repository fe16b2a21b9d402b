// HTTP load with autocannon: one measurement = a fixed number of connections for a fixed time,
// compression negotiated as a browser does. Reports req/s, latency percentiles and failures.
import autocannon from 'autocannon';

export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/**
 * autocannon's `setupClient` for a load that reads no answer's body: autocannon 9 joins every body into a string
 * (`req.body += data` in its lib/pipelinedRequestsQueue.js, a UTF-8 decode of each chunk) for checks these benches
 * never ask for (`expectBody`, `verifyBody`, a request's `onResponse`). Decoding a compressed answer as UTF-8 was
 * most of the load's own CPU, and the load, not the server, set the pace of the larger answers
 * (docs/decisions/188-the-load-reads-no-body.md). Bytes are still counted (`throughput`).
 */
export function bodiesNotRead(client) {
  client.pipelinedRequests.addBody = () => undefined;
}

function fire(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * One autocannon run; `warmupSeconds` of the same load first, not counted. `paths`: each connection goes
 * through these paths (on `url`'s host) in turn, rotating, instead of requesting `url` itself.
 */
export async function measure(
  url,
  { connections = 50, seconds = 6, warmupSeconds = 0, headers = BROWSER_HEADERS, paths } = {},
) {
  const base = { url, connections, headers, pipelining: 1, setupClient: bodiesNotRead };
  // autocannon: every connection goes through the list in order and starts again at its end.
  if (paths?.length) base.requests = paths.map((p) => ({ method: 'GET', path: p }));
  if (warmupSeconds > 0) await fire({ ...base, duration: warmupSeconds });
  const r = await fire({ ...base, duration: seconds });
  return {
    rps: r.requests.average,
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : null,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
