/** The form's one message at a time (docs/rules/sign-in.md#signup), announced when it appears. */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  return (
    <p
      id={id}
      role="alert"
      className={message ? 'rounded-xl border border-danger/25 bg-danger/5 px-4 py-3 text-sm text-danger' : 'sr-only'}
    >
      {message}
    </p>
  );
}
