// docs/rules/catalogue.md#data: "Image paths not starting with http are served from the backend host."
const ABSOLUTE = /^(?:https?:|data:|blob:|\/\/)/i;

/** Resolves an image path against the backend origin, leaving http(s), data, blob and protocol-relative URLs alone. */
export function resolveImageUrl(path: string, backendOrigin: string): string {
  const trimmed = path.trim();
  if (ABSOLUTE.test(trimmed)) return trimmed;
  // Uploads saved on Windows arrive as 'uploads\\a.jpg'; a URL needs forward slashes.
  const relative = trimmed.replace(/\\/g, '/').replace(/^(?:\.\/|\/)+/, '');
  return `${backendOrigin.replace(/\/+$/, '')}/${relative}`;
}
