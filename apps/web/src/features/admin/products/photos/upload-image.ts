import { AdminProduct, ENDPOINTS, endpointPath } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { ApiError } from '../../../../lib/api-client';
import { STAFF_REQUEST_HEADERS } from '../../api/staff-session-state';

/** What the upload says when the API's answer has no message of its own. */
const STATUS_MESSAGES: Record<number, string> = {
  413: M.imageTooLarge,
  415: M.imageUnsupported,
  422: M.imageUnreadable,
};

export type UploadHandle = { done: Promise<AdminProduct>; abort: () => void };

/**
 * Sends one photo as multipart/form-data (field `file`) through XMLHttpRequest, which, unlike fetch,
 * reports upload progress (`onProgress` gets 0..1). The answer is the product with its photos.
 */
export function uploadImage(productId: string, file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<AdminProduct>((resolve, reject) => {
    xhr.open('POST', endpointPath(ENDPOINTS.adminUploadImages.path, { id: productId }));
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
        const parsed = AdminProduct.safeParse(body);
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
