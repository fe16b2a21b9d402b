import { photosOfOption, splitVariantKey } from '@vastra/domain/catalog';
import { ProductDetails, type ProductDetailsProps } from './product-details';
import { VariantPickers } from './variant-pickers';

/**
 * The product page of a product with a second option (docs/decisions/099-variant-options.md): the chosen value's own
 * photos, and its picker beside the sizes. Loaded only for such a product (./lazy-variant-details.tsx).
 */
export function VariantDetails(props: ProductDetailsProps) {
  const { product } = props;
  return (
    <ProductDetails
      {...props}
      variants={{
        images: (key) =>
          photosOfOption(product.images, product.photosByOption, key === null ? null : splitVariantKey(key)[1]),
        pickers: (key, onSelect, aside) => (
          <VariantPickers product={product} selected={key} onSelect={onSelect} aside={aside} />
        ),
      }}
    />
  );
}
