// How the shop encodes the photos it serves, uploaded (catalog-admin/images.process.ts) or drawn from the seed's
// art (catalog/media-store.ts): one setting per format, so both look and weigh alike.

/** AVIF at effort 2: five times faster than the default for files about a fifth larger. */
export const AVIF = { quality: 50, effort: 2 } as const;
export const WEBP = { quality: 80 } as const;
export const JPEG = { quality: 82, mozjpeg: true } as const;
