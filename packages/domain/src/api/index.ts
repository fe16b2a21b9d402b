export { Id, Awb, Rupees, IsoDateTime, MessageResponse, IdParams, ID_MAX, RUPEES_MAX } from './common';
export { ApiErrorBody, validationErrorBody } from './api-error';
export { ERROR_CODES, ErrorCode, generalCodeOf } from './error-codes';
export type { ErrorCodeOfStatus } from './error-codes';
export { Phone } from './phone';
export {
  CategorySlug,
  ProductAttribute,
  ProductCardResponse,
  ProductResponse,
  ProductListResponse,
  ProductPathParams,
} from './products';
export {
  User,
  RegisterBody,
  LoginBody,
  LoginOtpBody,
  ResetPasswordBody,
  ResetPasswordResponse,
  CheckUserBody,
  CheckUserResponse,
  AuthResponse,
  UpdateCartBody,
  UpdateCartResponse,
  CartItemResponse,
  CartResponse,
  LogoutResponse,
  UID_MAX,
} from './auth';
export {
  SendCodeBody,
  SendCodeResponse,
  VerifyCodeBody,
  VerifyCodeResponse,
  SmsOutboxQuery,
  SmsOutboxResponse,
} from './identity';
export {
  Review,
  ReviewListResponse,
  ProductIdParams,
  ReviewEligibilityResponse,
  CreateReviewBody,
  CreateReviewResponse,
  ANONYMOUS_REVIEWER,
  ReviewPhoto,
  ReviewPhotoIds,
  ReviewPhotoUploadResponse,
} from './reviews';
export {
  BackInStockAlert,
  BackInStockBody,
  AddToWishlistBody,
  WishlistProductParams,
  WishlistResponse,
} from './wishlist';
export { ContactBody, ContactSuccessResponse, ContactFailureResponse } from './contact';
export {
  CustomerInfo,
  toCustomerInfo,
  OrderItemInput,
  OrderItemsInput,
  OrderData,
  CodOrderBody,
  TypedCouponCode,
  VerifyPaymentBody,
  CreatePaymentOrderBody,
  CreatePaymentOrderResponse,
  PaymentKeyResponse,
  MAX_ORDER_ITEMS,
  MAX_ORDER_ITEM_QUANTITY,
} from './order-request';
export { basketContent, orderContent } from './order-content';
export { cartLineToOrderItem, storedOrderItemToResponse } from './order-items';
export type { StoredOrderItem } from './order-items';
export type { BasketLine } from './order-content';
export {
  Order,
  OrderCustomerInfo,
  ShippingAddress,
  OrderItemResponse,
  OrderShipping,
  PaymentInfo,
  OrderRefund,
  OrderListResponse,
  OrderPricing,
  PlaceOrderResponse,
  BookShippingResponse,
  OrderIdParams,
  UserIdParams,
} from './order-response';
export {
  TrackingResponse,
  AwbTrackingResponse,
  TrackingTokenParams,
  PublicTrackingResponse,
  AwbParams,
  TrackMyBody,
  TrackMyResponse,
  MAX_TRACK_AWBS,
  MAX_TRACK_ORDER_IDS,
} from './tracking-response';
export {
  ShopConfig,
  CategoryName,
  FirebaseWebConfig,
  IDENTITY_PROVIDERS,
  SHIPPING_PROVIDERS,
  HealthResponse,
  ReadyResponse,
} from './shop-config';
export type { ShippingProviderName } from './shop-config';
export {
  IdempotencyHeaders,
  OrderPathParams,
  OrderRefusal,
  BookShippingFailure,
  WEBHOOK_OUTCOMES,
  PaymentWebhookHeaders,
  PaymentWebhookResponse,
} from './checkout-http';
export type { WebhookOutcome } from './checkout-http';
export {
  SandboxPayBody,
  SandboxPayResponse,
  SandboxPayFailure,
  SandboxUpiBody,
  SandboxUpiAnswer,
  SandboxUpiFailNext,
  SANDBOX_UPI_APPS,
  AdvanceShipmentQuery,
  FailNextBookings,
  FailNextBookingsBody,
  NdrShipmentBody,
  DevShipmentResponse,
} from './dev';
export { ENDPOINTS, endpointPath, errorCodesOf, errorStatusesOf, isStaffAuth, permissionOf } from './endpoints';
export type { Endpoint, EndpointAuth, EndpointName, PathParamNames, StaffAuth } from './endpoints';
export * from './admin';
export * from './admin-stock';
export * from './admin-variants';
export * from './admin-summary';
export * from './admin-orders';
export * from './admin-inbox';
export * from './admin-jobs';
// Sale prices on a schedule (docs/decisions/086-sale-prices-on-a-schedule.md).
export * from './admin-sale-prices';
export * from './admin-home';
export * from './shop-photos';
// Attributes (docs/decisions/092-attributes.md).
export * from './admin-attributes';
export * from './admin-customers';
export * from './conversations';
export * from './alerts';
export * from './admin-phone-orders';
// The shop's own categories (docs/decisions/097-categories.md).
export * from './admin-categories';
// Collections (docs/decisions/098-collections.md).
export * from './admin-collections';
export * from './collections';
// Offers in the back office (docs/decisions/085-coupon-uses-under-load.md).
export * from './admin-offers';
export * from './storefront';
export * from './delivery';
export * from './saved-addresses';
export * from './account-data';
export * from './order-self-service';
export {
  ReturnKind,
  ReturnReason,
  ReturnState,
  RefundDestination,
  UPI_ID_PATTERN,
  IFSC_PATTERN,
  BANK_ACCOUNT_PATTERN,
  PayoutDestinationInput,
  CreateReturnBody,
  ExchangeSizeOption,
  ReturnOptionsResponse,
  ReturnQuoteBody,
  ReturnQuoteResponse,
  ReturnPhoto,
  ReturnRequest,
  ReturnRequestList,
  AdminReturnRequest,
  AdminReturnsQuery,
  AdminReturnsResponse,
  RejectReturnBody,
  ReceiveReturnBody,
  PickupAddress,
  BANK_REFERENCE_PATTERN,
  ReturnPayoutPaidBody,
  PayoutDestinationResponse,
  isBankReference,
  ReturnPhotoResponse,
  DevBackdateDeliveryBody,
  DevBackdateDeliveryResponse,
} from './returns';
export { InvoiceStage, TaxDocument, TaxDocumentList, TaxDocumentParams } from './tax-documents';
export { PolicyParams, PolicyQuery, PolicyResponse, PolicyListResponse } from './policies';
export { ReturnsDashboardQuery, ReturnsDashboardResponse } from './returns-dashboard';
export {
  AvailableOffer,
  LiveOffersResponse,
  OFFER_KINDS,
  QuoteBody,
  QuotePaymentMode,
  QuoteResponse,
} from './checkout-quote';
export { WhatsappOutboxResponse, WhatsappSandboxReplyBody, WhatsappWebhookResponse } from './whatsapp';
