import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/field';

/** How long typing must pause before the list searches (each settled search is one history entry). */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A list's search box: searches once typing pauses, or at once on Enter. When the address changes under it
 * (the back button, Clear filters) it shows the search the list is showing.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  if (value !== shown) {
    setShown(value);
    setSent(value);
    // Our own search coming back through the address must not undo what was typed meanwhile.
    if (value !== sent) setText(value);
  }
  const search = (q: string) => {
    setSent(q);
    latest.current(q);
  };
  useEffect(() => {
    const q = text.trim();
    if (q === sent) return;
    const timer = window.setTimeout(() => {
      setSent(q);
      latest.current(q);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, sent]);
  return (
    <form
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        search(text.trim());
      }}
    >
      <TextField
        label={label}
        placeholder={placeholder}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
