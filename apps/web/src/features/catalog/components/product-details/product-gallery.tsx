import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../../components/ui/cn';
import { ProductPhoto } from '../../../../components/ui/product-photo';
import { useI18n } from '../../../../lib/i18n';
import { ProductImage } from '../product-image';

/**
 * docs/rules/catalogue.md#product-detail: the image gallery with thumbnails. Thumbnails are labelled buttons;
 * arrow keys, Home and End move between them.
 */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[index] ?? images[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = images.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % images.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index - 1 + images.length) % images.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
    thumbs.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-3 self-start lg:sticky lg:top-28 lg:flex-row-reverse lg:items-start lg:gap-4">
      <div className="relative flex-1 overflow-hidden rounded-[var(--radius-card)] bg-sand">
        <ProductImage
          key={current}
          src={current}
          alt={
            images.length > 1
              ? t('{title}, image {index} of {total}', { title, index: index + 1, total: images.length })
              : title
          }
          priority
          sizes="(min-width: 1024px) 45vw, 100vw"
          className="animate-fade-in"
        />
      </div>
      {images.length > 1 && (
        // A toolbar: one tab stop, arrow keys move between the thumbnails.
        <div
          role="toolbar"
          aria-label={t('Product images')}
          onKeyDown={onKeyDown}
          className="flex gap-2 overflow-x-auto pb-1 lg:w-20 lg:flex-col lg:overflow-visible lg:pb-0"
        >
          {images.map((src, i) => (
            <button
              key={src}
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              type="button"
              aria-label={t('Show image {index} of {total}', { index: i + 1, total: images.length })}
              aria-pressed={i === index}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
              className={cn(
                'w-16 shrink-0 overflow-hidden rounded-lg border-2 bg-sand transition-colors lg:w-full',
                i === index ? 'border-ink' : 'border-transparent opacity-75 hover:opacity-100',
              )}
            >
              <ProductPhoto
                src={src}
                alt=""
                width={80}
                height={100}
                sizes="80px"
                loading="lazy"
                className="aspect-[4/5] w-full object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
