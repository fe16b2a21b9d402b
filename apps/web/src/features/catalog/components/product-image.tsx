import { cn } from '../../../components/ui/cn';
import { ProductPhoto } from '../../../components/ui/product-photo';

export type ProductImageProps = {
  src: string | undefined;
  alt: string;
  /** Above the fold: load at once with high priority; otherwise lazy. */
  priority?: boolean;
  className?: string;
  sizes?: string;
};

/** A 4:5 product photo with width and height set, or a quiet placeholder when there is none or it fails. */
export function ProductImage({
  src,
  alt,
  priority = false,
  className,
  sizes = '(min-width: 1024px) 25vw, 50vw',
}: ProductImageProps) {
  return (
    <ProductPhoto
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
