import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { STAFF_REQUEST_HEADERS } from './staff-session-state';

/** What an upload says when the API's answer has no message of its own. */
const STATUS_MESSAGES: Record<number, string> = {
  413: M.imageTooLarge,
  415: M.imageUnsupported,
  422: M.imageUnreadable,
};

export type PhotoUpload<T> = { done: Promise<T>; abort: () => void };

/**
 * Sends one photo as multipart/form-data (field `file`) to `path` through XMLHttpRequest, which, unlike fetch,
 * reports upload progress (`onProgress` gets 0..1); the answer is read with `answer`. A product's photos and the
 * shop's photos (docs/decisions/109-shop-photos.md) go this way.
 */
export function uploadPhoto<T>(
  path: string,
  answer: z.ZodType<T>,
  file: File,
  onProgress: (fraction: number) => void,
): PhotoUpload<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    // The session's cookie goes with it (same origin); the header is what the API asks of a cookie-signed change.
    for (const [name, value] of Object.entries(STAFF_REQUEST_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = answer.safeParse(body);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.data);
        } else reject(new ApiError(xhr.status, 'Unexpected response from server', parsed.error));
        return;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(
        new ApiError(
          xhr.status,
          typeof message === 'string' ? message : (STATUS_MESSAGES[xhr.status] ?? 'The photo could not be uploaded'),
          body,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'No response from server'));
    xhr.onabort = () => reject(new ApiError(0, 'Upload cancelled'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
