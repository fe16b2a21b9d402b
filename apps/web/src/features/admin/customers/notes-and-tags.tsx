import type { StaffNote } from '@vastra/domain/api';
import { normalizeTag } from '@vastra/domain/customers';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { adminPaths } from '../admin-paths';
import { FormMessage } from '../auth/auth-card';
import { formatIst } from '../orders/order-format';
import { CUSTOMER_TEXTS as T } from './customer-texts';

/** Staff notes, newest first, each with who wrote it and when (and the order it was written on). */
export function NotesList({ notes }: { notes: StaffNote[] }) {
  if (notes.length === 0) return <p className="text-sm text-muted">{T.noNotes}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="staff-notes">
      {notes.map((note) => (
        <li key={note.id} className="rounded-xl bg-sand/60 p-3 text-sm">
          <p className="whitespace-pre-wrap break-words text-ink">{note.body}</p>
          <p className="mt-1 text-xs text-muted">
            {T.noteBy(note.staffName, formatIst(note.createdAt))}
            {note.orderId && note.orderShortId && (
              <>
                {' · '}
                <Link
                  to={adminPaths.order.getHref(note.orderId)}
                  className="text-accent underline-offset-2 hover:underline"
                >
                  {T.onOrder(note.orderShortId)}
                </Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A new note: sent, then the field empties; a refusal stays under it with the text kept. */
export function NoteForm({
  add,
}: {
  add: {
    mutate: (body: string, o: { onSuccess: () => void }) => void;
    isPending: boolean;
    errorMessage: string | null;
  };
}) {
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
      <TextAreaField label={T.noteLabel} value={body} rows={2} onChange={(e) => setBody(e.target.value)} />
      {add.errorMessage && <FormMessage message={add.errorMessage} />}
      <Button type="submit" size="sm" variant="secondary" className="self-start" loading={add.isPending}>
        {T.addNote}
      </Button>
    </form>
  );
}

type TagsChange = {
  mutate: (tags: string[], o?: { onSuccess?: () => void }) => void;
  isPending: boolean;
  errorMessage: string | null;
};

/** A record's tags with a remove button each, and a field to add one (checked here by the domain's rule first). */
export function TagsEditor({ tags, save }: { tags: string[]; save: TagsChange }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tag = normalizeTag(text);
    if (!tag.ok) return setProblem(tag.message);
    setProblem(null);
    save.mutate([...tags, tag.tag], { onSuccess: () => setText('') });
  };
  return (
    <div className="flex flex-col gap-2">
      {tags.length === 0 ? (
        <p className="text-sm text-muted">{T.noTags}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={T.tagsLabel}>
          {tags.map((tag) => (
            <li key={tag} className="flex items-center gap-1 rounded-full bg-sand px-3 py-1 text-sm text-ink">
              <span>{tag}</span>
              <button
                type="button"
                className="grid h-6 w-6 place-items-center rounded-full text-muted hover:bg-white hover:text-ink"
                aria-label={T.removeTag(tag)}
                disabled={save.isPending}
                onClick={() => save.mutate(tags.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label={T.tagInput}
          value={text}
          maxLength={60}
          className="min-w-0 flex-1"
          error={problem}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" loading={save.isPending}>
          {T.addTag}
        </Button>
      </form>
      {save.errorMessage && <FormMessage message={save.errorMessage} />}
    </div>
  );
}
