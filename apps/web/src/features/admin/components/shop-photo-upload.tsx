import { ENDPOINTS, ShopPhotoResponse } from '@vastra/domain/api';
import { isSameSitePath } from '@vastra/domain/catalog';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { adminErrorMessage } from '../api/admin-errors';
import { uploadPhoto, type PhotoUpload } from '../api/upload-photo';

export const SHOP_PHOTO_TEXTS = {
  upload: 'Upload a photo',
  uploading: (percent: number) => `Uploading the photo… ${percent}%`,
  preview: 'The image as it is now',
} as const;

/** The types the API converts (the product photos' own); anything else it refuses with its message. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * Next to an Image field (a home page slide's, a category's): uploads one photo to /api/admin/shop-photos
 * (docs/decisions/109-shop-photos.md), showing its progress, then hands the field the photo's address; a refusal
 * goes to the field as the API's message. Shows a small preview of the field's photo when it is one of this shop's.
 */
export function ShopPhotoUpload({
  value,
  onUploaded,
  onRefused,
}: {
  /** The Image field's text: previewed when it is a path of this shop. */
  value: string;
  onUploaded: (url: string) => void;
  onRefused: (message: string) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<PhotoUpload<ShopPhotoResponse> | null>(null);
  // A dialog closed mid-upload stops it.
  useEffect(() => () => running.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setProgress(0);
    const upload = uploadPhoto(ENDPOINTS.adminUploadShopPhoto.path, ShopPhotoResponse, file, setProgress);
    running.current = upload;
    try {
      onUploaded((await upload.done).url);
    } catch (error) {
      if (running.current === upload) onRefused(adminErrorMessage(error));
    } finally {
      if (running.current === upload) {
        running.current = null;
        setProgress(null);
      }
    }
  };

  const busy = progress !== null;
  const shown = value.trim();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label
        aria-busy={busy || undefined}
        className={cn(
          buttonClasses({ variant: 'secondary', size: 'sm' }),
          'cursor-pointer focus-within:ring-2 focus-within:ring-accent',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        {SHOP_PHOTO_TEXTS.upload}
        <input
          type="file"
          accept={ACCEPT}
          className="sr-only"
          disabled={busy}
          onChange={(event) => void choose(event)}
        />
      </label>
      {busy && (
        <p role="status" className="text-sm text-muted">
          {SHOP_PHOTO_TEXTS.uploading(Math.round(progress * 100))}
        </p>
      )}
      {!busy && shown !== '' && isSameSitePath(shown) && (
        <img
          src={shown}
          alt={SHOP_PHOTO_TEXTS.preview}
          className="size-16 rounded-md border border-line object-cover"
        />
      )}
    </div>
  );
}
