import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALERT_CHANNELS,
  ALERT_EMAIL_MAX,
  ALERT_KINDS,
  ALERT_TEXTS as T,
  type AlertChannel,
  type AlertKind,
} from '@vastra/domain/alerts';
import { AlertSettingsBody, type AlertSettings } from '@vastra/domain/api';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { adminErrorMessage } from '../api/admin-errors';
import { ALERT_SCREEN_TEXTS as S } from './alert-screen-texts';
import { useSaveAlertSettings } from './alerts-api';
import { requestNotificationPermission, useNotificationState } from './notification-permission';

/** The form's values: the body's, with the email as the field's text. */
export type AlertFormValues = { kinds: AlertKind[]; channels: AlertChannel[]; email: string; digest: boolean };

/** The saved settings as the form shows them: a channel the shop has not set up is shown off (and not sent). */
export function valuesOf(settings: AlertSettings): AlertFormValues {
  const unavailable = new Set(settings.options.filter((o) => !o.available).map((o) => o.channel));
  return {
    kinds: settings.kinds,
    channels: settings.channels.filter((channel) => !unavailable.has(channel)),
    email: settings.email ?? '',
    digest: settings.digest,
  };
}

/** The body sent: the email only with email alerts (a hidden field is neither checked nor sent), else null. */
export function bodyOf(values: AlertFormValues): AlertSettingsBody {
  const email = values.channels.includes('email') ? values.email.trim() : '';
  return { kinds: values.kinds, channels: values.channels, email: email === '' ? null : email, digest: values.digest };
}

const contract = zodResolver(AlertSettingsBody);
const resolver: Resolver<AlertFormValues, unknown, AlertSettingsBody> = (values, context, options) =>
  contract(bodyOf(values), context, options as never);

const FIELDS = ['kinds', 'channels', 'email', 'digest'] as const;
type FormField = (typeof FIELDS)[number];
const isFormField = (field: unknown): field is FormField => FIELDS.some((f) => f === field);

/** One choice: the shared checkbox field. */
const Choice = CheckboxField;

/** A fieldset of choices with its legend and its message. */
function Group({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const errorId = useId();
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-white p-5"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-base font-semibold text-ink">{legend}</legend>
      {children}
      {error && (
        <Alert look="text" id={errorId}>
          {error}
        </Alert>
      )}
    </fieldset>
  );
}

/** What Browser notifications need from this browser: its permission, asked on a click, or why it cannot. */
function BrowserPermission() {
  const state = useNotificationState();
  if (state === 'granted') return null;
  if (state === 'unsupported') {
    return (
      <Alert tone="warning" look="text">
        {T.browserUnsupported}
      </Alert>
    );
  }
  if (state === 'denied') {
    return (
      <Alert tone="warning" look="text">
        {T.browserBlocked}
      </Alert>
    );
  }
  return (
    <Button variant="secondary" size="sm" className="mt-2" onClick={() => void requestNotificationPermission()}>
      {T.allowBrowser}
    </Button>
  );
}

/**
 * The member's choices (docs/decisions/131-owner-alerts.md): the kinds they are told about, the channels, the email
 * for email alerts and the daily digest. The contract's check runs before sending; the server's refusal shows on
 * the field it names.
 */
export function AlertSettingsForm({ settings }: { settings: AlertSettings }) {
  const toast = useToast();
  const save = useSaveAlertSettings();
  const form = useForm<AlertFormValues, unknown, AlertSettingsBody>({ resolver, defaultValues: valuesOf(settings) });
  const { register } = form;
  const { errors } = form.formState;
  const channels = useWatch({ control: form.control, name: 'channels' });
  const options = new Map(settings.options.map((option) => [option.channel, option]));

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(T.saved);
        form.reset(valuesOf(saved));
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? (failure.body as { field?: unknown } | undefined)?.field : null;
        // The email field is there only with email alerts: a refusal of a hidden field shows above the button.
        if (isFormField(field) && (field !== 'email' || channels.includes('email'))) {
          form.setError(field, { type: 'server', message: adminErrorMessage(failure) }, { shouldFocus: true });
        } else {
          form.setError('root.server', { type: 'server', message: adminErrorMessage(failure) });
        }
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={T.title}
      className="flex max-w-2xl flex-col gap-6"
    >
      <Group legend={T.kindsLegend} error={errors.kinds?.message}>
        {ALERT_KINDS.map((kind) => (
          <Choice key={kind} label={T.kinds[kind]} value={kind} field={register('kinds')} />
        ))}
      </Group>
      <Group legend={T.channelsLegend} error={errors.channels?.message}>
        {ALERT_CHANNELS.map((channel) => {
          const option = options.get(channel);
          const available = option?.available ?? true;
          const hint = !available
            ? (option?.reason ?? null)
            : channel === 'sms' || channel === 'whatsapp'
              ? S.phoneHint(settings.phone)
              : null;
          return (
            <Choice
              key={channel}
              label={T.channels[channel]}
              hint={hint}
              disabled={!available}
              value={channel}
              field={register('channels')}
            >
              {channel === 'browser' && channels.includes('browser') && <BrowserPermission />}
            </Choice>
          );
        })}
        {channels.includes('email') && (
          <TextField
            label={T.emailLabel}
            type="email"
            autoComplete="email"
            maxLength={ALERT_EMAIL_MAX}
            error={errors.email?.message ?? null}
            {...register('email')}
          />
        )}
      </Group>
      <Choice label={T.digestLabel} error={errors.digest?.message} field={register('digest')} />
      {errors.root?.server?.message && <Alert>{errors.root.server.message}</Alert>}
      <div>
        <Button type="submit" loading={save.isPending}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
