import { zodResolver } from '@hookform/resolvers/zod';
import { InviteStaffBody } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M, STAFF_ROLES, type StaffRole } from '@vastra/domain/back-office';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { Dialog } from '../../../components/ui/dialog';
import { adminErrorMessage } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { FormPhoneField } from '../../../components/ui/form-phone-field';
import { useStaffMutations } from './staff-api';

/** The role choices with what each allows (the owner sets a member's permissions by choosing one). */
export const ROLE_CHOICES = {
  owner: M.roleOwner,
  manager: M.roleManager,
  packer: M.rolePacker,
} as const satisfies Record<StaffRole, string>;

type Values = z.input<typeof InviteStaffBody>;

/** The owner invites someone: phone, name and role; an SMS carries the link to set a password. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <InviteForm onClose={onClose} /> : null;
}

function InviteForm({ onClose }: { onClose: () => void }) {
  const { invite } = useStaffMutations();
  const toast = useToast();
  const form = useForm<Values, unknown, z.output<typeof InviteStaffBody>>({
    resolver: zodResolver(InviteStaffBody),
    defaultValues: { phone: '', fullName: '', role: 'packer' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      const member = await invite.mutateAsync(body);
      toast.success(M.staffInvited(member.fullName));
      onClose();
    } catch {
      // shown in the dialog from the mutation's error
    }
  });
  return (
    <Dialog open onClose={onClose} title="Invite someone" description="They get an SMS with a link to set a password.">
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-4">
        <FormPhoneField control={form.control} name="phone" error={errors.phone?.message} />
        <TextField
          label="Full name"
          autoComplete="off"
          error={errors.fullName ? M.staffNameRequired : undefined}
          {...form.register('fullName')}
        />
        <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_CHOICES[role]}
            </option>
          ))}
        </SelectField>
        <FormMessage message={invite.isError ? adminErrorMessage(invite.error) : null} />
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
