import { shareText, whatsAppShareUrl } from '@vastra/domain/catalog';
import { useState } from 'react';
import { buttonClasses } from './button';
import { useI18n } from '../../lib/i18n';
import { pageOrigin } from '../../lib/initial-page';

/**
 * Share a page (docs/decisions/125-recently-viewed-and-share.md): to WhatsApp first, then by the phone's share sheet
 * where the browser has one, else by copying the link. The link opens as a card drawn from the page's Open Graph tags.
 */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const url = `${pageOrigin()}${path}`;
  const sheet = 'share' in navigator;
  const classes = buttonClasses({ variant: 'secondary', size: 'sm' });

  async function more() {
    // Closing the share sheet without choosing rejects, and so does a refused clipboard: nothing to say about either.
    if (sheet) return navigator.share({ title, text: title, url }).catch(() => undefined);
    return navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    );
  }

  return (
    <div role="group" aria-label={t('Share')} className="flex flex-wrap items-center gap-3">
      <a href={whatsAppShareUrl(shareText(title, url))} target="_blank" rel="noopener noreferrer" className={classes}>
        {t('Share on WhatsApp')}
        <span className="sr-only"> {t('(opens in a new tab)')}</span>
      </a>
      <button type="button" onClick={() => void more()} className={classes}>
        {sheet ? t('More ways to share') : t('Copy link')}
      </button>
      {copied && <span role="status">{t('Link copied')}</span>}
    </div>
  );
}
