import type { NdrActionBody } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { FormMessage } from '../../auth/auth-card';
import { ConfirmDialog } from '../../products/confirm-dialog';

/**
 * A failed delivery's two answers, on the order page and in the queue alike: an optional comment for the courier,
 * then Re-attempt at once, or Return to origin after a warning (it cannot be undone). The caller owns the request
 * and whether the warning is open; `onSend`'s `sent` clears the comment once the courier has it.
 */
export function NdrChoice(props: {
  pending: boolean;
  /** The re-attempt is the request in flight (its button shows the spinner). */
  reattempting: boolean;
  error: string | null;
  confirming: boolean;
  onConfirming: (open: boolean) => void;
  onSend: (body: NdrActionBody, sent: () => void) => void;
  onReset: () => void;
}) {
  const { pending, error, confirming } = props;
  const [comment, setComment] = useState('');
  const send = (action: NdrActionBody['action']) => {
    const text = comment.trim();
    props.onSend(text ? { action, comment: text } : { action }, () => setComment(''));
  };
  return (
    <div className="flex flex-col gap-3">
      <TextAreaField
        label={M.ndrComment}
        optional
        rows={2}
        maxLength={500}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={pending && props.reattempting} disabled={pending} onClick={() => send('reattempt')}>
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
        cancelLabel={M.returnKeep}
        busy={pending}
        error={error}
        onConfirm={() => send('return')}
        onClose={() => {
          props.onConfirming(false);
          props.onReset();
        }}
      />
    </div>
  );
}
