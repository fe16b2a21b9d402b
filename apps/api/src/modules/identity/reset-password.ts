import { AppError } from '../../errors';
import { accountLookupRule, loginPhoneBucket, type AccountDeps } from './account-deps';
import type { ResetPasswordBody } from '@vastra/domain/api';
import { IDENTITY_MESSAGES } from './identity.messages';
import type { IdentityLog } from './identity.log';
import { hashPassword } from '../../shared/passwords';
import { consumePhoneProof, requirePhoneProof } from './phone-proof';
import { inTransaction } from './transaction';

/**
 * POST /api/auth/reset-password (docs/rules/sign-in.md#login-and-reset): a phone proven by a fresh uid gets a new
 * password, and every session of that account ends (docs/rules/security.md).
 */
export function createResetPassword(deps: AccountDeps) {
  return async function resetPassword(
    input: ResetPasswordBody & { clientAddress: string },
    log: IdentityLog,
  ): Promise<{ message: string }> {
    // 1. A proof for the phone, then its account: the proof comes first and the lookup spends the
    //    address's budget, so the 404 tells a stranger nothing.
    const proof = await requirePhoneProof(deps.verifier, { phone: input.phone, uid: input.uid, log });
    await deps.rateLimiter.consume([accountLookupRule(deps.config, input.clientAddress)]);
    const user = await deps.users.findByPhone(input.phone);
    if (!user) throw new AppError('not-found', IDENTITY_MESSAGES.noAccountFound);
    const passwordHash = await hashPassword(input.newPassword);

    // 2. One transaction: proof used, password replaced, all sessions ended.
    const ended = await inTransaction(deps.db, async (tx) => {
      await consumePhoneProof(deps.verifier, tx, proof);
      await deps.users.setPasswordHash(tx, user.id, passwordHash, deps.clock.now());
      return deps.sessions.endAll(tx, user.id);
    });

    // 3. The owner is back in control: earlier failed logins no longer count against them.
    await deps.rateLimiter.reset(loginPhoneBucket(input.phone));
    log.info({ sessionsEnded: ended }, 'password reset');
    return { message: IDENTITY_MESSAGES.passwordResetSuccess };
  };
}
