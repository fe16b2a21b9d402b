import { AdminProduct, ENDPOINTS, endpointPath } from '@vastra/domain/api';
import { uploadPhoto, type PhotoUpload } from '../../api/upload-photo';

export type UploadHandle = PhotoUpload<AdminProduct>;

/** Sends one photo of a product (see `uploadPhoto`); the answer is the product with its photos. */
export function uploadImage(productId: string, file: File, onProgress: (fraction: number) => void): UploadHandle {
  return uploadPhoto(endpointPath(ENDPOINTS.adminUploadImages.path, { id: productId }), AdminProduct, file, onProgress);
}
