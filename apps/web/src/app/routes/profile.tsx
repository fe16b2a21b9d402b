import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AddressBook } from '../../features/checkout/address-book/components/address-book';
import { ProfileCard } from '../../features/auth/components/profile-card';
import { YourData } from '../../features/auth/data-rights/your-data';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /profile (docs/rules/sign-in.md#screen, login required): the account, and Logout, which also clears the cart
 * (docs/rules/sign-in.md#session).
 */
export function Component() {
  const { user, loading, logout } = useSession();
  const navigate = useNavigate();
  const { t } = useI18n();
  usePageTitle(t('Profile'));

  return (
    <section aria-labelledby="profile-heading" className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 id="profile-heading" className="mb-6 font-display text-3xl leading-tight sm:text-4xl">
        {t('My Profile')}
      </h1>
      {loading && <Spinner label={t('Loading your profile')} />}
      {!loading && !user && (
        <div className="rounded-3xl border border-line bg-white/80 px-6 py-10 text-center">
          <p className="text-muted">{t('Please log in to view your profile.')}</p>
          <Link to={paths.login.getHref('login')} className={buttonClasses({ className: 'mt-5' })}>
            {t('Login')}
          </Link>
        </div>
      )}
      {!loading && user && (
        <>
          <ProfileCard
            user={user}
            ordersHref={paths.orders.getHref()}
            onLogout={() => {
              logout();
              void navigate(paths.login.getHref(), { replace: true });
            }}
          />
          <AddressBook />
          <YourData />
        </>
      )}
    </section>
  );
}
