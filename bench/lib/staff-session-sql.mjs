// A bench's member of staff, signed in without the sign-in flow.
import { createHash } from 'node:crypto';

/** A member of staff and a live session, stored as apps/api/src/modules/staff/staff-sessions.ts stores them. */
export function staffSessionSql(token, phone) {
  const hash = createHash('sha256').update(token).digest('hex');
  return `
with member as (
  insert into staff (phone, full_name, role, password_hash) values ('${phone}', 'Bench Owner', 'owner', 'x')
  returning id
)
insert into staff_sessions (staff_id, token_hash, expires_at)
select id, '${hash}', now() + interval '1 day' from member;
`;
}
