import { zodResolver } from '@hookform/resolvers/zod';
import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M, staffPasswordProblem } from '@vastra/domain/back-office';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { adminPaths } from '../admin-paths';
import { adminCall } from '../api/admin-api';
import { AuthCard, FormMessage } from './auth-card';
import type { SignInState } from './require-staff';

/** The same rule the server applies (staffPasswordProblem), checked before sending; then both entries must match. */
const NewPassword = z
  .object({
    password: z.string().superRefine((password, ctx) => {
      const problem = staffPasswordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, { error: M.passwordsDiffer, path: ['confirm'] });

/** An invited member of staff sets their password (from the SMS link), then signs in. */
export function AcceptInviteScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.infer<typeof NewPassword>>({
    resolver: zodResolver(NewPassword),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await adminCall(ENDPOINTS.adminAcceptInvite, { body: { token, password } });
      const state: SignInState = { passwordSet: true };
      void navigate(adminPaths.signIn.getHref(), { replace: true, state });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    }
  });

  return (
    <AuthCard title="Set your password" intro="You were invited to the shop's back office.">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="none"
          hint={errors.password ? undefined : M.weakPassword}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="none"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <FormMessage message={failure} />
        <Button type="submit" size="lg" loading={isSubmitting}>
          Set password
        </Button>
        <Link
          to={adminPaths.signIn.getHref()}
          className="self-center text-sm text-muted underline underline-offset-4 hover:text-ink"
        >
          Already set? Sign in
        </Link>
      </form>
    </AuthCard>
  );
}
