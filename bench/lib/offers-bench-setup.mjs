// The shop `npm run bench:offers` (bench/checkout-offers.mjs) measures: many shoppers signed in by SQL, 100 live
// automatic offers of the five kinds and one coupon, as the back office sends them (POST /api/admin/offers).

const CATEGORIES = ['kurti', 'suits', 't-shirt', 'saree', 'shorts'];

/** The bearer token of bench shopper `i` of run `runId` (the SQL below stores its SHA-256, as sessions do). */
export const shopperToken = (runId, i) => `bsh_${runId}_${i}`;

/**
 * `count` shoppers, each with a live session whose token is `shopperToken(runId, i)`, stored as
 * apps/api/src/modules/identity/sessions.repository.ts stores them (the token's SHA-256, hex). Phones +918 and nine
 * digits: the form's delivery phone is the last ten. Ends with one `select … as json`: how many there are.
 */
export function shoppersSql(runId, count) {
  if (!/^[a-z0-9]+$/.test(runId)) throw new Error(`not a run id: ${runId}`);
  return `
insert into users (full_name, email, phone, password_hash)
select 'Bench Shopper ' || i, 'shopper' || i || '@example.com', '+918' || lpad(i::text, 9, '0'), 'x'
  from generate_series(1, ${Number(count)}) as i;
insert into sessions (user_id, token_hash, expires_at)
select u.id, encode(sha256(convert_to('bsh_${runId}_' || substr(u.phone, 5)::int, 'UTF8')), 'hex'),
       now() + interval '1 day'
  from users u where u.phone like '+918%' and u.full_name like 'Bench Shopper %';
select json_agg(x)::text as json from (select count(*)::int as shoppers from sessions) x;
`;
}

/** The bench's coupon: 10 % off any bag, one use per shopper, enough uses for every order of the run. */
export const BENCH_COUPON = 'BENCH10';

/** Live from a day ago for a month: the server prices with the real clock. */
function windowNow() {
  const day = 24 * 60 * 60 * 1000;
  return {
    startsAt: new Date(Date.now() - day).toISOString(),
    endsAt: new Date(Date.now() + 30 * day).toISOString(),
  };
}

export function couponOffer() {
  return {
    kind: 'coupon',
    label: 'Bench 10',
    code: BENCH_COUPON,
    ...windowNow(),
    scope: { kind: 'shop' },
    combinable: true,
    discount: { type: 'percent', percent: 10 },
    minBasketPaise: 0,
    maxDiscountPaise: 50_000,
    totalUses: 10_000_000,
    usesPerCustomer: 1,
    firstOrderOnly: false,
    excludeSaleItems: false,
    payment: 'any',
  };
}

/**
 * 100 automatic offers, 20 of each kind, half combinable, scoped in turn to the shop, a category and two products
 * (`productIds`, the hot product among them every few), with thresholds spread so that some apply to the bench's bag
 * and most do not: the mix of the domain's bench (packages/domain/src/pricing/price-basket.bench.ts).
 */
export function automaticOffers(productIds, hot) {
  const scopeOf = (i) =>
    i % 3 === 0
      ? { kind: 'shop' }
      : i % 3 === 1
        ? { kind: 'categories', categories: [CATEGORIES[i % CATEGORIES.length]] }
        : {
            kind: 'products',
            productIds: [
              i % 4 === 2 ? hot : productIds[i % productIds.length],
              productIds[(i + 3) % productIds.length],
            ],
          };
  return Array.from({ length: 100 }, (_, i) => {
    const common = { label: `Bench offer ${i + 1}`, ...windowNow(), scope: scopeOf(i), combinable: i % 2 === 0 };
    switch (i % 5) {
      case 0:
        return {
          ...common,
          kind: 'buy-x-get-y',
          buyQuantity: 1 + (i % 3),
          getQuantity: 1,
          reward: i % 2 ? { type: 'free' } : { type: 'percent', percent: 50 },
        };
      case 1:
        return { ...common, kind: 'bundle', quantity: 2 + (i % 3), pricePaise: 99_900 + i * 1_000 };
      case 2:
        return { ...common, kind: 'tiered', tiers: [{ minBasketPaise: i * 5_000, percent: 1 + (i % 15) }] };
      case 3:
        return { ...common, kind: 'prepaid', percent: 1 + (i % 10), maxDiscountPaise: 20_000 };
      default:
        return { ...common, kind: 'free-delivery', minBasketPaise: i * 10_000 };
    }
  });
}

/** After the run: the hot line's stock and orders, and the coupon's orders, discounts and uses counted. */
export function offersOutcomeSql(productId, size) {
  if (!/^[0-9a-f-]{36}$/i.test(productId) || !/^[A-Za-z0-9]{1,10}$/.test(size)) throw new Error('bad pick');
  return `
select json_agg(x)::text as json from (select
  (select stock from product_variants where product_id = '${productId}' and size = '${size}') as stock,
  (select count(*)::int from orders) as orders,
  (select coalesce(sum(quantity), 0)::int from order_items where product_id = '${productId}' and size = '${size}')
    as units,
  (select count(*)::int from orders where coupon_code = '${BENCH_COUPON}') as "couponOrders",
  (select count(*)::int from orders where discount_paise > 0) as "discountedOrders",
  (select count(*)::int from orders where pricing is not null) as "pricedOrders",
  (select coalesce(max(used_count), 0)::int from offers where code = '${BENCH_COUPON}') as "couponUses",
  (select count(*)::int from offer_redemptions where state = 'used') as "usedRedemptions",
  (select round(avg(length(pricing::text)))::int from orders where pricing is not null) as "pricingChars",
  (select round(avg(pg_column_size(pricing)))::int from orders where pricing is not null) as "pricingStoredBytes") x;
`;
}
