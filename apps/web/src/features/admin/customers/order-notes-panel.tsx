import { Spinner } from '../../../components/ui/spinner';
import { adminErrorMessage } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { Section } from '../orders/detail/order-sections';
import { useAddOrderNote, useOrderNotes, useSetOrderTags } from './customers-api';
import { CUSTOMER_TEXTS as T } from './customer-texts';
import { NoteForm, NotesList, TagsEditor } from './notes-and-tags';

/** The order page's internal notes and tags: staff only, never in anything the shopper sees. */
export function OrderNotesPanel({
  orderId,
  customerId,
  className,
}: {
  orderId: string;
  customerId: string;
  className?: string;
}) {
  const notes = useOrderNotes(orderId);
  const add = useAddOrderNote(orderId, customerId);
  const save = useSetOrderTags(orderId);
  return (
    <Section title={T.orderNotesHeading} {...(className ? { className } : {})}>
      <p className="mb-3 text-xs text-muted">{T.orderNotesHint}</p>
      {notes.isPending ? (
        <Spinner label="Loading the notes" />
      ) : notes.isError ? (
        <FormMessage message={adminErrorMessage(notes.error)} />
      ) : (
        <div className="flex flex-col gap-4">
          <TagsEditor tags={notes.data.tags} save={save} />
          <NotesList notes={notes.data.notes} />
        </div>
      )}
      <NoteForm add={add} />
    </Section>
  );
}
