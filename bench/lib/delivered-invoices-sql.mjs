// SQL that gives the bench's delivered orders (catalogue-size-sql.mjs's temp table bench_orders) the tax invoices a
// shop issued them at dispatch (apps/api/src/modules/tax-documents/issue-documents.ts): one per order, numbered in its
// financial year's series, each line taxed as packages/domain/src/tax/gst.ts taxes it (sarees 5 %; garments 5 % up to
// ₹2,625 a piece, 18 % above, the grey band at the higher rate, the default) at IGST (the seller is in Karnataka, the
// bench's shopper in Maharashtra). Without them the API's sweep for dispatched orders with no invoice found all 25,000
// (at 50,000 products) and issued 100 a minute on the server's own thread while it was measured
// (docs/decisions/191-never-asked-answers-not-kept.md).

/** The seed shop's seller (its defaults, packages/domain/src/settings/shop-settings.ts) as an invoice holds it. */
const SELLER = {
  name: 'Vastra Fashions Private Limited',
  address: '2nd Floor, 14 Jyoti Nivas College Road, Koramangala 5th Block',
  city: 'Bengaluru',
  state: 'Karnataka',
  stateCode: '29',
  pincode: '560034',
  gstin: '29AAJCV4821K1ZU',
};

export const deliveredInvoicesSql = () => `
create temp table bench_invoice_lines as
  select i.order_id, i.id, i.title, i.size, i.quantity, i.unit_price_paise, i.position, coalesce(c.hsn, '6204') as hsn,
         case when p.category = 'saree' or i.unit_price_paise <= 262500 then 5 else 18 end as rate,
         i.unit_price_paise * i.quantity as total
  from order_items i
  join bench_orders o on o.id = i.order_id
  join products p on p.id = i.product_id
  left join categories c on c.slug = p.category;
create temp table bench_invoices as
  select o.id as order_id, o.created,
         extract(year from o.created)::int - (extract(month from o.created) < 4)::int as fy_start
  from bench_orders o;
create temp table bench_invoice_numbers as
  select order_id, created, fy_start::text || '-' || lpad(((fy_start + 1) % 100)::text, 2, '0') as fy,
         lpad((fy_start % 100)::text, 2, '0') || '-' || lpad(((fy_start + 1) % 100)::text, 2, '0') as fy_short,
         row_number() over (partition by fy_start order by created, order_id)::int as seq
  from bench_invoices;
insert into tax_documents (kind, number, financial_year, sequence, order_id, issued_at, place_of_supply, intra_state,
                           seller, buyer, lines, totals, total_paise)
  select 'invoice', 'INV/' || n.fy_short || '/' || lpad(n.seq::text, 6, '0'), n.fy, n.seq, n.order_id, n.created,
         'Maharashtra', false, '${JSON.stringify(SELLER)}'::jsonb,
         jsonb_build_object('name', o.customer_name, 'address', o.address, 'city', o.city, 'state', o.state,
                            'stateCode', '27', 'pincode', o.pincode),
         l.lines,
         jsonb_build_object('taxablePaise', l.taxable, 'cgstPaise', 0, 'sgstPaise', 0, 'igstPaise', l.total - l.taxable,
                            'totalPaise', l.total),
         l.total
  from bench_invoice_numbers n
  join orders o on o.id = n.order_id
  join lateral (
    select jsonb_agg(jsonb_build_object('orderItemId', x.id, 'title', x.title, 'size', x.size, 'hsn', x.hsn,
                                        'unit', 'PCS', 'quantity', x.quantity, 'unitPricePaise', x.unit_price_paise,
                                        'rate', x.rate, 'taxablePaise', x.taxable, 'cgstPaise', 0, 'sgstPaise', 0,
                                        'igstPaise', x.total - x.taxable, 'totalPaise', x.total) order by x.position)
             as lines,
           sum(x.taxable)::int as taxable, sum(x.total)::int as total
    from (select b.*, ((2 * b.total * 100 + (100 + b.rate)) / (2 * (100 + b.rate)))::int as taxable
          from bench_invoice_lines b where b.order_id = n.order_id) as x
  ) as l on true;
insert into tax_document_series (kind, financial_year, last_sequence)
  select 'invoice', fy, max(seq) from bench_invoice_numbers group by fy
  on conflict (kind, financial_year) do update
    set last_sequence = greatest(tax_document_series.last_sequence, excluded.last_sequence);
`;
