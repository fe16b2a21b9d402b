export { I18nProvider, useI18n, type I18n } from './i18n-provider';
export { loadCatalogue } from './load-catalogue';
export {
  createTranslator,
  ENGLISH,
  msg,
  type Catalogue,
  type Message,
  type PluralMessage,
  type Translator,
} from './translate';
