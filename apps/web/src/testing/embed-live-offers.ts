import type { LiveOffersResponse } from '@vastra/domain/api';
import { LIVE_OFFERS_ELEMENT_ID } from '@vastra/domain/catalog';

/**
 * Puts `offers` in the document as a drawn page carries them (apps/api plugins/spa-page.ts: a JSON block with id
 * LIVE_OFFERS_ELEMENT_ID), for the next reader of the page's offers (lib/pricing/live-offers.ts).
 */
export function embedLiveOffers(offers: LiveOffersResponse): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LIVE_OFFERS_ELEMENT_ID;
  block.textContent = JSON.stringify(offers);
  document.body.append(block);
}
