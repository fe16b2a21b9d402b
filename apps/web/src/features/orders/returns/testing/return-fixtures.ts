import { ReturnOptionsResponse, ReturnRequest } from '@vastra/domain/api';

// Parsed by the contract, so they never drift from what the API sends.

type Line = ReturnOptionsResponse['lines'][number];

/** The options of a delivered order of two kurtis in M (L in stock, S sold out), window open until Thu 10 Dec. */
export function returnOptionsFixture(
  overrides: Partial<Omit<ReturnOptionsResponse, 'lines'>> & { lines?: Partial<Line>[] } = {},
): ReturnOptionsResponse {
  const { lines, ...rest } = overrides;
  const line: Line = {
    orderItemId: 'i1',
    title: 'Indigo Anarkali Kurti',
    size: 'M',
    quantity: 2,
    unitPricePaise: 129_900,
    eligible: true,
    reason: null,
    exchangeSizes: [
      { size: 'S', inStock: false },
      { size: 'L', inStock: true },
    ],
  };
  return ReturnOptionsResponse.parse({
    window: { open: true, closesAt: '2026-12-10T18:30:00.000Z', message: null },
    refundTo: 'original_payment',
    lines: (lines ?? [{}]).map((l) => ({ ...line, ...l })),
    ...rest,
  });
}

const NO_TIMES = {
  approved: null,
  pickup_scheduled: null,
  picked_up: null,
  received: null,
  refunded: null,
  exchange_shipped: null,
  rejected: null,
};

/** A request just made: an exchange of one kurti from M to L. */
export function returnRequestFixture(
  overrides: Omit<Partial<ReturnRequest>, 'times'> & { times?: Partial<ReturnRequest['times']> } = {},
): ReturnRequest {
  const { times, ...rest } = overrides;
  return ReturnRequest.parse({
    _id: 'r1',
    orderId: 'o1',
    orderItemId: 'i1',
    kind: 'exchange',
    state: 'requested',
    title: 'Indigo Anarkali Kurti',
    size: 'M',
    image: null,
    quantity: 1,
    exchangeSize: 'L',
    reason: 'too_small',
    note: '',
    photos: [],
    refundPaise: null,
    refundDestination: null,
    payoutMasked: null,
    refund: null,
    rejectionReason: null,
    qcResult: null,
    qcNote: null,
    pickup: { awb: null, courier: null, error: null },
    exchangeShipment: { awb: null, courier: null, error: null },
    ...rest,
    times: { requested: '2026-12-04T05:00:00.000Z', ...NO_TIMES, ...times },
  });
}
