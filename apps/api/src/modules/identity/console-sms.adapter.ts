import type { Clock } from '../../shared/clock';
import type { SmsOutboxRepository } from './sms-outbox.repository';
import { maskPhone, type SmsSender } from './sms-sender.port';

/**
 * The default SMS sender (docs/rules/third-parties.md#ports): outside production the text goes to the server log and to
 * the dev outbox (`GET /api/dev/sms-outbox`) so developers and browser tests can read the code; in
 * production only a masked line is logged and nothing is stored.
 */
export function createConsoleSmsSender(deps: {
  outbox: SmsOutboxRepository;
  clock: Clock;
  isProduction: boolean;
}): SmsSender {
  return {
    name: 'console',
    async send(sms, log) {
      if (deps.isProduction) {
        log.info({ to: maskPhone(sms.to) }, `SMS sent to ${maskPhone(sms.to)}`);
        return;
      }
      await deps.outbox.insert({ to: sms.to, body: sms.body, sentAt: deps.clock.now() });
      log.info({ to: sms.to, body: sms.body }, 'SMS (console sender, not production)');
    },
  };
}
