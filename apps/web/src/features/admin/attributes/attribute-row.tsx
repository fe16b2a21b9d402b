import type { AttributeResponse, AttributeValueResponse } from '@vastra/domain/api';
import { BACK_OFFICE_ATTRIBUTE_MESSAGES as S } from '@vastra/domain/back-office';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { useAttributeMutations } from './attributes-api';
import { useRun } from './use-run-change';

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

/** A name changed in place: the Rename button opens a field with Save and Cancel. */
function RenameForm({
  label,
  name,
  onSave,
  onDone,
}: {
  label: string;
  name: string;
  onSave: (name: string) => Promise<boolean>;
  onDone: () => void;
}) {
  const [text, setText] = useState(name);
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(text).then((ok) => ok && onDone());
      }}
    >
      <TextField
        label={label}
        autoComplete="off"
        maxLength={40}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" size="sm">
        {S.save}
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

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
  const [newValue, setNewValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = useRun(setError);
  const update = (body: Parameters<Mutations['update']['mutateAsync']>[0]['body'], done?: string) =>
    run(() => mutations.update.mutateAsync({ id: attribute.id, body }), done);
  const addValue = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(
      () => mutations.addValue.mutateAsync({ id: attribute.id, name: newValue }),
      S.added(newValue.trim()),
    );
    if (ok) setNewValue('');
  };

  return (
    <li aria-labelledby={`${id}-name`} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-name`} className="text-base font-semibold text-ink">
          {attribute.name}
        </h2>
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
          label={`${S.name} of ${attribute.name}`}
          name={attribute.name}
          onSave={(name) => update({ name }, S.saved)}
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
      <form noValidate className="flex flex-wrap items-end gap-2" onSubmit={(event) => void addValue(event)}>
        <TextField
          label={`${S.newValue} of ${attribute.name}`}
          autoComplete="off"
          maxLength={40}
          value={newValue}
          onChange={(e) => setNewValue(e.target.value)}
        />
        <Button type="submit" variant="secondary" size="sm" aria-label={`${S.addValue} to ${attribute.name}`}>
          {S.addValue}
        </Button>
      </form>
    </li>
  );
}

function ValueRow({
  attribute,
  value,
  mutations,
  run,
}: {
  attribute: AttributeResponse;
  value: AttributeValueResponse;
  mutations: Mutations;
  run: ReturnType<typeof useRun>;
}) {
  const [renaming, setRenaming] = useState(false);
  const ids = { id: attribute.id, valueId: value.id };
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 py-2">
      {renaming ? (
        <RenameForm
          label={`${S.name} of ${value.name}`}
          name={value.name}
          onSave={(name) => run(() => mutations.updateValue.mutateAsync({ ...ids, body: { name } }), S.saved)}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <>
          <span className="text-sm text-ink">
            {value.name} <span className="text-muted">· {S.productCount(value.productCount)}</span>
          </span>
          <span className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${S.rename} ${value.name}`}
              onClick={() => setRenaming(true)}
            >
              {S.rename}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${value.name}`}
              onClick={() => void run(() => mutations.removeValue.mutateAsync(ids), S.removed(value.name))}
            >
              Remove
            </Button>
          </span>
        </>
      )}
    </li>
  );
}
