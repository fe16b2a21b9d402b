import { returnPhotoUploadSize } from '@vastra/domain/returns';

/** The JPEG quality of a photo shrunk before its upload. */
const JPEG_QUALITY = 0.85;

/**
 * A photo ready to upload: one longer than the server keeps (RETURN_PHOTO_MAX_SIDE) is decoded, drawn smaller on a
 * canvas and sent as a JPEG named after it; any other, or one this browser cannot decode (HEIC on Chrome), is sent
 * as it is and the server answers for it.
 */
export async function shrinkPhoto(file: File): Promise<{ blob: Blob; name: string }> {
  const original = { blob: file as Blob, name: file.name };
  if (typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    const size = returnPhotoUploadSize(bitmap.width, bitmap.height);
    if (!size) return original;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return original;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    return blob ? { blob, name: `${file.name.replace(/\.[^.]*$/, '')}.jpg` } : original;
  } finally {
    bitmap.close();
  }
}
