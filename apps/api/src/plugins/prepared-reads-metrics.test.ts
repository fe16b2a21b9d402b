import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { newProduct } from '../testing/factories';
import { send } from '../testing/over-connection';

// docs/decisions/161-prepared-reads-before-the-router.md: the answers sent before the router are counted as the
// router counts its own (prepared-reads.test.ts holds that they are the router's answers).

describe('metrics of the answers sent before the router', () => {
  const TOKEN = 'm'.repeat(40);
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('counts them under their route and status class, as the router counts its own', async () => {
    const kurti = await newProduct(t, 'Counted Cotton Kurti', { M: { pricePaise: 59_900, stock: 3 } });
    const ok = await send(port, `/api/client/products/${kurti}`);
    await send(port, `/api/client/products/${kurti}`, { 'if-none-match': ok.headers.etag as string });
    expect(t.app.preparedReads.answered).toBe(2);
    const scrape = await send(port, '/api/metrics', { authorization: `Bearer ${TOKEN}` });
    const lines = scrape.body
      .toString('utf8')
      .split('\n')
      .filter((line) => line.startsWith('http_requests_total{') && line.includes('/api/client/products/:id"'));
    expect(lines.sort()).toEqual([
      'http_requests_total{method="GET",route="/api/client/products/:id",status="2xx"} 1',
      'http_requests_total{method="GET",route="/api/client/products/:id",status="3xx"} 1',
    ]);
  });
});
