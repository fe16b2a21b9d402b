import { POLICY_SLUGS, POLICY_TITLES } from '@vastra/domain/policies';
import { DEFAULT_SHOP_SETTINGS, type ShopSettingsUpdate } from '@vastra/domain/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await buildTestApp({ SHOP_NAME: 'Kesari' });
  owner = await signedInStaff(t, { role: 'owner' });
});
afterAll(() => t.close());

const page = (slug: string, query = '') => t.app.inject({ method: 'GET', url: `/api/policies/${slug}${query}` });
const html = async (slug: string, query = '') => (await page(slug, query)).json<{ html: string }>().html;
/** The page's text without tags, on one line (Markdown keeps the source's line breaks). */
const text = async (slug: string, query = '') =>
  (await html(slug, query))
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function changeSettings(change: ShopSettingsUpdate) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: owner.headers,
    payload: change,
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/policies', () => {
  it('lists the seven pages in footer order with their titles, cacheable for a minute', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/policies' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      policies: [
        { slug: 'returns', title: 'Returns & exchanges' },
        { slug: 'refunds', title: 'Refunds' },
        { slug: 'cancellation', title: 'Cancellation' },
        { slug: 'shipping', title: 'Shipping' },
        { slug: 'terms', title: 'Terms of use' },
        { slug: 'privacy', title: 'Privacy' },
        { slug: 'grievance', title: 'Grievance officer' },
      ],
    });
  });
});

describe('GET /api/policies/:slug', () => {
  it.each(POLICY_SLUGS)('answers %s with its title and HTML, every placeholder filled', async (slug) => {
    const res = await page(slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json<{ slug: string; title: string; html: string }>();
    expect(body).toMatchObject({ slug, title: POLICY_TITLES[slug] });
    expect(body.html).toMatch(/^<(p|h2)>/);
    expect(body.html).not.toMatch(/\{\{|\}\}|vastraph\d/);
  });

  it('names the Grievance officer from the settings: name, designation, email, phone and postal address', async () => {
    const { grievance } = DEFAULT_SHOP_SETTINGS;
    const page = await text('grievance');
    expect(page).toContain(`Name: ${grievance.name}`);
    expect(page).toContain(`Designation: ${grievance.designation}`);
    expect(page).toContain(`Email: ${grievance.email}`);
    expect(page).toContain(`Phone: ${grievance.phone}`);
    expect(page).toContain(`Address: ${grievance.address}`);
    expect(page).toContain('We acknowledge your complaint within 48 hours of receiving it.');
    expect(page).toContain('We resolve it within one month of receiving it');
    expect(await html('grievance')).toContain(`<a href="mailto:${grievance.email}">${grievance.email}</a>`);
    expect(await html('grievance')).toContain('<a href="/contact">contact page</a>');
  });

  it('names the seller and the shop on the terms', async () => {
    const { seller } = DEFAULT_SHOP_SETTINGS;
    const page = await text('terms');
    expect(page).toContain(
      `Kesari is run by ${seller.legalName}, ${seller.address}, ${seller.city}, ${seller.state} ${seller.pincode}. ` +
        `GSTIN: ${seller.gstin}. Email ${seller.email}, phone ${seller.phone}.`,
    );
  });

  it("gives the cash-on-delivery limit as checkout words it, and 'any value' without one", async () => {
    expect(await text('shipping')).toContain('Cash on delivery is available on orders up to ₹5,000.00;');
    await changeSettings({ cod: { ...DEFAULT_SHOP_SETTINGS.cod, maxOrderValue: null } });
    expect(await text('shipping')).toContain('Cash on delivery is available on orders of any value.');
    await changeSettings({ cod: DEFAULT_SHOP_SETTINGS.cod });
  });

  it('says delivery is free only while it is, and names the fees the owner sets', async () => {
    expect(await text('shipping')).toContain(
      'Delivery is free across India, on every order. Prices are in rupees and include GST; cash on delivery costs ' +
        'nothing extra.',
    );
    expect(await text('terms')).toContain('include GST. Delivery is free. The total you see at checkout');
    expect(await text('refunds')).toContain('Delivery is free, the return pickup is free');

    await changeSettings({ delivery: { feeRupees: 49, freeAboveRupees: 999, codFeeRupees: 29 } });
    expect(await text('shipping')).toContain(
      'Delivery costs ₹49 an order, across India, and is shown before you pay. It is free on orders of ₹999 or more ' +
        '(the value of the bag before any coupon). Prices are in rupees and include GST; cash on delivery costs ₹29 ' +
        'more, shown at checkout before you place the order.',
    );
    expect(await text('terms')).toContain(
      'include GST. Delivery and cash-on-delivery charges are set out in the shipping policy. The total you see',
    );
    expect(await html('terms')).toContain('<a href="/policies/shipping">shipping policy</a>');
    expect(await text('refunds')).toContain(
      'The delivery and cash-on-delivery charges you paid come back when the whole order is cancelled or returned; ' +
        'when only part of it is, they are kept.',
    );
    expect(await text('shipping', '?lang=hi')).toContain(
      'पूरे भारत में डिलीवरी का चार्ज हर ऑर्डर पर ₹49 है, जो पेमेंट से पहले दिखाया जाता है। ₹999 या उससे ज़्यादा के ऑर्डर पर ' +
        'डिलीवरी मुफ़्त है',
    );
    for (const slug of ['shipping', 'terms', 'refunds']) {
      expect(await text(slug)).not.toMatch(/Delivery is free|free across India/);
      expect(await text(slug, '?lang=hi')).not.toContain('डिलीवरी मुफ़्त है,');
    }

    await changeSettings({ delivery: { feeRupees: 49, freeAboveRupees: null, codFeeRupees: 0 } });
    const shipping = await text('shipping');
    expect(shipping).toContain('Delivery costs ₹49 an order, across India, and is shown before you pay. Prices are in');
    expect(shipping).toContain('cash on delivery costs nothing extra.');
    expect(shipping).not.toContain('It is free on orders of');
    await changeSettings({ delivery: DEFAULT_SHOP_SETTINGS.delivery });
    expect(await text('terms')).toContain('include GST. Delivery is free.');
  });

  it('lists what the shop sells from its shown categories, as the owner names them, on the terms', async () => {
    expect(await text('terms')).toContain('We sell clothing: Kurti, Suits, T-Shirt, Saree and Shorts.');
    const patch = (slug: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/categories/${slug}`, headers: owner.headers, payload });
    expect((await patch('kurti', { name: 'Kurtis & Tunics' })).statusCode).toBe(200);
    expect((await patch('shorts', { hidden: true })).statusCode).toBe(200);
    // The owner's names are escaped as every value is.
    expect(await html('terms')).toContain('We sell clothing: Kurtis &amp; Tunics, Suits, T-Shirt and Saree.');
    expect(await html('terms', '?lang=hi')).toContain('हम कपड़े बेचते हैं: Kurtis &amp; Tunics, Suits, T-Shirt, और Saree।');
    await patch('kurti', { name: 'Kurti' });
    await patch('shorts', { hidden: false });
    expect(await text('terms')).toContain('We sell clothing: Kurti, Suits, T-Shirt, Saree and Shorts.');
  });

  it('follows the return window the owner sets, and says the shop takes no returns when it is 0', async () => {
    expect(await text('returns')).toContain('within 7 days of delivery');
    expect(await text('returns')).toContain(
      'Not items marked non-returnable on their product page: returns and exchanges are not offered for them',
    );

    await changeSettings({ returns: { windowDays: 14 } });
    expect(await text('returns')).toContain('within 14 days of delivery');
    expect(await text('cancellation')).toContain('After delivery you can exchange or return items within 14 days');

    await changeSettings({ returns: { windowDays: 1 } });
    expect(await text('returns')).toContain('within 1 day of delivery');

    await changeSettings({ returns: { windowDays: 0 } });
    const off = await text('returns');
    expect(off).toMatch(/^Kesari does not take returns or exchanges\./);
    expect(off).toContain('We always take back an item that arrives defective, damaged or different from what you');
    expect(off).not.toContain('How to ask');
    expect(await text('cancellation')).not.toContain('After delivery you can exchange');

    await changeSettings({ returns: { windowDays: 7 } });
  });

  it("prints an owner's markup in a setting as text, never as HTML", async () => {
    await changeSettings({
      grievance: { ...DEFAULT_SHOP_SETTINGS.grievance, name: '<script>alert("x")</script> & <b>Rao</b>' },
      seller: { ...DEFAULT_SHOP_SETTINGS.seller, legalName: 'Vastra <img src=x onerror=alert(1)> Pvt Ltd' },
    });
    const grievance = await html('grievance');
    expect(grievance).toContain(
      '<strong>Name:</strong> &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Rao&lt;/b&gt;',
    );
    expect(grievance).toContain('Vastra &lt;img src=x onerror=alert(1)&gt; Pvt Ltd');
    expect(grievance).not.toMatch(/<script|<img|<b>/);
    await changeSettings({ grievance: DEFAULT_SHOP_SETTINGS.grievance, seller: DEFAULT_SHOP_SETTINGS.seller });
    expect(await text('grievance')).toContain(`Name: ${DEFAULT_SHOP_SETTINGS.grievance.name}`);
  });

  it('answers English without ?lang and with ?lang=en, the same page', async () => {
    const english = await page('returns');
    const asked = await page('returns', '?lang=en');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(english.json());
    expect(await text('returns')).toContain('within 7 days of delivery');
    expect(await html('returns')).toContain('<h2>What you can send back</h2>');
  });

  it.each(POLICY_SLUGS)('answers %s in Hindi with ?lang=hi, every placeholder filled', async (slug) => {
    const res = await page(slug, '?lang=hi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json<{ slug: string; title: string; html: string }>();
    // The title stays the domain's: the storefront words it itself.
    expect(body).toMatchObject({ slug, title: POLICY_TITLES[slug] });
    expect(body.html).toMatch(/^<(p|h2)>/);
    expect(body.html).toMatch(/[\u0900-\u097F]/);
    expect(body.html).not.toMatch(/\{\{|\}\}|vastraph\d/);
  });

  it("fills the owner's settings into the Hindi pages: headings translated, the return window in days", async () => {
    const { grievance, seller } = DEFAULT_SHOP_SETTINGS;
    expect(await html('grievance', '?lang=hi')).toContain('<h2>संपर्क की जानकारी</h2>');
    const hindi = await text('grievance', '?lang=hi');
    expect(hindi).toContain(`नाम: ${grievance.name}`);
    expect(hindi).toContain(`ईमेल: ${grievance.email}`);
    expect(hindi).toContain(`पता: ${grievance.address}`);
    expect(hindi).toContain(`GSTIN ${seller.gstin}`);
    expect(await text('terms', '?lang=hi')).toContain(`Kesari को ${seller.legalName} चलाता है`);
    expect(await html('returns', '?lang=hi')).toContain('<h2>आप क्या वापस भेज सकते हैं</h2>');
    expect(await text('returns', '?lang=hi')).toContain('डिलीवरी के 7 दिन के अंदर');
    expect(await text('shipping', '?lang=hi')).toContain('₹5,000.00 तक के ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध है');

    await changeSettings({ returns: { windowDays: 0 }, cod: { ...DEFAULT_SHOP_SETTINGS.cod, maxOrderValue: null } });
    const off = await text('returns', '?lang=hi');
    expect(off).toMatch(/^Kesari रिटर्न या एक्सचेंज नहीं लेता।/);
    expect(off).not.toContain('रिटर्न या एक्सचेंज कैसे माँगें');
    expect(await text('shipping', '?lang=hi')).toContain('किसी भी रकम के ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध है।');
    // The English pages follow the same settings, unchanged by the Hindi ones.
    expect(await text('returns')).toMatch(/^Kesari does not take returns or exchanges\./);

    await changeSettings({ returns: { windowDays: 14 }, cod: DEFAULT_SHOP_SETTINGS.cod });
    expect(await text('returns', '?lang=hi')).toContain('डिलीवरी के 14 दिन के अंदर');
    expect(await text('returns')).toContain('within 14 days of delivery');
    await changeSettings({ returns: { windowDays: 7 } });
  });

  it('refuses a language it does not have, and any other query (400)', async () => {
    for (const query of ['?lang=xx', '?lang=HI', '?lang=', '?lang=hi&x=1', '?language=hi']) {
      const res = await page('returns', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    }
  });

  it('refuses a slug that is not a page (400, the contract lists them)', async () => {
    for (const slug of ['cookies', 'RETURNS', '..%2Fterms', 'returns.md']) {
      const res = await page(slug);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    }
  });
});
