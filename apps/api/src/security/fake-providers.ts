// A stand-in for the network to Razorpay and Shiprocket (docs/rules/security.md#adversarial-suite): stateful enough to
// show what a real provider does after a timeout (the work done, the answer lost). Installed as the
// global fetch; every other URL goes to the real fetch. Never imported by the server.
import { randomBytes } from 'node:crypto';

/** How the provider answers one call: normally, too late (work done, answer lost), never, or with an error. */
export type Behaviour = 'ok' | 'late' | 'hang' | { status: number; body: unknown };

export const RAZORPAY_URL = 'https://razorpay.test/v1';
export const SHIPROCKET_URL = 'https://shiprocket.test/v1/external';

type Json = Record<string, unknown>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

/** Never answers; fails like fetch does when the caller's AbortSignal.timeout fires. */
function hang(init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    );
  });
}

interface ShiprocketOrder {
  id: number;
  channelOrderId: string;
  shipmentId: number;
  awb: string | null;
  courier: string | null;
}

export function fakeProviders() {
  const realFetch = globalThis.fetch;

  const razorpay = {
    /** Answers for the next POST /orders calls, in turn (then 'ok'). */
    next: [] as Behaviour[],
    /** Every gateway order the fake made, answered or not: id → amount in paise. */
    orders: new Map<string, number>(),
    calls: 0,
  };

  const shiprocket = {
    /** Answers for the next call of a route for one of our orders (then the normal answer). */
    overrides: [] as { route: 'create' | 'assign'; orderId: string; behaviour: Behaviour }[],
    orders: [] as ShiprocketOrder[],
    tokens: new Set<string>(),
    logins: 0,
    calls: [] as string[],
    /** Makes every token issued so far expire (Shiprocket answers 401 'Token has expired'). */
    expireTokens() {
      this.tokens.clear();
    },
    ordersFor(orderId: string) {
      return this.orders.filter((o) => o.channelOrderId === orderId);
    },
  };

  async function razorpayAnswer(path: string, init?: RequestInit): Promise<Response> {
    if (path !== '/orders' || init?.method !== 'POST')
      return json(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' } });
    razorpay.calls += 1;
    const behaviour = razorpay.next.shift() ?? 'ok';
    if (behaviour === 'hang') return hang(init);
    if (typeof behaviour === 'object') return json(behaviour.status, behaviour.body);
    const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
      amount: number;
      receipt: string;
      notes: Json;
    };
    const order = {
      id: id('order'),
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: 'INR',
      receipt: body.receipt,
      status: 'created',
      attempts: 0,
      notes: body.notes,
    };
    razorpay.orders.set(order.id, body.amount);
    return behaviour === 'late' ? hang(init) : json(200, order);
  }

  function takeOverride(route: 'create' | 'assign', orderId: string | undefined): Behaviour {
    const at = shiprocket.overrides.findIndex((o) => o.route === route && o.orderId === orderId);
    if (at < 0) return 'ok';
    const [found] = shiprocket.overrides.splice(at, 1);
    return found?.behaviour ?? 'ok';
  }

  async function shiprocketAnswer(url: URL, init?: RequestInit): Promise<Response> {
    const path = url.pathname.replace(new URL(SHIPROCKET_URL).pathname, '');
    const route = `${init?.method ?? 'GET'} ${path}`;
    shiprocket.calls.push(route);
    if (route === 'POST /auth/login') {
      shiprocket.logins += 1;
      const token = id('tok');
      shiprocket.tokens.add(token);
      return json(200, { id: 1, email: 'api@vastra.in', token });
    }
    const bearer = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!shiprocket.tokens.has(bearer)) return json(401, { message: 'Token has expired', status_code: 401 });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Json) : {};

    if (route === 'POST /orders/create/adhoc') {
      const orderId = String(body.order_id);
      const behaviour = takeOverride('create', orderId);
      if (behaviour === 'hang') return hang(init);
      if (typeof behaviour === 'object') return json(behaviour.status, behaviour.body);
      if (shiprocket.ordersFor(orderId).length) {
        return json(422, {
          message: 'Oops! Invalid Data.',
          errors: { order_id: ['The order id has already been taken.'] },
          status_code: 422,
        });
      }
      const order = {
        id: 781_000_000 + shiprocket.orders.length,
        channelOrderId: orderId,
        shipmentId: 768_000_000 + shiprocket.orders.length,
        awb: null,
        courier: null,
      };
      shiprocket.orders.push(order);
      const answer = {
        order_id: order.id,
        shipment_id: order.shipmentId,
        status: 'NEW',
        status_code: 1,
        awb_code: null,
        courier_name: null,
      };
      return behaviour === 'late' ? hang(init) : json(200, answer);
    }
    if (route === 'POST /courier/assign/awb') {
      const order = shiprocket.orders.find((o) => o.shipmentId === Number(body.shipment_id));
      const behaviour = takeOverride('assign', order?.channelOrderId);
      if (behaviour === 'hang') return hang(init);
      if (typeof behaviour === 'object') return json(behaviour.status, behaviour.body);
      if (!order) return json(400, { message: 'Invalid shipment id', status_code: 400 });
      if (order.awb)
        return json(400, { message: 'Oops! Cannot reassign courier for this shipment.', status_code: 400 });
      order.awb = String(19_041_000_000_000 + order.shipmentId);
      order.courier = 'Delhivery Surface';
      const answer = {
        awb_assign_status: 1,
        response: {
          data: { awb_code: order.awb, courier_name: order.courier, shipment_id: order.shipmentId, order_id: order.id },
        },
      };
      return behaviour === 'late' ? hang(init) : json(200, answer);
    }
    if (route === 'GET /orders') {
      const search = url.searchParams.get('search') ?? '';
      const data = shiprocket.ordersFor(search).map((o) => ({
        id: o.id,
        channel_order_id: o.channelOrderId,
        status: o.awb ? 'READY TO SHIP' : 'NEW',
        shipments: [{ id: o.shipmentId, courier: o.courier ?? '', awb: o.awb ?? '' }],
      }));
      return json(200, { data, meta: { pagination: { total: data.length } } });
    }
    return json(404, { message: `No route ${route}`, status_code: 404 });
  }

  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.origin === new URL(RAZORPAY_URL).origin) return razorpayAnswer(url.pathname.replace('/v1', ''), init);
    if (url.origin === new URL(SHIPROCKET_URL).origin) return shiprocketAnswer(url, init);
    return realFetch(input, init);
  }) as typeof globalThis.fetch;

  return { fetch, razorpay, shiprocket };
}
