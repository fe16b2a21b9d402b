import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { secondOptionLabel } from '@vastra/domain/catalog';
import { formatRupees, paise } from '@vastra/domain/money';
import { TAX_DOCUMENT_MESSAGES as M, taxDocumentDate } from '@vastra/domain/tax';
import PDFDocument from 'pdfkit';
import type { DocumentLine, DocumentParty, TaxDocumentSnapshot } from './snapshot';

// Noto Sans Devanagari has Latin, the ₹ sign and Devanagari (shaped by pdfkit's fontkit), so one font prints
// 'प्रिया शर्मा' and '₹2,999.00' alike; it is read once from the installed font package.
const require = createRequire(import.meta.url);
const FONT_DIR = '@expo-google-fonts/noto-sans-devanagari';
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve(`${FONT_DIR}/400Regular/NotoSansDevanagari_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${FONT_DIR}/700Bold/NotoSansDevanagari_700Bold.ttf`)),
  };
  return fonts;
}

const MARGIN = 40;
const A4_WIDTH = 595.28;
const WIDTH = A4_WIDTH - 2 * MARGIN;
const SMALL = 7.5;
const BODY = 9;
const rupees = (amount: number) => formatRupees(paise(amount));
const percent = (rate: number) => `${rate}%`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: DocumentLine, index: number) => string;
}

/** The tax columns: CGST and SGST within the seller's state, IGST between states. */
function taxColumnsOf(intraState: boolean, width: number): Column[] {
  return intraState
    ? [
        { title: 'CGST', width, align: 'right', cell: (l) => `${percent(l.rate / 2)}\n${rupees(l.cgstPaise)}` },
        { title: 'SGST', width, align: 'right', cell: (l) => `${percent(l.rate / 2)}\n${rupees(l.sgstPaise)}` },
      ]
    : [{ title: 'IGST', width: width + 8, align: 'right', cell: (l) => `${percent(l.rate)}\n${rupees(l.igstPaise)}` }];
}

/** Description takes the width the other columns leave. */
function fitted(columns: Column[]): Column[] {
  const used = columns.reduce((sum, c) => sum + c.width, 0);
  return columns.map((c) => (c.title === 'Description' ? { ...c, width: WIDTH - used } : c));
}

/**
 * A goods line's description: "Kurti (size M)", or "Kurti (Size: M · Colour: Red)" for a product with a second option
 * (docs/decisions/099-variant-options.md).
 */
export function goodsOf(l: DocumentLine): string {
  return `${l.title} (${secondOptionLabel(l.size, l.option2Name) ?? `size ${l.size}`})`;
}

/** The table's columns of a document whose lines carry no discount (orders placed before they kept their pricing). */
function columnsOf(intraState: boolean): Column[] {
  return fitted([
    { title: '#', width: 16, align: 'left', cell: (_, i) => String(i + 1) },
    { title: 'Description', width: 0, align: 'left', cell: goodsOf },
    { title: 'HSN', width: 32, align: 'left', cell: (l) => l.hsn },
    { title: 'Qty', width: 34, align: 'right', cell: (l) => `${l.quantity} ${l.unit}` },
    { title: 'Unit price', width: 58, align: 'right', cell: (l) => rupees(l.unitPricePaise) },
    { title: 'Taxable value', width: 62, align: 'right', cell: (l) => rupees(l.taxablePaise) },
    ...taxColumnsOf(intraState, 54),
    { title: 'Total', width: 62, align: 'right', cell: (l) => rupees(l.totalPaise) },
  ]);
}

/**
 * The table's columns of a document priced from the order's snapshot: per line its gross, the discount allocated to
 * it and the taxable value after it; a fee line says what it is and that it is part of the supply of the goods.
 */
function pricedColumnsOf(intraState: boolean): Column[] {
  const describe = (l: DocumentLine) =>
    l.charge ? `${l.title}\n${M.chargeOfGoods}` : `${goodsOf(l)}\n${rupees(l.unitPricePaise)} each`;
  return fitted([
    { title: '#', width: 16, align: 'left', cell: (_, i) => String(i + 1) },
    { title: 'Description', width: 0, align: 'left', cell: describe },
    { title: 'HSN', width: 30, align: 'left', cell: (l) => l.hsn },
    { title: 'Qty', width: 32, align: 'right', cell: (l) => (l.charge ? '' : `${l.quantity} ${l.unit}`) },
    { title: 'Gross', width: 56, align: 'right', cell: (l) => rupees(l.grossPaise ?? l.totalPaise) },
    { title: 'Discount', width: 52, align: 'right', cell: (l) => rupees(l.discountPaise ?? 0) },
    { title: 'Taxable value', width: 58, align: 'right', cell: (l) => rupees(l.taxablePaise) },
    ...taxColumnsOf(intraState, 50),
    { title: 'Total', width: 58, align: 'right', cell: (l) => rupees(l.totalPaise) },
  ]);
}

const PAD = 3;

function drawRow(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], bold: boolean) {
  doc.font(bold ? 'Bold' : 'Regular').fontSize(SMALL);
  const heights = cells.map((text, i) => doc.heightOfString(text, { width: (columns[i]?.width ?? 0) - 2 * PAD }));
  const height = Math.max(...heights) + 2 * PAD;
  if (doc.y + height > doc.page.height - MARGIN - 120) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((text, i) => {
    const column = columns[i];
    if (!column) return;
    doc.text(text, x + PAD, top + PAD, { width: column.width - 2 * PAD, align: column.align });
    x += column.width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + WIDTH, top + height)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

function partyLines(party: DocumentParty): string[] {
  return [party.address, `${party.city} ${party.pincode}`, `State: ${party.state}, Code: ${party.stateCode}`];
}

function block(doc: PDFKit.PDFDocument, x: number, y: number, width: number, heading: string, lines: string[]) {
  doc.font('Bold').fontSize(SMALL).fillColor('#555555').text(heading.toUpperCase(), x, y, { width });
  doc.fillColor('#000000');
  lines.forEach((line, i) => {
    doc
      .font(i === 0 ? 'Bold' : 'Regular')
      .fontSize(BODY)
      .text(line, x, doc.y, { width });
  });
  return doc.y;
}

/**
 * A tax invoice or credit note as an A4 PDF with what CGST rule 46 asks: seller with GSTIN, number and date,
 * buyer with delivery address and state code, place of supply, HSN, quantity, taxable value, rates and tax per line,
 * totals, reverse charge and the authorised signatory. `compress: false` keeps the content readable in tests.
 */
export function renderTaxDocumentPdf(document: TaxDocumentSnapshot, options: { compress?: boolean } = {}) {
  const { regular, bold } = loadFonts();
  const invoice = document.kind === 'invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${invoice ? 'Tax invoice' : 'Credit note'} ${document.number}`, Author: document.seller.name },
  });
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Bold')
    .fontSize(16)
    .text(invoice ? 'TAX INVOICE' : 'CREDIT NOTE', { align: 'center' });
  doc.moveDown(0.6);

  const half = WIDTH / 2 - 10;
  const top = doc.y;
  const { seller, buyer } = document;
  const sellerEnd = block(doc, MARGIN, top, half, 'Seller', [
    seller.name,
    ...partyLines(seller),
    `GSTIN: ${seller.gstin}`,
  ]);
  const place = `${document.placeOfSupply}${buyer.stateCode ? ` (${buyer.stateCode})` : ''}`;
  const facts = invoice
    ? [`Invoice number: ${document.number}`, `Invoice date: ${taxDocumentDate(document.issuedAt)}`]
    : [
        `Credit note number: ${document.number}`,
        `Date: ${taxDocumentDate(document.issuedAt)}`,
        `Against invoice ${document.invoiceNumber ?? ''}`,
        `Reason: ${document.reason ?? ''}`,
      ];
  const factsEnd = block(doc, MARGIN + WIDTH / 2 + 10, top, half, invoice ? 'Invoice' : 'Credit note', [
    ...facts,
    `Place of supply: ${place}`,
  ]);
  doc.y = Math.max(sellerEnd, factsEnd) + 12;
  block(doc, MARGIN, doc.y, WIDTH, 'Bill to / Ship to (delivery address)', [buyer.name, ...partyLines(buyer)]);
  doc.moveDown(1);

  const priced = document.lines.some((line) => line.grossPaise !== undefined);
  const columns = priced ? pricedColumnsOf(document.intraState) : columnsOf(document.intraState);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(0.8)
    .strokeColor('#000000')
    .stroke();
  drawRow(
    doc,
    columns,
    columns.map((c) => c.title),
    true,
  );
  document.lines.forEach((line, index) =>
    drawRow(
      doc,
      columns,
      columns.map((c) => c.cell(line, index)),
      false,
    ),
  );
  doc.moveDown(0.8);
  if (document.lines.some((line) => line.charge)) {
    doc.font('Regular').fontSize(SMALL).text(M.chargesNote, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.8);
  }

  const { totals } = document;
  const sum = (of: (line: DocumentLine) => number) => document.lines.reduce((total, line) => total + of(line), 0);
  const sums: [string, number][] = [
    ...(priced
      ? ([
          ['Gross value', sum((l) => l.grossPaise ?? l.totalPaise)],
          ['Discount', sum((l) => l.discountPaise ?? 0)],
        ] as [string, number][])
      : []),
    ['Taxable value', totals.taxablePaise],
    ...(document.intraState
      ? ([
          ['CGST', totals.cgstPaise],
          ['SGST', totals.sgstPaise],
        ] as [string, number][])
      : ([['IGST', totals.igstPaise]] as [string, number][])),
  ];
  const labelX = MARGIN + WIDTH - 260;
  for (const [label, amount] of sums) {
    const y = doc.y;
    doc.font('Regular').fontSize(BODY).text(label, labelX, y, { width: 150 });
    doc.text(rupees(amount), labelX + 150, y, { width: 110, align: 'right' });
  }
  const y = doc.y + 2;
  doc
    .font('Bold')
    .fontSize(10)
    .text(invoice ? 'Total (incl. GST)' : 'Total credited (incl. GST)', labelX, y, { width: 150 });
  doc.text(rupees(totals.totalPaise), labelX + 150, y, { width: 110, align: 'right' });

  doc.moveDown(1.5);
  doc.font('Regular').fontSize(BODY).text('Whether tax is payable on reverse charge: No', MARGIN, doc.y);
  doc.moveDown(2);
  const signX = MARGIN + WIDTH - 220;
  doc.font('Bold').text(`For ${seller.name}`, signX, doc.y, { width: 220, align: 'right' });
  doc.moveDown(2.5);
  doc.font('Regular').text('Authorised signatory', signX, doc.y, { width: 220, align: 'right' });
  doc.moveDown(2);
  doc
    .fontSize(SMALL)
    .fillColor('#555555')
    .text('This is a computer-generated document.', MARGIN, doc.y, { width: WIDTH, align: 'center' });
  doc.end();
  return done;
}
