import { MESSAGES } from '@vastra/domain/forms';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };
type Status = 'none' | 'success' | 'failure';

const field =
  'w-full rounded-xl border border-line bg-paper px-3.5 py-3 text-sm ' +
  'text-ink placeholder:text-muted/80 focus:border-ink';

/**
 * docs/rules/contact.md#screen, docs/rules/contact.md#behaviour: name, email and message, marked required but with
 * browser validation off (docs/rules/contact.md#validation: nothing is enforced on the client); success is green and
 * clears the form.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [status, setStatus] = useState<Status>('none');
  const send = useSendContactMessage();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: () => {
        setStatus('success');
        setValues(EMPTY);
      },
      onError: () => setStatus('failure'),
    });
  }

  const bind = (name: keyof ContactMessage) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    required: true,
    'aria-required': true,
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="font-display text-2xl text-ink">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" htmlFor="contact-name">
          <input type="text" autoComplete="name" className={field} {...bind('name')} />
        </Field>
        <Field label="Email" htmlFor="contact-email">
          <input type="email" autoComplete="email" inputMode="email" className={field} {...bind('email')} />
        </Field>
      </div>
      <Field label="Message" htmlFor="contact-message">
        <textarea
          rows={6}
          className={cn(field, 'resize-y')}
          placeholder="Tell us about your order, size or anything else"
          {...bind('message')}
        />
      </Field>
      {status === 'success' && (
        <p role="status" className="rounded-xl bg-success/10 px-4 py-3 text-sm font-medium text-success">
          {MESSAGES.contactSent}
        </p>
      )}
      {status === 'failure' && (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
          {MESSAGES.contactFailed}
        </p>
      )}
      <Button type="submit" size="lg" loading={send.isPending} className="w-full sm:w-auto">
        Send Message
      </Button>
    </form>
  );
}

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-accent">
          *
        </span>
      </label>
      {children}
    </div>
  );
}
