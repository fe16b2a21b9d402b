import { Alert } from '../../../components/ui/alert';

/** The form's one message at a time (docs/rules/sign-in.md#signup), announced when it appears. */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  // The empty live region stays in the page so that a screen reader announces the first message too.
  if (!message) return <p id={id} role="alert" className="sr-only" />;
  return <Alert id={id}>{message}</Alert>;
}
