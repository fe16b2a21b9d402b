import { templatesToRegister } from '@vastra/domain/notifications';
import { msg91TemplateKey } from './modules/identity';

/**
 * The texts a shop registers before its order texts can go (`npm run messages:templates`): each SMS as the DLT portal
 * takes it and as its MSG91 template (with the key of MSG91_ORDER_TEMPLATES its id goes under), and each WhatsApp
 * utility template with its language code. Hindi texts go out once registered and set
 * (docs/decisions/145-order-texts-in-hindi.md).
 */
export function templatesListing(shopName: string, publicUrl: string, whatsappLanguage: string): string {
  const templates = templatesToRegister(shopName, publicUrl);
  const hindi = templates.filter((t) => t.language === 'hi').length;
  const lines = [
    `Texts to register for ${shopName} (${publicUrl}): ${templates.length - hindi} in English, ${hindi} in Hindi.`,
    'Hindi ones are sent once registered: MSG91 ids under their "_hi" keys, WHATSAPP_HINDI_TEMPLATES=true.',
  ];
  for (const t of templates) {
    const whatsappCode = t.language === 'hi' ? 'hi' : whatsappLanguage;
    lines.push(
      '',
      `## ${t.event} (${t.language === 'hi' ? 'Hindi' : 'English'})`,
      `SMS, DLT:     ${t.dlt}`,
      `SMS, MSG91:   ${t.msg91}`,
      `              its id in MSG91_ORDER_TEMPLATES under "${msg91TemplateKey(t.event, t.language)}"`,
      `WhatsApp:     ${t.whatsapp.name} (${whatsappCode}, utility): ${t.whatsapp.text}`,
    );
    if (t.whatsapp.buttons.length > 0) lines.push(`              quick replies: ${t.whatsapp.buttons.join(' | ')}`);
  }
  return `${lines.join('\n')}\n`;
}
