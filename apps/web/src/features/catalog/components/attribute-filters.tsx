import type { SearchFacets } from '@vastra/domain/api';
import { cn } from '../../../components/ui/cn';

const HEADING = 'mb-3 text-xs font-semibold tracking-[0.16em] text-muted uppercase';

type Chosen = Readonly<Record<string, readonly string[]>>;

export type AttributeFiltersProps = {
  facets: SearchFacets['attributes'];
  chosen: Chosen;
  onChange: (attributes: Record<string, string[]>) => void;
};

/** `chosen` with `value` of `attribute` ticked or unticked (lists kept sorted, empty ones dropped). */
export function toggledAttribute(chosen: Chosen, attribute: string, value: string): Record<string, string[]> {
  const next: Record<string, string[]> = Object.fromEntries(Object.entries(chosen).map(([k, v]) => [k, [...v]]));
  const list = next[attribute] ?? [];
  const toggled = list.includes(value) ? list.filter((v) => v !== value) : [...list, value].sort();
  if (toggled.length > 0) next[attribute] = toggled;
  else delete next[attribute];
  return next;
}

/**
 * The shop's own filters (fabric, colour, occasion…: docs/decisions/092-attributes.md): one group per attribute the
 * search counts, each value with how many products it would show given the other filters. Loaded lazily: the first
 * screen of /shop does not need it.
 */
export default function AttributeFilters({ facets, chosen, onChange }: AttributeFiltersProps) {
  if (!facets || facets.length === 0) return null;
  return (
    <>
      {facets.map((attribute) => (
        <fieldset key={attribute.slug}>
          <legend className={HEADING}>{attribute.name}</legend>
          <ul className="flex flex-wrap gap-2">
            {attribute.values.map(({ value, name, count }) => {
              const checked = (chosen[attribute.slug] ?? []).includes(value);
              return (
                <li key={value}>
                  <label
                    className={cn(
                      'flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                      checked ? 'border-ink bg-ink text-paper' : 'border-line bg-paper text-ink hover:border-ink',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={checked}
                      onChange={() => onChange(toggledAttribute(chosen, attribute.slug, value))}
                    />
                    {`${name} `}
                    <span className={checked ? 'text-paper/80' : 'text-muted'}>{`(${count})`}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </>
  );
}
