// `npm run messages:templates`: prints every order text to register (DLT, MSG91, WhatsApp), in English and Hindi,
// for this shop's SHOP_NAME and PUBLIC_URL (docs/decisions/145-order-texts-in-hindi.md).
import { loadConfig } from './config';
import { templatesListing } from './message-templates';

const config = loadConfig();
process.stdout.write(
  templatesListing(
    config.SHOP_NAME,
    (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    config.WHATSAPP_TEMPLATE_LANGUAGE,
  ),
);
