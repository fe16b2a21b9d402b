import { describe, expect, it } from 'vitest';
import { templatesListing } from './message-templates';

// `npm run messages:templates`: what a shop registers with DLT, MSG91 and WhatsApp before its texts can go.
describe('templatesListing', () => {
  const listing = templatesListing('Kesari', 'https://kesari.in', 'en_US');
  const lines = listing.split('\n');
  const section = (heading: string) => lines.slice(lines.indexOf(heading), lines.indexOf(heading) + 6);

  it('counts the texts in each language', () => {
    expect(lines[0]).toBe('Texts to register for Kesari (https://kesari.in): 13 in English, 10 in Hindi.');
  });

  it("gives a Hindi text as DLT, MSG91 (its '_hi' key) and WhatsApp ('hi') take it", () => {
    expect(section('## cancelled (Hindi)')).toEqual([
      '## cancelled (Hindi)',
      'SMS, DLT:     आपका ऑर्डर {#var#} रद्द कर दिया गया है। विवरण: https://kesari.in/t/{#var#} - Kesari',
      'SMS, MSG91:   आपका ऑर्डर ##order## रद्द कर दिया गया है। विवरण: https://kesari.in/t/##link## - Kesari',
      '              its id in MSG91_ORDER_TEMPLATES under "cancelled_hi"',
      'WhatsApp:     cancelled_v1 (hi, utility): ' +
        'आपका ऑर्डर {{1}} रद्द कर दिया गया है। विवरण: https://kesari.in/t/{{2}} - Kesari',
      '',
    ]);
  });

  it("names an English template's WhatsApp language as configured, and the COD confirmation's buttons", () => {
    expect(section('## cod_confirm (English)').slice(4)).toEqual([
      'WhatsApp:     cod_confirm_v1 (en_US, utility): Please confirm your cash on delivery order {{1}}: open ' +
        'https://kesari.in/c/{{2}} or enter code {{3}} on the order page. - Kesari',
      '              quick replies: Confirm order | Cancel',
    ]);
    expect(listing).toContain('## owner_digest (English)');
    expect(listing).not.toContain('## owner_digest (Hindi)');
  });
});
