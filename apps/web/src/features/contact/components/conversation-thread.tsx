import { zodResolver } from '@hookform/resolvers/zod';
import { ConversationAnswerBody, type PublicConversation } from '@vastra/domain/api';
import { CONVERSATION_TEXT_MAX, CONVERSATION_TEXTS } from '@vastra/domain/contact';
import { readTimestamp } from '@vastra/domain/time';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { msg, useI18n, type Translator } from '../../../lib/i18n';
import { useAnswerConversation } from '../api/conversation';

/**
 * The words of her conversation's page (docs/decisions/127-conversations.md) the route shows itself
 * (app/routes/conversation.tsx); the rest are written where they are shown, below.
 */
export const CONVERSATION_PAGE_TEXTS = {
  pageTitle: msg('Your conversation'),
  failed: msg('Please try again.'),
};

/** When she wrote or we answered, in IST ('2 Mar 2026, 11:43 am', as formatDateTimeIN has it), in her language. */
function entryTime(formatDate: Translator['formatDate'], value: string): string | null {
  const date = readTimestamp(value);
  return date === null ? null : formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A refusal of her answer in her language: the shop's own words (CONVERSATION_TEXTS: the body's check, or the
 * server's answer when it is one of them) translated; any other text, a server's own, as it came.
 */
function answerText({ t, tm }: Pick<Translator, 't' | 'tm'>, message: string): string {
  if (message === CONVERSATION_TEXTS.textRequired) return t('Please write a message.');
  if (message === CONVERSATION_TEXTS.textTooLong) {
    return t('A message can be at most {max} characters.', { max: CONVERSATION_TEXT_MAX });
  }
  if (message === CONVERSATION_TEXTS.conversationNotFound) {
    return t('This conversation was not found. Please use the link in our latest message.');
  }
  return message === CONVERSATION_PAGE_TEXTS.failed ? tm(CONVERSATION_PAGE_TEXTS.failed) : message;
}

/**
 * Her conversation with the shop (docs/decisions/127-conversations.md): her first message and every message since,
 * hers on the right as "You", the shop's on the left under its name, each with its time.
 */
export function ConversationThread({ data, shopName }: { data: PublicConversation; shopName: string }) {
  const { t, formatDate } = useI18n();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl text-ink">{t('Your conversation with {shopName}', { shopName })}</h1>
        <p className="mt-2 text-muted">
          {data.firstName
            ? t('Hi {firstName}, here are your messages and our replies. You can answer below.', {
                firstName: data.firstName,
              })
            : t('Hi, here are your messages and our replies. You can answer below.')}
        </p>
      </header>
      <ol aria-label={t('Messages')} className="flex flex-col gap-5">
        {data.entries.map((entry, index) => {
          const mine = entry.from === 'you';
          return (
            <li
              key={`${entry.at}-${index}`}
              className={cn('flex max-w-[85%] min-w-0 flex-col gap-1', mine ? 'items-end self-end' : 'self-start')}
            >
              <p className="text-xs text-muted">
                <span className="font-semibold text-ink">{mine ? t('You') : shopName}</span>
                {' · '}
                <time dateTime={entry.at}>{entryTime(formatDate, entry.at)}</time>
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
  const i18n = useI18n();
  const { t } = i18n;
  const answer = useAnswerConversation(token);
  const [sent, setSent] = useState(false);
  const form = useForm<AnswerInput, unknown, AnswerOutput>({
    resolver: zodResolver(ConversationAnswerBody),
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
  });
  const titleId = useId();
  const refusedMessage = form.formState.errors.root?.refused?.message;
  const refused = refusedMessage && answerText(i18n, refusedMessage);
  const textMessage = form.formState.errors.text?.message;

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
        {t('Answer us')}
      </h2>
      <TextAreaField
        label={t('Your answer')}
        rows={4}
        placeholder={t('Write your message')}
        error={textMessage ? answerText(i18n, textMessage) : null}
        {...form.register('text', { onChange: () => setSent(false) })}
      />
      {refused ? <Alert>{refused}</Alert> : null}
      {sent ? (
        <Alert tone="success" look="text">
          {t('Your message was sent. We will reply soon.')}
        </Alert>
      ) : null}
      <Button type="submit" loading={answer.isPending} className="w-full sm:w-auto sm:self-start">
        {t('Send')}
      </Button>
    </form>
  );
}

/**
 * What a refused answer says, and the field it names: a 400 reads "text: Please write a message." with
 * `field: 'text'`, shown under the field without its name; a 404 or 429 says its own message.
 */
function refusal(cause: unknown): { field: string | null; message: string } {
  if (!(cause instanceof ApiError)) return { field: null, message: CONVERSATION_PAGE_TEXTS.failed };
  const named = (cause.body as { field?: unknown } | undefined)?.field;
  const field = typeof named === 'string' ? named : null;
  const prefix = `${field}: `;
  const message = field && cause.message.startsWith(prefix) ? cause.message.slice(prefix.length) : cause.message;
  return { field, message: message || CONVERSATION_PAGE_TEXTS.failed };
}
