import { zodResolver } from '@hookform/resolvers/zod';
import { SavedReplyBody, type SavedReply } from '@vastra/domain/api';
import { CONVERSATION_ADMIN_TEXTS as T, CONVERSATION_TEXT_MAX, SAVED_REPLY_TITLE_MAX } from '@vastra/domain/contact';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { adminErrorMessage } from '../api/admin-errors';
import { useSaveReply, useSavedReplies } from './messages-api';

/**
 * The team's saved replies (docs/decisions/127-conversations.md): the list, each editable and removable, and a form
 * that adds one or saves the one being edited. Folded away until opened.
 */
export function SavedReplies() {
  const toast = useToast();
  const saved = useSavedReplies();
  const save = useSaveReply();
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const form = useForm<z.input<typeof SavedReplyBody>, unknown, z.output<typeof SavedReplyBody>>({
    resolver: zodResolver(SavedReplyBody),
    defaultValues: { title: '', text: '' },
  });
  const { errors } = form.formState;

  const reset = () => {
    setEditing(null);
    form.reset({ title: '', text: '' });
  };
  const submit = form.handleSubmit((body) =>
    save.mutate(editing ? { kind: 'edit', id: editing.id, body } : { kind: 'add', body }, {
      onSuccess: () => {
        toast.success(editing ? T.savedChanged : T.savedAdded);
        reset();
      },
      onError: (failure) => form.setError('root.refused', { message: adminErrorMessage(failure) }),
    }),
  );
  const remove = (item: SavedReply) =>
    save.mutate(
      { kind: 'remove', id: item.id },
      {
        onSuccess: () => {
          toast.success(T.savedDeleted);
          if (editing?.id === item.id) reset();
        },
        onError: (failure) => toast.error(adminErrorMessage(failure)),
      },
    );

  const items = saved.data?.items ?? [];
  return (
    <details className="rounded-xl border border-line p-3">
      <summary className="min-h-10 cursor-pointer py-2 font-medium text-ink">
        {T.savedReplies} ({items.length})
      </summary>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{T.savedEmpty}</p>
      ) : (
        <ul aria-label={T.savedReplies} className="mb-3 divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-ink">{item.title}</span>
                <span className="block text-sm break-words whitespace-pre-line text-muted">{item.text}</span>
              </span>
              <span className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${T.savedEdit} ${item.title}`}
                  onClick={() => {
                    setEditing(item);
                    form.reset({ title: item.title, text: item.text });
                  }}
                >
                  {T.savedEdit}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${T.savedDelete} ${item.title}`}
                  onClick={() => remove(item)}
                >
                  {T.savedDelete}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={T.savedReplies}
        className="flex flex-col gap-2"
      >
        <TextField
          label={T.savedTitle}
          maxLength={SAVED_REPLY_TITLE_MAX}
          error={errors.title?.message ?? null}
          {...form.register('title')}
        />
        <TextAreaField
          label={T.savedText}
          hint={T.savedRepliesHint}
          rows={3}
          maxLength={CONVERSATION_TEXT_MAX}
          error={errors.text?.message ?? null}
          {...form.register('text')}
        />
        {errors.root?.refused?.message ? <Alert>{errors.root.refused.message}</Alert> : null}
        <div className="flex gap-2">
          <Button type="submit" variant="secondary" size="sm" loading={save.isPending}>
            {editing ? T.savedUpdate : T.savedAdd}
          </Button>
          {editing ? (
            <Button variant="ghost" size="sm" onClick={reset}>
              {T.savedCancel}
            </Button>
          ) : null}
        </div>
      </form>
    </details>
  );
}
