import { AFTER_SALE_MESSAGES as M, STAFF_NOTE_MAX } from '@vastra/domain/after-sale';
import type { AdminMessage, UpdateMessageBody } from '@vastra/domain/api';
import { formatDateTimeIN } from '@vastra/domain/time';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { CustomerPageLink } from '../customers/customer-page-link';
import { ConversationPanel } from './conversation-panel';
import { useUpdateMessage } from './messages-api';
import { SavedReplies } from './saved-replies';

/**
 * One message in full: who wrote, when, the text, handled or not, its conversation and the reply form
 * (docs/decisions/127-conversations.md), the saved replies, and the team's note.
 */
export function MessageDetail({
  message,
  onChange,
  onClose,
}: {
  message: AdminMessage;
  onChange: (message: AdminMessage) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const update = useUpdateMessage();
  const [note, setNote] = useState(message.note);
  const [saving, setSaving] = useState<'note' | 'handled' | null>(null);

  const send = (body: UpdateMessageBody, done: string, what: 'note' | 'handled') => {
    setSaving(what);
    update.mutate(
      { id: message.id, body },
      {
        onSuccess: (updated) => {
          onChange(updated);
          toast.success(done);
        },
        onError: (error) => toast.error(M.messageUpdateFailed(error.message)),
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <article aria-labelledby="message-from" className="min-w-0 rounded-2xl border border-line bg-white p-4 md:p-6">
      <Button variant="ghost" size="sm" className="mb-3 md:hidden" onClick={onClose}>
        ← {M.messagesBack}
      </Button>
      <header className="mb-4 min-w-0">
        <h2 id="message-from" className="text-lg font-semibold break-words text-ink">
          {message.name}
        </h2>
        <p className="text-sm break-all text-muted">{message.email}</p>
        <p className="text-sm text-muted">
          {M.messageReceived(formatDateTimeIN(message.createdAt) ?? '')}
          <CustomerPageLink customerId={message.customerId} />
        </p>
      </header>
      <p className="mb-5 leading-relaxed break-words whitespace-pre-line text-ink">{message.message}</p>

      <div className="mb-5 flex flex-wrap items-center gap-2">
        {message.handledAt ? (
          <Button
            variant="secondary"
            size="sm"
            loading={saving === 'handled'}
            onClick={() => send({ handled: false }, M.messageReopened, 'handled')}
          >
            {M.messageReopen}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            loading={saving === 'handled'}
            onClick={() => send({ handled: true }, M.messageMarkedHandled, 'handled')}
          >
            {M.messageMarkHandled}
          </Button>
        )}
      </div>
      {message.handledAt && message.handledBy ? (
        <p className="mb-4 text-sm text-success">
          {M.messageHandledBy(message.handledBy, formatDateTimeIN(message.handledAt) ?? '')}
        </p>
      ) : null}

      <ConversationPanel message={message} onChange={onChange} />
      <div className="mb-5">
        <SavedReplies />
      </div>

      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          send({ note }, M.messageNoteSaved, 'note');
        }}
      >
        <TextAreaField
          label={M.messageNote}
          hint={M.messageNoteHint}
          value={note}
          rows={3}
          maxLength={STAFF_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          className="mt-2"
          loading={saving === 'note'}
          disabled={note === message.note}
        >
          {M.messageNoteSave}
        </Button>
      </form>
    </article>
  );
}
