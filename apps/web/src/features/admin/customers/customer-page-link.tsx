import { Link } from 'react-router';
import { adminPaths } from '../admin-paths';

/** " · Customer page" after who wrote something (a review, a message), when she has an account. */
export function CustomerPageLink({ customerId }: { customerId: string | null | undefined }) {
  if (!customerId) return null;
  return (
    <>
      {' · '}
      <Link to={adminPaths.customer.getHref(customerId)} className="text-accent underline underline-offset-2">
        Customer page
      </Link>
    </>
  );
}
