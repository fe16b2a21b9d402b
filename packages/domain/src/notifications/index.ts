export {
  ORDER_MESSAGE_EVENTS,
  MESSAGE_CHANNELS,
  DLT_VARIABLE_MAX,
  DLT_VARIABLES_MAX,
  DLT_VAR,
  renderOrderMessage,
  orderMessageLanguages,
  variablesInEnglish,
  AWB_TO_FOLLOW,
  codConfirmMessage,
  orderMessageVariables,
  fitVariable,
  smsRupees,
  type OrderMessageEvent,
  type MessageChannel,
  type OrderMessageVars,
  type OrderMessageVar,
  type RenderedOrderMessage,
} from './order-messages';
export { orderLinkCode, orderIdOfLinkCode } from './order-link-code';
export { trackingToken, readTrackingToken, TRACKING_MAC_CHARS, TRACKING_TOKEN_CHARS } from './tracking-token';
export {
  whatsappTemplateName,
  whatsappBodyParameters,
  whatsappTemplateText,
  codReplyPayload,
  parseCodReplyPayload,
  isWhatsappStop,
  COD_QUICK_REPLIES,
  WHATSAPP_STOP_WORDS,
  WHATSAPP_OPT_IN,
  type CodQuickReply,
} from './whatsapp';
export { templatesToRegister, type TemplateToRegister } from './templates-to-register';
