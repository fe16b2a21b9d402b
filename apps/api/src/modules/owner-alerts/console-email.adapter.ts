import { maskEmail, type EmailSender } from './email-sender.port';

/** The email sender outside production: logs the email (its subject and text) and mails nobody. */
export function createConsoleEmailSender(): EmailSender {
  return {
    name: 'console',
    send(email, log) {
      log.info({ to: maskEmail(email.to), subject: email.subject, text: email.text }, 'Email (console, not sent)');
      return Promise.resolve({ ok: true });
    },
  };
}
