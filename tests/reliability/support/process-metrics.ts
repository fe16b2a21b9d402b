// One API process's Prometheus text (GET /api/metrics, docs/decisions/116-metrics.md), read from the process itself
// rather than through the load balancer, for the cluster test's per-process counts.
import { waitUntil } from './checkout-load';

/** The metrics of the process on `port`. */
export async function metricsOf(port: number, token: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET /api/metrics on ${port}: ${res.status}`);
  return res.text();
}

/**
 * Waits until the process on `port` has answered a cash-on-delivery order 2xx: only the load balancer sends it
 * orders, so it is in the balancer's rotation again.
 */
export async function nginxSendsOrdersTo(port: number, token: string): Promise<void> {
  const answered = /^http_requests_total\{method="POST",route="\/api\/orders\/cod",status="2xx"\} [1-9]/m;
  const sent = async () => answered.test(await metricsOf(port, token));
  await waitUntil(`orders to the process on ${port}`, sent, 60_000, { everyMs: 100 });
}
