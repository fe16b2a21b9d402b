import type { Clock } from '../../shared/clock';
import type { IdentityLog } from './identity.log';
import type { SmsOutboxRepository } from './sms-outbox.repository';
import { maskPhone, type SmsSender } from './sms-sender.port';

/**
 * The default SMS sender (docs/rules/third-parties.md#ports): outside production the text goes to the server log and to
 * the dev outbox (`GET /api/dev/sms-outbox`) so developers and browser tests can read the code; in
 * production only a masked line is logged and nothing is stored. Order messages go the same way.
 */
export function createConsoleSmsSender(deps: {
  outbox: SmsOutboxRepository;
  clock: Clock;
  isProduction: boolean;
}): SmsSender {
  async function text(to: string, body: string, log: IdentityLog) {
    if (deps.isProduction) {
      log.info({ to: maskPhone(to) }, `SMS sent to ${maskPhone(to)}`);
      return;
    }
    await deps.outbox.insert({ to, body, sentAt: deps.clock.now() });
    log.info({ to, body }, 'SMS (console sender, not production)');
  }
  return {
    name: 'console',
    channel: 'sms',
    send: (sms, log) => text(sms.to, sms.body, log),
    async sendTransactional(message, log) {
      await text(message.to, message.body, log);
      return { ok: true };
    },
  };
}
