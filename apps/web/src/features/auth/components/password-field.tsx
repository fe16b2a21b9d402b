import { useState } from 'react';
import { TextField, type TextFieldProps } from '../../../components/ui/field';
import { useI18n } from '../../../lib/i18n';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle (docs/rules/sign-in.md#screen: "Password fields have show/hide toggles").
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix'>) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      suffix={
        <button
          type="button"
          aria-label={visible ? t('Hide password') : t('Show password')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
          className={
            'my-1 mr-1 grid w-12 shrink-0 place-items-center rounded-lg text-muted ' +
            'transition-colors hover:bg-sand hover:text-ink disabled:opacity-50'
          }
        >
          <EyeIcon open={!visible} />
        </button>
      }
    />
  );
}
