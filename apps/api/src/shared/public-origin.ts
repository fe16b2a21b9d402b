import type { FastifyRequest } from 'fastify';

/**
 * The shop's address for links that leave the page (canonical, Open Graph, sitemap): PUBLIC_URL when
 * configured (config.ts), else the origin the request came to (its protocol and Host, as trustProxy allows).
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) {
    try {
      return new URL(publicUrl).origin;
    } catch {
      // config.ts only trims PUBLIC_URL: a value that is no URL falls back to the request's origin.
    }
  }
  return `${request.protocol}://${request.host}`;
}

/** An image path or URL made absolute against the origin (a crawler reads no relative og:image). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).href;
  } catch {
    return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
  }
}
