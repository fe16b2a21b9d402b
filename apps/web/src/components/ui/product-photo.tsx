import { responsiveImage } from '@vastra/domain/catalog';
import { useCallback, useState, type ImgHTMLAttributes, type Ref } from 'react';
import { useI18n } from '../../lib/i18n';
import { cn } from './cn';

export type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> & {
  src: string;
  /** '' for a decorative image. */
  alt: string;
  /**
   * How wide the photo is drawn at each viewport (`(min-width: 1024px) 25vw, 50vw`, `64px`): the browser
   * picks the smallest uploaded width that covers it.
   */
  sizes?: string;
  ref?: Ref<HTMLImageElement>;
};

/**
 * An image, as responsive as its path allows. An uploaded photo (`/media/products/{id}-{W}x{H}/{w}.jpg`)
 * becomes a `<picture>` offering AVIF, then WebP, at every width written for it, with the JPEG fallback's
 * `<img>` sized to the photo's own aspect; the seed's art (`/uploads/products/{id}/{n}.svg`) likewise, at the widths
 * it is drawn at, its SVG the fallback (docs/decisions/197-seed-art-offered-as-photos.md); any other image (outside
 * URLs) stays a plain `<img>` with the width and height it was given. The `<picture>` is `display: contents`, so the
 * `<img>` lays out exactly as it would alone.
 */
export function Photo({ src, alt, sizes, width, height, ...img }: PhotoProps) {
  const responsive = responsiveImage(src);
  if (!responsive) return <img {...img} src={src} alt={alt} sizes={sizes} width={width} height={height} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={responsive.avifSrcset} sizes={sizes} />
      <source type="image/webp" srcSet={responsive.webpSrcset} sizes={sizes} />
      <img {...img} src={responsive.src} alt={alt} width={responsive.width} height={responsive.height} />
    </picture>
  );
}

export type ProductPhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'onError'> & {
  src: string | undefined | null;
  /** '' for a decorative photo: its placeholder is hidden from assistive technology too. */
  alt: string;
  /** Sizes the placeholder like the photo (its box: aspect, width, rounding). */
  className?: string;
};

/**
 * A product photo (responsive when uploaded, see `Photo`), or the quiet placeholder when there is none or it
 * fails to load (docs/rules/catalogue.md#screen
 * Product card: placeholder when none) — never the browser's broken-image icon. A new `src` is tried afresh.
 */
export function ProductPhoto({ src, alt, className, ...img }: ProductPhotoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  // A photo drawn by the server may have failed before the app took the page over, its error event gone: one that
  // is done loading with no size is asked to decode, which only a broken one refuses.
  const failedBefore = useCallback(
    (element: HTMLImageElement | null) => {
      if (src && element?.complete && element.naturalWidth === 0) element.decode().catch(() => setFailed(src));
    },
    [src],
  );
  if (!src || failed === src) return <PhotoPlaceholder alt={alt} className={className} />;
  return <Photo {...img} ref={failedBefore} src={src} alt={alt} onError={() => setFailed(src)} className={className} />;
}

/** The placeholder: a hanger on sand, in the photo's box. */
export function PhotoPlaceholder({ alt, className }: { alt: string; className?: string }) {
  const { t } = useI18n();
  const label = alt ? { role: 'img', 'aria-label': t('{name} (no image)', { name: alt }) } : { 'aria-hidden': true };
  return (
    <div
      {...label}
      data-testid="photo-placeholder"
      className={cn('grid place-items-center bg-sand text-muted', className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="size-2/5 max-h-12 max-w-12 opacity-60"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      >
        <path d="M24 12a4 4 0 1 1 4 4c-1.5 0-4 1-4 3v2M24 21 6 33c-1.5 1-1 3 1 3h34c2 0 2.5-2 1-3L24 21Z" />
      </svg>
    </div>
  );
}
