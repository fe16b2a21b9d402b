import { AvailableOffer, LiveOffersResponse } from '@vastra/domain/api';
import { LIVE_OFFERS_ELEMENT_ID } from '@vastra/domain/catalog';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedLiveOffers } from '../../../testing/embed-live-offers';
import { productPageRoutes } from '../../../testing/fake-api';
import { festive20Offer, kurtiB2g1Offer } from '../../../testing/quote-fixtures';
import { renderRoute } from '../../../testing/render-route';
import { productFixture } from '../../../testing/shopper-fixtures';
import { fakeSearch } from '../testing/search-fixtures';

// Live now: one for the whole shop, one for kurtis, one naming the saree, one naming a product not shown.
const sareeOnly = AvailableOffer.parse({
  id: 'off-saree',
  kind: 'bundle',
  label: 'Any 2 sarees for ₹2,999',
  code: null,
  terms: 'Any 2 sarees for ₹2,999.',
  scope: { kind: 'products', productIds: ['s1'] },
  endsAt: null,
});
const elsewhere = AvailableOffer.parse({
  ...sareeOnly,
  id: 'off-x',
  label: 'Elsewhere',
  scope: { kind: 'products', productIds: ['zz'] },
});
const live = LiveOffersResponse.parse({ offers: [festive20Offer, kurtiB2g1Offer, sareeOnly, elsewhere] });

const badgesOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('listitem')
    .filter((item) => item.closest('ul')?.getAttribute('aria-label') === 'Offers')
    .map((item) => item.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('offer badges (GET /api/offers)', () => {
  it('shows on each card the live offers covering it (the shop, its category, its id); one query', async () => {
    const { api } = renderRoute('/shop', {
      routes: { 'GET /api/client/search': fakeSearch(), 'GET /api/offers': [200, live] },
    });
    const card = async (title: string) =>
      (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;
    // The badges' code and the offers both come after the first paint, card by card: wait until every card has them.
    await vi.waitFor(
      async () => {
        expect(badgesOf(await card('Indigo Anarkali Kurti'))).toEqual(['Festive 20% off', 'Buy 2 Get 1']);
        expect(badgesOf(await card('Maroon Banarasi Saree'))).toEqual(['Festive 20% off', 'Any 2 sarees for ₹2,999']);
        expect(badgesOf(await card('Black Crew-Neck T-Shirt'))).toEqual(['Festive 20% off']);
      },
      { timeout: 15_000 },
    );
    expect(api.callsTo('GET /api/offers')).toHaveLength(1);
  });

  it("shows the offers the page brought without asking for them (the server's first screen has the same)", async () => {
    embedLiveOffers(live);
    const { api } = renderRoute('/shop', { routes: { 'GET /api/client/search': fakeSearch() } });
    const card = async (title: string) =>
      (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;
    await vi.waitFor(async () => expect(badgesOf(await card('Black Crew-Neck T-Shirt'))).toEqual(['Festive 20% off']), {
      timeout: 15_000,
    });
    expect(badgesOf(await card('Indigo Anarkali Kurti'))).toEqual(['Festive 20% off', 'Buy 2 Get 1']);
    expect(api.callsTo('GET /api/offers')).toHaveLength(0);
    expect(document.getElementById(LIVE_OFFERS_ELEMENT_ID)).toBeNull(); // read once, then gone
  });

  it('shows no badge and keeps the cards when the offers cannot be had', async () => {
    renderRoute('/shop', {
      routes: { 'GET /api/client/search': fakeSearch(), 'GET /api/offers': [500, { message: 'Server error' }] },
    });
    const card = (await screen.findByRole('heading', { name: 'Indigo Anarkali Kurti' })).closest('article');
    expect(badgesOf(card as HTMLElement)).toEqual([]);
  });

  it("shows the product page's offers beside its price", async () => {
    renderRoute('/product/k1', {
      routes: { ...productPageRoutes(productFixture()), 'GET /api/offers': [200, live] },
    });
    const offers = await screen.findByRole('list', { name: 'Offers' }, { timeout: 5000 });
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Festive 20% off', 'Buy 2 Get 1']);
  });
});
