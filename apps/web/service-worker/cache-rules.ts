// What the service worker (./sw.ts) does with each request, as pure functions the unit tests read
// (docs/decisions/124-installable-and-offline.md). Nothing here touches a cache or the network.

/** The caches the worker keeps; any other cache of this origin is an older worker's and is deleted. */
export const CACHES = {
  /** The built app's files and its shell page, listed at build time (vite-plugins/service-worker.ts). */
  shell: 'vastra-shell',
  /** Storefront pages the shopper opened, as the server sent them (their first screen inside). */
  pages: 'vastra-pages',
  /** Public catalogue answers the shopper's screens asked for (never a personal one). */
  api: 'vastra-api',
  /** Photos the shopper has seen. */
  images: 'vastra-images',
} as const;

/** Entries kept per cache; the oldest go first. */
export const CACHE_LIMITS = { pages: 40, api: 150, images: 200 } as const;

/** The page the app is drawn from when a path was never opened online (the build's index.html). */
export const SHELL_URL = '/index.html';

/** How long a page may take online before the copy kept is shown instead (weak signal, not no signal). */
export const PAGE_WAIT_MS = 4000;

export type RequestKind =
  /** A file of the build, never changed once built: from the shell cache, else the network. */
  | 'asset'
  /** A storefront page: the network first; offline, the copy kept, else the shell. */
  | 'page'
  /** A public GET of the API: the network first; offline, the answer kept. */
  | 'api'
  /** A photo: the copy kept, else the network. */
  | 'image'
  /** Left to the browser: other methods (orders, payments, uploads are never kept or replayed), the back office. */
  | 'network';

export interface RequestFacts {
  method: string;
  mode: string;
  destination: string;
  /** Whether the request is to the shop's own origin. */
  sameOrigin: boolean;
  pathname: string;
  /** Whether it carries a sign-in token (its answer is the shopper's own). */
  signedIn: boolean;
}

const BACK_OFFICE = /^\/admin(\/|$)/;

/** What the worker does with a request. */
export function requestKind(request: RequestFacts): RequestKind {
  if (request.method !== 'GET' || !request.sameOrigin) return 'network';
  const { pathname } = request;
  if (request.mode === 'navigate') {
    const isPage = !BACK_OFFICE.test(pathname) && !/^\/(api|media|uploads)(\/|$)/.test(pathname);
    return isPage && !/\.[a-z0-9]{1,8}$/i.test(pathname) ? 'page' : 'network';
  }
  if (pathname.startsWith('/assets/')) return 'asset';
  if (pathname.startsWith('/api/')) {
    return request.signedIn || pathname.startsWith('/api/admin/') ? 'network' : 'api';
  }
  if (request.destination === 'image') return 'image';
  return 'network';
}

/**
 * Whether an answer may be kept for offline use: a whole 200 whose `Cache-Control` lets it be stored and is not one
 * shopper's (the API marks every personal answer `no-store`: apps/api/src/plugins/authenticate.ts).
 */
export function mayKeep(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  const directives = (cacheControl ?? '').toLowerCase();
  return !/(^|[,\s])(no-store|private)([,\s=]|$)/.test(directives);
}

/** The oldest entries to delete so that at most `limit` remain (a cache lists its keys oldest first). */
export function overLimit<T>(keys: readonly T[], limit: number): T[] {
  return keys.length > limit ? keys.slice(0, keys.length - limit) : [];
}

/**
 * Where the shell remembers the files the worker before this one listed: a page opened before a new build still asks
 * for its own files, which the server of the new build no longer has.
 */
export const PREVIOUS_SHELL_KEY = '/__vastra-previous-shell';

/**
 * The shell's entries to delete once a new worker takes over: those neither this build nor the one before lists (the
 * record of the one before stays).
 */
export function staleShellEntries(
  kept: readonly string[],
  listed: readonly string[],
  previous: readonly string[],
): string[] {
  const wanted = new Set([...listed, ...previous, PREVIOUS_SHELL_KEY]);
  return kept.filter((url) => !wanted.has(url));
}
