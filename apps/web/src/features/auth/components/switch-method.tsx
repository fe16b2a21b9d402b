/** The quiet button that switches between the two ways to log in. */
export function SwitchMethod({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={
        'mx-auto min-h-11 rounded-full px-3 text-sm font-medium text-accent ' +
        'underline-offset-4 hover:underline disabled:opacity-50'
      }
    >
      {label}
    </button>
  );
}
