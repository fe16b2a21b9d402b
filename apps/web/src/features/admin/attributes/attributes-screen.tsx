import type { AttributeResponse, AttributeValueResponse } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { BACK_OFFICE_ATTRIBUTE_MESSAGES as S } from '@vastra/domain/back-office';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { adminErrorMessage } from '../api/admin-errors';
import { useStaff } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { useAttributeMutations, useAttributes } from './attributes-api';

type Mutations = ReturnType<typeof useAttributeMutations>;

/**
 * The shop's attributes (permission `catalogue`), in their order with their values: add one, rename it, move it,
 * switch its storefront filter; add, rename and remove values (docs/decisions/092-attributes.md). A refusal is shown
 * where it happened, word for word as the API says it (e.g. a value still used by products).
 */
export function Component() {
  const allowed = useStaff().permissions.includes('catalogue');
  const list = useAttributes(allowed);
  const mutations = useAttributeMutations();
  if (!allowed) {
    return (
      <AdminPage title={S.title}>
        <Alert>{missingPermissionMessage('catalogue')}</Alert>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={S.title}>
      <p className="mb-4 text-sm text-muted">{S.intro}</p>
      <NewAttribute mutations={mutations} />
      {list.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading the attributes" size="lg" />
        </div>
      ) : list.isError ? (
        <Alert>{adminErrorMessage(list.error)}</Alert>
      ) : (
        <ol aria-label={S.title} className="mt-6 flex flex-col gap-3">
          {list.data.attributes.map((attribute, index) => (
            <AttributeRow
              key={attribute.id}
              attribute={attribute}
              first={index === 0}
              last={index === list.data.attributes.length - 1}
              mutations={mutations}
            />
          ))}
        </ol>
      )}
    </AdminPage>
  );
}

/** Runs one change; its refusal is shown at the row (and said in a toast), never swallowed. */
function useRun(setError: (message: string | null) => void) {
  const toast = useToast();
  return async (change: () => Promise<unknown>, done?: string) => {
    setError(null);
    try {
      await change();
      if (done) toast.success(done);
      return true;
    } catch (error) {
      const message = adminErrorMessage(error);
      setError(message);
      toast.error(message);
      return false;
    }
  };
}

function NewAttribute({ mutations }: { mutations: Mutations }) {
  const id = useId();
  const [name, setName] = useState('');
  const [filter, setFilter] = useState(true);
  const [values, setValues] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = useRun(setError);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const firstValues = values
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    const ok = await run(
      () => mutations.create.mutateAsync({ name, filter, values: firstValues }),
      S.added(name.trim()),
    );
    if (ok) {
      setName('');
      setValues('');
      setFilter(true);
    }
  };
  return (
    <form
      noValidate
      aria-label={S.newAttribute}
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 rounded-2xl border border-line bg-white p-4 md:grid-cols-2"
    >
      <h2 className="text-base font-semibold text-ink md:col-span-2">{S.newAttribute}</h2>
      <TextField
        label={S.name}
        autoComplete="off"
        maxLength={40}
        value={name}
        error={error}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={S.firstValues}
        optional
        hint={S.firstValuesHint}
        autoComplete="off"
        value={values}
        onChange={(e) => setValues(e.target.value)}
      />
      <FilterCheckbox id={`${id}-filter`} checked={filter} onChange={setFilter} />
      <div className="md:col-span-2">
        <Button type="submit" loading={mutations.create.isPending}>
          {S.add}
        </Button>
      </div>
    </form>
  );
}

function FilterCheckbox({
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

function AttributeRow({
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
