import { responsiveImage } from '@vastra/domain/catalog';
import { ProductPhoto } from '../../../../components/ui/product-photo';

/** A small square photo (56 px): an uploaded one lets the browser pick its smallest derivative. */
export function ProductThumb({ src }: { src: string | null }) {
  const responsive = src ? responsiveImage(src) : null;
  // The title beside it names the product, so the thumbnail is decorative.
  if (!responsive) {
    return <ProductPhoto src={src} alt="" className="size-14 shrink-0 rounded-lg object-cover" loading="lazy" />;
  }
  return (
    <picture className="shrink-0">
      <source type="image/avif" srcSet={responsive.avifSrcset} sizes="56px" />
      <source type="image/webp" srcSet={responsive.webpSrcset} sizes="56px" />
      <img src={responsive.src} alt="" className="size-14 rounded-lg bg-sand object-cover" loading="lazy" />
    </picture>
  );
}
