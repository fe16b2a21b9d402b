import type { Staff } from '@vastra/domain/api';
import { permissionsOf, type StaffRole } from '@vastra/domain/back-office';

/** The columns a member of staff is shown from (never the password hash itself). */
export interface StaffRow {
  id: string;
  fullName: string;
  phone: string;
  role: string;
  passwordHash: string | null;
  codeLockedAt?: Date | null;
  createdAt: Date;
}

/** A staff row as the back office shows it: `invited` until a password is set, `locked` after too many wrong codes;
 * its role's permissions spelt out. */
export function toStaffDto(row: StaffRow): Staff {
  const role = row.role as StaffRole;
  return {
    id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    role,
    permissions: permissionsOf(role),
    status: row.passwordHash === null ? 'invited' : row.codeLockedAt ? 'locked' : 'active',
    createdAt: row.createdAt.toISOString(),
  };
}
