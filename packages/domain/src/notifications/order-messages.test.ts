import { describe, expect, it } from 'vitest';
import {
  DLT_VAR,
  ORDER_MESSAGE_EVENTS,
  codConfirmMessage,
  fitVariable,
  orderMessageVariables,
  renderOrderMessage,
  smsRupees,
  type OrderMessageEvent,
  type OrderMessageVars,
} from './order-messages';
import { orderIdOfLinkCode, orderLinkCode } from './order-link-code';

const URL = 'https://vastra.in';
const VARS: OrderMessageVars = {
  order: '#A1B2C3D4',
  amount: '1,299.00',
  awb: 'SIM123456789',
  link: 'obLD1NXnSPa4fXJRP8kOVg',
  code: '048213',
  kind: 'exchange',
  alert: 'New order #A1B2C3D4',
  detail: 'Rs.1,299, COD, Jaipur',
};

const CASES: [OrderMessageEvent, string, string][] = [
  [
    'placed',
    'Thank you! Your order #A1B2C3D4 of Rs.1,299.00 is placed. Track it at ' +
      'https://vastra.in/t/obLD1NXnSPa4fXJRP8kOVg - Vastra',
    'Thank you! Your order {#var#} of Rs.{#var#} is placed. Track it at https://vastra.in/t/{#var#} - Vastra',
  ],
  [
    'cod_confirm',
    'Please confirm your cash on delivery order #A1B2C3D4: open https://vastra.in/c/obLD1NXnSPa4fXJRP8kOVg or enter ' +
      'code 048213 on the order page. - Vastra',
    'Please confirm your cash on delivery order {#var#}: open https://vastra.in/c/{#var#} or enter code {#var#} ' +
      'on the order page. - Vastra',
  ],
  [
    'shipped',
    'Your order #A1B2C3D4 has shipped, AWB SIM123456789. Track it at ' +
      'https://vastra.in/t/obLD1NXnSPa4fXJRP8kOVg - Vastra',
    'Your order {#var#} has shipped, AWB {#var#}. Track it at https://vastra.in/t/{#var#} - Vastra',
  ],
  [
    'out_for_delivery',
    'Your order #A1B2C3D4 is out for delivery today. Track it at https://vastra.in/t/obLD1NXnSPa4fXJRP8kOVg - Vastra',
    'Your order {#var#} is out for delivery today. Track it at https://vastra.in/t/{#var#} - Vastra',
  ],
  [
    'delivered',
    'Your order #A1B2C3D4 has been delivered. Thank you for shopping with us. Details at ' +
      'https://vastra.in/t/obLD1NXnSPa4fXJRP8kOVg - Vastra',
    'Your order {#var#} has been delivered. Thank you for shopping with us. Details at https://vastra.in/t/{#var#} ' +
      '- Vastra',
  ],
  [
    'cancelled',
    'Your order #A1B2C3D4 has been cancelled. Details at https://vastra.in/t/obLD1NXnSPa4fXJRP8kOVg - Vastra',
    'Your order {#var#} has been cancelled. Details at https://vastra.in/t/{#var#} - Vastra',
  ],
  [
    'refunded',
    'Your refund of Rs.1,299.00 for order #A1B2C3D4 has been processed and reaches your account in 5-7 working days. ' +
      '- Vastra',
    'Your refund of Rs.{#var#} for order {#var#} has been processed and reaches your account in 5-7 working days. ' +
      '- Vastra',
  ],
  [
    'return_requested',
    'We have received your exchange request for order #A1B2C3D4. We will let you know when it is reviewed. Details ' +
      'at https://vastra.in/t/obLD1NXnSPa4fXJRP8kOVg - Vastra',
    'We have received your {#var#} request for order {#var#}. We will let you know when it is reviewed. Details at ' +
      'https://vastra.in/t/{#var#} - Vastra',
  ],
  [
    'return_approved',
    'Your exchange request for order #A1B2C3D4 is approved. Next steps at https://vastra.in/t/obLD1NXnSPa4fXJRP8kOVg ' +
      '- Vastra',
    'Your {#var#} request for order {#var#} is approved. Next steps at https://vastra.in/t/{#var#} - Vastra',
  ],
  [
    'return_rejected',
    'Your exchange request for order #A1B2C3D4 was not approved. The reason is at ' +
      'https://vastra.in/t/obLD1NXnSPa4fXJRP8kOVg - Vastra',
    'Your {#var#} request for order {#var#} was not approved. The reason is at https://vastra.in/t/{#var#} - Vastra',
  ],
  [
    'support_reply',
    'We have replied to your message to Vastra. Read it and answer at https://vastra.in/m/obLD1NXnSPa4fXJRP8kOVg ' +
      '- Vastra',
    'We have replied to your message to Vastra. Read it and answer at https://vastra.in/m/{#var#} - Vastra',
  ],
  [
    'owner_alert',
    'Vastra alert: New order #A1B2C3D4. Rs.1,299, COD, Jaipur. Open https://vastra.in/admin - Vastra',
    'Vastra alert: {#var#}. {#var#}. Open https://vastra.in/admin - Vastra',
  ],
  [
    'owner_digest',
    'Vastra in the last 24 hours: Rs.1,299, COD, Jaipur. Open https://vastra.in/admin - Vastra',
    'Vastra in the last 24 hours: {#var#}. Open https://vastra.in/admin - Vastra',
  ],
];

describe('renderOrderMessage', () => {
  it('has a case for every event', () => {
    expect(CASES.map(([event]) => event)).toEqual([...ORDER_MESSAGE_EVENTS]);
  });

  it.each(CASES)('%s: the exact text, its DLT text and named variables', (event, body, dltText) => {
    const message = renderOrderMessage(event, VARS, 'Vastra', `${URL}/`);
    expect(message.body).toBe(body);
    expect(message.dltText).toBe(dltText);
    const names = orderMessageVariables(event);
    expect(Object.keys(message.variables)).toEqual(names);
    for (const name of names) expect(message.variables[name]).toBe(VARS[name]);
  });

  it.each(CASES)('%s: DLT shape — brand last, ≤3 variables, none the last word, one line, plain characters', (e) => {
    const { dltText, body } = renderOrderMessage(e, VARS, 'Vastra', URL);
    expect(dltText.endsWith(' - Vastra')).toBe(true);
    const count = dltText.split(DLT_VAR).length - 1;
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    const words = dltText.trim().split(/\s+/);
    expect(words.at(-1)).not.toContain(DLT_VAR);
    expect(body).not.toMatch(/[\n\r]/);
    // GSM-friendly: no rupee sign or typographic characters that would make it a Unicode SMS.
    expect(body).toMatch(/^[\x20-\x7E]+$/);
  });

  it('uses the shop name as the brand', () => {
    expect(renderOrderMessage('cancelled', VARS, 'Kesari', URL).body.endsWith(' - Kesari')).toBe(true);
  });

  it('cuts a text variable to 30 characters and keeps it on one line', () => {
    const awb = 'AWB 1234567890 1234567890 1234567890 extra';
    const message = renderOrderMessage('shipped', { ...VARS, awb: `  ${awb}\n` }, 'Vastra', URL);
    expect(message.variables.awb).toBe('AWB 1234567890 1234567890 1234');
    expect(message.variables.awb).toHaveLength(30);
    expect(message.body).toContain('AWB AWB 1234567890 1234567890 1234. Track');
  });

  it('never splits a character when cutting', () => {
    expect(fitVariable('😀'.repeat(40))).toBe('😀'.repeat(30));
  });

  it('refuses a link or code longer than 30 characters (a cut link would not open)', () => {
    expect(() => renderOrderMessage('placed', { ...VARS, link: 'x'.repeat(31) }, 'Vastra', URL)).toThrow(
      'placed message: link is longer than 30 characters',
    );
  });

  it('refuses a missing variable', () => {
    expect(() => renderOrderMessage('shipped', { order: '#A1B2C3D4', link: 'abc' }, 'Vastra', URL)).toThrow(
      'shipped message needs the variable awb',
    );
  });
});

describe('codConfirmMessage', () => {
  it('renders the COD confirmation with order, link token and code', () => {
    const message = codConfirmMessage(
      { order: '#A1B2C3D4', token: 'tok_abcdefghijklmnop', code: '123456' },
      'Vastra',
      URL,
    );
    expect(message.variables).toEqual({ order: '#A1B2C3D4', link: 'tok_abcdefghijklmnop', code: '123456' });
    expect(message.body).toContain('open https://vastra.in/c/tok_abcdefghijklmnop or enter code 123456 on');
  });
});

describe('smsRupees', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [49900, '499.00'],
    [129900, '1,299.00'],
    [12345678, '1,23,456.78'],
    [1000000000, '1,00,00,000.00'],
  ])('%i paise → %s', (paise, text) => {
    expect(smsRupees(paise)).toBe(text);
  });
});

describe('orderLinkCode', () => {
  it.each([
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'a1b2c3d4-1e2f-4a5b-8c9d-0e1f2a3b4c5d',
  ])('%s round-trips through a 22-character code', (id) => {
    const code = orderLinkCode(id);
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(orderIdOfLinkCode(code)).toBe(id);
  });

  it.each(['', 'short', 'x'.repeat(23), 'AAAAAAAAAAAAAAAAAAAAA!', 'AAAAAAAAAAAAAAAAAAAAAB'])('refuses %j', (code) =>
    expect(orderIdOfLinkCode(code)).toBeNull(),
  );
});
