import type { AdminProduct } from '@vastra/domain/api';
import type { ProductStatus } from '@vastra/domain/back-office';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products, productVariants } from '../../db/schema';
import { readProductAttributes } from './product-attributes';

/**
 * One product as the back office shows it: fields, sizes in their order, photos in their order, attribute values.
 * Four small statements on keys; null when there is no such product. Reads inside `tx` when given (so an
 * answer reflects the change its transaction made).
 */
export async function readAdminProduct(db: Db, id: string): Promise<AdminProduct | null> {
  const [product] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!product) return null;
  const [variants, images, attributes] = await Promise.all([
    db
      .select({
        size: productVariants.size,
        option1: sql<string>`coalesce(${productVariants.option1}, ${productVariants.size})`,
        option2: productVariants.option2,
        sku: productVariants.sku,
        barcode: productVariants.barcode,
        weightGrams: productVariants.weightGrams,
        pricePaise: productVariants.pricePaise,
        originalPricePaise: productVariants.originalPricePaise,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position)),
    db
      .select({
        id: productImages.id,
        url: productImages.url,
        width: productImages.width,
        height: productImages.height,
        alt: productImages.alt,
        position: productImages.position,
      })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.createdAt)),
    readProductAttributes(db, id),
  ]);
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    titleHi: product.titleHi,
    descriptionHi: product.descriptionHi,
    category: product.category,
    hsn: product.hsn,
    status: product.status as ProductStatus,
    returnable: product.returnable,
    option2Name: product.option2Name,
    variants,
    images,
    imagesByOption: product.imagesByOption,
    attributes,
    tags: product.tags,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
