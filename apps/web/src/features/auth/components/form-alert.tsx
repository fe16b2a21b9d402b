import { Alert } from '../../../components/ui/alert';
import { useI18n } from '../../../lib/i18n';
import { identityText } from '../utils/identity-text';

/**
 * The form's one message at a time (docs/rules/sign-in.md#signup), announced when it appears: the shop's own words in
 * the shopper's language (utils/identity-text.ts).
 */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  const { tm } = useI18n();
  // The empty live region stays in the page so that a screen reader announces the first message too.
  if (!message) return <p id={id} role="alert" className="sr-only" />;
  return <Alert id={id}>{identityText(tm, message)}</Alert>;
}
