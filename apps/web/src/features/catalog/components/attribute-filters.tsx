import type { SearchFacets } from '@vastra/domain/api';
import { nameIn } from '@vastra/domain/i18n';
import { useId, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { useI18n } from '../../../lib/i18n';

const HEADING = 'mb-3 text-xs font-semibold tracking-[0.16em] text-muted uppercase';

type Chosen = Readonly<Record<string, readonly string[]>>;

type Props = AttributeFiltersProps;

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

/** How many values a group shows before 'Show more' (chosen ones always show). */
export const FILTER_VALUES_SHOWN = 6;

type Facet = NonNullable<SearchFacets['attributes']>[number];

/** One attribute's values; a long list shows its first FILTER_VALUES_SHOWN (and any chosen) until 'Show more'. */
function AttributeGroup({
  attribute,
  chosen,
  onChange,
}: {
  attribute: Facet;
  chosen: Chosen;
  onChange: Props['onChange'];
}) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ticked = chosen[attribute.slug] ?? [];
  const long = attribute.values.length > FILTER_VALUES_SHOWN;
  const shown =
    long && !open
      ? attribute.values.filter((v, i) => i < FILTER_VALUES_SHOWN || ticked.includes(v.value))
      : attribute.values;
  return (
    <fieldset>
      <legend className={HEADING}>{nameIn(attribute, language)}</legend>
      <ul id={listId} className="flex flex-wrap gap-2">
        {shown.map(({ value, count, ...named }) => {
          const checked = ticked.includes(value);
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
                {`${nameIn(named, language)} `}
                <span className={checked ? 'text-paper/80' : 'text-muted'}>{`(${count})`}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="mt-2 min-h-10 text-sm font-medium text-accent underline underline-offset-2 hover:text-accent-dark"
        >
          {open ? t('Show less') : t('Show more')}
        </button>
      )}
    </fieldset>
  );
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
        <AttributeGroup key={attribute.slug} attribute={attribute} chosen={chosen} onChange={onChange} />
      ))}
    </>
  );
}
