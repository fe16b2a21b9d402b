import type { AdminHomeResponse, HomeResponse } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { PRODUCTION_ENV } from '../../testing/production-env';
import { newProduct, signedInStaff } from '../../testing/factories';
import { createCatalogModule } from '../catalog';
import { createStorefrontModule } from '../storefront';
import { readHome } from './index';

// The owner's home page: /api/admin/home (permission `catalogue`, audited) and what GET /api/client/home shows of it,
// on the app's clock (docs/decisions/094-home-content.md).

const clock = manualClock(new Date('2026-10-20T10:00:00Z'));
const DIWALI_START = '2026-10-25T00:00:00+05:30';
const DIWALI_END = '2026-11-05T00:00:00+05:30';
const UNKNOWN = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

let t: TestApp;
let owner: Record<string, string>;
let manager: Record<string, string>;
let packer: Record<string, string>;
let first: string;
let third: string;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const adminHome = async () => (await call('GET', '/api/admin/home')).json<AdminHomeResponse>();
const clientHome = async () => (await t.app.inject({ method: 'GET', url: '/api/client/home' })).json<HomeResponse>();
const diwaliSlide = (overrides: object = {}) => ({
  id: 'diwali',
  headline: 'Diwali Sale',
  subText: 'Festive silks, lights on',
  headlineHi: 'दिवाली सेल',
  link: '/shop?category=saree',
  startsAt: DIWALI_START,
  endsAt: DIWALI_END,
  ...overrides,
});
const picksRail = () => ({
  id: 'editors-picks',
  title: "Editor's Picks",
  titleHi: 'हमारी पसंद',
  source: 'handpicked',
  productIds: [third, first],
  count: 4,
});
const save = (body: object, headers = owner) => call('PUT', '/api/admin/home', body, headers);

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  manager = (await signedInStaff(t, { role: 'manager', fullName: 'Meera Manager' })).headers;
  packer = (await signedInStaff(t, { role: 'packer', fullName: 'Pawan Packer' })).headers;
  first = await newProduct(t, 'First Silk Saree', { M: { pricePaise: 199_900, stock: 3 } });
  await newProduct(t, 'Second Cotton Kurti', { M: { pricePaise: 99_900, stock: 3 } });
  third = await newProduct(t, 'Third Linen Kurti', { M: { pricePaise: 89_900, stock: 3 } });
});
afterAll(() => t.close());

describe('/api/admin/home', () => {
  it("answers the shop's defaults on a fresh shop, all live, and the home shows them", async () => {
    const home = await adminHome();
    expect(home).toMatchObject({ version: 0, isDefault: true, updatedAt: null, nextChangeAt: null });
    expect(home.slides.map((s) => [s.headline, s.link, s.live])).toEqual([
      ['Big Deals on Top Brands!', '/shop', true],
      ['New Arrivals Just Dropped', '/shop', true],
      ['Limited Time Offer', '/shop', true],
    ]);
    const shown = await clientHome();
    expect(shown.slides?.map((s) => s.headline)).toEqual([
      'Big Deals on Top Brands!',
      'New Arrivals Just Dropped',
      'Limited Time Offer',
    ]);
    expect(shown.rails?.map((r) => [r.title, r.source])).toEqual([
      ['New Arrivals', 'new-arrivals'],
      ['Our Handpicked Favorites', 'favourites'],
    ]);
    // In Hindi too (docs/decisions/173-owner-texts-in-hindi.md).
    expect(shown.slides?.[0]?.hindi).toEqual({
      headline: 'टॉप ब्रैंड्स पर बड़ी डील्स!',
      subText: 'कपड़ों और एक्सेसरीज़ पर 70% तक की छूट',
    });
    expect(shown.rails?.map((r) => r.hindi?.title)).toEqual(['नए प्रोडक्ट', 'हमारे चुनिंदा पसंदीदा']);
    expect(shown.newArrivals).toHaveLength(3);
  });

  it.each([
    ['an empty headline', { headline: '' }, 'headline', 'Give the slide a headline.'],
    [
      'a 200-character headline',
      { headline: 'D'.repeat(200) },
      'headline',
      'Keep the headline to 80 characters or fewer.',
    ],
    [
      'a 200-character headline in Hindi',
      { headlineHi: 'द'.repeat(200) },
      'headlineHi',
      'Keep the headline in Hindi to 80 characters or fewer.',
    ],
    [
      'a link to another site',
      { link: 'https://evil.example/shop' },
      'link',
      'Link to a page of this shop: a path starting with “/”, such as /shop?category=saree.',
    ],
    [
      'an end before its start',
      { startsAt: DIWALI_END, endsAt: DIWALI_START },
      'endsAt',
      'A slide or rail must end after it starts.',
    ],
  ])('refuses a slide with %s (400, the field and the reason), and changes nothing', async (_, overrides, at, why) => {
    const res = await save({ version: 0, slides: [diwaliSlide(overrides)], rails: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'bad_request', field: `slides.0.${at}`, message: `slides.0.${at}: ${why}` });
    expect((await adminHome()).isDefault).toBe(true);
  });

  it('refuses a rail of unknown products or an unknown category (422 home_invalid)', async () => {
    const products = await save({ version: 0, slides: [], rails: [{ ...picksRail(), productIds: [first, UNKNOWN] }] });
    expect(products.statusCode).toBe(422);
    expect(products.json()).toEqual({
      code: 'home_invalid',
      message: `Some picked products are not in the catalogue any more: ${UNKNOWN}. Remove them and save again.`,
    });
    const category = await save({
      version: 0,
      slides: [],
      rails: [{ id: 'x', title: 'Lehengas', source: 'category', category: 'lehenga', count: 4 }],
    });
    expect(category.statusCode).toBe(422);
    expect(category.json()).toEqual({
      code: 'home_invalid',
      message: 'There is no category “lehenga”. Choose one of the list.',
    });
  });

  it('is refused to a packer (403: no catalogue permission)', async () => {
    const res = await call('GET', '/api/admin/home', undefined, packer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'missing_permission', message: missingPermissionMessage('catalogue') });
  });

  it('shows a Diwali slide starting in the future only from its start until its end, on the clock', async () => {
    const defaults = (await adminHome()).slides.map(({ live: _live, ...slide }) => slide);
    const res = await save({ version: 0, slides: [diwaliSlide(), ...defaults], rails: [picksRail()] }, manager);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<AdminHomeResponse>();
    expect(saved).toMatchObject({ version: 1, isDefault: false, nextChangeAt: '2026-10-24T18:30:00.000Z' });
    expect(saved.slides[0]).toMatchObject({
      headline: 'Diwali Sale',
      live: false,
      startsAt: '2026-10-24T18:30:00.000Z',
    });

    // Shown at once after the save (no stale cached home), but not the Diwali slide yet.
    const before = await clientHome();
    expect(before.slides?.map((s) => s.headline)).toEqual([
      'Big Deals on Top Brands!',
      'New Arrivals Just Dropped',
      'Limited Time Offer',
    ]);
    expect(before.rails?.map((r) => [r.title, r.hindi, r.items.map((p) => p.title)])).toEqual([
      ["Editor's Picks", { title: 'हमारी पसंद' }, ['Third Linen Kurti', 'First Silk Saree']],
    ]);
    // The default slides' Hindi texts were saved with them.
    expect(before.slides?.[2]?.hindi).toEqual({
      headline: 'सीमित समय का ऑफ़र',
      subText: 'ख़त्म होने से पहले अपनी पसंद चुन लें',
    });
    // The owner left out the new arrivals and favourites rails: none are picked.
    expect(before.newArrivals).toEqual([]);
    expect(before.favourites).toEqual([]);

    clock.set(new Date('2026-10-24T18:29:59.999Z'));
    expect((await clientHome()).slides?.[0]?.headline).toBe('Big Deals on Top Brands!');
    clock.set(new Date('2026-10-24T18:30:00.000Z'));
    expect((await clientHome()).slides?.[0]).toEqual({
      id: 'diwali',
      headline: 'Diwali Sale',
      subText: 'Festive silks, lights on',
      image: null,
      link: '/shop?category=saree',
      // A sub-text not written in Hindi: shown in English on Hindi pages.
      hindi: { headline: 'दिवाली सेल', subText: '' },
    });
    expect((await adminHome()).slides[0]?.live).toBe(true);
    clock.set(new Date('2026-11-04T18:30:00.000Z'));
    expect((await clientHome()).slides?.map((s) => s.id)).toEqual(['big-deals', 'new-arrivals', 'limited-offer']);
  });

  it('refuses a save over a newer one (409 home_changed), and audits each save and the reset', async () => {
    const stale = await save({ version: 0, slides: [diwaliSlide()], rails: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'home_changed',
      message: 'Someone changed the home page meanwhile. Reload it to see their change, then edit again.',
    });

    const reset = await call('POST', '/api/admin/home/reset');
    expect(reset.statusCode).toBe(200);
    expect(reset.json<AdminHomeResponse>()).toMatchObject({ version: 0, isDefault: true });
    expect((await clientHome()).rails?.map((r) => r.title)).toEqual(['New Arrivals', 'Our Handpicked Favorites']);

    const audits = await t.database.db
      .select({ action: auditLog.action, staffName: auditLog.staffName })
      .from(auditLog)
      .where(eq(auditLog.targetType, 'home_content'));
    expect(audits).toEqual([
      { action: 'home.update', staffName: 'Meera Manager' },
      { action: 'home.reset', staffName: 'Asha Owner' },
    ]);
  });
});

describe('a production shop (docs/decisions/160-production-starts-without-the-seed.md)', () => {
  it('starts without the slides that claim a discount or a deadline, and a reset comes back to that', async () => {
    const shop = await buildTestApp(PRODUCTION_ENV, { clock });
    try {
      const staff = (await signedInStaff(shop, { role: 'owner', fullName: 'Ravi Owner' })).headers;
      const home = (await shop.app.inject({ method: 'GET', url: '/api/admin/home', headers: staff })).json();
      expect(home).toMatchObject({ version: 0, isDefault: true });
      expect(home.slides.map((s: { headline: string; subText: string }) => [s.headline, s.subText])).toEqual([
        ['New Arrivals Just Dropped', 'Fresh styles for your wardrobe'],
      ]);
      const shown = (await shop.app.inject({ method: 'GET', url: '/api/client/home' })).json<HomeResponse>();
      expect(shown.slides?.map((slide) => slide.headline)).toEqual(['New Arrivals Just Dropped']);
      expect(shown.rails?.map((rail) => rail.title)).toEqual(['New Arrivals', 'Our Handpicked Favorites']);

      const saved = await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/home',
        headers: staff,
        payload: { version: 0, slides: [diwaliSlide({ startsAt: null, endsAt: null })], rails: [] },
      });
      expect(saved.statusCode).toBe(200);
      const reset = await shop.app.inject({ method: 'POST', url: '/api/admin/home/reset', headers: staff });
      expect(reset.json<AdminHomeResponse>().slides.map((slide) => slide.id)).toEqual(['new-arrivals']);
      expect(await readHome(shop.database.db, true)).toMatchObject({
        version: 0,
        content: { slides: [{ id: 'new-arrivals' }] },
      });
    } finally {
      await shop.close();
    }
  });
});

describe('a home saved in another process', () => {
  it('shows there after its next catalogue version check (500 ms), not before', async () => {
    let now = 0;
    const catalog = createCatalogModule({ db: t.database.db, config: t.config, now: () => now }).service;
    const other = createStorefrontModule({
      db: t.database.db,
      catalog,
      clock,
      publicUrl: undefined,
      homeContent: async () => (await readHome(t.database.db)).content,
    }).service;
    expect((await other.home()).home.slides?.map((s) => s.id)).toEqual(['big-deals', 'new-arrivals', 'limited-offer']);

    const res = await save({ version: 0, slides: [diwaliSlide({ startsAt: null, endsAt: null })], rails: [] });
    expect(res.statusCode, res.body).toBe(200);
    now += 499;
    expect((await other.home()).home.slides?.map((s) => s.id)).toEqual(['big-deals', 'new-arrivals', 'limited-offer']);
    now += 1;
    // Let the announcement (batched, ANNOUNCE_DELAY_MS) reach the database first: wait for the condition.
    await expect.poll(async () => (await other.home()).home.slides?.map((s) => s.id)).toEqual(['diwali']);
  });
});
