import { cn } from '../../../components/ui/cn';
import type { Staff } from '@vastra/domain/api';
import {
  BACK_OFFICE_MESSAGES as M,
  missingPermissionMessage,
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from '@vastra/domain/back-office';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { adminErrorMessage } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { useStaff } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { InviteDialog } from './invite-dialog';
import { maskPhone } from './mask-phone';
import { useStaffList, useStaffMutations } from './staff-api';

/** Staff (the `staff` permission): who can sign in, their role and state; invite, change a role, unlock, remove. */
export function Component() {
  const me = useStaff();
  const isOwner = me.permissions.includes('staff');
  const list = useStaffList(isOwner);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Staff | null>(null);

  if (!isOwner) {
    return (
      <AdminPage title="Staff">
        <FormMessage message={missingPermissionMessage('staff')} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title="Staff" actions={<Button onClick={() => setInviting(true)}>Invite someone</Button>}>
      {list.isPending ? (
        <Spinner label="Loading the staff" />
      ) : list.isError ? (
        <FormMessage message={adminErrorMessage(list.error)} />
      ) : (
        <ul aria-label="Staff" className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {list.data.items.map((member) => (
            <StaffRow key={member.id} member={member} isMe={member.id === me.id} onRemove={() => setRemoving(member)} />
          ))}
        </ul>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {removing && <RemoveDialog member={removing} onClose={() => setRemoving(null)} />}
    </AdminPage>
  );
}

const STATUS_NAMES: Record<Staff['status'], string> = { active: 'Active', invited: 'Invited', locked: 'Locked' };

function StaffRow({ member, isMe, onRemove }: { member: Staff; isMe: boolean; onRemove: () => void }) {
  const { changeRole, unlock } = useStaffMutations();
  const toast = useToast();
  const [role, setRole] = useState<StaffRole>(member.role);
  const save = async () => {
    try {
      const saved = await changeRole.mutateAsync({ member, role });
      toast.success(M.staffRoleSaved(saved.fullName, saved.role));
    } catch (error) {
      toast.error(adminErrorMessage(error));
      setRole(member.role);
    }
  };
  const unlockMember = async () => {
    try {
      const unlocked = await unlock.mutateAsync(member);
      toast.success(M.staffUnlockedNamed(unlocked.fullName));
    } catch (error) {
      toast.error(adminErrorMessage(error));
    }
  };
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          <span className="truncate">{member.fullName}</span>
          {isMe && <span className="text-sm font-normal text-muted">(you)</span>}
          <Badge tone={member.status === 'active' ? 'success' : 'neutral'}>{STATUS_NAMES[member.status]}</Badge>
        </p>
        {member.status === 'locked' && <p className="mt-1 text-sm text-danger">{M.staffLockedHint}</p>}
        <p className="mt-1 text-sm text-muted">
          <span className="sr-only">Phone </span>
          {maskPhone(member.phone)}
          {isMe && <> · {ROLE_LABELS[member.role]}</>}
        </p>
      </div>
      {!isMe && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={
              <>
                Role<span className="sr-only"> of {member.fullName}</span>
              </>
            }
            className="w-36"
            controlClassName="py-2"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            size="sm"
            className="mb-1"
            disabled={role === member.role}
            loading={changeRole.isPending}
            aria-label={`Save role of ${member.fullName}`}
            onClick={() => void save()}
          >
            Save
          </Button>
          {member.status === 'locked' && (
            <Button
              variant="secondary"
              size="sm"
              className="mb-1"
              loading={unlock.isPending}
              aria-label={`Unlock ${member.fullName}`}
              onClick={() => void unlockMember()}
            >
              Unlock
            </Button>
          )}
          <button
            type="button"
            className={cn(
              'mb-1 min-h-9 rounded-full px-4 text-sm font-medium text-danger',
              'transition-colors hover:bg-danger/10',
            )}
            aria-label={`Remove ${member.fullName}`}
            onClick={onRemove}
          >
            Remove
          </button>
        </div>
      )}
    </li>
  );
}

function RemoveDialog({ member, onClose }: { member: Staff; onClose: () => void }) {
  const { remove } = useStaffMutations();
  const toast = useToast();
  const confirm = async () => {
    try {
      await remove.mutateAsync(member);
      toast.success(M.staffRemovedNamed(member.fullName));
      onClose();
    } catch {
      // shown in the dialog from the mutation's error
    }
  };
  return (
    <Dialog open onClose={onClose} title={M.removeStaffTitle(member.fullName)} description={M.removeStaffText}>
      <FormMessage message={remove.isError ? adminErrorMessage(remove.error) : null} />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <button
          type="button"
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          className={
            'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-danger px-6 text-sm font-medium ' +
            'text-white transition-colors hover:bg-danger/90 disabled:cursor-not-allowed disabled:opacity-50'
          }
          onClick={() => void confirm()}
        >
          {remove.isPending && <Spinner size="sm" label={null} />}
          Remove
        </button>
      </div>
    </Dialog>
  );
}
