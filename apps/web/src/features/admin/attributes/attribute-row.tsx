import type { AttributeResponse } from '@vastra/domain/api';
import { BACK_OFFICE_ATTRIBUTE_MESSAGES as S } from '@vastra/domain/back-office';
import { ATTRIBUTE_NAME_MAX } from '@vastra/domain/catalog';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ATTRIBUTE_HINDI_TEXTS as T } from './attribute-texts';
import type { useAttributeMutations } from './attributes-api';
import { HindiName, HindiNameField, RenameForm } from './name-fields';
import { useRun, type FieldErrors, type Run } from './use-run-change';
import { ValueRow } from './value-row';

type Mutations = ReturnType<typeof useAttributeMutations>;

export function FilterCheckbox({
  id,
  checked,
  onChange,
  label = S.filter,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  return (
    <div className="flex items-start gap-3 md:col-span-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-accent"
        aria-describedby={`${id}-hint`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {S.filterHint}
        </p>
      </div>
    </div>
  );
}

/**
 * One attribute: its names (the Hindi one beside, docs/decisions/174-attribute-names-in-hindi.md), rename, move,
 * filter switch, its values and a form to add one.
 */
export function AttributeRow({
  attribute,
  first,
  last,
  mutations,
}: {
  attribute: AttributeResponse;
  first: boolean;
  last: boolean;
  mutations: Mutations;
}) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useRun(setError);
  const update = (body: Parameters<Mutations['update']['mutateAsync']>[0]['body'], done?: string) =>
    run(() => mutations.update.mutateAsync({ id: attribute.id, body }), done);

  return (
    <li aria-labelledby={`${id}-name`} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 text-base">
          <h2 id={`${id}-name`} className="inline font-semibold text-ink">
            {attribute.name}
          </h2>
          <HindiName name={attribute.hindiName} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${S.rename} ${attribute.name}`}
            onClick={() => setRenaming(true)}
          >
            {S.rename}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={first}
            aria-label={`${S.moveUp} ${attribute.name}`}
            onClick={() => void update({ position: attribute.position - 1 })}
          >
            {S.moveUp}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={last}
            aria-label={`${S.moveDown} ${attribute.name}`}
            onClick={() => void update({ position: attribute.position + 1 })}
          >
            {S.moveDown}
          </Button>
        </div>
      </div>
      {renaming && (
        <RenameForm
          of={attribute.name}
          saved={{ name: attribute.name, hindiName: attribute.hindiName }}
          hint={T.attributeHint}
          run={run}
          onSave={(body) => mutations.update.mutateAsync({ id: attribute.id, body })}
          onDone={() => setRenaming(false)}
        />
      )}
      <FilterCheckbox
        id={`${id}-filter`}
        label={`${S.filter}: ${attribute.name}`}
        checked={attribute.filter}
        onChange={(filter) => void update({ filter }, S.saved)}
      />
      {error && <Alert look="text">{error}</Alert>}
      {attribute.values.length === 0 ? (
        <p className="text-sm text-muted">{S.noValues}</p>
      ) : (
        <ul aria-label={`Values of ${attribute.name}`} className="flex flex-col divide-y divide-line">
          {attribute.values.map((value) => (
            <ValueRow key={value.id} attribute={attribute} value={value} mutations={mutations} run={run} />
          ))}
        </ul>
      )}
      <AddValueForm attribute={attribute} mutations={mutations} run={run} />
    </li>
  );
}

/** A value added last, with its Hindi name if the owner gives one; a refusal naming a field shows under it. */
function AddValueForm({ attribute, mutations, run }: { attribute: AttributeResponse; mutations: Mutations; run: Run }) {
  const [text, setText] = useState({ name: '', hindiName: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...text };
    const ok = await run(
      () => mutations.addValue.mutateAsync({ id: attribute.id, body }),
      S.added(body.name.trim()),
      setErrors,
    );
    if (ok) setText({ name: '', hindiName: '' });
  };
  return (
    <form
      noValidate
      className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={`${S.newValue} of ${attribute.name}`}
        autoComplete="off"
        maxLength={ATTRIBUTE_NAME_MAX}
        value={text.name}
        error={errors.name}
        onChange={(e) => setText({ ...text, name: e.target.value })}
      />
      <HindiNameField
        label={T.newValueHindi(attribute.name)}
        value={text.hindiName}
        error={errors.hindiName}
        onChange={(e) => setText({ ...text, hindiName: e.target.value })}
      />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="justify-self-start"
        aria-label={`${S.addValue} to ${attribute.name}`}
      >
        {S.addValue}
      </Button>
    </form>
  );
}
