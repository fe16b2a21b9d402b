import { ApiError } from './api-client';

/** The file name a Content-Disposition header gives ('attachment; filename="INV-26-27-000001.pdf"'), else fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a file only a signed-in person may have (a tax invoice's PDF, the orders CSV): a plain link cannot send
 * the bearer token or the back office's header, so the file is fetched with them, kept as a Blob and saved through a
 * temporary link to an object URL. Failures are ApiError.
 */
export async function downloadFile(
  path: string,
  options: { token?: string | null; headers?: Record<string, string>; fallbackName: string },
) {
  const { token } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch (cause) {
    throw new ApiError(0, 'No response from server', cause);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : response.statusText;
    throw new ApiError(response.status, message, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), options.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
