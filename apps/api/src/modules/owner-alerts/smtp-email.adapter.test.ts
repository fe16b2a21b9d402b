import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpEmailSender } from './smtp-email.adapter';

// A relay on this machine that speaks SMTP's replies as RFC 5321 gives them (220 greeting, 250 EHLO lines with AUTH,
// 235 after AUTH PLAIN, 250/354 for the envelope and the data), records what it was told, and refuses one address
// with 550 and another with 451: the adapter's outcomes against real protocol answers, no network beyond loopback.
const seen: string[] = [];
let server: Server;
let port: number;

function speak(socket: Socket) {
  let data = false;
  let buffer = '';
  socket.write('220 relay.test ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      seen.push(line);
      if (data) {
        if (line === '.') {
          data = false;
          socket.write('250 2.0.0 Ok: queued as ABC123\r\n');
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') socket.write('250-relay.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
      else if (verb === 'AUTH') socket.write('235 2.7.0 Authentication successful\r\n');
      else if (verb === 'MAIL') socket.write('250 2.1.0 Ok\r\n');
      else if (verb === 'RCPT' && line.includes('nobody@')) socket.write('550 5.1.1 User unknown\r\n');
      else if (verb === 'RCPT' && line.includes('busy@')) socket.write('451 4.3.0 Try again later\r\n');
      else if (verb === 'RCPT') socket.write('250 2.1.5 Ok\r\n');
      else if (verb === 'DATA') {
        data = true;
        socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
      } else if (verb === 'QUIT') socket.end('221 2.0.0 Bye\r\n');
      else socket.write('250 Ok\r\n');
    }
  });
}

const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

beforeAll(async () => {
  server = createServer(speak);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sender = () =>
  createSmtpEmailSender({
    url: `smtp://alerts%40vastra.in:s3cret@127.0.0.1:${port}`,
    from: 'Vastra <alerts@vastra.in>',
  });

describe('the SMTP email sender', () => {
  it('logs in, sends the envelope and the text, and keeps the relay’s id', async () => {
    seen.length = 0;
    const email = { to: 'meera@vastra.in', subject: 'Vastra: New order #A1B2C3D4', text: 'New order #A1B2C3D4\n' };
    const outcome = await sender().send(email, log);
    expect(outcome).toMatchObject({ ok: true });
    const plain = Buffer.from('\0alerts@vastra.in\0s3cret').toString('base64');
    expect(seen).toContain(`AUTH PLAIN ${plain}`);
    expect(seen).toContain('MAIL FROM:<alerts@vastra.in>');
    expect(seen).toContain('RCPT TO:<meera@vastra.in>');
    expect(seen).toContain('Subject: Vastra: New order #A1B2C3D4');
    expect(seen).toContain('New order #A1B2C3D4');
  });

  it('an address the relay refuses (5xx) is not tried again; a 4xx is', async () => {
    const refused = await sender().send({ to: 'nobody@vastra.in', subject: 's', text: 't' }, log);
    expect(refused).toMatchObject({ ok: false, transient: false });
    expect(refused.ok ? '' : refused.reason).toMatch(/^SMTP 550: /);
    const busy = await sender().send({ to: 'busy@vastra.in', subject: 's', text: 't' }, log);
    expect(busy).toMatchObject({ ok: false, transient: true });
  });

  it('a relay out of reach is a transient failure', async () => {
    const gone = createSmtpEmailSender({ url: 'smtp://127.0.0.1:1', from: 'alerts@vastra.in' });
    const outcome = await gone.send({ to: 'meera@vastra.in', subject: 's', text: 't' }, log);
    expect(outcome).toMatchObject({ ok: false, transient: true });
    expect(outcome.ok ? '' : outcome.reason).toMatch(/^network: /);
  });
});
