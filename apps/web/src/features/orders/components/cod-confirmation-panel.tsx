import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@vastra/domain/api';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-context';
import { confirmCodWithCode } from '../api/confirm-cod';
import { dateText } from '../model/order-texts';

/**
 * On the order page while a cash-on-delivery order waits for the shopper's confirmation
 * (docs/decisions/035-cod-confirmation.md): the code from the SMS and a Confirm button. Nothing for any other order.
 */
export function CodConfirmationPanel({ order }: { order: Order }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: () => confirmCodWithCode(token ?? '', order._id, code.trim()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
  const state = order.codConfirmation?.state;
  if (state !== 'awaiting' || order.status !== 'placed') return null;
  const deadline = order.codConfirmation?.deadline;
  const error =
    confirm.error instanceof ApiError ? confirm.error.message : confirm.error ? t('Please try again.') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };
  return (
    <section
      aria-labelledby="cod-confirm-heading"
      className="space-y-3 rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
    >
      <h2 id="cod-confirm-heading" className="font-display text-lg">
        {t('Awaiting your confirmation')}
      </h2>
      <p>
        {t('We sent you an SMS with a link and a 6-digit code.')}{' '}
        {deadline
          ? t('Confirm this cash on delivery order to have it shipped; unconfirmed, it is cancelled on {date}.', {
              date: dateText(i18n, deadline) ?? '',
            })
          : t('Confirm this cash on delivery order to have it shipped.')}
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
        <TextField
          label={t('Code from the SMS')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          className="w-44"
        />
        <Button type="submit" loading={confirm.isPending}>
          {t('Confirm order')}
        </Button>
      </form>
    </section>
  );
}
