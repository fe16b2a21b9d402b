import { createTransport } from 'nodemailer';
import { maskEmail, type EmailSender } from './email-sender.port';

/** How long the relay may take to answer each step before the send counts as a transient failure. */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends through an SMTP relay with nodemailer: `url` like `smtps://user:password@smtp.example.com:465` or
 * `smtp://…:587` (STARTTLS). The relay's 4xx answers and a relay out of reach are transient; a 5xx (an address it
 * refuses) is not.
 */
export function createSmtpEmailSender(options: { url: string; from: string }): EmailSender {
  const url = new URL(options.url);
  const secure = url.protocol === 'smtps:';
  const transport = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(email, log) {
      const to = maskEmail(email.to);
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
        });
        log.info({ provider: 'smtp', to, messageId: info.messageId }, 'Email sent');
        return { ok: true, providerId: info.messageId };
      } catch (err) {
        const code = (err as { responseCode?: unknown }).responseCode;
        const status = typeof code === 'number' ? code : null;
        const transient = status === null || status < 500;
        const said = err instanceof Error ? err.message.slice(0, 200) : 'unknown error';
        log.warn({ provider: 'smtp', to, status, transient }, 'SMTP refused the email');
        return { ok: false, transient, reason: status === null ? `network: ${said}` : `SMTP ${status}: ${said}` };
      }
    },
  };
}
