import type { User } from '@vastra/domain/api';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';

function displayPhone(phone: string): string {
  // '+919876543210' → '+91 98765 43210'
  return phone.length === 13 ? `${phone.slice(0, 3)} ${phone.slice(3, 8)} ${phone.slice(8)}` : phone;
}

/** The name's first and last initials; the first letter of `fallback` ('User') when it has none. */
function initials(name: string, fallback: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || fallback.charAt(0)
  );
}

type Props = { user: User; onLogout: () => void; ordersHref: string };

/** docs/rules/sign-in.md#profile: name, email, phone and a Logout button. */
export function ProfileCard({ user, onLogout, ordersHref }: Props) {
  const { t } = useI18n();
  const anonymous = t('User');
  const rows = [
    { label: t('Full name'), value: user.fullName || anonymous },
    { label: t('Email'), value: user.email },
    { label: t('Phone'), value: displayPhone(user.phone) },
  ];
  return (
    <div
      className={
        'overflow-hidden rounded-3xl border border-line bg-white/80 ' + 'shadow-[0_18px_50px_-30px_rgb(31_26_23/0.35)]'
      }
    >
      <div className="flex items-center gap-4 border-b border-line bg-sand/70 px-5 py-6 sm:px-8">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-ink font-display text-xl text-paper"
        >
          {initials(user.fullName, anonymous)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-display text-2xl leading-tight text-ink">{user.fullName || anonymous}</p>
          <p className="text-sm text-muted">{t('Your account')}</p>
        </div>
      </div>
      <dl className="divide-y divide-line px-5 sm:px-8">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 py-4 sm:grid-cols-[9rem_1fr] sm:gap-4">
            <dt className="text-sm text-muted">{row.label}</dt>
            <dd className="font-medium break-words text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3 border-t border-line px-5 py-5 sm:flex-row sm:justify-between sm:px-8">
        <Link to={ordersHref} className={buttonClasses({ variant: 'secondary' })}>
          {t('My Orders')}
        </Link>
        <Button onClick={onLogout}>{t('Logout')}</Button>
      </div>
    </div>
  );
}
