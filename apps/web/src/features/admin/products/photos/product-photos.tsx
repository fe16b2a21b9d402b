import { ENDPOINTS, type AdminImage, type AdminProduct } from '@vastra/domain/api';
import {
  BACK_OFFICE_MESSAGES as M,
  IMAGE_ALT_MAX,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  IMAGES_PER_PRODUCT_MAX,
} from '@vastra/domain/back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { TextField } from '../../../../components/ui/field';
import { useToast } from '../../../../components/ui/toast';
import { adminCall } from '../../api/admin-api';
import { storeProduct } from '../api/products-api';
import { ConfirmDialog } from '../confirm-dialog';
import { uploadImage } from './upload-image';
import { Alert } from '../../../../components/ui/alert';

export const PHOTOS_SAVED_MESSAGE = 'Photo order and alt text saved';

type Upload = { key: number; name: string; progress: number; error: string | null; done: boolean };
type Draft = { id: string; alt: string };

/** The photos as the staff member is arranging them: the saved order, then any photo uploaded since. */
function mergeDraft(draft: Draft[], images: AdminImage[]): Draft[] {
  const ids = new Set(images.map((image) => image.id));
  const kept = draft.filter((d) => ids.has(d.id));
  const known = new Set(kept.map((d) => d.id));
  const added = [...images].sort((a, b) => a.position - b.position).filter((image) => !known.has(image.id));
  return [...kept, ...added.map((image) => ({ id: image.id, alt: image.alt }))];
}

function isTouchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** The product's photos: upload (drop, choose, take), order, alt text and removal. */
export function ProductPhotos({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [draft, setDraft] = useState<Draft[]>(() => mergeDraft([], product.images));
  const [seenImages, setSeenImages] = useState(product.images);
  const [dragging, setDragging] = useState(false);
  const [removing, setRemoving] = useState<AdminImage | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const nextKey = useRef(1);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const chooseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const [touch] = useState(isTouchDevice);

  // New photos (an upload, a removal) join the arrangement without losing an unsaved order or alt text.
  if (product.images !== seenImages) {
    setSeenImages(product.images);
    setDraft((current) => mergeDraft(current, product.images));
  }
  const byId = new Map(product.images.map((image) => [image.id, image]));
  const saved = [...product.images].sort((a, b) => a.position - b.position);
  const changed =
    draft.length !== saved.length || draft.some((d, i) => d.id !== saved[i]?.id || d.alt.trim() !== saved[i]?.alt);

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function addFiles(files: FileList | File[] | null) {
    const list = [...(files ?? [])];
    if (list.length === 0) return;
    const room = IMAGES_PER_PRODUCT_MAX - product.images.length - uploads.filter((u) => !u.done && !u.error).length;
    list.forEach((file, index) => {
      const key = nextKey.current++;
      const tooMany = index >= room;
      const tooLarge = file.size > IMAGE_UPLOAD_MAX_BYTES;
      // A dropped file skips the input's `accept`: one whose type is known and not read is refused here.
      const unsupported = file.type !== '' && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type);
      const error = tooMany ? M.tooManyImages : unsupported ? M.imageUnsupported : tooLarge ? M.imageTooLarge : null;
      setUploads((current) => [...current, { key, name: file.name, progress: 0, error, done: false }]);
      if (error) return;
      // One request per file, one after another: photos arrive in the order they were chosen.
      queue.current = queue.current.then(async () => {
        try {
          const result = await uploadImage(product.id, file, (progress) => patch(key, { progress })).done;
          storeProduct(queryClient, result);
          patch(key, { progress: 1, done: true });
        } catch (failure) {
          patch(key, { error: failure instanceof Error ? failure.message : 'The photo could not be uploaded' });
        }
      });
    });
  }

  const saveOrder = useMutation({
    mutationFn: () =>
      adminCall(ENDPOINTS.adminUpdateImages, {
        params: { id: product.id },
        body: { images: draft.map((d) => ({ id: d.id, alt: d.alt.trim() })) },
      }),
    onSuccess: (result) => {
      storeProduct(queryClient, result);
      setDraft(mergeDraft([], result.images));
      toast.success(PHOTOS_SAVED_MESSAGE);
    },
    onError: (error) => toast.error(error.message),
  });

  const remove = useMutation({
    mutationFn: (image: AdminImage) =>
      adminCall(ENDPOINTS.adminDeleteImage, { params: { id: product.id, imageId: image.id } }),
    onSuccess: (result) => {
      storeProduct(queryClient, result);
      setRemoving(null);
      toast.success('Photo removed');
    },
    onError: (error) => setRemoveError(error.message),
  });

  function move(index: number, by: -1 | 1) {
    const target = index + by;
    const moved = draft[index];
    if (!moved || target < 0 || target >= draft.length) return;
    const next = [...draft];
    next.splice(index, 1);
    next.splice(target, 0, moved);
    setDraft(next);
    // Focus stays with the photo that moved; at either end the button that still works takes it.
    const atEdge = by < 0 ? target === 0 : target === next.length - 1;
    const direction = atEdge ? (by < 0 ? 'later' : 'earlier') : by < 0 ? 'earlier' : 'later';
    queueMicrotask(() => moveButtons.current.get(`${moved.id}:${direction}`)?.focus());
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <section aria-labelledby="photos-heading" className="flex flex-col gap-4">
      <h2 id="photos-heading" className="text-lg font-semibold text-ink">
        Photos
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center',
          dragging ? 'border-accent bg-accent-soft' : 'border-line bg-white',
        )}
      >
        <p className="text-sm text-muted">
          {'Drop photos here, or choose them. JPEG, PNG, WebP or AVIF, up to 15 MB each, ' +
            `at most ${IMAGES_PER_PRODUCT_MAX} photos.`}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => chooseRef.current?.click()}>
            Choose photos
          </Button>
          {touch && (
            <Button variant="secondary" size="sm" onClick={() => cameraRef.current?.click()}>
              Take photo
            </Button>
          )}
        </div>
        <input
          ref={chooseRef}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join()}
          multiple
          hidden
          aria-label="Photos to upload"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <input
          ref={cameraRef}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join()}
          capture="environment"
          hidden
          aria-label="Photo from the camera"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>

      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-xl border border-line bg-white p-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="truncate font-medium">{upload.name}</span>
                {upload.done ? (
                  <span className="text-success">Uploaded</span>
                ) : upload.error ? null : (
                  <span className="tabular-nums text-muted">{Math.round(upload.progress * 100)}%</span>
                )}
              </div>
              {!upload.error && !upload.done && (
                <progress
                  className="mt-2 h-2 w-full accent-accent"
                  max={100}
                  value={Math.round(upload.progress * 100)}
                  aria-label={`Uploading ${upload.name}`}
                />
              )}
              {upload.error && (
                <Alert look="text" className="mt-1">
                  {`${upload.name}: ${upload.error}`}
                </Alert>
              )}
            </li>
          ))}
        </ul>
      )}

      {draft.length === 0 ? (
        <p className="text-sm text-muted">No photos yet. A product needs at least one before it can be active.</p>
      ) : (
        <ol aria-label="Photos in order" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {draft.map((item, index) => {
            const image = byId.get(item.id);
            if (!image) return null;
            const n = index + 1;
            return (
              <li key={item.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-3">
                <img
                  src={image.url}
                  alt={item.alt || `Photo ${n}`}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="aspect-[4/5] w-full rounded-xl bg-sand object-cover"
                />
                <TextField
                  label={`Alt text (photo ${n})`}
                  hint="What the photo shows, for people who cannot see it"
                  maxLength={IMAGE_ALT_MAX}
                  value={item.alt}
                  onChange={(event) =>
                    setDraft((current) =>
                      current.map((d) => (d.id === item.id ? { ...d, alt: event.target.value } : d)),
                    )
                  }
                />
                <div className="flex flex-wrap gap-2">
                  <Button
                    ref={(el) => {
                      moveButtons.current.set(`${item.id}:earlier`, el);
                    }}
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    aria-label={`Move earlier: photo ${n}`}
                    onClick={() => move(index, -1)}
                  >
                    Move earlier
                  </Button>
                  <Button
                    ref={(el) => {
                      moveButtons.current.set(`${item.id}:later`, el);
                    }}
                    variant="ghost"
                    size="sm"
                    disabled={index === draft.length - 1}
                    aria-label={`Move later: photo ${n}`}
                    onClick={() => move(index, 1)}
                  >
                    Move later
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove photo ${n}`}
                    onClick={() => {
                      setRemoveError(null);
                      setRemoving(image);
                    }}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {draft.length > 0 && (
        <div>
          <Button disabled={!changed} loading={saveOrder.isPending} onClick={() => saveOrder.mutate()}>
            Save order & alt text
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Remove this photo?"
        description="It is deleted from the product and the shop."
        confirmLabel="Remove photo"
        busy={remove.isPending}
        error={removeError}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
