import { describe, expect, it } from 'vitest';
import { DLT_VAR, ORDER_MESSAGE_EVENTS, renderOrderMessage } from './order-messages';
import { templatesToRegister } from './templates-to-register';

const URL = 'https://vastra.in';

describe('templatesToRegister', () => {
  const all = templatesToRegister('Vastra', URL);

  it('lists every event in English, and in Hindi those with a Hindi text', () => {
    expect(all.filter((t) => t.language === 'en').map((t) => t.event)).toEqual([...ORDER_MESSAGE_EVENTS]);
    // Not the team's alerts (the back office speaks English), nor the reply to a contact message.
    const shoppers = ORDER_MESSAGE_EVENTS.filter((e) => !['support_reply', 'owner_alert', 'owner_digest'].includes(e));
    expect(all.filter((t) => t.language === 'hi').map((t) => t.event)).toEqual(shoppers);
  });

  it('gives the Hindi COD confirmation as each provider registers it', () => {
    expect(all.find((t) => t.event === 'cod_confirm' && t.language === 'hi')).toEqual({
      event: 'cod_confirm',
      language: 'hi',
      dlt:
        `कृपया अपने कैश ऑन डिलीवरी ऑर्डर ${DLT_VAR} की पुष्टि करें: ${URL}/c/${DLT_VAR} खोलें या ऑर्डर पेज पर ` +
        `कोड ${DLT_VAR} डालें। - Vastra`,
      msg91:
        `कृपया अपने कैश ऑन डिलीवरी ऑर्डर ##order## की पुष्टि करें: ${URL}/c/##link## खोलें या ऑर्डर पेज पर ` +
        'कोड ##code## डालें। - Vastra',
      variables: ['order', 'link', 'code'],
      whatsapp: {
        name: 'cod_confirm_v1',
        text: `कृपया अपने कैश ऑन डिलीवरी ऑर्डर {{1}} की पुष्टि करें: ${URL}/c/{{2}} खोलें या ऑर्डर पेज पर कोड {{3}} डालें। - Vastra`,
        buttons: ['ऑर्डर पक्का करें', 'रद्द करें'],
      },
    });
  });

  it('registers exactly the texts that are sent', () => {
    for (const t of all) {
      const filled = Object.fromEntries(t.variables.map((name) => [name, `x${name}`]));
      const sent = renderOrderMessage(t.event, filled, 'Vastra', URL, t.language).body;
      expect(t.msg91.replace(/##(\w+)##/g, 'x$1')).toBe(sent);
      expect(t.dlt.split(DLT_VAR)).toHaveLength(t.variables.length + 1);
      expect(t.whatsapp.text.replace(/\{\{\d\}\}/g, DLT_VAR)).toBe(t.dlt);
      expect([...t.whatsapp.text.matchAll(/\{\{(\d)\}\}/g)].map((m) => Number(m[1]))).toEqual(
        t.variables.map((_, i) => i + 1),
      );
    }
  });
});
