import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useI18n } from '../../../lib/i18n';
import { useShopConfig } from '../../../lib/shop-config';

/** 'https://instagram.com/vastra' → 'instagram.com/vastra' for the link text. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

/** docs/rules/contact.md#screen: email support, call (the masked number), reply time and the social link. */
export function SupportInfo() {
  const { t } = useI18n();
  const { data: config, isPending } = useShopConfig();
  if (isPending) {
    return (
      <div className="space-y-4" aria-hidden="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  return (
    <ul className="grid gap-4">
      {config?.supportEmail && (
        <InfoCard title={t('Email support')} icon={<path d="M4 6h16v12H4zM4 7l8 6 8-6" />}>
          <a
            href={`mailto:${config.supportEmail}`}
            className="font-medium break-all text-ink underline-offset-4 hover:underline"
          >
            {config.supportEmail}
          </a>
        </InfoCard>
      )}
      {config?.supportPhoneMasked && (
        <InfoCard
          title={t('Call')}
          icon={
            <path d="M6 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2Z" />
          }
        >
          <span className="font-medium tabular-nums text-ink">{config.supportPhoneMasked}</span>
        </InfoCard>
      )}
      <InfoCard title={t('Response time')} icon={<path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />}>
        <span className="text-ink">{t('Typically replies within 2–4 hours')}</span>
      </InfoCard>
      {config?.socialUrl && (
        <InfoCard
          title={t('Follow us')}
          icon={
            <path
              d={
                'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 ' +
                '4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01'
              }
            />
          }
        >
          <a
            href={config.socialUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all text-ink underline-offset-4 hover:underline"
          >
            {displayUrl(config.socialUrl)}
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        </InfoCard>
      )}
    </ul>
  );
}

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4 rounded-2xl border border-line bg-white/60 p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-dark">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icon}
        </svg>
      </span>
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">{title}</p>
        {children}
      </div>
    </li>
  );
}
