import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import {
  ReplyBody,
  type AdminConversation,
  type AdminMessage,
  type ConversationEntry,
  type ReplyOption,
} from '@vastra/domain/api';
import {
  CONVERSATION_ADMIN_TEXTS as T,
  CONVERSATION_TEXT_MAX,
  fillSavedReply,
  replyMailto,
  type ReplyChannel,
} from '@vastra/domain/contact';
import { formatDateTimeIN } from '@vastra/domain/time';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { adminPaths } from '../admin-paths';
import { adminErrorMessage } from '../api/admin-errors';
import { useConversation, useReply, useSavedReplies } from './messages-api';

/**
 * A message's conversation (docs/decisions/127-conversations.md): the order it names, every message since both ways
 * with who sent it and how, and the reply form — SMS, WhatsApp or email, whichever can reach her, and saved replies.
 */
export function ConversationPanel({
  message,
  onChange,
}: {
  message: AdminMessage;
  onChange: (message: AdminMessage) => void;
}) {
  const conversation = useConversation(message.id);
  if (conversation.isPending) return <Spinner label={T.thread} />;
  if (conversation.isError) {
    return (
      <Alert look="panel" as="div">
        <p className="font-medium text-danger">
          {T.loadFailed}: {conversation.error.message}
        </p>
      </Alert>
    );
  }
  const data = conversation.data;
  return (
    <section aria-labelledby="conversation-title" className="mb-5 flex flex-col gap-4">
      {data.order || data.phone ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {data.order ? (
            <>
              <dt className="text-muted">{T.aboutOrder}</dt>
              <dd>
                <Link to={adminPaths.order.getHref(data.order.id)} className="text-accent underline underline-offset-2">
                  {data.order.ref}
                </Link>
              </dd>
            </>
          ) : null}
          {data.phone ? (
            <>
              <dt className="text-muted">{T.phone}</dt>
              <dd className="text-ink">{data.phone}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <h3 id="conversation-title" className="font-semibold text-ink">
        {T.thread}
      </h3>
      {data.entries.length === 0 ? (
        <p className="text-sm text-muted">{T.threadEmpty}</p>
      ) : (
        <ol aria-labelledby="conversation-title" className="flex flex-col gap-3">
          {data.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} email={message.email} />
          ))}
        </ol>
      )}
      <ReplyForm message={message} conversation={data} onChange={onChange} />
    </section>
  );
}

function Entry({ entry, email }: { entry: ConversationEntry; email: string }) {
  const out = entry.direction === 'out';
  const who = out ? T.shopReply(entry.author ?? '') : T.herAnswer;
  return (
    <li
      className={cn(
        'min-w-0 rounded-xl border px-3 py-2',
        out ? 'border-accent/20 bg-accent/5 sm:ml-8' : 'border-line bg-sand/40 sm:mr-8',
      )}
    >
      <p className="text-xs text-muted">
        {who} · {T.channelName[entry.channel]} · {formatDateTimeIN(entry.at)}
        {out ? ` · ${T.status[entry.status]}` : ''}
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-ink">{entry.text}</p>
      {entry.status === 'failed' && entry.failure ? <p className="mt-1 text-sm text-danger">{entry.failure}</p> : null}
      {entry.status === 'recorded' ? (
        <a
          href={replyMailto(email, M.messageReplySubject, entry.text)}
          className="mt-1 inline-block text-sm text-accent underline underline-offset-2"
        >
          {T.openMailApp}
        </a>
      ) : null}
    </li>
  );
}

const firstAvailable = (options: ReplyOption[]): ReplyChannel =>
  options.find((option) => option.available)?.channel ?? 'email';

function ReplyForm({
  message,
  conversation,
  onChange,
}: {
  message: AdminMessage;
  conversation: AdminConversation;
  onChange: (message: AdminMessage) => void;
}) {
  const toast = useToast();
  const reply = useReply(message.id);
  const saved = useSavedReplies();
  const form = useForm<z.input<typeof ReplyBody>, unknown, z.output<typeof ReplyBody>>({
    resolver: zodResolver(ReplyBody),
    defaultValues: { channel: firstAvailable(conversation.options), text: '' },
  });
  const { errors } = form.formState;
  const channel = useWatch({ control: form.control, name: 'channel' });

  const submit = form.handleSubmit((body) =>
    reply.mutate(body, {
      onSuccess: (updated) => {
        onChange(updated.message);
        const last = updated.entries.at(-1);
        if (last?.status === 'failed') {
          toast.error(T.replyFailed(last.failure ?? ''));
          return;
        }
        form.reset({ channel: body.channel, text: '' });
        toast.success(body.channel === 'email' ? T.recordedEmail : T.sent(T.channelName[body.channel] ?? ''));
      },
      onError: (failure) => form.setError('root.refused', { message: adminErrorMessage(failure) }),
    }),
  );

  const savedItems = saved.data?.items ?? [];
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={T.reply}
      className="flex flex-col gap-3 rounded-xl border border-line p-3"
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">{T.replyBy}</legend>
        <div className="flex flex-col gap-1">
          {conversation.options.map((option) => (
            <div key={option.channel} className="min-h-10 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  value={option.channel}
                  disabled={!option.available}
                  aria-describedby={option.reason ? `reply-why-${option.channel}` : undefined}
                  className="size-4 accent-accent"
                  {...form.register('channel')}
                />
                <span className={cn(option.available ? 'text-ink' : 'text-muted')}>
                  {T.channelName[option.channel]}
                </span>
              </label>
              {option.reason ? (
                <p id={`reply-why-${option.channel}`} className="ml-6 text-xs text-muted">
                  {option.reason}
                </p>
              ) : null}
            </div>
          ))}
        </div>
      </fieldset>
      {savedItems.length > 0 ? (
        <SelectField
          label={T.insertSaved}
          value=""
          onChange={(event) => {
            const chosen = savedItems.find((item) => item.id === event.target.value);
            if (!chosen) return;
            const filled = fillSavedReply(chosen.text, message.name);
            const current = form.getValues('text');
            form.setValue('text', current.trim() === '' ? filled : `${current}\n${filled}`, { shouldDirty: true });
          }}
        >
          <option value="">{T.insertSavedNone}</option>
          {savedItems.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        label={T.replyText}
        hint={channel === 'email' ? T.replyHintEmail : T.replyHint}
        rows={4}
        maxLength={CONVERSATION_TEXT_MAX}
        error={errors.text?.message ?? null}
        {...form.register('text')}
      />
      {errors.root?.refused?.message ? <Alert>{errors.root.refused.message}</Alert> : null}
      <div>
        <Button type="submit" size="sm" loading={reply.isPending}>
          {T.send}
        </Button>
      </div>
    </form>
  );
}
