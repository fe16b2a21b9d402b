// Invoice and credit note lines of a product with a second option (docs/decisions/099-variant-options.md): the line
// keeps the option's name as it was at issue and its PDF reads "Kurti (Size: M · Colour: Red)"; a size-only line
// reads "(size M)" as before.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newShopper } from '../../testing/factories';
import { orderWithLines, pricedOrder, taxDocumentsOn, type TaxedLineSpec } from '../../testing/tax-documents';
import { goodsOf, renderTaxDocumentPdf } from './invoice-pdf';
import { snapshotOf } from './read-documents';
import type { DocumentLine } from './snapshot';

let t: TestApp;
const clock = manualClock(new Date('2026-12-06T10:00:00Z'));

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

const RED_M: TaxedLineSpec = {
  title: 'Red Or Blue Kurti',
  category: 'kurti',
  size: 'M / Red',
  option2Name: 'Colour',
  unitPricePaise: 99_900,
  quantity: 1,
};
const PLAIN_M: TaxedLineSpec = {
  title: 'Plain Kurti',
  category: 'kurti',
  size: 'M',
  unitPricePaise: 79_900,
  quantity: 1,
};

async function invoiceOf(orderId: string) {
  await taxDocumentsOn(t, clock).documents.issueInvoice(orderId);
  const [invoice] = await t.database.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(desc(taxDocuments.kind));
  if (!invoice) throw new Error('no invoice');
  return invoice;
}

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'variant-pdf-')), 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('goodsOf', () => {
  const line = (size: string, option2Name?: string) =>
    ({ title: 'Kurti', size, ...(option2Name ? { option2Name } : {}) }) as DocumentLine;
  it.each([
    [line('M / Red', 'Colour'), 'Kurti (Size: M · Colour: Red)'],
    [line('M'), 'Kurti (size M)'],
    [line('M', 'Colour'), 'Kurti (size M)'],
  ])('%o → %s', (l, text) => {
    expect(goodsOf(l)).toBe(text);
  });
});

describe('documents of a product with a second option', () => {
  it.each([
    ['an order placed before orders kept their pricing', false],
    ['an order placed with its pricing', true],
  ])('%s: the invoice line keeps "Colour" and the PDF labels it', async (_, priced) => {
    const shopper = await newShopper(t);
    const { orderId } = priced
      ? await pricedOrder(t.database.db, shopper.id, [RED_M, PLAIN_M])
      : await orderWithLines(t.database.db, shopper.id, [RED_M, PLAIN_M]);
    const invoice = await invoiceOf(orderId);
    const goods = (invoice.lines as DocumentLine[]).filter((l) => !l.charge);
    expect(goods.map((l) => [l.size, l.option2Name])).toEqual([
      ['M / Red', 'Colour'],
      ['M', undefined],
    ]);
    const text = pdfText(await renderTaxDocumentPdf(snapshotOf(invoice, null)));
    // The description column wraps the label, the row's other cells in between: read the words in order.
    expect(text.replace(/\s+/g, ' ')).toMatch(
      /Red Or Blue Kurti \(Size: M ·(?: \S+){0,12}? Colour:(?: \S+){0,12}? Red\)/,
    );
    expect(text).toContain('Plain Kurti (size M)');
  });
});
