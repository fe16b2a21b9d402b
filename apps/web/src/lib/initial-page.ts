import type { InitialPage } from '@vastra/domain/api';
import { INITIAL_PAGE_ELEMENT_ID } from '@vastra/domain/catalog';

let taken: InitialPage | null | undefined;

/**
 * The first-screen data the server put inside this page (apps/api plugins/spa-page.ts), read once:
 * the block is removed from the document and parsed without zod (zod is not on the first paint).
 * Undefined when the page has none (dev server, tests, other pages) or it is not this kind; a later
 * page of the same visit always fetches.
 */
export function takeInitialPage<K extends InitialPage['kind']>(kind: K): Extract<InitialPage, { kind: K }> | undefined {
  if (taken === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_PAGE_ELEMENT_ID);
    element?.remove();
    try {
      taken = element ? (JSON.parse(element.textContent || 'null') as InitialPage | null) : null;
    } catch {
      taken = null;
    }
  }
  const page = taken;
  if (page?.kind !== kind) return undefined;
  taken = null; // once: the next screen of this visit asks the API
  return page as Extract<InitialPage, { kind: K }>;
}

/** Tests: forget what was taken, so the next call reads the document again. */
export function resetInitialPageForTests(): void {
  taken = undefined;
}
