import { BACK_OFFICE_ATTRIBUTE_MESSAGES as S } from '@vastra/domain/back-office';
import { ATTRIBUTE_NAME_MAX } from '@vastra/domain/catalog';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField, type TextFieldProps } from '../../../components/ui/field';
import { ATTRIBUTE_HINDI_TEXTS as T } from './attribute-texts';
import type { FieldErrors, Run } from './use-run-change';

// The Hindi name of an attribute or a value (docs/decisions/174-attribute-names-in-hindi.md), as a category's
// (../categories/category-dialog.tsx): optional, '' for none, and then the shop's Hindi pages show the name.

/** A field for a Hindi name: optional, read as Hindi, no longer than a name. */
export function HindiNameField(props: Omit<TextFieldProps, 'lang' | 'optional' | 'autoComplete' | 'maxLength'>) {
  return <TextField optional lang="hi" autoComplete="off" maxLength={ATTRIBUTE_NAME_MAX} {...props} />;
}

/** A Hindi name after its English one, muted: "Fabric · कपड़ा"; nothing without one. */
export function HindiName({ name }: { name: string }) {
  if (name === '') return null;
  return (
    <span className="font-normal text-muted">
      {' · '}
      <span lang="hi">{name}</span>
    </span>
  );
}

type Names = { name: string; hindiName: string };

/** What a rename sends: only what differs from the saved names (the API trims, and composes a Hindi name). */
function changedNames(saved: Names, text: Names): Partial<Names> {
  const body: Partial<Names> = {};
  if (text.name.trim() !== saved.name) body.name = text.name;
  if (text.hindiName.trim().normalize('NFC') !== saved.hindiName) body.hindiName = text.hindiName;
  return body;
}

/**
 * Names changed in place: the Rename button opens the name and the Hindi name ('' clears it) with Save and Cancel.
 * A refusal naming one of them shows under it, any other at the row.
 */
export function RenameForm({
  of,
  saved,
  hint,
  run,
  onSave,
  onDone,
}: {
  /** The name the fields' labels say: "Name of Silk". */
  of: string;
  saved: Names;
  hint: string;
  run: Run;
  onSave: (body: Partial<Names>) => Promise<unknown>;
  onDone: () => void;
}) {
  const [text, setText] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = changedNames(saved, text);
    if (Object.keys(body).length === 0) onDone();
    else if (await run(() => onSave(body), S.saved, setErrors)) onDone();
  };
  return (
    <form noValidate className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
      <TextField
        label={`${S.name} of ${of}`}
        autoComplete="off"
        maxLength={ATTRIBUTE_NAME_MAX}
        value={text.name}
        error={errors.name}
        onChange={(e) => setText({ ...text, name: e.target.value })}
      />
      <HindiNameField
        label={T.hindiNameOf(of)}
        hint={hint}
        value={text.hindiName}
        error={errors.hindiName}
        onChange={(e) => setText({ ...text, hindiName: e.target.value })}
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm">
          {S.save}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
