import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { confirmCodWithLink } from '../../features/orders/api/confirm-cod';
import { ApiError } from '../../lib/api-client';
import { useI18n } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { Alert } from '../../components/ui/alert';

/**
 * /c/{token}: the SMS's short link. Confirms only on the button press, never on opening, so link scanners that
 * fetch the page do not confirm the order (docs/decisions/035-cod-confirmation.md).
 */
export function Component() {
  const { t } = useI18n();
  const { token = '' } = useParams();
  usePageTitle(t('Confirm your order'));
  const confirm = useMutation({ mutationFn: () => confirmCodWithLink(token) });
  const done = confirm.data;
  const error =
    confirm.error instanceof ApiError ? confirm.error.message : confirm.error ? t('Please try again.') : null;
  return (
    <section className="mx-auto max-w-xl px-4 pt-10 pb-20 sm:px-6">
      <h1 className="font-display text-3xl text-ink">{t('Confirm your cash on delivery order')}</h1>
      {done ? (
        <p role="status" className="mt-6 text-ink">
          {done.status === 'confirmed'
            ? t('Thank you! Order {order} is confirmed and will be shipped soon.', { order: done.order })
            : t('Order {order} was already confirmed.', { order: done.order })}
        </p>
      ) : (
        <>
          <p className="mt-4 text-muted">
            {t('Press the button to confirm the order you placed. We ship it once confirmed.')}
          </p>
          <Button className="mt-6" loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t('Confirm my order')}
          </Button>
          {error ? (
            <Alert look="text" className="mt-4">
              {error}
            </Alert>
          ) : null}
        </>
      )}
    </section>
  );
}
