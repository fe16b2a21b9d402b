import type { AdminCategory, AttributeResponse } from '@vastra/domain/api';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { emptyRule, type Problems, type RuleKind, type RuleValues } from './collection-form-values';
import { COLLECTION_SCREEN_TEXTS as S } from './collection-texts';

const KINDS = Object.keys(S.ruleKinds) as RuleKind[];

/**
 * An automatic collection's conditions, all of which apply: per condition its kind and the inputs that kind reads
 * (a category, a price range in rupees, an attribute's values, a tag, a number of days). Each input shows the
 * problem at its field path (`rules.0.maxPaise`), whether the browser or the API found it.
 */
export function CollectionRulesEditor({
  rules,
  problems,
  categories,
  attributes,
  onChange,
}: {
  rules: RuleValues[];
  problems: Problems;
  categories: readonly AdminCategory[];
  attributes: readonly AttributeResponse[];
  onChange: (rules: RuleValues[]) => void;
}) {
  const set = (i: number, patch: Partial<RuleValues>) =>
    onChange(rules.map((rule, j) => (j === i ? { ...rule, ...patch } : rule)));
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="text-sm font-medium text-ink">{S.rules}</legend>
      <p className="text-sm text-muted">{S.rulesHint}</p>
      {problems.rules && <Alert look="text">{problems.rules}</Alert>}
      <ol className="flex flex-col gap-3">
        {rules.map((rule, i) => {
          const at = (field: string) => problems[`rules.${i}.${field}`];
          const attribute = attributes.find((a) => a.slug === rule.attribute);
          return (
            <li key={i} className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[12rem_1fr_auto]">
              <SelectField
                label={S.ruleKind(i + 1)}
                value={rule.kind}
                error={problems[`rules.${i}`]}
                onChange={(e) => set(i, { ...emptyRule(e.target.value as RuleKind) })}
              >
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {S.ruleKinds[kind]}
                  </option>
                ))}
              </SelectField>
              <div className="grid gap-3 sm:grid-cols-2">
                {rule.kind === 'category' && (
                  <SelectField
                    label={S.category}
                    value={rule.category}
                    error={at('category')}
                    onChange={(e) => set(i, { category: e.target.value })}
                  >
                    <option value="">{S.chooseOne}</option>
                    {categories.map((c) => (
                      <option key={c.slug} value={c.slug}>
                        {c.name}
                      </option>
                    ))}
                  </SelectField>
                )}
                {rule.kind === 'price' && (
                  <>
                    <TextField
                      label={S.minRupees}
                      inputMode="decimal"
                      autoComplete="off"
                      optional
                      value={rule.minRupees}
                      error={at('minPaise')}
                      onChange={(e) => set(i, { minRupees: e.target.value })}
                    />
                    <TextField
                      label={S.maxRupees}
                      inputMode="decimal"
                      autoComplete="off"
                      optional
                      value={rule.maxRupees}
                      error={at('maxPaise')}
                      onChange={(e) => set(i, { maxRupees: e.target.value })}
                    />
                  </>
                )}
                {rule.kind === 'attribute' && (
                  <>
                    <SelectField
                      label={S.attribute}
                      value={rule.attribute}
                      error={at('attribute')}
                      onChange={(e) => set(i, { attribute: e.target.value, values: [] })}
                    >
                      <option value="">{S.chooseOne}</option>
                      {attributes.map((a) => (
                        <option key={a.slug} value={a.slug}>
                          {a.name}
                        </option>
                      ))}
                    </SelectField>
                    {attribute && (
                      <fieldset>
                        <legend className="text-sm font-medium text-ink">{S.values}</legend>
                        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                          {attribute.values.map((v) => (
                            <label key={v.slug} className="flex items-center gap-2 text-sm text-ink">
                              <input
                                type="checkbox"
                                className="size-5 accent-accent"
                                checked={rule.values.includes(v.slug)}
                                onChange={(e) =>
                                  set(i, {
                                    values: e.target.checked
                                      ? [...rule.values, v.slug]
                                      : rule.values.filter((s) => s !== v.slug),
                                  })
                                }
                              />
                              {v.name}
                            </label>
                          ))}
                        </div>
                        {at('values') && <Alert look="text">{at('values')}</Alert>}
                      </fieldset>
                    )}
                  </>
                )}
                {rule.kind === 'tag' && (
                  <TextField
                    label={S.tag}
                    autoComplete="off"
                    value={rule.tag}
                    error={at('tag')}
                    onChange={(e) => set(i, { tag: e.target.value })}
                  />
                )}
                {rule.kind === 'new' && (
                  <TextField
                    label={S.days}
                    inputMode="numeric"
                    autoComplete="off"
                    value={rule.days}
                    error={at('days')}
                    onChange={(e) => set(i, { days: e.target.value })}
                  />
                )}
              </div>
              <div className="flex items-end">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={S.removeRule(i + 1)}
                  onClick={() => onChange(rules.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...rules, emptyRule()])}>
          {S.addRule}
        </Button>
      </div>
    </fieldset>
  );
}
