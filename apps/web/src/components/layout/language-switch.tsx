import { LANGUAGE_NAMES, type Language } from '@vastra/domain/i18n';
import { useI18n } from '../../lib/i18n';
import { cn } from '../ui/cn';

/**
 * The shopper's language (docs/decisions/136-hindi-storefront.md): a button naming the other one in itself
 * ("हिन्दी" on an English page, "English" on a Hindi one); the choice is remembered and every page after is drawn in it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage } = useI18n();
  const other: Language = language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={other === 'hi' ? 'hi-IN' : 'en-IN'}
      onClick={() => void setLanguage(other)}
      className={cn(
        'min-h-11 rounded-full border border-line px-3 text-sm font-medium text-ink hover:border-ink xl:min-h-9',
        className,
      )}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
