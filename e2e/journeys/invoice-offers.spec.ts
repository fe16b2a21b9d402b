import { expect, test } from '../journey-test';
import { couponBody, signInToAdmin, staffToken } from '../admin-steps';
import { BENGALURU, createProduct, deliver, downloadPdf, unique } from '../after-delivery-steps';
import { settle, signIn } from '../fixtures';

// The tax invoice of an order placed with a coupon and a delivery fee, made from the order's pricing snapshot
// (docs/decisions/084-gst-on-discounted-lines-and-fees.md): the line shows its gross, the coupon's discount and the
// taxable value after it, the delivery charge is a line of its own at the goods' rate, CGST = SGST, and the total is
// what the shopper pays. The PDF goes to SHOTS_DIR when set.

/** A text row of the PDF (pdftotext -layout): its cells in order, any spacing between them. */
const row = (...cells: string[]) =>
  new RegExp(cells.map((cell) => cell.replace(/[.()]/g, (c) => `\\${c}`)).join('\\s+'));

test('a COD order with a 20 % coupon and a ₹49 delivery fee: its invoice shows the discount and the charge', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shopper = await signIn(page, request, 'Asha Verma');
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  const auth = { authorization: `Bearer ${staff}` };
  const code = `INV20-${Date.now() % 100_000}`;

  // The owner charges ₹49 for delivery below ₹999 and creates a 20 % coupon.
  const fees = await request.put('/api/admin/settings', {
    headers: auth,
    data: { delivery: { feeRupees: 49, freeAboveRupees: 999, codFeeRupees: 0 } },
  });
  expect(fees.status(), await fees.text()).toBe(200);
  try {
    const coupon = await request.post('/api/admin/offers', {
      headers: auth,
      data: couponBody(code, { label: `Invoice 20 ${code}` }),
    });
    expect(coupon.status(), await coupon.text()).toBe(201);
    const kurti = await createProduct(request, staff, {
      title: `Offer Kurti ${unique()}`,
      category: 'kurti',
      sizes: { M: { price: 900, stock: 10 } },
    });

    // The shopper places a COD order with the coupon: ₹900 − ₹180 = ₹720, plus ₹49 delivery = ₹769.
    const headers = { authorization: `Bearer ${shopper.token}` };
    const items = [{ productId: kurti._id, title: kurti.title, size: 'M', quantity: 1, price: 900 }];
    const quote = await request.post('/api/checkout/quote', {
      headers,
      data: { items, couponCode: code },
    });
    expect(quote.status(), await quote.text()).toBe(200);
    expect(await quote.json()).toMatchObject({ subtotal: 900, discount: 180, deliveryFee: 49, total: 769 });
    const placed = await request.post('/api/orders/cod', {
      headers: { ...headers, 'idempotency-key': `e2e-invoice-offers-${unique()}` },
      data: {
        customerInfo: {
          name: shopper.fullName,
          email: 'asha@example.com',
          phone: shopper.phone,
          ...BENGALURU,
          notes: '',
        },
        items,
        totalAmount: 900,
        shippingCost: 0,
        paymentType: 'COD',
        couponCode: code,
        quotedTotal: 769,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };

    // Delivered (the invoice is issued at the courier's pickup); the shopper downloads it from her order page.
    await deliver(request, shopper, orderId);
    await page.goto(`/orders/${orderId}`);
    await settle(page);
    const invoice = await downloadPdf(page, /^Download tax invoice INV\/\d\d-\d\d\/\d{6}$/);
    const { text } = invoice;
    expect(text).toContain('TAX INVOICE');
    expect(text).toMatch(row('Description', 'HSN', 'Qty', 'Gross', 'Discount', 'Taxable value', 'CGST', 'SGST'));
    // ₹720 at 5 %: CGST = SGST = ₹17.14, taxable ₹685.72; the ₹49 delivery at the kurti's 5 %: ₹1.17 each.
    // The product's title takes the cell's first line and its size wraps under it, whole or after "(size": where the
    // line breaks depends on the widths of the title's random letters in the PDF's proportional font.
    const kurtiRow = ['6206', '1 PCS', '₹900.00', '₹180.00', '₹685.72', '2.5%', '2.5%', '₹720.00'];
    expect(text).toMatch(new RegExp(`${kurti.title}(?: \\(size)?\\s+${row(...kurtiRow).source}`));
    expect(text).toMatch(/(?:\(size )?M\)\s+₹17\.14\s+₹17\.14/);
    expect(text).toContain('₹900.00 each');
    expect(text).toMatch(row('Delivery charge', '6206', '₹49.00', '₹0.00', '₹46.66', '2.5%', '2.5%', '₹49.00'));
    expect(text).toMatch(row('Part of the supply of the', '₹1.17', '₹1.17'));
    expect(text).not.toContain('Cash on delivery charge');
    expect(text).toMatch(row('Gross value', '₹949.00'));
    expect(text).toMatch(row('Discount', '₹180.00'));
    expect(text).toMatch(row('Taxable value', '₹732.38'));
    expect(text).toMatch(row('CGST', '₹18.31'));
    expect(text).toMatch(row('SGST', '₹18.31'));
    expect(text).toMatch(row('Total (incl. GST)', '₹769.00'));
  } finally {
    // No fees again, for the other journeys.
    const reset = await request.put('/api/admin/settings', {
      headers: auth,
      data: { delivery: { feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 } },
    });
    expect(reset.status(), await reset.text()).toBe(200);
  }
});
