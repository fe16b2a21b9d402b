import { readFileSync } from 'node:fs';
import { createRazorpayGateway } from './razorpay.adapter';

// What the Razorpay adapter's tests share: its recorded answers (__fixtures__) and the adapter with the network
// replaced.

/** A recorded Razorpay answer or webhook body, as text. */
export const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}.json`, import.meta.url), 'utf8');

export const json = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

/** The adapter with the network replaced by `answer`; records what was sent. */
export function gatewayAnswering(answer: (init: RequestInit) => Response | Promise<Response>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const gateway = createRazorpayGateway({
    keyId: 'rzp_test_abc123',
    keySecret: 'key_secret_for_tests',
    webhookSecret: 'webhook_secret_for_tests',
    apiUrl: 'https://api.razorpay.com/v1',
    timeoutMs: 1000,
    fetch: async (url, init = {}) => {
      sent.push({ url: url instanceof Request ? url.url : url.toString(), init });
      return answer(init);
    },
  });
  return { gateway, sent };
}
