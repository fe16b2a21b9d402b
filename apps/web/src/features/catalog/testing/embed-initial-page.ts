import type { InitialPage } from '@vastra/domain/api';
import { INITIAL_PAGE_ELEMENT_ID } from '@vastra/domain/catalog';
import { resetInitialPageForTests } from '../../../lib/initial-page';
import { resetInitialProductPageForTests } from '../api/initial-product-page';

/**
 * Puts `page` in the document as the server does (apps/api plugins/spa-page.ts: a JSON block with id
 * INITIAL_PAGE_ELEMENT_ID) and forgets whatever an earlier test took, so the next reader takes this one.
 * Without `page`, only forgets (the document then has none).
 */
export function embedInitialPage(page?: InitialPage): void {
  document.getElementById(INITIAL_PAGE_ELEMENT_ID)?.remove();
  resetInitialPageForTests();
  resetInitialProductPageForTests();
  if (!page) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INITIAL_PAGE_ELEMENT_ID;
  block.textContent = JSON.stringify(page).replace(/</g, '\\u003c');
  document.body.append(block);
}
