import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useI18n } from '../../../lib/i18n';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message';
import { Alert } from '../../../components/ui/alert';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };
type Status = 'none' | 'success' | 'failure';

/**
 * docs/rules/contact.md#screen, docs/rules/contact.md#behaviour: name, email and message, marked required but with
 * browser validation off (docs/rules/contact.md#validation: nothing is enforced on the client, so this form of
 * docs/decisions/078-one-form-pattern.md has no resolver: the server checks the contract's body); success is green
 * and clears the form.
 */
export function ContactForm() {
  const { t } = useI18n();
  const form = useForm<ContactMessage>({ defaultValues: EMPTY });
  const [status, setStatus] = useState<Status>('none');
  const send = useSendContactMessage();

  const onSubmit = form.handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: () => {
        setStatus('success');
        form.reset(EMPTY);
      },
      onError: () => setStatus('failure'),
    });
  });

  const bind = (name: keyof ContactMessage) => ({
    id: `contact-${name}`,
    required: true,
    ...form.register(name),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="font-display text-2xl text-ink">
        {t('Send us a message')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...bind('name')} label={t('Name')} type="text" autoComplete="name" />
        <TextField {...bind('email')} label={t('Email')} type="email" autoComplete="email" inputMode="email" />
      </div>
      <TextAreaField
        {...bind('message')}
        label={t('Message')}
        rows={6}
        placeholder={t('Tell us about your order, size or anything else')}
      />
      {/* CONTACT_MESSAGES.contactSent and contactFailed (packages/domain/src/contact/messages.ts) */}
      {status === 'success' && <Alert tone="success">{t('✅ Message sent successfully!')}</Alert>}
      {status === 'failure' && <Alert>{t('❌ Failed to send message. Please try again.')}</Alert>}
      <Button type="submit" size="lg" loading={send.isPending} className="w-full sm:w-auto">
        {t('Send Message')}
      </Button>
    </form>
  );
}
