import { missingPermissionMessage } from '@vastra/domain/back-office';
import { BACK_OFFICE_ATTRIBUTE_MESSAGES as S } from '@vastra/domain/back-office';
import { ATTRIBUTE_NAME_MAX } from '@vastra/domain/catalog';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { adminErrorMessage } from '../api/admin-errors';
import { useStaff } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { AttributeRow, FilterCheckbox } from './attribute-row';
import { ATTRIBUTE_HINDI_TEXTS as T } from './attribute-texts';
import { useAttributeMutations, useAttributes } from './attributes-api';
import { HindiNameField } from './name-fields';
import { useRun, type FieldErrors } from './use-run-change';

type Mutations = ReturnType<typeof useAttributeMutations>;

/**
 * The shop's attributes (permission `catalogue`), in their order with their values: add one, rename it, move it,
 * switch its storefront filter; add, rename and remove values (docs/decisions/092-attributes.md); each name with an
 * optional Hindi one (docs/decisions/174-attribute-names-in-hindi.md). A refusal is shown where it happened, word
 * for word as the API says it (e.g. a value still used by products).
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

/**
 * A new attribute: its name, its Hindi name (docs/decisions/174-attribute-names-in-hindi.md), first values, filter.
 * A refusal shows on the field it names, any other under the name.
 */
function NewAttribute({ mutations }: { mutations: Mutations }) {
  const id = useId();
  const [name, setName] = useState('');
  const [hindiName, setHindiName] = useState('');
  const [filter, setFilter] = useState(true);
  const [values, setValues] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const run = useRun((message) => setErrors(message === null ? {} : { name: message }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const firstValues = values
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    const ok = await run(
      () => mutations.create.mutateAsync({ name, hindiName, filter, values: firstValues }),
      S.added(name.trim()),
      setErrors,
    );
    if (ok) {
      setName('');
      setHindiName('');
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
        maxLength={ATTRIBUTE_NAME_MAX}
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <HindiNameField
        label={T.hindiName}
        hint={T.attributeHint}
        value={hindiName}
        error={errors.hindiName}
        onChange={(e) => setHindiName(e.target.value)}
      />
      <TextField
        label={S.firstValues}
        optional
        hint={S.firstValuesHint}
        className="md:col-span-2"
        autoComplete="off"
        value={values}
        error={errors.values}
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
