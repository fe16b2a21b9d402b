import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { sha256 } from '../../shared/crypto';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { client, PASSWORD, uniques, verifiedUid } from '../../testing/requests';

let t: TestApp;
let clock: ManualClock;
const next = uniques();
const REGISTER = '/api/auth/register';
const form = (phone: string, uid: string) => ({
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  phone,
  password: PASSWORD,
  uid,
  otp: '123456',
});

beforeAll(async () => {
  clock = manualClock();
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

describe('POST /api/auth/register', () => {
  it('answers {token, user, message: "Signup successful"} and the token opens /api/auth/me', async () => {
    const phone = next.phone();
    const address = next.address();
    const res = await client(t, address).post(REGISTER, form(phone, await verifiedUid(t, phone, address)));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; user: { _id: string } }>();
    const user = { _id: expect.any(String), fullName: 'Asha Verma', email: 'asha@example.com', phone, cart: [] };
    expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), user, message: 'Signup successful' });
    const me = await client(t, address, body.token).get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ ...user, _id: body.user._id });
  });

  it(
    'stores an argon2id password hash (OWASP m=19456, t=2, p=1) and only the ' + 'SHA-256 of the session token',
    async () => {
      const phone = next.phone();
      const address = next.address();
      const res = await client(t, address).post(REGISTER, form(phone, await verifiedUid(t, phone, address)));
      const { token, user } = res.json<{ token: string; user: { _id: string } }>();
      const [row] = await t.database.db.select().from(users).where(eq(users.phone, phone));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id));
      expect(session?.tokenHash).toBe(sha256(token));
      expect(session?.expiresAt).toEqual(new Date(clock.now().getTime() + 30 * 86_400_000));
    },
  );

  it('accepts a 10-digit phone and stores +91 and ten digits', async () => {
    const phone = next.phone();
    const address = next.address();
    const uid = await verifiedUid(t, phone, address);
    const res = await client(t, address).post(REGISTER, form(phone.slice(3), uid));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phone).toBe(phone);
  });

  it('refuses a second account on a phone: 409 "User already exists", and the uid stays usable', async () => {
    const phone = next.phone();
    const address = next.address();
    await client(t, address).post(REGISTER, form(phone, await verifiedUid(t, phone, address)));
    clock.advance(30_000);
    const uid = await verifiedUid(t, phone, address);
    const again = await client(t, address).post(REGISTER, form(phone, uid));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'User already exists', code: 'phone_registered' });
    expect((await client(t, address).post('/api/auth/login-otp', { phone, uid })).statusCode).toBe(200);
  });

  describe('the uid must prove this very phone', () => {
    const refused = { message: 'OTP expired or missing. Please request OTP again.', code: 'otp_missing' };

    it('refuses a made-up uid', async () => {
      const res = await client(t, next.address()).post(REGISTER, form(next.phone(), 'made-up-uid-1234567890'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    });

    it('refuses a uid verified for another phone, and creates no account', async () => {
      const address = next.address();
      const uid = await verifiedUid(t, next.phone(), address);
      const phone = next.phone();
      const res = await client(t, address).post(REGISTER, form(phone, uid));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
      expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    });

    it('refuses a uid already used (single use)', async () => {
      const phone = next.phone();
      const address = next.address();
      const uid = await verifiedUid(t, phone, address);
      expect((await client(t, address).post(REGISTER, form(phone, uid))).statusCode).toBe(200);
      const other = await client(t, address).post('/api/auth/login-otp', { phone, uid });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual(refused);
    });

    it('accepts a uid for 10 minutes and refuses it afterwards', async () => {
      const address = next.address();
      const [early, late] = [next.phone(), next.phone()];
      const [uidEarly, uidLate] = [await verifiedUid(t, early, address), await verifiedUid(t, late, address)];
      clock.advance(10 * 60_000 - 1);
      expect((await client(t, address).post(REGISTER, form(early, uidEarly))).statusCode).toBe(200);
      clock.advance(1);
      const res = await client(t, address).post(REGISTER, form(late, uidLate));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    });
  });

  it.each([
    ['fullName', { fullName: '' }, 'All fields are required'],
    ['email', { email: ' ' }, 'All fields are required'],
    ['email', { email: 'asha' }, 'Please enter a valid email address.'],
    ['phone', { phone: '12345' }, 'Invalid phone number'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['uid', { uid: '' }, 'All fields are required'],
    ['otp', { otp: '12' }, 'Please enter a valid OTP.'],
  ])('refuses a bad %s with 400 naming it', async (field, change, message) => {
    const res = await client(t, next.address()).post(REGISTER, { ...form(next.phone(), 'some-uid-123'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `${field}: ${message}`, code: 'bad_request', field });
  });

  it('refuses unknown fields (no mass assignment)', async () => {
    const res = await client(t, next.address()).post(REGISTER, {
      ...form(next.phone(), 'some-uid-123'),
      isAdmin: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Unrecognized key');
  });
});
