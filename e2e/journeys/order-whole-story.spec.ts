import { expect, test } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { buyByUpi, createProduct, deliver, staffDocumentPdf, unique, type OwnProduct } from '../after-delivery-steps';
import { settle, signIn } from '../fixtures';
import { checkAtWidths, linesDrawn } from '../page-checks';

// One order's whole story: a UPI order of three lines, delivered to Bengaluru (the shop is in Karnataka: CGST + SGST),
// is refunded ₹250.50 as a goodwill gesture by staff on the back office's order page, has one line returned (request →
// pickup → received with the quality check → refunded to the UPI payment) and another exchanged for another size
// (request → pickup → received → the new size shipped). The shopper's order page and the owner's tell each part of it,
// and the money agrees to the paisa: the order's rows of the per-line CSV and its invoice and credit note as printed
// (docs/decisions/076-invoice-at-dispatch-and-net-sales.md). The dashboard's gross, refunds and net count every order
// of the period, so they are pinned for the same story on a shop with no other order, in
// apps/api/src/modules/order-admin/order-story-money.test.ts (journeys may run side by side).

// The figures, worked by hand from the prices (all three lines at 5 %: a kurti and a suit under ₹2,625 and a saree;
// the order keeps its pricing, so each half is worked once: half = round(price × 5 / 210), CGST = SGST = half,
// taxable = price − 2 × half; domain pricing/even-tax.ts, docs/decisions/084-gst-on-discounted-lines-and-fees.md):
//   kurti ₹899.00   → CGST 21.40, SGST 21.40, taxable 856.20
//   suit ₹1,299.00  → CGST 30.93, SGST 30.93, taxable 1,237.14
//   saree ₹2,999.00 → CGST 71.40, SGST 71.40, taxable 2,856.20
const KURTI = { price: 89_900, taxable: 85_620, cgst: 2_140, sgst: 2_140 };
const SUIT = { price: 129_900, taxable: 123_714, cgst: 3_093, sgst: 3_093 };
const SAREE = { price: 299_900, taxable: 285_620, cgst: 7_140, sgst: 7_140 };
const GOODWILL = 25_050;
const ORDER_TOTAL = KURTI.price + SUIT.price + SAREE.price;
const SENT_BACK = GOODWILL + SUIT.price;

/** '₹1,299.00' from 129900, as en-IN writes it (the screens' and the PDFs' amounts). */
const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
/** A CSV cell in rupees ('-12.34') back to paise. */
const paiseOf = (cell: string) => Math.round(Number(cell || '0') * 100);

/** The download buttons' words before the number, which stay together too. */
const DOWNLOAD_WORDS = ['Download tax invoice', 'Download credit note'];

type TaxDocument = { _id: string; kind: 'invoice' | 'credit_note'; number: string; totalPaise: number };

test('one order partly refunded, returned and exchanged tells its whole story, and its money agrees', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const shopper = await signIn(page, request, 'Priya Sharma');
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  const staffHeaders = { authorization: `Bearer ${staff}` };
  const shopperHeaders = { authorization: `Bearer ${shopper.token}` };
  const kurti = await createProduct(request, staff, {
    title: `Whole Story Kurti ${unique()}`,
    category: 'kurti',
    sizes: { M: { price: 899, stock: 3 }, L: { price: 899, stock: 3 } },
  });
  const suit = await createProduct(request, staff, {
    title: `Whole Story Suit ${unique()}`,
    category: 'suits',
    sizes: { Free: { price: 1299, stock: 3 } },
  });
  const saree = await createProduct(request, staff, {
    title: `Whole Story Saree ${unique()}`,
    category: 'saree',
    sizes: { Free: { price: 2999, stock: 3 } },
  });

  const orderId = await buyByUpi(page, [
    { product: kurti, size: 'M' },
    { product: suit, size: 'Free' },
    { product: saree, size: 'Free' },
  ]);
  await deliver(request, shopper, orderId);
  const order = (await (await request.get(`/api/orders/${orderId}`, { headers: shopperHeaders })).json()) as {
    totalAmount: number;
    items: { _id: string; title: string }[];
  };
  expect(order.totalAmount * 100).toBe(ORDER_TOTAL);
  const lineOf = (product: OwnProduct) => order.items.find((item) => item.title === product.title)?._id;

  // (a) A goodwill refund of ₹250.50, tied to no line, on the back office's order page.
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: /^Order #/, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('dialog', { name: 'Refund money' });
  await expect(refund).toContainText(`Left to refund: ${inr(ORDER_TOTAL)}`);
  await refund.getByRole('radio', { name: 'Other amount' }).check();
  await refund.getByRole('textbox', { name: /^Amount in rupees/ }).fill('250.50');
  await refund.getByRole('textbox', { name: /^Reason/ }).fill('Goodwill: the parcel came two days late');
  await refund.getByRole('button', { name: 'Issue refund' }).click();
  await expect(page.getByText('Refund issued', { exact: true })).toBeVisible();
  await expect(refund).toHaveCount(0);

  // (b) The suit returned and (c) the kurti exchanged for L, asked by the shopper and handled by staff.
  const ask = async (data: object) => {
    const res = await request.post(`/api/orders/${orderId}/returns`, { headers: shopperHeaders, data });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { _id: string })._id;
  };
  const giveBack = await ask({ orderItemId: lineOf(suit), kind: 'return', quantity: 1, reason: 'not_as_pictured' });
  const exchange = await ask({
    orderItemId: lineOf(kurti),
    kind: 'exchange',
    quantity: 1,
    exchangeSize: 'L',
    reason: 'too_small',
  });
  for (const id of [giveBack, exchange]) {
    for (const [step, data] of [
      ['approve', {}],
      ['picked-up', {}],
      ['receive', { qc: 'accept', note: 'Tags on, unworn' }],
    ] as const) {
      const res = await request.post(`/api/admin/returns/${id}/${step}`, { headers: staffHeaders, data });
      expect(res.ok(), `${step}: ${await res.text()}`).toBe(true);
    }
  }
  const detail = (await (await request.get(`/api/admin/orders/${orderId}`, { headers: staffHeaders })).json()) as {
    requests: { id: string; state: string; pickupAwb: string | null; exchangeAwb: string | null }[];
  };
  const returned = detail.requests.find((r) => r.id === giveBack);
  const exchanged = detail.requests.find((r) => r.id === exchange);
  expect([returned?.state, exchanged?.state]).toEqual(['refunded', 'exchange_shipped']);
  const returnAwb = returned?.pickupAwb ?? '';
  const exchangePickupAwb = exchanged?.pickupAwb ?? '';
  const exchangeAwb = exchanged?.exchangeAwb ?? '';
  for (const awb of [returnAwb, exchangePickupAwb, exchangeAwb]) expect(awb).not.toBe('');

  // The tax documents: the invoice issued at dispatch, the return's credit note once it is received.
  let documents: TaxDocument[] = [];
  await expect
    .poll(async () => {
      const res = await request.get(`/api/admin/orders/${orderId}/tax-documents`, { headers: staffHeaders });
      documents = ((await res.json()) as { documents: TaxDocument[] }).documents;
      return documents.map((d) => d.kind).sort();
    })
    .toEqual(['credit_note', 'invoice']);
  const invoice = documents.find((d) => d.kind === 'invoice');
  const creditNote = documents.find((d) => d.kind === 'credit_note');
  expect(invoice?.number).toMatch(/^INV\/\d\d-\d\d\/\d{6}$/);
  expect(creditNote?.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
  expect([invoice?.totalPaise, creditNote?.totalPaise]).toEqual([ORDER_TOTAL, SUIT.price]);

  // The owner's order page: the badges, the goodwill and the return's refunds under Payment, both requests with their
  // AWBs, and both tax documents.
  await page.goto(`/admin/orders/${orderId}`);
  const header = page.getByRole('region', { name: /^Order #/ });
  await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
  // The status and the story's badges side by side under the heading.
  await expect(header.getByText('Delivered', { exact: true }).locator('..')).toHaveText(
    /^Delivered\s*Partly refunded\s*Exchange shipped$/,
  );
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText(`Left to refund${inr(ORDER_TOTAL - SENT_BACK)}`);
  const refunds = payment.getByRole('list', { name: 'Refunds' }).getByRole('listitem');
  await expect(refunds).toHaveCount(2);
  await expect(refunds.filter({ hasText: 'Goodwill: the parcel came two days late' })).toContainText(
    `${inr(GOODWILL)}Processed`,
  );
  await expect(refunds.filter({ hasText: suit.title })).toContainText(`${inr(SUIT.price)}Processed`);
  const requests = page.getByRole('region', { name: 'Return and exchange requests' }).getByRole('listitem');
  await expect(requests).toHaveCount(2);
  const returnItem = requests.filter({ hasText: suit.title });
  await expect(returnItem).toContainText(`ReturnRefunded${inr(SUIT.price)}`);
  await expect(returnItem).toContainText(`${suit.title} · Free × 1`);
  await expect(returnItem).toContainText(`Return pickup AWB: ${returnAwb}`);
  const exchangeItem = requests.filter({ hasText: kurti.title });
  await expect(exchangeItem).toContainText('ExchangeExchange shipped');
  await expect(exchangeItem).toContainText(`${kurti.title} · M × 1`);
  await expect(exchangeItem).toContainText('For size L');
  await expect(exchangeItem).toContainText(`Return pickup AWB: ${exchangePickupAwb}`);
  await expect(exchangeItem).toContainText(`Exchange shipment AWB: ${exchangeAwb}`);
  await expect(page.getByText(invoice?.number ?? '-').first()).toBeVisible();
  await expect(page.getByText(creditNote?.number ?? '-').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  for (const words of [invoice?.number ?? '-', creditNote?.number ?? '-', ...DOWNLOAD_WORDS]) {
    expect(await linesDrawn(page, words), `${words} at 390 px`).toBe(1);
  }
  await checkAtWidths(page, 'order-whole-story-admin');

  // The shopper's order page: the same badges, both refunds in rupees, both requests with their AWBs, the documents.
  await page.goto(`/orders/${orderId}`);
  await settle(page);
  await expect(page.getByRole('list', { name: 'About this order' }).getByRole('listitem')).toHaveText([
    'Partly refunded',
    'Exchange shipped',
  ]);
  const sent = page.getByRole('list', { name: 'Refunds' }).getByRole('listitem');
  await expect(sent).toHaveCount(2);
  const sentText = (amount: number) => new RegExp(`^Refund of ${inr(amount)} sent back to your payment method on .+`);
  await expect(sent.filter({ hasText: inr(GOODWILL) })).toHaveText(sentText(GOODWILL));
  await expect(sent.filter({ hasText: inr(SUIT.price) })).toHaveText(sentText(SUIT.price));
  const mine = page.getByRole('region', { name: 'Returns and exchanges' }).getByRole('listitem');
  const myReturn = mine.filter({ hasText: `Return: ${inr(SUIT.price)}` });
  await expect(myReturn).toContainText(`${suit.title} · Quantity 1`);
  await expect(myReturn).toContainText('Status: Refunded');
  await expect(myReturn).toContainText(`Pickup AWB ${returnAwb}`);
  const myExchange = mine.filter({ hasText: 'Exchange: size M → L' });
  await expect(myExchange).toContainText(`${kurti.title} · Quantity 1`);
  await expect(myExchange).toContainText('Status: Exchange shipped');
  await expect(myExchange).toContainText(`Pickup AWB ${exchangePickupAwb}`);
  await expect(myExchange).toContainText(`Exchange shipment AWB ${exchangeAwb}`);
  await expect(page.getByRole('button', { name: `Download tax invoice ${invoice?.number ?? '-'}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Download credit note ${creditNote?.number ?? '-'}` })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  for (const words of [invoice?.number ?? '-', creditNote?.number ?? '-', ...DOWNLOAD_WORDS]) {
    expect(await linesDrawn(page, words), `${words} at 390 px`).toBe(1);
  }
  await checkAtWidths(page, 'order-whole-story-shopper');

  // The money, to the paisa. The per-line CSV of this order: each line's taxable value and GST net of its credit
  // note, its refunds (the goodwill counts on the order's first line, the kurti) and its document numbers.
  const csv = await request.get(`/api/admin/order-lines.csv?q=${orderId}`, { headers: staffHeaders });
  expect(csv.ok(), await csv.text()).toBe(true);
  const rows = (await csv.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(','));
  const row = (product: OwnProduct) => {
    const cells = rows.find((r) => r[4] === product.title) ?? [];
    return {
      size: cells[5],
      taxable: paiseOf(cells[9] ?? ''),
      cgst: paiseOf(cells[10] ?? ''),
      sgst: paiseOf(cells[11] ?? ''),
      igst: paiseOf(cells[12] ?? ''),
      invoice: cells[13],
      creditNotes: cells[14],
      refunded: paiseOf(cells[15] ?? ''),
    };
  };
  const none = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  const taxesOf = ({ taxable, cgst, sgst }: typeof KURTI) => ({ taxable, cgst, sgst, igst: 0 });
  expect(rows).toHaveLength(3);
  expect(row(kurti)).toEqual({
    size: 'M',
    ...taxesOf(KURTI),
    invoice: invoice?.number,
    creditNotes: '',
    refunded: GOODWILL,
  });
  expect(row(suit)).toEqual({
    size: 'Free',
    ...none,
    invoice: invoice?.number,
    creditNotes: creditNote?.number,
    refunded: SUIT.price,
  });
  expect(row(saree)).toEqual({
    size: 'Free',
    ...taxesOf(SAREE),
    invoice: invoice?.number,
    creditNotes: '',
    refunded: 0,
  });
  // The CSV's refunds are the order's refunds; its taxes are the invoice's minus the credit note's.
  const total = (key: 'taxable' | 'cgst' | 'sgst' | 'refunded') =>
    [kurti, suit, saree].reduce((sum, product) => sum + row(product)[key], 0);
  expect(total('refunded')).toBe(SENT_BACK);
  expect(total('taxable') + total('cgst') + total('sgst')).toBe(ORDER_TOTAL - SUIT.price);

  // The invoice and the credit note as printed: each line's gross, its discount (none here), taxable value, rates and
  // total, its CGST and SGST below, and the document's totals (the sums of its lines).
  const money = (paise: number) => inr(paise).replace(/[.,]/g, '\\$&');
  const printed = (text: string, lines: (typeof KURTI)[], totalLabel: string) => {
    for (const l of lines) {
      expect(text).toMatch(
        new RegExp(`${money(l.price)}\\s+₹0\\.00\\s+${money(l.taxable)}\\s+2\\.5%\\s+2\\.5%\\s+${money(l.price)}`),
      );
      expect(text).toMatch(new RegExp(`${money(l.cgst)}\\s+${money(l.sgst)}\\n`));
    }
    const sum = (key: keyof typeof KURTI) => lines.reduce((total, l) => total + l[key], 0);
    expect(text).toMatch(new RegExp(`Taxable value\\s+${money(sum('taxable'))}\\n`));
    expect(text).toMatch(new RegExp(`CGST\\s+${money(sum('cgst'))}\\n`));
    expect(text).toMatch(new RegExp(`SGST\\s+${money(sum('sgst'))}\\n`));
    expect(text).toMatch(new RegExp(`${totalLabel.replace(/[().]/g, '\\$&')}\\s+${money(sum('price'))}\\n`));
  };
  const invoicePdf = await staffDocumentPdf(request, staff, orderId, invoice?._id ?? '');
  expect(invoicePdf).toContain(`Invoice number: ${invoice?.number ?? '-'}`);
  printed(invoicePdf, [KURTI, SUIT, SAREE], 'Total (incl. GST)');
  const creditPdf = await staffDocumentPdf(request, staff, orderId, creditNote?._id ?? '');
  expect(creditPdf).toContain(invoice?.number ?? '-');
  printed(creditPdf, [SUIT], 'Total credited (incl. GST)');
  expect(creditPdf).toContain(suit.title);
  expect(creditPdf).not.toContain(kurti.title);
});
