import { v, type Template } from './message-parts';
import type { OrderMessageEvent, OrderMessageVar } from './order-messages';

/**
 * The shopper's order texts in Hindi (docs/decisions/145-order-texts-in-hindi.md), each the English template's
 * meaning with the same variables, under the same DLT rules (order-messages.ts): at most 3 variables, none the last
 * word, the brand last. A Hindi text is a Unicode SMS, so it says ₹ where the English says 'Rs.'. The words are the
 * storefront's Hindi (ऑर्डर, रिटर्न, एक्सचेंज, कैश ऑन डिलीवरी). The team's alerts have none: the back office speaks
 * English. Changing one means registering it again on DLT and in WhatsApp Manager.
 */
export const HINDI_TEMPLATES: Partial<Record<OrderMessageEvent, Template>> = {
  placed: (s) => [
    'धन्यवाद! आपका ऑर्डर ',
    v('order'),
    ' (₹',
    v('amount'),
    `) मिल गया है। इसे ट्रैक करें: ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  cod_confirm: (s) => [
    'कृपया अपने कैश ऑन डिलीवरी ऑर्डर ',
    v('order'),
    ` की पुष्टि करें: ${s.url}/c/`,
    v('link'),
    ' खोलें या ऑर्डर पेज पर कोड ',
    v('code'),
    ` डालें। - ${s.name}`,
  ],
  shipped: (s) => [
    'आपका ऑर्डर ',
    v('order'),
    ' भेज दिया गया है, AWB ',
    v('awb'),
    `। इसे ट्रैक करें: ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  out_for_delivery: (s) => [
    'आपका ऑर्डर ',
    v('order'),
    ` आज डिलीवरी के लिए निकल चुका है। इसे ट्रैक करें: ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  delivered: (s) => [
    'आपका ऑर्डर ',
    v('order'),
    ` डिलीवर हो गया है। हमसे खरीदारी के लिए धन्यवाद। विवरण: ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  cancelled: (s) => ['आपका ऑर्डर ', v('order'), ` रद्द कर दिया गया है। विवरण: ${s.url}/t/`, v('link'), ` - ${s.name}`],
  refunded: (s) => [
    'आपका ₹',
    v('amount'),
    ' का रिफ़ंड (ऑर्डर ',
    v('order'),
    `) कर दिया गया है, यह 5-7 कार्यदिवसों में आपके खाते में पहुँच जाएगा। - ${s.name}`,
  ],
  return_requested: (s) => [
    'आपका ',
    v('kind'),
    ' अनुरोध (ऑर्डर ',
    v('order'),
    `) हमें मिल गया है। जाँच होते ही हम आपको बताएँगे। विवरण: ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  return_approved: (s) => [
    'आपका ',
    v('kind'),
    ' अनुरोध (ऑर्डर ',
    v('order'),
    `) स्वीकार हो गया है। आगे क्या करना है: ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
  return_rejected: (s) => [
    'आपका ',
    v('kind'),
    ' अनुरोध (ऑर्डर ',
    v('order'),
    `) स्वीकार नहीं हुआ। कारण यहाँ देखें: ${s.url}/t/`,
    v('link'),
    ` - ${s.name}`,
  ],
};

/** Variable values that are English words, as the Hindi texts say them (the rest, numbers and codes, stay). */
export const HINDI_WORDS: Partial<Record<OrderMessageVar, Readonly<Record<string, string>>>> = {
  kind: { return: 'रिटर्न', exchange: 'एक्सचेंज' },
  awb: { 'to follow': 'जल्द ही' },
};
