import { describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { createConsoleSmsSender } from './console-sms.adapter';
import type { IdentityLog } from './identity.log';
import type { SmsOutboxRepository } from './sms-outbox.repository';
import { maskPhone } from './sms-sender.port';

function setup(isProduction: boolean) {
  const stored: { to: string; body: string; sentAt: Date }[] = [];
  const outbox = { insert: async (sms) => void stored.push(sms), list: async () => [] } satisfies Pick<
    SmsOutboxRepository,
    'insert' | 'list'
  > as unknown as SmsOutboxRepository;
  const lines: { obj: object; msg: string }[] = [];
  const record = (obj: object, msg: string) => void lines.push({ obj, msg });
  const log: IdentityLog = { info: record, warn: record, error: record };
  const clock = manualClock();
  return { sender: createConsoleSmsSender({ outbox, clock, isProduction }), stored, lines, log, clock };
}
const sms = { to: '+919876543210', code: '048213', body: '048213 is your Vastra OTP.', ttlMinutes: 5 };

describe('createConsoleSmsSender', () => {
  it('outside production: stores the text in the dev outbox and logs it', async () => {
    const { sender, stored, lines, log, clock } = setup(false);
    await sender.send(sms, log);
    expect(stored).toEqual([{ to: sms.to, body: sms.body, sentAt: clock.now() }]);
    expect(lines).toEqual([{ obj: { to: sms.to, body: sms.body }, msg: 'SMS (console sender, not production)' }]);
  });

  it('in production: stores nothing and logs only the masked phone, never the code', async () => {
    const { sender, stored, lines, log } = setup(true);
    await sender.send(sms, log);
    expect(stored).toEqual([]);
    expect(lines).toEqual([{ obj: { to: '+91XXXXXXXX10' }, msg: 'SMS sent to +91XXXXXXXX10' }]);
    expect(JSON.stringify(lines)).not.toContain('048213');
  });
});

describe('maskPhone', () => {
  it.each([
    ['+919876543210', '+91XXXXXXXX10'],
    ['+91', 'XXXX'],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
