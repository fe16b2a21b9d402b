import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { CONTACT_MESSAGES_PER_ADDRESS_HOUR } from './contact.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = { name: 'Priya Sharma', email: 'priya@example.in', message: 'Do you ship sarees to Pune?' };
const send = (payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : payload === undefined
        ? {}
        : { payload: payload as Record<string, unknown> }),
  });
const storedFrom = (address: string) =>
  t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.clientAddress, address))
    .orderBy(desc(contactMessages.createdAt));

describe('POST /api/contact', () => {
  it('stores {name, email, message} trimmed, with the client address, and answers 201', async () => {
    const res = await send(
      { name: '  Priya Sharma ', email: ' priya@example.in ', message: ' Do you ship sarees to Pune? ' },
      '10.1.0.1',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Message received' });
    const rows = await storedFrom('10.1.0.1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, clientAddress: '10.1.0.1' });
  });

  it('stores a message as typed (the page escapes it when shown)', async () => {
    const message = '<script>alert(1)</script> & "quotes"';
    expect((await send({ ...valid, message }, '10.1.0.2')).statusCode).toBe(201);
    expect((await storedFrom('10.1.0.2'))[0]?.message).toBe(message);
  });

  it.each([
    ['a missing name', { email: valid.email, message: valid.message }, 'name', 'Please enter your name.'],
    ['a blank name', { ...valid, name: '   ' }, 'name', 'Please enter your name.'],
    [
      'a name over 100 characters',
      { ...valid, name: 'N'.repeat(101) },
      'name',
      'Please keep your name to at most 100 characters.',
    ],
    ['a missing email', { name: valid.name, message: valid.message }, 'email', 'Please enter your email address.'],
    ['an invalid email', { ...valid, email: 'priya@' }, 'email', 'Please enter a valid email address.'],
    [
      'an email over 254 characters',
      { ...valid, email: `${'p'.repeat(250)}@example.in` },
      'email',
      'Please enter a valid email address.',
    ],
    ['a missing message', { name: valid.name, email: valid.email }, 'message', 'Please enter a message.'],
    ['an empty message', { ...valid, message: ' ' }, 'message', 'Please enter a message.'],
    [
      'a message over 5,000 characters',
      { ...valid, message: 'm'.repeat(5001) },
      'message',
      'Please keep your message to at most 5000 characters.',
    ],
    ['a number for a name', { ...valid, name: 42 }, 'name', 'Please enter your name.'],
    ['no body at all', undefined, 'name', 'Please enter your name.'],
  ])('refuses %s with 400 {error, message} naming %s', async (_case, payload, field, text) => {
    const res = await send(payload, '10.1.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: text, code: 'bad_request', error: text, field });
  });

  it('refuses malformed JSON with 400 and an error text, never 500', async () => {
    const res = await send('{"name":', '10.1.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('stores nothing that it refused', async () => {
    expect(await storedFrom('10.1.0.3')).toEqual([]);
  });

  it(
    `takes ${CONTACT_MESSAGES_PER_ADDRESS_HOUR} messages an hour from one ` +
      `address, then answers 429 with Retry-After`,
    async () => {
      for (let i = 0; i < CONTACT_MESSAGES_PER_ADDRESS_HOUR; i += 1) {
        expect((await send(valid, '10.1.0.4')).statusCode).toBe(201);
      }
      const res = await send(valid, '10.1.0.4');
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const body = res.json<{ error: string; message: string; retryAfterSeconds: number }>();
      expect(body.error).toBe(body.message);
      expect(body.message).toBe(`Too many messages. Please try again in ${body.retryAfterSeconds}s.`);
      expect(await storedFrom('10.1.0.4')).toHaveLength(CONTACT_MESSAGES_PER_ADDRESS_HOUR);
      // Another address is not held back.
      expect((await send(valid, '10.1.0.5')).statusCode).toBe(201);
    },
  );

  it('is documented with its body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { required: string[] } }> } } }
      >;
    }>();
    expect(doc.paths['/api/contact']?.post?.requestBody?.content['application/json']?.schema.required).toEqual([
      'name',
      'email',
      'message',
    ]);
  });
});
