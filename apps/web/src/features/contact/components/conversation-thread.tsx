import { zodResolver } from '@hookform/resolvers/zod';
import { ConversationAnswerBody, type PublicConversation } from '@vastra/domain/api';
import { formatDateTimeIN } from '@vastra/domain/time';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useAnswerConversation } from '../api/conversation';

/** The words of her conversation's page (docs/decisions/127-conversations.md). */
export const CONVERSATION_PAGE_TEXTS = {
  title: (shopName: string) => `Your conversation with ${shopName}`,
  pageTitle: 'Your conversation',
  greeting: (firstName: string) =>
    `${firstName ? `Hi ${firstName}` : 'Hi'}, here are your messages and our replies. You can answer below.`,
  messages: 'Messages',
  you: 'You',
  answerTitle: 'Answer us',
  answerLabel: 'Your answer',
  answerPlaceholder: 'Write your message',
  send: 'Send',
  sent: 'Your message was sent. We will reply soon.',
  failed: 'Please try again.',
} as const;

const T = CONVERSATION_PAGE_TEXTS;

/**
 * Her conversation with the shop (docs/decisions/127-conversations.md): her first message and every message since,
 * hers on the right as "You", the shop's on the left under its name, each with its time.
 */
export function ConversationThread({ data, shopName }: { data: PublicConversation; shopName: string }) {
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl text-ink">{T.title(shopName)}</h1>
        <p className="mt-2 text-muted">{T.greeting(data.firstName)}</p>
      </header>
      <ol aria-label={T.messages} className="flex flex-col gap-5">
        {data.entries.map((entry, index) => {
          const mine = entry.from === 'you';
          return (
            <li
              key={`${entry.at}-${index}`}
              className={cn('flex max-w-[85%] min-w-0 flex-col gap-1', mine ? 'items-end self-end' : 'self-start')}
            >
              <p className="text-xs text-muted">
                <span className="font-semibold text-ink">{mine ? T.you : shopName}</span>
                {' · '}
                <time dateTime={entry.at}>{formatDateTimeIN(entry.at)}</time>
              </p>
              <p
                className={cn(
                  'max-w-full rounded-2xl px-4 py-3 text-base break-words whitespace-pre-line text-ink',
                  mine ? 'rounded-tr-sm bg-accent-soft' : 'rounded-tl-sm border border-line bg-white',
                )}
              >
                {entry.text}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

type AnswerInput = z.input<typeof ConversationAnswerBody>;
type AnswerOutput = z.output<typeof ConversationAnswerBody>;

/**
 * Her answer (docs/decisions/078-one-form-pattern.md: the contract's body schema checks it, so an empty answer says
 * CONVERSATION_TEXTS.textRequired before anything is sent). A refusal naming the text is shown under it, any other
 * in the form's one alert; once sent, the thread the API answers is shown and the field is cleared.
 */
export function ConversationAnswerForm({ token }: { token: string }) {
  const answer = useAnswerConversation(token);
  const [sent, setSent] = useState(false);
  const form = useForm<AnswerInput, unknown, AnswerOutput>({
    resolver: zodResolver(ConversationAnswerBody),
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
  });
  const titleId = useId();
  const refused = form.formState.errors.root?.refused?.message;

  const onSubmit = form.handleSubmit((body) => {
    if (answer.isPending) return;
    setSent(false);
    answer.mutate(body, {
      onSuccess: () => {
        form.reset({ text: '' });
        setSent(true);
      },
      onError: (cause) => {
        const { field, message } = refusal(cause);
        if (field === 'text') form.setError('text', { message }, { shouldFocus: true });
        else form.setError('root.refused', { message });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white/80 p-5"
    >
      <h2 id={titleId} className="font-display text-xl text-ink">
        {T.answerTitle}
      </h2>
      <TextAreaField
        label={T.answerLabel}
        rows={4}
        placeholder={T.answerPlaceholder}
        error={form.formState.errors.text?.message ?? null}
        {...form.register('text', { onChange: () => setSent(false) })}
      />
      {refused ? <Alert>{refused}</Alert> : null}
      {sent ? (
        <Alert tone="success" look="text">
          {T.sent}
        </Alert>
      ) : null}
      <Button type="submit" loading={answer.isPending} className="w-full sm:w-auto sm:self-start">
        {T.send}
      </Button>
    </form>
  );
}

/**
 * What a refused answer says, and the field it names: a 400 reads "text: Please write a message." with
 * `field: 'text'`, shown under the field without its name; a 404 or 429 says its own message.
 */
function refusal(cause: unknown): { field: string | null; message: string } {
  if (!(cause instanceof ApiError)) return { field: null, message: T.failed };
  const named = (cause.body as { field?: unknown } | undefined)?.field;
  const field = typeof named === 'string' ? named : null;
  const prefix = `${field}: `;
  const message = field && cause.message.startsWith(prefix) ? cause.message.slice(prefix.length) : cause.message;
  return { field, message: message || T.failed };
}
