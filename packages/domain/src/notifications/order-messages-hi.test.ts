import { describe, expect, it } from 'vitest';
import {
  AWB_TO_FOLLOW,
  DLT_VAR,
  ORDER_MESSAGE_EVENTS,
  codConfirmMessage,
  orderMessageLanguages,
  orderMessageVariables,
  renderOrderMessage,
  variablesInEnglish,
  type OrderMessageEvent,
  type OrderMessageVars,
} from './order-messages';
import { COD_QUICK_REPLIES, whatsappBodyParameters, whatsappTemplateText } from './whatsapp';

const URL = 'https://vastra.in';
const LINK = 'obLD1NXnSPa4fXJRP8kOVg';
const VARS: OrderMessageVars = {
  order: '#A1B2C3D4',
  amount: '1,299.00',
  awb: 'SIM123456789',
  link: LINK,
  code: '048213',
  kind: 'exchange',
};

const CASES: [OrderMessageEvent, string][] = [
  ['placed', `धन्यवाद! आपका ऑर्डर #A1B2C3D4 (₹1,299.00) मिल गया है। इसे ट्रैक करें: ${URL}/t/${LINK} - Vastra`],
  [
    'cod_confirm',
    `कृपया अपने कैश ऑन डिलीवरी ऑर्डर #A1B2C3D4 की पुष्टि करें: ${URL}/c/${LINK} खोलें या ऑर्डर पेज पर कोड 048213 ` +
      'डालें। - Vastra',
  ],
  ['shipped', `आपका ऑर्डर #A1B2C3D4 भेज दिया गया है, AWB SIM123456789। इसे ट्रैक करें: ${URL}/t/${LINK} - Vastra`],
  ['out_for_delivery', `आपका ऑर्डर #A1B2C3D4 आज डिलीवरी के लिए निकल चुका है। इसे ट्रैक करें: ${URL}/t/${LINK} - Vastra`],
  ['delivered', `आपका ऑर्डर #A1B2C3D4 डिलीवर हो गया है। हमसे खरीदारी के लिए धन्यवाद। विवरण: ${URL}/t/${LINK} - Vastra`],
  ['cancelled', `आपका ऑर्डर #A1B2C3D4 रद्द कर दिया गया है। विवरण: ${URL}/t/${LINK} - Vastra`],
  [
    'refunded',
    'आपका ₹1,299.00 का रिफ़ंड (ऑर्डर #A1B2C3D4) कर दिया गया है, यह 5-7 कार्यदिवसों में आपके खाते में पहुँच जाएगा। - Vastra',
  ],
  [
    'return_requested',
    `आपका एक्सचेंज अनुरोध (ऑर्डर #A1B2C3D4) हमें मिल गया है। जाँच होते ही हम आपको बताएँगे। विवरण: ${URL}/t/${LINK} - Vastra`,
  ],
  ['return_approved', `आपका एक्सचेंज अनुरोध (ऑर्डर #A1B2C3D4) स्वीकार हो गया है। आगे क्या करना है: ${URL}/t/${LINK} - Vastra`],
  ['return_rejected', `आपका एक्सचेंज अनुरोध (ऑर्डर #A1B2C3D4) स्वीकार नहीं हुआ। कारण यहाँ देखें: ${URL}/t/${LINK} - Vastra`],
];

describe('order texts in Hindi', () => {
  it("has a Hindi text for every shopper's order event, none for the team's", () => {
    const hindi = ORDER_MESSAGE_EVENTS.filter((event) => orderMessageLanguages(event).includes('hi'));
    expect(hindi).toEqual(CASES.map(([event]) => event));
    expect(orderMessageLanguages('owner_alert')).toEqual(['en']);
    expect(orderMessageLanguages('placed')).toEqual(['en', 'hi']);
  });

  it.each(CASES)('%s: the exact text, in Hindi', (event, body) => {
    const message = renderOrderMessage(event, VARS, 'Vastra', `${URL}/`, 'hi');
    expect(message.body).toBe(body);
    expect(message.language).toBe('hi');
    expect(message.dltText).toBe(
      body.replace(/#A1B2C3D4|1,299\.00|SIM123456789|048213|एक्सचेंज|obLD1NXnSPa4fXJRP8kOVg/g, DLT_VAR),
    );
  });

  it.each(CASES)('%s: the English text’s variables, under the same DLT rules', (event) => {
    const { dltText, body, variables } = renderOrderMessage(event, VARS, 'Vastra', URL, 'hi');
    expect(orderMessageVariables(event, 'hi').toSorted()).toEqual(orderMessageVariables(event).toSorted());
    expect(Object.keys(variables)).toEqual(orderMessageVariables(event, 'hi'));
    expect(dltText.endsWith(' - Vastra')).toBe(true);
    const count = dltText.split(DLT_VAR).length - 1;
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    expect(dltText.trim().split(/\s+/).at(-1)).not.toContain(DLT_VAR);
    expect(body).not.toMatch(/[\n\r]/);
    expect(body).toMatch(/[\u0900-\u097F]/);
  });

  it("says a return's kind and a bill still to follow in Hindi, and reads them back in English", () => {
    const returned = renderOrderMessage('return_approved', { ...VARS, kind: 'return' }, 'Vastra', URL, 'hi');
    expect(returned.variables.kind).toBe('रिटर्न');
    const shipped = renderOrderMessage('shipped', { ...VARS, awb: AWB_TO_FOLLOW }, 'Vastra', URL, 'hi');
    expect(shipped.body).toContain('AWB जल्द ही।');
    const english = (event: OrderMessageEvent, vars: OrderMessageVars) =>
      renderOrderMessage(event, vars, 'Vastra', URL).body;
    expect(english('return_approved', variablesInEnglish(returned.variables, 'hi'))).toBe(
      english('return_approved', { ...VARS, kind: 'return' }),
    );
    expect(english('shipped', variablesInEnglish(shipped.variables, 'hi'))).toBe(
      english('shipped', { ...VARS, awb: AWB_TO_FOLLOW }),
    );
    expect(variablesInEnglish({ awb: 'SIM123456789', kind: 'exchange' }, 'en')).toEqual({
      awb: 'SIM123456789',
      kind: 'exchange',
    });
  });

  it('writes an alert asked for in Hindi in English, and says so', () => {
    const alert = renderOrderMessage('owner_alert', { alert: 'New order', detail: 'Rs.1,299' }, 'Vastra', URL, 'hi');
    expect(alert.language).toBe('en');
    expect(alert.body).toBe(`Vastra alert: New order. Rs.1,299. Open ${URL}/admin - Vastra`);
  });

  it('writes the COD confirmation and its WhatsApp template in Hindi', () => {
    const message = codConfirmMessage({ order: '#A1B2C3D4', token: LINK, code: '123456' }, 'Vastra', URL, 'hi');
    expect(message.body).toContain(`${URL}/c/${LINK} खोलें या ऑर्डर पेज पर कोड 123456 डालें।`);
    expect(whatsappTemplateText('cod_confirm', 'Vastra', URL, 'hi')).toBe(
      `कृपया अपने कैश ऑन डिलीवरी ऑर्डर {{1}} की पुष्टि करें: ${URL}/c/{{2}} खोलें या ऑर्डर पेज पर कोड {{3}} डालें। - Vastra`,
    );
    expect(whatsappBodyParameters('refunded', { order: '#A1B2C3D4', amount: '1,299.00' }, 'hi')).toEqual([
      '1,299.00',
      '#A1B2C3D4',
    ]);
    expect(COD_QUICK_REPLIES.map((button) => button.hindi)).toEqual(['ऑर्डर पक्का करें', 'रद्द करें']);
  });
});
