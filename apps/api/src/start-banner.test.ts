import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startBanner } from './start-banner';
import { PRODUCTION_ENV } from './testing/production-env';

const PRODUCTION = {
  ...PRODUCTION_ENV,
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'k',
  RAZORPAY_KEY_SECRET: 's',
  RAZORPAY_WEBHOOK_SECRET: 'w',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'a',
  MSG91_TEMPLATE_ID: 't',
  DATABASE_URL: 'postgres://vastra:hunter2-secret@db.internal:5432/shop',
  TRUST_PROXY: '1',
};

describe('the start banner', () => {
  it(
    'says what `npm start` runs: development on this machine, the embedded ' +
      'database, the local providers, dev endpoints on loopback only',
    () => {
      const banner = startBanner(loadConfig({}), { address: '127.0.0.1', family: 'IPv4', port: 3000 }, { owners: 0 });
      expect(banner.split('\n')).toEqual([
        'Vastra API started',
        '  mode            development (NODE_ENV=production for a real shop)',
        '  listening       http://127.0.0.1:3000 (this machine only; set HOST=0.0.0.0 to listen on the network)',
        '  database        PGlite (embedded) in ./data',
        '  providers       phone local codes sent by console (server log and dev ' +
          'outbox, no SMS); payments sandbox; payouts sandbox; shipping simulator',
        "  client address  the socket's (TRUST_PROXY unset: no proxy trusted)",
        '  dev endpoints   /api/dev/*, /api/payment/sandbox/*: answered only to ' +
          'this machine (127.0.0.1, ::1), 403 to anyone else',
        '  back office     http://127.0.0.1:3000/admin (the first owner: npm run owner:create)',
        '',
      ]);
    },
  );

  it(
    'says a production server listens on every interface, trusts one proxy ' +
      'and has no dev endpoints, without the database password',
    () => {
      const banner = startBanner(
        loadConfig(PRODUCTION),
        { address: '0.0.0.0', family: 'IPv4', port: 8080 },
        { owners: 1 },
      );
      expect(banner).toContain('  mode            production\n');
      expect(banner).toContain('  listening       http://0.0.0.0:8080 (every network interface)\n');
      expect(banner).toContain('  database        PostgreSQL at db.internal:5432/shop\n');
      expect(banner).toContain(
        '  providers       phone local codes sent by msg91; payments razorpay; payouts manual; shipping shiprocket\n',
      );
      expect(banner).toContain('  client address  the one the nearest proxy saw (TRUST_PROXY=1)\n');
      expect(banner).toContain('  dev endpoints   none (production)\n');
      expect(banner).toContain('  back office     http://0.0.0.0:8080/admin (1 owner can sign in)\n');
      expect(banner).not.toMatch(/hunter2|vastra:/);
    },
  );

  it('names trusted proxies by address, and an IPv6 listener in brackets', () => {
    const banner = startBanner(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8,fd00::/8', HOST: '::' }),
      { address: '::', family: 'IPv6', port: 3000 },
      { owners: 0 },
    );
    expect(banner).toContain('  listening       http://[::]:3000 (every network interface)\n');
    expect(banner).toContain(
      '  client address  the one the outermost trusted proxy saw (proxies: 10.0.0.0/8, fd00::/8)\n',
    );
  });

  it('shows the demo owner of a development server with where its sign-in code arrives', () => {
    const demo = { owners: 1, demoOwner: { phone: '+919000000001', password: 'random-Demo-4821' } };
    const address = { address: '127.0.0.1', family: 'IPv4', port: 3000 };
    expect(startBanner(loadConfig({}), address, demo)).toContain(
      '  back office     http://127.0.0.1:3000/admin: demo owner +919000000001, password random-Demo-4821 ' +
        '(the code arrives in this log and at /api/dev/sms-outbox)\n',
    );
    expect(
      startBanner(loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'a', MSG91_TEMPLATE_ID: 't' }), address, demo),
    ).toContain('password random-Demo-4821 (the code is sent by msg91)\n');
  });

  it('never prints a demo password in production, even if one were passed', () => {
    const banner = startBanner(
      loadConfig(PRODUCTION),
      { address: '0.0.0.0', family: 'IPv4', port: 8080 },
      { owners: 2, demoOwner: { phone: '+919000000001', password: 'random-Demo-4821' } },
    );
    expect(banner).not.toContain('random-Demo-4821');
    expect(banner).toContain('  back office     http://0.0.0.0:8080/admin (2 owners can sign in)\n');
  });

  it('says when a production shop has no owner yet, with the one command that creates the first', () => {
    const banner = startBanner(
      loadConfig(PRODUCTION),
      { address: '0.0.0.0', family: 'IPv4', port: 8080 },
      { owners: 0 },
    );
    expect(banner).toContain(
      '  back office     http://0.0.0.0:8080/admin (no owner yet, so nobody can sign in: create the first with ' +
        'npm run owner:create -- --phone +91XXXXXXXXXX --name "Full Name" --password "a strong password")\n',
    );
  });
});
