import { cartTotalRupees, productToCartLine } from '@vastra/domain/cart';
import { productTextIn } from '@vastra/domain/i18n';
import { clampProductQuantity, isSizeAvailable, type Product } from '@vastra/domain/catalog';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { Link, NavigationType, useLocation, useNavigate, useNavigationType, useParams } from 'react-router';
import { isOffline, OFFLINE } from '../../components/errors/error-boundary';
import { buttonClasses } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { paths, REVIEW_FORM_ID } from '../../config/paths';
import { useCartActions } from '../../features/cart/hooks/use-cart';
import { isProductNotFound, useProduct } from '../../features/catalog/api/get-product';
import { useSimilarProducts } from '../../features/catalog/api/get-similar-products';
import { CategoryName } from '../../features/catalog/api/use-category-name';
import { ProductDetails, type ProductChoice } from '../../features/catalog/components/product-details/product-details';
import { ProductDetailsSkeleton } from '../../features/catalog/components/product-details/product-details-skeleton';
import { LazyVariantDetails } from '../../features/catalog/components/product-details/lazy-variant-details';
import { SimilarProducts } from '../../features/catalog/components/product-details/similar-products';
import type { CheckoutHandoff } from '../../lib/checkout-handoff';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { useI18n } from '../../lib/i18n';
import {
  peekLoginIntent,
  rememberLoginIntent,
  takeLoginIntent,
  type LoginIntent,
} from '../../lib/session/login-intent';
import { rememberReturnTo } from '../../lib/session/return-to';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { WhenNearScreen } from '../../lib/when-near-screen';

// Below the fold, and its form and answers need the zod contract: loaded when the shopper comes near them, so neither
// the page's first JavaScript nor its loading carries them (docs/rules/performance.md).
const ProductReviews = lazyPart(() =>
  import('../../features/reviews/components/product-reviews').then((module) => module.ProductReviews),
);
// The reviews' fit line under the size picker: when the picker comes on screen
// (docs/decisions/113-review-photos-and-fit.md).
const FitSummary = lazyPart(() =>
  import('../../features/reviews/components/fit-summary').then((module) => module.default),
);
// The heart and "Notify me when it's back" for sold-out sizes (docs/decisions/112-wishlist-back-in-stock.md): after
// the first paint, out of the page's first JavaScript.
const NotifyBackInStock = lazyPart(() =>
  import('../../features/wishlist/components/notify-back-in-stock').then((module) => module.default),
);
// What shipping costs, after "Inclusive of all taxes": the server draws it from the shop's configuration.
const ShippingNote = lazyPart(() => import('../../lib/delivery/shipping-note').then((module) => module.default));
// Check delivery asks the API (and needs the zod contract): loaded after the first paint as well.
const CheckDelivery = lazyPart(() =>
  import('../../features/catalog/components/product-details/check-delivery').then((module) => module.default),
);

/**
 * Until Check delivery has loaded: the spec's estimate (the domain's DELIVERY_ESTIMATE, in the shopper's language), and
 * the room the PIN field will take.
 */
function DeliveryPlaceholder() {
  const { t } = useI18n();
  return (
    <>
      <span className="block">{t('5–7 working days')}</span>
      <span className="mt-3 block h-[4.75rem]" aria-hidden="true" />
    </>
  );
}

/**
 * /product/{id} (docs/rules/catalogue.md#product-detail): the catalogue's detail, the cart's add and the reviews. The
 * domain's CATALOG_MESSAGES.productNotFound and CART_MESSAGES.addedToCart are said in the shopper's language.
 */
export function Component() {
  const { t, tm, language } = useI18n();
  const { id = '' } = useParams();
  const product = useProduct(id);
  usePageTitle(
    product.data
      ? productTextIn(product.data, language).title
      : isProductNotFound(product.error)
        ? t('Product not found')
        : t('Product'),
  );
  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 pb-20 sm:px-6 sm:pt-8 lg:px-8">
      {product.data ? (
        <ProductScreen key={product.data._id} product={product.data} />
      ) : product.isPending ? (
        <ProductDetailsSkeleton />
      ) : isProductNotFound(product.error) ? (
        <ProductMissing title={t('Product not found')} />
      ) : isOffline(product.error) ? (
        <ProductMissing title={tm(OFFLINE.title)} hint={tm(OFFLINE.hint)} />
      ) : (
        <ProductMissing title={t('This product could not be loaded.')} />
      )}
    </div>
  );
}

/** The room the reviews will take until they are drawn. */
function ReviewsPlaceholder() {
  return <div className="min-h-40" aria-hidden="true" />;
}

function ProductScreen({ product }: { product: Product }) {
  const { t } = useI18n();
  const session = useSession();
  const cart = useCartActions();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  // 'Write a review' links here with the form's hash: a new visit goes to the form; Back and Forward
  // keep the page where the shopper left it.
  const navigationType = useNavigationType();
  const atReviewForm = location.hash === `#${REVIEW_FORM_ID}`;
  const toReviewForm = atReviewForm && navigationType !== NavigationType.Pop;
  const similar = useSimilarProducts(product._id).data;
  const [notice, setNotice] = useState<string | null>(null);
  // The reviews and the fit line (and the zod contract they need) load once the product has been painted and they
  // come near the screen.
  const painted = useAfterFirstPaint();
  const Details = product.option2Name ? LazyVariantDetails : ProductDetails;

  // What a login brought back to this page: the shopper's size and quantity are shown again.
  const [restored] = useState(() => peekLoginIntent(product._id));

  // docs/rules/catalogue.md#behaviour: Add to Cart and Buy Now send anonymous visitors to /login and back;
  // what they asked for is remembered and completed when the login returns here.
  function signInFirst(intent: LoginIntent) {
    const state = rememberReturnTo(location);
    rememberLoginIntent(state.from, intent);
    void navigate(paths.login.getHref(), { state });
  }

  // The buttons wait until the page is taken over (the server draws them busy: a tap before would do nothing). An add
  // then waits inside the cart until it is known (or it would be replaced by the stored cart), and a guest's first add
  // loads the cart's code: the buttons show it is under way, and without a signal she is told so. The page never reads
  // the cart, so the cart's changes do not redraw it.
  const [adding, setAdding] = useState(false);
  async function addToCart({ size, quantity }: ProductChoice) {
    setAdding(true);
    const result = await cart.add(productToCartLine(product, size, quantity)).catch(() => null);
    setAdding(false);
    if (result === null) return setNotice(t('You are offline'));
    setNotice(result.ok ? null : result.warning);
    if (!result.ok) return;
    // An anonymous shopper's line waits in this browser's cart, which joins the account's at login.
    if (!session.user) return signInFirst({ action: 'add', productId: product._id, size, quantity });
    toast.success(t('Item added to cart!'));
  }

  function buyNow(choice: ProductChoice) {
    if (!session.user) return signInFirst({ action: 'buy', productId: product._id, ...choice });
    void navigate(paths.checkout.getHref(), { state: buyNowHandoff(product, choice) });
  }

  // Completes it once the session is there (taking it, so a second run of the effect finds nothing).
  useEffect(() => {
    if (!session.user || restored === null) return;
    const intent = takeLoginIntent(product._id);
    if (intent === null) return;
    if (intent.action === 'add') return toast.success(t('Item added to cart!'));
    // A size sold out meanwhile stays on this page, where the shopper picks again.
    if (intent.size !== null && !isSizeAvailable(product, intent.size)) return;
    const choice = { size: intent.size, quantity: clampProductQuantity(product, intent.size, intent.quantity) };
    void navigate(paths.checkout.getHref(), { state: buyNowHandoff(product, choice) });
  }, [session.user, restored, product, navigate, toast, t]);

  return (
    <>
      <nav aria-label={t('Breadcrumb')} className="mb-5 text-xs text-muted sm:mb-8">
        <Link to={paths.shop.getHref()} className="hover:text-ink hover:underline">
          {t('Shop')}
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths.shop.getHref(product.category)} className="hover:text-ink hover:underline">
          <CategoryName category={product.category} />
        </Link>
      </nav>
      <div className="space-y-16 sm:space-y-24">
        <div className="space-y-6">
          <Details
            product={product}
            initialChoice={restored ?? undefined}
            onAddToCart={(choice) => void addToCart(choice)}
            onBuyNow={buyNow}
            notice={notice}
            shipping={
              <Suspense fallback={null}>
                <ShippingNote />
              </Suspense>
            }
            fit={
              painted ? (
                <WhenNearScreen>
                  <Suspense fallback={null}>
                    <FitSummary productId={product._id} />
                  </Suspense>
                </WhenNearScreen>
              ) : null
            }
            busy={session.loading || !painted || adding}
            delivery={
              painted ? (
                <Suspense fallback={<DeliveryPlaceholder />}>
                  <CheckDelivery />
                </Suspense>
              ) : (
                <DeliveryPlaceholder />
              )
            }
          />
          {painted && (
            <Suspense fallback={null}>
              <NotifyBackInStock
                product={product}
                token={session.token}
                onSignIn={() => void navigate(paths.login.getHref(), { state: rememberReturnTo(location) })}
              />
            </Suspense>
          )}
        </div>
        {painted ? (
          <WhenNearScreen now={atReviewForm} margin={400} placeholder={<ReviewsPlaceholder />}>
            <Suspense fallback={<ReviewsPlaceholder />}>
              <ProductReviews productId={product._id} focusForm={toReviewForm} />
            </Suspense>
          </WhenNearScreen>
        ) : (
          <ReviewsPlaceholder />
        )}
        <SimilarProducts products={similar ?? []} />
      </div>
    </>
  );
}

/**
 * Router state for /checkout with one Buy Now line, the cart line the same choice would add
 * (docs/rules/checkout.md#screen).
 */
function buyNowHandoff(product: Product, { size, quantity }: ProductChoice): CheckoutHandoff {
  const items = [productToCartLine(product, size, quantity)];
  return { fromCart: false, items, total: cartTotalRupees(items) };
}

function ProductMissing({ title, hint }: { title: string; hint?: string }) {
  const { t } = useI18n();
  return (
    <section className="flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="font-display text-3xl text-ink">{title}</h1>
      <p className="text-muted">
        {hint ?? t('It may have sold out or moved. Have a look at what is in the shop today.')}
      </p>
      <Link to={paths.shop.getHref()} className={buttonClasses()}>
        {t('Continue Shopping')}
      </Link>
    </section>
  );
}
