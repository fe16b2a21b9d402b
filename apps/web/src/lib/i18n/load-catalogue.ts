import type { Language } from '@vastra/domain/i18n';
import type { Catalogue } from './translate';

/** A language's catalogue: Hindi's is a chunk of its own, loaded only by a shopper who chose it; English has none. */
export function loadCatalogue(language: Language): Promise<Catalogue | null> {
  return language === 'hi' ? import('./hi').then((module) => module.hi) : Promise.resolve(null);
}
