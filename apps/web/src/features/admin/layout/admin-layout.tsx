import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandMark, MenuIcon } from '../../../components/layout/icons';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { adminPaths } from '../admin-paths';
import type { SignInState } from '../auth/require-staff';
import { useSignOut, useStaff } from '../auth/staff-session';
import { AdminErrorBoundary } from '../app/admin-error';
import { useAlertNotifications } from '../alerts/use-alert-notifications';
import { navFor } from './admin-nav';
import { ROLE_LABELS } from '@vastra/domain/back-office';

function AdminMark({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={adminPaths.home.getHref()} onClick={onNavigate} className="flex items-center gap-2.5">
      <BrandMark className="size-9" />
      <span className="font-display text-[1.375rem] leading-none tracking-wide text-ink">Vastra</span>
      <span
        className={cn(
          'rounded-full bg-ink px-2 py-0.5',
          'text-[0.6875rem] font-semibold tracking-wider text-paper uppercase',
        )}
      >
        Admin
      </span>
    </Link>
  );
}

/** The navigation, the member signed in, Sign out and View shop: the sidebar's and the menu's content. */
function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const staff = useStaff();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const onSignOut = async () => {
    setLeaving(true);
    await signOut();
    const state: SignInState = { signedOut: true };
    void navigate(adminPaths.signIn.getHref(), { replace: true, state });
  };
  return (
    <div className="flex h-full flex-col gap-6">
      <nav aria-label="Back office">
        <ul className="flex flex-col gap-1">
          {navFor(staff.permissions).map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end={item.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'block rounded-xl px-3 py-2.5 text-sm transition-colors',
                    isActive ? 'bg-ink font-medium text-paper' : 'text-muted hover:bg-sand hover:text-ink',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto flex flex-col gap-3 border-t border-line pt-4">
        <p className="text-sm">
          <span className="block font-medium text-ink">{staff.fullName}</span>
          <span className="text-muted">{ROLE_LABELS[staff.role]}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void onSignOut()}
            disabled={leaving}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            Sign out
          </button>
          <a href="/" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            View shop
          </a>
        </div>
      </div>
    </div>
  );
}

/**
 * The signed-in back office: a sidebar from md up; below, a top bar whose Menu button opens the same
 * navigation in a dialog (focus kept inside, Escape closes, focus back on the button). It also shows the member's
 * alerts as browser notifications (alerts/use-alert-notifications.ts).
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  // The member's alerts as browser notifications while any back-office page is open, when they chose them.
  useAlertNotifications();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }
  return (
    <div className="min-h-dvh bg-paper md:flex">
      <a
        href="#admin-main"
        className={
          'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 ' +
          'focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-paper'
        }
      >
        Skip to content
      </a>
      <header
        className={cn(
          'sticky top-0 z-40 flex h-16 items-center gap-2',
          'border-b border-line bg-paper/90 px-2 backdrop-blur-md md:hidden',
        )}
      >
        <button
          type="button"
          className="grid size-11 place-items-center rounded-full text-ink hover:bg-sand"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-label="Menu"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon open={false} />
        </button>
        <AdminMark />
      </header>
      <aside
        className={cn(
          'sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-8',
          'border-r border-line bg-sand/40 px-4 py-6 md:flex',
        )}
      >
        <AdminMark />
        <NavContent />
      </aside>
      <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu" className="min-h-[60dvh]">
        <div className="mt-6 flex min-h-[45dvh] flex-col">
          <NavContent onNavigate={() => setMenuOpen(false)} />
        </div>
      </Dialog>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <AdminErrorBoundary>{children ?? <Outlet />}</AdminErrorBoundary>
      </main>
    </div>
  );
}
