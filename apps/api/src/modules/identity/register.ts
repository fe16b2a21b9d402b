import type { AuthResponse, RegisterBody } from '@vastra/domain/api';
import { AppError } from '../../errors';
import { accountLookupRule, type AccountDeps } from './account-deps';
import { IDENTITY_MESSAGES } from './identity.messages';
import type { IdentityLog } from './identity.log';
import { hashPassword } from '../../shared/passwords';
import { consumePhoneProof, requirePhoneProof } from './phone-proof';
import { inTransaction } from './transaction';
import { toUserDto } from './user-dto';

/** POST /api/auth/register: a phone-verified signup that logs the shopper in (docs/rules/sign-in.md#signup). */
export function createRegister(deps: AccountDeps) {
  const exists = () => new AppError('conflict', IDENTITY_MESSAGES.userAlreadyExists, { code: 'phone_registered' });

  return async function register(
    input: RegisterBody & { clientAddress: string },
    log: IdentityLog,
  ): Promise<AuthResponse> {
    // 1. A uid for that same phone (the typed `otp` is not proof of anything), then a new phone: the
    //    proof comes first and the lookup spends the address's budget, so the 409 enumerates nothing.
    const proof = await requirePhoneProof(deps.verifier, { phone: input.phone, uid: input.uid, log });
    await deps.rateLimiter.consume([accountLookupRule(deps.config, input.clientAddress)]);
    if (await deps.users.findByPhone(input.phone)) throw exists();
    const passwordHash = await hashPassword(input.password);

    // 2. One transaction: the proof is used, the user and the session exist, or none of it.
    return inTransaction(deps.db, async (tx) => {
      await consumePhoneProof(deps.verifier, tx, proof);
      const user = await deps.users.insert(tx, {
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        passwordHash,
        now: deps.clock.now(),
      });
      if (!user) throw exists();
      const token = await deps.sessions.start(tx, user.id);
      return { token, user: toUserDto(user), message: IDENTITY_MESSAGES.signupSuccess };
    });
  };
}
