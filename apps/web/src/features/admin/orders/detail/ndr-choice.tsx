import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../auth/auth-card';
import { ConfirmDialog } from '../../products/confirm-dialog';

/**
 * A failed delivery's two answers, on the order page and in the queue alike: Re-attempt at once, or Return to
 * origin after a warning (it cannot be undone). The caller owns the request and whether the warning is open.
 */
export function NdrChoice(props: {
  pending: boolean;
  /** The re-attempt is the request in flight (its button shows the spinner). */
  reattempting: boolean;
  error: string | null;
  confirming: boolean;
  onConfirming: (open: boolean) => void;
  onReattempt: () => void;
  onReturn: () => void;
  onReset: () => void;
}) {
  const { pending, error, confirming } = props;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={pending && props.reattempting} disabled={pending} onClick={props.onReattempt}>
          {M.reattempt}
        </Button>
        <Button size="sm" variant="secondary" disabled={pending} onClick={() => props.onConfirming(true)}>
          {M.returnToOrigin}
        </Button>
      </div>
      {!confirming && <FormMessage message={error} />}
      <ConfirmDialog
        open={confirming}
        title={M.returnTitle}
        description={M.returnText}
        confirmLabel={M.returnToOrigin}
        busy={pending}
        error={error}
        onConfirm={props.onReturn}
        onClose={() => {
          props.onConfirming(false);
          props.onReset();
        }}
      />
    </>
  );
}
