import { DEFAULT_HOME_CONTENT, HOME_REPICK_MS, type HomeContent } from '@vastra/domain/catalog';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { createStorefrontService } from './storefront.service';

// The home answer's cache never outlives the next start or end of a slide or rail (docs/decisions/094-home-content.md):
// inside one re-pick window, with the catalogue unchanged, a slide starting shows at its start, not a window later.

const WINDOW_START = Math.ceil(Date.parse('2026-10-24T18:00:00Z') / HOME_REPICK_MS) * HOME_REPICK_MS;
const START = new Date(WINDOW_START + 60_000);
const END = new Date(WINDOW_START + 120_000);
const content: HomeContent = {
  ...DEFAULT_HOME_CONTENT,
  slides: [
    {
      id: 'diwali',
      headline: 'Diwali Sale',
      subText: '',
      image: null,
      link: '/shop?category=saree',
      startsAt: START.toISOString(),
      endsAt: END.toISOString(),
    },
    ...DEFAULT_HOME_CONTENT.slides,
  ],
};

describe('the home answer on a schedule', () => {
  it('changes at a slide’s start and end inside one re-pick window, and reads the content once', async () => {
    const clock = manualClock(new Date(WINDOW_START));
    const products = Object.freeze([]);
    let reads = 0;
    const service = createStorefrontService({
      catalog: { listProducts: async () => products, getProduct: async () => null },
      clock,
      homeContent: async () => {
        reads += 1;
        return content;
      },
    });
    const shown = async () => (await service.home()).home.slides?.map((s) => s.id);
    const first = await service.home();
    expect(await shown()).toEqual(['big-deals', 'new-arrivals', 'limited-offer']);
    clock.set(new Date(START.getTime() - 1));
    expect((await service.home()).key).toBe(first.key);
    clock.set(START);
    expect(await shown()).toEqual(['diwali', 'big-deals', 'new-arrivals', 'limited-offer']);
    clock.set(END);
    expect(await shown()).toEqual(['big-deals', 'new-arrivals', 'limited-offer']);
    expect(Math.floor(END.getTime() / HOME_REPICK_MS)).toBe(WINDOW_START / HOME_REPICK_MS);
    expect(reads).toBe(1);
  });
});
