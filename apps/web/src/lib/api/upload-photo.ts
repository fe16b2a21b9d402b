import { ReturnPhotoResponse, type ReturnPhoto } from '@vastra/domain/api';
import { ApiError } from '../api-client';

/**
 * POST of one shopper's photo to `path` (a return's, POST /api/orders/{id}/returns/photos; a review's, POST
 * /api/reviews/{productId}/photos; bearer) as multipart/form-data, field `file`. request() sends JSON only, so this is
 * its multipart twin: the same ApiError for a refusal (the server's message) or no answer. The server takes one upload
 * at a time per shopper: callers send them one after another.
 */
export async function uploadPhoto(
  path: string,
  token: string | null,
  file: Blob,
  name: string,
  signal?: AbortSignal,
): Promise<ReturnPhoto> {
  const form = new FormData();
  form.append('file', file, name);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers,
      body: form,
      signal,
    });
  } catch (cause) {
    throw new ApiError(0, 'No response from server', cause);
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const message = (json as { message?: unknown } | undefined)?.message;
    throw new ApiError(res.status, typeof message === 'string' ? message : 'The photo could not be uploaded', json);
  }
  const parsed = ReturnPhotoResponse.safeParse(json);
  if (!parsed.success) throw new ApiError(res.status, 'Unexpected response from server', parsed.error);
  return parsed.data;
}
