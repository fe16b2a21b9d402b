import { describe, expect, it } from 'vitest';
import phoneToken from './__fixtures__/firebase-decoded-id-token.phone.json';
import { lazyFirebaseVerifyIdToken } from './firebase-sdk';

/** Stand-ins for firebase-admin/app and firebase-admin/auth that record how they are used. */
function fakeFirebaseAdmin() {
  const apps: { name: string; options: unknown }[] = [];
  const verified: string[] = [];
  const modules: Record<string, unknown> = {
    'firebase-admin/app': {
      getApps: () => apps,
      initializeApp: (options: unknown, name: string) => {
        const app = { name, options };
        apps.push(app);
        return app;
      },
    },
    'firebase-admin/auth': {
      getAuth: (app: unknown) => ({
        verifyIdToken: async (token: string) => {
          verified.push(token);
          return { ...phoneToken, aud: (app as { options: { projectId: string } }).options.projectId };
        },
      }),
    },
  };
  let imports = 0;
  const load = async (specifier: string) => {
    imports++;
    return modules[specifier];
  };
  return { apps, verified, load, imports: () => imports };
}

describe('lazyFirebaseVerifyIdToken', () => {
  it('loads firebase-admin on first use, once, with the project id, and verifies through getAuth(app)', async () => {
    const admin = fakeFirebaseAdmin();
    const verify = lazyFirebaseVerifyIdToken('vastra-test', admin.load);
    expect(admin.imports()).toBe(0);
    expect(await verify('token-1')).toMatchObject({ aud: 'vastra-test', phone_number: '+919876543210' });
    await verify('token-2');
    expect(admin.imports()).toBe(2);
    expect(admin.apps).toEqual([{ name: 'vastra-identity', options: { projectId: 'vastra-test' } }]);
    expect(admin.verified).toEqual(['token-1', 'token-2']);
  });

  it('reuses an app initialised before (no duplicate-app error)', async () => {
    const admin = fakeFirebaseAdmin();
    await lazyFirebaseVerifyIdToken('vastra-test', admin.load)('a');
    await lazyFirebaseVerifyIdToken('vastra-test', admin.load)('b');
    expect(admin.apps).toHaveLength(1);
  });

  it('says how to install firebase-admin when it is missing, and tries again next time', async () => {
    let installed = false;
    const admin = fakeFirebaseAdmin();
    const load = async (specifier: string) => {
      if (!installed)
        throw Object.assign(new Error(`Cannot find package '${specifier}'`), { code: 'ERR_MODULE_NOT_FOUND' });
      return admin.load(specifier);
    };
    const verify = lazyFirebaseVerifyIdToken('vastra-test', load);
    await expect(verify('token')).rejects.toThrow('OTP_PROVIDER=firebase needs firebase-admin@^13');
    installed = true;
    expect((await verify('token')).phone_number).toBe('+919876543210');
  });
});
