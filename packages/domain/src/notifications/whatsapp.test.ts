import { describe, expect, it } from 'vitest';
import { orderMessageVariables, renderOrderMessage } from './order-messages';
import {
  codReplyPayload,
  isWhatsappStop,
  parseCodReplyPayload,
  whatsappBodyParameters,
  whatsappTemplateName,
  whatsappTemplateText,
} from './whatsapp';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv_-';

describe('WhatsApp templates are the SMS texts', () => {
  it('prints the text to register with {{n}} for each variable, in order', () => {
    expect(whatsappTemplateText('cod_confirm', 'Vastra', 'https://vastra.in')).toBe(
      'Please confirm your cash on delivery order {{1}}: open https://vastra.in/c/{{2}} or enter code {{3}} on the ' +
        'order page. - Vastra',
    );
    expect(whatsappTemplateName('out_for_delivery')).toBe('out_for_delivery_v1');
  });

  it("gives a rendered message's variables as the template's parameters, in the template's order", () => {
    const { variables } = renderOrderMessage(
      'shipped',
      { order: '#A1B2C3D4', awb: '19041234567890', link: 'abc' },
      'Vastra',
      'https://vastra.in',
    );
    expect(orderMessageVariables('shipped')).toEqual(['order', 'awb', 'link']);
    expect(whatsappBodyParameters('shipped', variables)).toEqual(['#A1B2C3D4', '19041234567890', 'abc']);
    expect(() => whatsappBodyParameters('shipped', { order: '#A1B2C3D4' })).toThrow(
      'shipped template needs the variable awb',
    );
  });
});

describe('COD quick-reply payloads', () => {
  it.each([
    ['confirm', `cod:confirm:${TOKEN}`],
    ['cancel', `cod:cancel:${TOKEN}`],
  ] as const)('%s round-trips', (reply, payload) => {
    expect(codReplyPayload(reply, TOKEN)).toBe(payload);
    expect(parseCodReplyPayload(payload)).toEqual({ reply, token: TOKEN });
  });

  it.each(['', 'cod:confirm:', 'cod:ship:' + TOKEN, `cod:confirm:${TOKEN} `, 'cod:confirm:short', 'Confirm order'])(
    'reads %j as none of ours',
    (payload) => expect(parseCodReplyPayload(payload)).toBeNull(),
  );
});

describe('STOP', () => {
  it.each([
    ['STOP', true],
    [' stop ', true],
    ['Unsubscribe', true],
    ['band   karo', true],
    ['बंद करो', true],
    ['stop please', false],
    ['Where is my order?', false],
  ])('%j asks to stop: %s', (text, stop) => expect(isWhatsappStop(text)).toBe(stop));
});
