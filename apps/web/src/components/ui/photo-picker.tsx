import { IMAGE_UPLOAD_TYPES } from '@vastra/domain/back-office';
import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTOS_MAX } from '@vastra/domain/returns';
import { useEffect, useId, useRef, useState } from 'react';
import { serverMessageOf } from '../../lib/api/server-message';
import { ENGLISH, msg, useI18n, type Translator } from '../../lib/i18n';
import { photoMessageText } from './photo-message-text';
import { shrinkPhoto } from './shrink-photo';
import { Spinner } from './spinner';

/** A shopper's stored photo: its id and a link it is shown through. */
export type UploadedPhoto = { _id: string; url: string };
/** Sends one photo (the server takes one upload at a time per shopper). */
export type PhotoUpload = (blob: Blob, name: string, signal: AbortSignal) => Promise<UploadedPhoto>;

/** The picker's texts (a return's and a review's photos alike): in English unless given the shopper's `t`. */
export const PHOTO_PICKER_MESSAGES = {
  tooManyPhotos: (max: number, t: Translator['t'] = ENGLISH.t) => t('You can add up to {max} photos.', { max }),
  photoTooLarge: (name: string, t: Translator['t'] = ENGLISH.t) =>
    t('{name} is larger than 10 MB. Please choose a smaller photo.', { name }),
  /** Shown with `tm`. */
  photoFailed: msg('This photo could not be uploaded.'),
} as const;
const M = PHOTO_PICKER_MESSAGES;

type Upload = {
  key: number;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  photo: UploadedPhoto | null;
  message: string | null;
};

/**
 * The photos of one form (a return request, a review), uploaded by `upload` one after another as they are chosen (the
 * server takes one upload at a time per shopper), each shrunk first when longer than the server keeps
 * (shrink-photo.ts): a phone's 24 MP photo would be refused. `ids` are those stored.
 */
export function usePhotoUploads(upload: PhotoUpload) {
  const { t, tm } = useI18n();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const nextKey = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const add = (files: File[]) => {
    const room = RETURN_PHOTOS_MAX - uploads.length;
    setNotice(files.length > room ? M.tooManyPhotos(RETURN_PHOTOS_MAX, t) : null);
    const added: Upload[] = files.slice(0, Math.max(0, room)).map((file) => {
      const key = nextKey.current++;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const fail = (message: string) => {
        if (!controller.signal.aborted) update(key, { status: 'failed', message });
      };
      queue.current = queue.current.then(async () => {
        if (controller.signal.aborted) return;
        try {
          const { blob, name } = await shrinkPhoto(file);
          if (blob.size > RETURN_PHOTO_MAX_BYTES) return fail(M.photoTooLarge(file.name, t));
          if (controller.signal.aborted) return;
          const photo = await upload(blob, name, controller.signal);
          update(key, { status: 'done', photo });
        } catch (error: unknown) {
          const refused = serverMessageOf(error);
          fail(refused === null ? tm(M.photoFailed) : photoMessageText(refused, t));
        }
      });
      return { key, name: file.name, status: 'uploading', photo: null, message: null };
    });
    setUploads((list) => [...list, ...added]);
  };

  const remove = (key: number) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setNotice(null);
    setUploads((list) => list.filter((u) => u.key !== key));
  };

  /** Forgets every photo (the form was sent). */
  const clear = () => {
    setNotice(null);
    setUploads([]);
  };

  return {
    uploads,
    notice,
    add,
    remove,
    clear,
    busy: uploads.some((u) => u.status === 'uploading'),
    ids: uploads.flatMap((u) => (u.status === 'done' && u.photo ? [u.photo._id] : [])),
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;

/**
 * 'Add photos (optional)', or 'Add photos' when the reason needs one (Damaged): up to three images, shown as
 * thumbnails, each with its progress, error and removal. The file input itself is hidden and its label is the button,
 * so no browser's "No file chosen" stands beside a photo that is attached.
 */
export function PhotoPicker({ uploads: state, required = false }: { uploads: PhotoUploads; required?: boolean }) {
  const { t } = useI18n();
  const id = useId();
  const { uploads, notice } = state;
  const full = uploads.length >= RETURN_PHOTOS_MAX;
  return (
    <div className="flex flex-col items-start gap-2">
      <input
        id={id}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join()}
        multiple
        disabled={full}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          state.add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={
          'inline-flex min-h-11 cursor-pointer items-center rounded-full bg-sand px-5 text-sm font-medium text-ink ' +
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ' +
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-line'
        }
      >
        {required ? t('Add photos') : t('Add photos (optional)')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('Up to {max} photos, 10 MB each.', { max: RETURN_PHOTOS_MAX })}
      </p>
      {notice && (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      )}
      {uploads.length > 0 && (
        <ul aria-label={t('Your photos')} className="flex flex-wrap gap-3">
          {uploads.map((upload, index) => (
            <li key={upload.key} className="flex w-24 flex-col gap-1 text-xs">
              <div className="relative grid size-24 place-items-center overflow-hidden rounded-lg bg-sand">
                {upload.photo ? (
                  <img
                    src={upload.photo.url}
                    alt={t('Attachment {n}', { n: index + 1 })}
                    className="size-full object-cover"
                  />
                ) : upload.status === 'uploading' ? (
                  <Spinner label={null} />
                ) : (
                  <span aria-hidden="true" className="text-lg text-danger">
                    !
                  </span>
                )}
                <button
                  type="button"
                  aria-label={t('Remove photo {n}', { n: index + 1 })}
                  onClick={() => state.remove(upload.key)}
                  className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-ink/70 text-paper"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <p role={upload.status === 'failed' ? 'alert' : 'status'} className="break-words">
                {upload.status === 'uploading' && <span className="text-muted">{t('Uploading…')}</span>}
                {upload.status === 'done' && <span className="text-muted">{t('Uploaded')}</span>}
                {upload.status === 'failed' && <span className="text-danger">{upload.message}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
