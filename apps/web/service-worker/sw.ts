/// <reference lib="webworker" />
// The shop's service worker (docs/decisions/124-installable-and-offline.md), built to /sw.js by
// vite-plugins/service-worker.ts, which puts the build's storefront files in place of VASTRA_SHELL_FILES.
// It keeps the app's files, the pages and public catalogue answers the shopper has opened, and the photos
// she has seen, so those open again without a signal. It only ever answers GETs: an order, a payment or an
// upload goes to the network as the page sent it, and is never kept or sent again by the worker.
import { smallestPhotoPath } from '@vastra/domain/catalog';
import {
  CACHE_LIMITS,
  CACHES,
  mayKeep,
  overLimit,
  PAGE_WAIT_MS,
  PREVIOUS_SHELL_KEY,
  requestKind,
  SHELL_URL,
  staleShellEntries,
} from './cache-rules';
import { notificationTarget } from './notification-target';

declare const self: ServiceWorkerGlobalScope;
/** The build's storefront files (`/assets/…`) and public files, written in by the build. */
declare const VASTRA_SHELL_FILES: readonly string[];

const LISTED = VASTRA_SHELL_FILES;
const SHELL = [SHELL_URL, ...LISTED];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHES.shell);
      const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
      // Built files never change under their name: only those a new build added are fetched. The shell page is.
      const missing = LISTED.filter((url) => !kept.has(url));
      await cache.addAll([new Request(SHELL_URL, { cache: 'reload' }), ...missing]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const known = new Set<string>(Object.values(CACHES));
      for (const name of await caches.keys()) if (!known.has(name)) await caches.delete(name);
      const shell = await caches.open(CACHES.shell);
      const kept = (await shell.keys()).map((request) => new URL(request.url).pathname);
      const record = await shell.match(PREVIOUS_SHELL_KEY);
      const previous = record ? ((await record.json()) as string[]) : [];
      for (const url of staleShellEntries(kept, SHELL, previous)) await shell.delete(url);
      // This build's list, for the worker after it: one build back stays, for pages still open on it.
      await shell.put(PREVIOUS_SHELL_KEY, Response.json(SHELL));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const kind = requestKind({
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    sameOrigin: url.origin === self.location.origin,
    pathname: url.pathname,
    signedIn: request.headers.has('authorization'),
  });
  if (kind === 'asset') event.respondWith(fromShell(request));
  else if (kind === 'page') event.respondWith(page(event));
  else if (kind === 'api') event.respondWith(networkFirst(request, CACHES.api, CACHE_LIMITS.api));
  else if (kind === 'image') event.respondWith(image(event));
});

async function fromShell(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHES.shell })) ?? fetch(request);
}

/** Keeps a copy of an answer that may be kept, then drops the oldest entries past the cache's limit. */
async function keep(cacheName: string, limit: number, request: Request, response: Response): Promise<void> {
  if (!mayKeep(response.status, response.headers.get('cache-control'))) return;
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  for (const old of overLimit(await cache.keys(), limit)) await cache.delete(old);
}

async function networkFirst(request: Request, cacheName: string, limit: number): Promise<Response> {
  try {
    const response = await fetch(request);
    void keep(cacheName, limit, request, response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName });
    if (kept) return kept;
    throw error;
  }
}

/**
 * A page: the network's answer (kept), unless it fails or is slower than PAGE_WAIT_MS while a copy is kept; offline, a
 * page never opened is drawn by the app from the shell, from the files and answers kept.
 */
async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const online = fetch(request).then((response) => {
    event.waitUntil(keep(CACHES.pages, CACHE_LIMITS.pages, request, response.clone()).catch(() => undefined));
    return response;
  });
  online.catch(() => undefined); // when a kept copy was shown, a later failure is nobody's to handle
  const kept = await caches.match(request, { cacheName: CACHES.pages });
  try {
    if (!kept) return await online;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<Response>((resolve) => {
      timer = setTimeout(() => resolve(kept), PAGE_WAIT_MS);
    });
    return await Promise.race([online, slow]).finally(() => clearTimeout(timer));
  } catch {
    return kept ?? (await caches.match(SHELL_URL, { cacheName: CACHES.shell })) ?? Response.error();
  }
}

/** Whether the shopper asked her browser to save data (the header, or the setting where the worker can read it). */
function savesData(request: Request): boolean {
  const connection = (self.navigator as { connection?: { saveData?: boolean } }).connection;
  return request.headers.get('save-data') === 'on' || connection?.saveData === true;
}

/** A photo: the copy kept, else the network's (kept); with Save-Data, an uploaded photo's smallest width. */
async function image(event: FetchEvent): Promise<Response> {
  const smaller = savesData(event.request) ? smallestPhotoPath(new URL(event.request.url).pathname) : null;
  const request = smaller ? new Request(smaller) : event.request;
  const kept = await caches.match(request, { cacheName: CACHES.images });
  if (kept) return kept;
  const response = await fetch(request);
  event.waitUntil(keep(CACHES.images, CACHE_LIMITS.images, request, response.clone()).catch(() => undefined));
  return response;
}

// A tap on a team alert's notification (docs/decisions/131-owner-alerts.md): the back office's open window goes to the
// alert's page, or a new one opens there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = notificationTarget(event.notification.data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      await open.focus();
      await open.navigate(url).catch(() => undefined);
    })(),
  );
});
