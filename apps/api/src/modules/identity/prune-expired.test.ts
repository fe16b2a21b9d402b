import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, phoneTokens, sessions, smsOutbox, whatsappOutbox } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { createPruneExpired } from './prune-expired';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { client, signUp, uniques } from '../../testing/requests';

let t: TestApp;
let clock: ManualClock;
const next = uniques();

beforeAll(async () => {
  clock = manualClock();
  t = await buildTestApp({ SESSION_TTL_DAYS: '2' }, { clock });
});
afterAll(() => t.close());

const rows = async () => ({
  challenges: (await t.database.db.select().from(otpChallenges)).length,
  tokens: (await t.database.db.select().from(phoneTokens)).length,
  sessions: (await t.database.db.select().from(sessions)).length,
  outbox: (await t.database.db.select().from(smsOutbox)).length,
  whatsapp: (await t.database.db.select().from(whatsappOutbox)).length,
});

describe('pruneExpired', () => {
  it('keeps what is usable and deletes it a day after it stopped being usable', async () => {
    const address = next.address();
    const { token } = await signUp(t, next.phone(), address);
    await t.database.db.insert(whatsappOutbox).values({
      messageId: 'wamid.sandbox.prune',
      to: '+919876543210',
      template: 'placed_v1',
      body: 'Thank you!',
      sentAt: clock.now(),
    });
    const prune = createPruneExpired({ db: t.database.db, clock });
    await prune();
    expect(await rows()).toEqual({ challenges: 1, tokens: 1, sessions: 1, outbox: 1, whatsapp: 1 });

    clock.advance(2 * 86_400_000); // the session has just expired; code, uid and text died long ago
    expect((await client(t, address, token).get('/api/auth/me')).statusCode).toBe(401);
    await prune();
    expect(await rows()).toEqual({ challenges: 0, tokens: 0, sessions: 1, outbox: 0, whatsapp: 0 });

    clock.advance(86_400_000 + 1);
    await prune();
    expect(await rows()).toEqual({ challenges: 0, tokens: 0, sessions: 0, outbox: 0, whatsapp: 0 });
  });
});
