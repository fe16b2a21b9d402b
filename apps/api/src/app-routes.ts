import type { Config } from './config';
import type { Db } from './db/client';
import type { AuthenticateStaff } from './plugins/authenticate';
import type { Clock } from './shared/clock';
import type { createAddressesModule } from './modules/addresses';
import { createAttributesModule } from './modules/attributes';
import { createCategoriesModule } from './modules/categories';
import type { createCatalogModule } from './modules/catalog';
import { imageRoutes, shopPhotoRoutes, type createImagesService } from './modules/catalog-admin';
import { createCustomersModule } from './modules/customers';
import { createDataRightsModule } from './modules/data-rights';
import { createHomeContentModule } from './modules/home-content';
import type { createIdentityModule } from './modules/identity';
import type { createJobsAdminModule } from './modules/jobs-admin';
import type { createMediaStorageModule } from './modules/media-storage';
import { createOrderAdminModule, shipmentActionRoutes } from './modules/order-admin';
import { paymentActionsRoutes } from './modules/order-admin/payment-actions.routes';
import { phoneOrderRoutes } from './modules/order-admin/phone-order.routes';
import type { createOrdersModule } from './modules/orders';
import type { createPaymentsModule } from './modules/payments';
import { afterSaleRoutes, type createCancelOrder, type createRefunds } from './modules/refunds';
import { reviewsAdminRoutes } from './modules/reviews';
// Sale prices on a schedule (docs/decisions/086-sale-prices-on-a-schedule.md).
import { createSalePricesModule } from './modules/sale-prices';
import type { createShippingModule } from './modules/shipping';
import { shopSettingsRoutes, type createShopSettingsService } from './modules/shop-settings';

/** What the route plugins below are built from: the modules app-modules.ts has made. */
export interface RouteDeps {
  db: Db;
  clock: Clock;
  config: Config;
  authenticateStaff: AuthenticateStaff;
  settings: ReturnType<typeof createShopSettingsService>;
  addresses: ReturnType<typeof createAddressesModule>;
  identity: Pick<ReturnType<typeof createIdentityModule>, 'authenticate'>;
  catalog: ReturnType<typeof createCatalogModule>;
  media: ReturnType<typeof createMediaStorageModule>;
  payments: ReturnType<typeof createPaymentsModule>;
  orders: ReturnType<typeof createOrdersModule>;
  shipping: ReturnType<typeof createShippingModule>;
  cancelOrder: ReturnType<typeof createCancelOrder>;
  refunds: ReturnType<typeof createRefunds>;
  jobsAdmin: ReturnType<typeof createJobsAdminModule>;
  photos: ReturnType<typeof createImagesService>;
}

/**
 * The composition root's route plugins that are no module's own (the back office's screens over several modules, the
 * shopper's addresses and data rights), in the order app.ts registers them
 * (docs/decisions/004-explicit-composition-root.md).
 */
export function buildRoutes(deps: RouteDeps) {
  const { db, clock, config, authenticateStaff, settings, addresses, identity, catalog, media } = deps;
  const { payments, orders, shipping, cancelOrder, refunds, jobsAdmin, photos } = deps;
  return {
    orderAdmin: createOrderAdminModule({ db, clock, authenticateStaff }).routes,
    // Customers, and notes and tags on orders (docs/decisions/110-customers.md).
    customers: createCustomersModule({ db, authenticateStaff }).routes,
    shopSettings: shopSettingsRoutes({ settings, authenticateStaff }),
    addresses: addresses.routes,
    dataRights: createDataRightsModule({
      db,
      clock,
      book: addresses.book,
      shopName: config.SHOP_NAME,
      authenticate: identity.authenticate,
    }).routes,
    reviewsAdmin: reviewsAdminRoutes({
      db,
      clock,
      authenticateStaff,
      catalog: catalog.service,
      privateMedia: media.privateUrls,
    }),
    paymentActions: paymentActionsRoutes({
      db,
      clock,
      gateway: payments.gateway,
      placeOrder: orders.placeOrder,
      authenticateStaff,
    }),
    // Orders taken by phone (docs/decisions/132-phone-orders.md).
    phoneOrders: phoneOrderRoutes({
      db,
      clock,
      placeOrder: orders.placeOrder,
      makePaymentLink: orders.makePaymentLink,
      shopName: config.SHOP_NAME,
      authenticateStaff,
    }),
    shipmentActions: shipmentActionRoutes({
      db,
      clock,
      authenticateStaff,
      shipping: shipping.staff,
      catalog: catalog.service,
    }),
    afterSale: afterSaleRoutes({ db, authenticateStaff, cancelOrder, refunds }),
    jobsAdmin: jobsAdmin.routes,
    // Sale prices on a schedule: the owner's /api/admin/sale-prices.
    salePrices: createSalePricesModule({ db, clock, authenticateStaff, catalog: catalog.service }).routes,
    // The owner's home page: /api/admin/home (docs/decisions/094-home-content.md).
    homeContent: createHomeContentModule({
      db,
      clock,
      authenticateStaff,
      catalog: catalog.service,
      production: config.isProduction,
    }).routes,
    // The shop's attributes: /api/admin/attributes (docs/decisions/092-attributes.md).
    attributes: createAttributesModule({ db, clock, authenticateStaff, catalog: catalog.service }).routes,
    // The shop's own categories: /api/admin/categories (docs/decisions/097-categories.md).
    categories: createCategoriesModule({ db, clock, authenticateStaff, catalog: catalog.service }).routes,
    // Photos for the home page and the category tiles (docs/decisions/109-shop-photos.md).
    shopPhotos: shopPhotoRoutes({ db, authenticateStaff, images: photos }),
    images: imageRoutes({
      db,
      storage: media.storage,
      queue: media.imageQueue,
      catalog: catalog.service,
      authenticateStaff,
    }),
  };
}
