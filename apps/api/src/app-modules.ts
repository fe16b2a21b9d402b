import { feeSettingsOf } from '@vastra/domain/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createRateLimiter } from './plugins/rate-limit';
import type { Clock } from './shared/clock';
import { createIdentityModule, type IdentityAdapters } from './modules/identity';
import { createCatalogModule } from './modules/catalog';
import { createStorefrontModule } from './modules/storefront';
import { createSearchModule } from './modules/search';
import { createReviewsModule, reviewPhotoGate } from './modules/reviews';
import { createContactModule } from './modules/contact';
import { createConsoleEmailSender, createOwnerAlertsModule, createSmtpEmailSender } from './modules/owner-alerts';
import { createShopConfigModule } from './modules/shop-config';
import { createShopSettingsService } from './modules/shop-settings';
import { createAddressesModule, createCheckDeliveryState } from './modules/addresses';
import { createPaymentsModule, type PaymentGateway } from './modules/payments';
import { createOrdersModule, type CodAvailableAt } from './modules/orders';
import { linkPaidHistory } from './modules/order-admin';
import { createShippingModule, type ShippingAdapters } from './modules/shipping';
import { createDashboardModule } from './modules/dashboard';
import { createJobsAdminModule } from './modules/jobs-admin';
import { createWishlistModule } from './modules/wishlist';
import { readHome } from './modules/home-content';
import { listCategoryRows, shownCategoryNames } from './modules/categories';
import { createCollectionsModule } from './modules/collections';
// Offers in the back office (docs/decisions/085-coupon-uses-under-load.md).
import { createOffersModule } from './modules/offers';
import { createStaffModule, createStaffSessions } from './modules/staff';
import { createMediaStorageModule, type ImageQueue } from './modules/media-storage';
import { createCatalogAdminModule, createImagesService } from './modules/catalog-admin';
import { createCancelOrder, createRefunds } from './modules/refunds';
import { createOrderMessagesModule } from './modules/order-messages';
import { createOrderOutbox } from './modules/order-history';
import { createCodConfirmationModule } from './modules/cod-confirmation';
import { createWhatsappModule } from './modules/whatsapp';
import { createAfterDelivery } from './after-delivery';
import { orderReactions } from './app-reactions';
import { buildRoutes } from './app-routes';
import { createTrackingLinks, trackingLinkKeyOf } from './shared/tracking-links';
// The numbers to watch (docs/decisions/116-metrics.md).
import { createMetricsModule } from './modules/metrics';

/**
 * The third parties the app talks to. Left out, each is built from config (what server.ts does);
 * tests pass fakes here instead of building a second app.
 */
export interface AppProviders {
  /** The SMS sender, Firebase's verifyIdToken, MSG91's fetch. */
  identity?: IdentityAdapters;
  /** A shipping provider instead of the configured one, Shiprocket's fetch. */
  shipping?: ShippingAdapters;
  /** A card gateway instead of the configured one. */
  paymentGateway?: PaymentGateway;
  /** Whether the courier collects cash at a PIN, instead of the shipping port's answer. */
  codAvailableAt?: CodAvailableAt;
  /** The image-conversion queue (tests hold an upload in it); one per process otherwise. */
  imageQueue?: ImageQueue;
}

export interface AppModulesDeps {
  config: Config;
  database: Database;
  clock: Clock;
  providers: AppProviders;
  log: FastifyBaseLogger;
}

/**
 * The composition root's first half: every module built from config and injected dependencies
 * (docs/architecture.md, docs/decisions/004-explicit-composition-root.md). app.ts registers what it returns.
 */
export function buildAppModules({ config, database, clock, providers, log }: AppModulesDeps) {
  const db = database.db;
  // First: the real adapters below report their failed calls to it (adapter_errors_total).
  const metrics = createMetricsModule({ config, database, clock, log });
  const { onAdapterError } = metrics;
  const rateLimiter = createRateLimiter(db, clock);
  const identity = createIdentityModule({
    db,
    config,
    clock,
    rateLimiter,
    onAdapterError,
    ...(providers.identity ? { adapters: providers.identity } : {}),
  });
  // Back-office sessions: the guard of every /api/admin route (authenticateStaff).
  const staffSessions = createStaffSessions({ db, clock, config });
  const staff = createStaffModule({
    db,
    config,
    clock,
    rateLimiter,
    sessions: staffSessions,
    sms: identity.smsSender,
    log,
  });
  // The texts' tracking link opens without a password (docs/decisions/111-sign-in-by-otp.md).
  const trackingLinks = createTrackingLinks(trackingLinkKeyOf(config));
  // WhatsApp (docs/decisions/126-whatsapp.md): for the shoppers who opted in, SMS for the others and as the fallback.
  const whatsapp = createWhatsappModule({
    db,
    clock,
    config,
    log,
    onAdapterError,
    codReply: (reply, token, from) => cod.confirmation.replyOnWhatsapp(reply, token, from),
    undelivered: (messageId, reason) => orderMessages.messages.whatsappFailed(messageId, reason),
    answered: (from, text, messageId) => contact.answerOnWhatsapp(from, text, messageId),
  });
  // Order messages (docs/decisions/034-order-messages.md): one per order event, by SMS or WhatsApp.
  const orderMessages = createOrderMessagesModule({
    db,
    clock,
    senders: [identity.smsSender, ...(whatsapp.sender ? [whatsapp.sender] : [])],
    shopName: config.SHOP_NAME,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    trackingLinks,
    log,
    perPhoneDay: { rateLimiter, limit: config.ORDER_SMS_PER_PHONE_DAY },
  });
  // The wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md): a restock's trigger queues
  // the `back-in-stock` job the runner runs (app.ts), which texts through the SMS sender.
  const wishlist = createWishlistModule({
    db,
    clock,
    authenticate: identity.authenticate,
    sender: identity.smsSender,
    rateLimiter,
    shopName: config.SHOP_NAME,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    log,
  });
  // The order events' reactions (docs/decisions/082-order-event-outbox.md): written with each change, run by the
  // job runner (app.ts gives it to the outbox), right after the change and again after a crash.
  const outbox = createOrderOutbox(log);
  // afterDelivery is built below; a reaction runs only later, once the app is up.
  // The team's alerts (docs/decisions/131-owner-alerts.md): raised by the order events' reactions and the jobs.
  const ownerAlerts = createOwnerAlertsModule({
    db,
    clock,
    rateLimiter,
    authenticateStaff: staffSessions.authenticateStaff,
    senders: { sms: identity.smsSender, whatsapp: whatsapp.sender, email: emailSenderOf(config) },
    shopName: config.SHOP_NAME,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    log,
  });
  const reactions = orderReactions(orderMessages.messages, () => afterDelivery, ownerAlerts);
  const catalog = createCatalogModule({ db, config, clock });
  const storefront = createStorefrontModule({
    db,
    catalog: catalog.service,
    clock,
    publicUrl: config.PUBLIC_URL,
    // The owner's hero slides and rails (docs/decisions/094-home-content.md).
    homeContent: async () => (await readHome(db, config.isProduction)).content,
    // The shop's own categories (docs/decisions/097-categories.md).
    categories: () => listCategoryRows(db),
    // The collections' pages in the sitemap (docs/decisions/098-collections.md); the module is made below.
    collectionPages: () => collections.pages.sitemapEntries(),
    // A collection's products on a home rail (docs/decisions/094-home-content.md).
    collectionProductIds: (id, limit) => collections.pages.railProductIds(id, limit),
  });
  // The storefront's search over the catalogue's cached snapshot (docs/decisions/025-search-in-postgresql.md).
  const search = createSearchModule({ db, catalog: catalog.service });
  // Manual and automatic collections (docs/decisions/098-collections.md).
  const collections = createCollectionsModule({
    db,
    clock,
    authenticateStaff: staffSessions.authenticateStaff,
    catalog: catalog.service,
  });
  const media = createMediaStorageModule({
    config,
    clock,
    // A review's photos are shown while the review is (docs/decisions/113-review-photos-and-fit.md).
    gates: [reviewPhotoGate(db)],
    ...(providers.imageQueue ? { imageQueue: providers.imageQueue } : {}),
  });
  const shipping = createShippingModule({
    db,
    config,
    clock,
    authenticate: identity.authenticate,
    catalog: catalog.service,
    log,
    rateLimiter,
    outbox,
    trackingLinks,
    onAdapterError,
    ...(providers.shipping ? { adapters: providers.shipping } : {}),
  });
  // The address checks read the PIN directory's kept look-ups too (docs/decisions/149-pin-look-ups-kept.md).
  const pinStates = async (pincode: string) => (await shipping.pins.find(pincode))?.state ?? null;
  const reviews = createReviewsModule({
    db,
    clock,
    authenticate: identity.authenticate,
    rateLimiter,
    storage: media.storage,
    imageQueue: media.imageQueue,
    privateMedia: media.privateUrls,
    eligibility: shipping.eligibility,
    catalog: catalog.service,
  });
  // Contact messages and their conversations (docs/decisions/127-conversations.md).
  const contact = createContactModule({
    db,
    clock,
    rateLimiter,
    authenticate: identity.authenticate,
    authenticateStaff: staffSessions.authenticateStaff,
    senders: { sms: identity.smsSender, whatsapp: whatsapp.sender },
    links: createTrackingLinks(trackingLinkKeyOf(config), 'm'),
    shopName: config.SHOP_NAME,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    log,
  });
  const settings = createShopSettingsService(db, { clock });
  const categoryNames = shownCategoryNames(db, catalog.service);
  const shopConfig = createShopConfigModule({
    config,
    navLinks: () => collections.pages.navLinks(),
    categoryNames,
    delivery: async () => (await settings.cached()).delivery,
  });
  const payments = createPaymentsModule({
    db,
    config,
    clock,
    onAdapterError,
    ...(providers.paymentGateway ? { gateway: providers.paymentGateway } : {}),
  });
  // The product photo pipeline, for the product spreadsheet's ZIP and the home page's and categories' photos.
  const photos = createImagesService({ db, storage: media.storage, queue: media.imageQueue, catalog: catalog.service });
  const catalogAdmin = createCatalogAdminModule({
    db,
    clock,
    authenticateStaff: staffSessions.authenticateStaff,
    catalog: catalog.service,
    publicUrl: config.PUBLIC_URL,
    // A deleted product's photos leave the storage too (seed photos have no key: they live in product_media).
    afterDelete: async (keys) => {
      await Promise.all(keys.filter((key) => key !== '').map((key) => media.storage.removeFolder(key)));
    },
    log,
    // The product spreadsheet's ZIP of photos goes through the same pipeline and queue as an uploaded photo.
    images: photos,
  });
  // Refunds of orders and of payments without one; the order cancellation that may make one.
  const refunds = createRefunds({
    db,
    gateway: payments.gateway,
    clock,
    log,
    outbox,
  });
  const cancelOrder = createCancelOrder({
    db,
    refunds,
    shipping: shipping.provider,
    catalog: catalog.service,
    clock,
    log,
    outbox,
  });
  // COD confirmation (docs/decisions/035-cod-confirmation.md): off by default, then placing writes 'awaiting'.
  const cod = createCodConfirmationModule({
    db,
    clock,
    rateLimiter,
    authenticate: identity.authenticate,
    book: (orderId) => shipping.bookNow(orderId),
    cancelAsShopper: (orderId, reason, userId) => cancelOrder(orderId, reason, { kind: 'shopper', userId }),
    readCodSettings: async () => (await settings.cached()).cod,
    catalog: catalog.service,
    log,
    // The SMS goes through the order-messages outbox like every order event: once per order (event 'cod_confirm').
    sms: {
      send: ({ orderId, token, code }) => orderMessages.messages.notify(orderId, 'cod_confirm', { link: token, code }),
    },
    outbox,
  });
  // The owner's offers; the checkout prices with them (docs/decisions/088-checkout-with-offers.md).
  const offers = createOffersModule({ db, clock, authenticateStaff: staffSessions.authenticateStaff });
  const orders = createOrdersModule({
    db,
    config,
    clock,
    rateLimiter,
    authenticate: identity.authenticate,
    payments,
    catalog: catalog.service,
    refunds,
    outbox,
    log,
    // COD limit and PIN rule at placement (docs/decisions/031-cash-on-delivery-controls.md).
    readCodSettings: async () => (await settings.cached()).cod,
    codAvailableAt: providers.codAvailableAt ?? ((pincode) => shipping.codAvailableAt(pincode)),
    cancelOrder: (orderId, reason, userId) => cancelOrder(orderId, reason, { kind: 'shopper', userId }),
    codConfirmation: cod.confirmation,
    recordWhatsappChoice: (phone, optIn, language) => whatsapp.recordChoice(phone, optIn, language),
    // The PIN decides the state an order records (docs/decisions/065-address-state-from-pin.md).
    checkDeliveryState: createCheckDeliveryState(db, pinStates),
    // A phone order paid by its link says who took it (docs/decisions/133-payment-links.md).
    onLinkPaid: linkPaidHistory({ db, clock }),
    quoteSources: {
      liveOffers: offers.liveOffers,
      liveCoupons: offers.liveCoupons,
      couponForCode: offers.couponForCode,
      readSettings: async () => {
        const { tax, seller, delivery } = await settings.cached();
        // The delivery and COD fees are the owner's settings (docs/decisions/087-delivery-and-cod-fees.md).
        return { fees: feeSettingsOf(delivery), greyBand: tax.greyBand, sellerState: seller.state };
      },
    },
  });
  const dashboard = createDashboardModule({ db, clock, authenticateStaff: staffSessions.authenticateStaff });
  // Exchanges and returns, tax invoices and credit notes, policy pages (apps/api/src/after-delivery.ts).
  const afterDelivery = createAfterDelivery({
    db,
    config,
    clock,
    rateLimiter,
    authenticate: identity.authenticate,
    authenticateStaff: staffSessions.authenticateStaff,
    settings,
    shipping: shipping.provider,
    refunds,
    storage: media.storage,
    imageQueue: media.imageQueue,
    privateMedia: media.privateUrls,
    catalog: catalog.service,
    log,
    outbox,
    categoryNames,
  });

  const { authenticateStaff } = staffSessions;
  // The jobs that gave up and wait for staff, and their retry (owner only).
  const jobsAdmin = createJobsAdminModule({ db, clock, authenticateStaff });
  const addresses = createAddressesModule({ db, clock, authenticate: identity.authenticate, pinStates });
  // The route plugins built from the modules above, in the order app.ts registers them.
  const routes = buildRoutes({
    db,
    clock,
    config,
    authenticateStaff,
    settings,
    addresses,
    identity,
    catalog,
    media,
    payments,
    orders,
    shipping,
    cancelOrder,
    refunds,
    jobsAdmin,
    photos,
  });
  return {
    metrics,
    rateLimiter,
    identity,
    staff,
    orderMessages,
    outbox,
    reactions,
    catalog,
    storefront,
    search,
    collections,
    media,
    shipping,
    reviews,
    contact,
    shopConfig,
    payments,
    catalogAdmin,
    cod,
    orders,
    dashboard,
    afterDelivery,
    jobsAdmin,
    offers,
    wishlist,
    whatsapp,
    ownerAlerts,
    routes,
  };
}

/** The email sender EMAIL_PROVIDER names (config.ts refuses the console in production), or none. */
function emailSenderOf(config: Config) {
  if (config.EMAIL_PROVIDER === 'smtp' && config.SMTP_URL && config.EMAIL_FROM) {
    return createSmtpEmailSender({ url: config.SMTP_URL, from: config.EMAIL_FROM });
  }
  return config.EMAIL_PROVIDER === 'console' ? createConsoleEmailSender() : null;
}
