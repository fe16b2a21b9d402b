import { ContactForm } from '../../features/contact/components/contact-form';
import { SupportInfo } from '../../features/contact/components/support-info';
import { useI18n } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** /contact (docs/rules/contact.md#screen): the form beside the support info and social links. */
export function Component() {
  const { t } = useI18n();
  usePageTitle(t('Contact'));
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-16 lg:px-8">
      <header className="mb-10 max-w-2xl space-y-3">
        <p className="text-[0.6875rem] font-semibold tracking-[0.22em] text-accent uppercase">{t('Contact')}</p>
        <h1 className="font-display text-4xl leading-tight text-ink sm:text-5xl">{t('We’d love to hear from you')}</h1>
        <p className="text-muted">
          {t('Questions about an order, a size or a fabric? Write to us and our team will get back to you.')}
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <div className="rounded-[var(--radius-card)] border border-line bg-white/70 p-5 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <aside aria-labelledby="support-title" className="space-y-4">
          <h2 id="support-title" className="font-display text-2xl text-ink">
            {t('Customer care')}
          </h2>
          <SupportInfo />
        </aside>
      </div>
    </div>
  );
}
