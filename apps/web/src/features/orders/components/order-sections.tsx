import type { Order, OrderPricing } from '@vastra/domain/api';
import { nameIn } from '@vastra/domain/i18n';
import { formatRupeesFromRupees, formatRupeesWholeFromRupees } from '@vastra/domain/money';
import { shortOrderId } from '@vastra/domain/orders';
import { ORDER_IMAGES_MAX } from '@vastra/domain/tracking';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductPhoto } from '../../../components/ui/product-photo';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../lib/i18n';
import { paymentModeText } from '../model/order-status';
import { dateTimeText, variantText } from '../model/order-texts';
import { SECTION_CARD } from './section-card';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={SECTION_CARD}>
      <h2 id={id} className="font-display text-xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 first:pt-0 last:pb-0">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/** docs/rules/orders.md#order-details: Order Info (id, placed time, total, payment mode). */
export function OrderInfo({ order }: { order: Order }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <Card id="order-info" title={t('Order Info')}>
      <dl className="mt-4 divide-y divide-line text-sm">
        <div className="pb-2">
          <dt className="text-muted">{t('Order ID')}</dt>
          <dd className="mt-0.5 font-mono text-sm text-ink">{shortOrderId(order._id)}</dd>
        </div>
        <Row term={t('Placed')}>{dateTimeText(i18n, order.createdAt)}</Row>
        {order.pricing ? <PricingRows pricing={order.pricing} /> : null}
        <Row term={t('Total')}>{formatRupeesFromRupees(order.totalAmount)}</Row>
        <Row term={t('Payment')}>{paymentModeText(order, i18n)}</Row>
      </dl>
    </Card>
  );
}

/** How the total was made: the items, each offer taken off, the fees (docs/decisions/088-checkout-with-offers.md). */
function PricingRows({ pricing }: { pricing: OrderPricing }) {
  const { t } = useI18n();
  return (
    <>
      <Row term={t('Items')}>{formatRupeesFromRupees(pricing.subtotal)}</Row>
      {pricing.offers.map((offer, i) => (
        <Row key={`${i}-${offer.label}`} term={offer.label}>
          −{formatRupeesFromRupees(offer.discount)}
        </Row>
      ))}
      <Row term={t('Delivery')}>
        {pricing.deliveryFee > 0 ? formatRupeesFromRupees(pricing.deliveryFee) : t('Free')}
      </Row>
      {pricing.codFee > 0 ? <Row term={t('Cash on delivery fee')}>{formatRupeesFromRupees(pricing.codFee)}</Row> : null}
      {pricing.savingsTotal > 0 ? (
        <Row term={t('Savings')}>
          {t('You save {amount}', { amount: formatRupeesWholeFromRupees(pricing.savingsTotal) })}
        </Row>
      ) : null}
    </>
  );
}

/** docs/rules/orders.md#order-details: Customer (name, phone, address line and city, pincode). */
export function OrderCustomer({ order }: { order: Order }) {
  const { t } = useI18n();
  const address = order.shippingAddress.addressLine1 || order.customerInfo.address;
  const city = order.shippingAddress.city || order.customerInfo.city;
  return (
    <Card id="order-customer" title={t('Customer')}>
      <dl className="mt-4 divide-y divide-line text-sm">
        <Row term={t('Name')}>{order.customerInfo.name}</Row>
        <Row term={t('Phone')}>{order.customerInfo.phone}</Row>
        <Row term={t('Address')}>{[address, city].filter(Boolean).join(', ')}</Row>
        <Row term={t('Pincode')}>{order.shippingAddress.pincode || order.customerInfo.pincode}</Row>
      </dl>
    </Card>
  );
}

/** docs/rules/orders.md#order-details: Products (title, size, quantity, price, up to 4 images). */
export function OrderProducts({ order }: { order: Order }) {
  const { t, language } = useI18n();
  return (
    <Card id="order-products" title={t('Products')}>
      <ul className="mt-4 divide-y divide-line">
        {order.items.map((item) => {
          const product = typeof item.productId === 'string' ? null : item.productId;
          const productId = product?._id ?? (typeof item.productId === 'string' ? item.productId : '');
          // In Hindi on a Hindi page when the product had a Hindi title when ordered (decisions 178 and 183).
          const title = nameIn({ name: product?.title || item.title, hindiName: item.hindiTitle }, language);
          const images = (product?.images.length ? product.images : item.image ? [item.image] : []).slice(
            0,
            ORDER_IMAGES_MAX,
          );
          return (
            <li key={item._id} className="py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <Link to={paths.product.getHref(productId)} className="font-medium text-ink hover:underline">
                  {title}
                </Link>
                <p className="text-sm font-semibold text-ink tabular-nums">{formatRupeesFromRupees(item.price)}</p>
              </div>
              <p className="mt-0.5 text-sm text-muted">
                {variantText(t, item.size, item.option2Name) ?? t('Size {size}', { size: item.size })} ·{' '}
                {t('Quantity {quantity}', { quantity: item.quantity })}
                {order.status === 'delivered' && productId && (
                  <>
                    {' · '}
                    <Link
                      to={paths.product.getReviewHref(productId)}
                      className="font-medium text-accent underline underline-offset-2"
                    >
                      {t('Write a review')}
                      <span className="sr-only"> {t('of {title}', { title })}</span>
                    </Link>
                  </>
                )}
              </p>
              {images.length > 0 && (
                <ul aria-label={t('Images of {title}', { title })} className="mt-3 flex gap-2">
                  {images.map((src, index) => (
                    <li key={src} className="size-16 overflow-hidden rounded-lg bg-sand sm:size-20">
                      <ProductPhoto
                        src={src}
                        alt={index === 0 ? title : ''}
                        width={80}
                        height={80}
                        sizes="80px"
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
