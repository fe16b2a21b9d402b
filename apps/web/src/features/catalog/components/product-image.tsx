import { cn } from '../../../components/ui/cn';

export type ProductImageProps = {
  src: string | undefined;
  alt: string;
  /** Above the fold: load at once with high priority; otherwise lazy. */
  priority?: boolean;
  className?: string;
  sizes?: string;
};

/** A 4:5 product photo with width and height set, or a quiet placeholder when there is none. */
export function ProductImage({
  src,
  alt,
  priority = false,
  className,
  sizes = '(min-width: 1024px) 25vw, 50vw',
}: ProductImageProps) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={`${alt} (no image)`}
        className={cn('grid aspect-[4/5] w-full place-items-center bg-sand text-muted', className)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 48 48"
          className="size-12 opacity-60"
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
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={500}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('aspect-[4/5] w-full bg-sand object-cover', className)}
    />
  );
}
