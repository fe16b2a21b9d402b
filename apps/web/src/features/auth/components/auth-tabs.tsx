import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../../components/ui/cn';
import { msg, useI18n, type Message } from '../../../lib/i18n';

export type AuthMode = 'login' | 'signup';
const MODES: { mode: AuthMode; label: Message }[] = [
  { mode: 'login', label: msg('Login') },
  { mode: 'signup', label: msg('Signup') },
];

/** The tab and panel ids of a mode, shared by the tabs and the page's tabpanel. */
export function authTabIds(mode: AuthMode) {
  return { tab: `auth-tab-${mode}`, panel: `auth-panel-${mode}` };
}

type Props = { mode: AuthMode; onSelect: (mode: AuthMode) => void; disabled: boolean };

/**
 * Tabs Login and Signup, disabled while busy (docs/rules/sign-in.md#screen); arrow keys, Home and End move between
 * them.
 */
export function AuthTabs({ mode, onSelect, disabled }: Props) {
  const { t, tm } = useI18n();
  const refs = useRef<Partial<Record<AuthMode, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = MODES.findIndex((m) => m.mode === mode);
    const last = MODES.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = MODES[(target + MODES.length) % MODES.length];
    if (!next) return;
    onSelect(next.mode);
    refs.current[next.mode]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('Login or sign up')}
      className="grid grid-cols-2 gap-1 rounded-full border border-line bg-sand p-1"
    >
      {MODES.map(({ mode: m, label }) => {
        const selected = m === mode;
        const ids = authTabIds(m);
        return (
          <button
            key={m}
            ref={(el) => {
              refs.current[m] = el;
            }}
            id={ids.tab}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? ids.panel : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={disabled}
            onClick={() => onSelect(m)}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-11 rounded-full text-sm font-semibold tracking-wide ' +
                'transition-colors duration-200 disabled:cursor-not-allowed',
              selected ? 'bg-paper text-ink shadow-sm' : 'text-muted hover:text-ink',
            )}
          >
            {tm(label)}
          </button>
        );
      })}
    </div>
  );
}
