import type { AttributeResponse, AttributeValueResponse } from '@vastra/domain/api';
import { BACK_OFFICE_ATTRIBUTE_MESSAGES as S } from '@vastra/domain/back-office';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ATTRIBUTE_HINDI_TEXTS as T } from './attribute-texts';
import type { useAttributeMutations } from './attributes-api';
import { HindiName, RenameForm } from './name-fields';
import type { Run } from './use-run-change';

type Mutations = ReturnType<typeof useAttributeMutations>;

/** One value of an attribute: its names and product count; rename it (and its Hindi name) or remove it. */
export function ValueRow({
  attribute,
  value,
  mutations,
  run,
}: {
  attribute: AttributeResponse;
  value: AttributeValueResponse;
  mutations: Mutations;
  run: Run;
}) {
  const [renaming, setRenaming] = useState(false);
  const ids = { id: attribute.id, valueId: value.id };
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 py-2">
      {renaming ? (
        <div className="col-span-2">
          <RenameForm
            of={value.name}
            saved={{ name: value.name, hindiName: value.hindiName }}
            hint={T.valueHint}
            run={run}
            onSave={(body) => mutations.updateValue.mutateAsync({ ...ids, body })}
            onDone={() => setRenaming(false)}
          />
        </div>
      ) : (
        <>
          <span className="text-sm text-ink">
            {value.name}
            <HindiName name={value.hindiName} />{' '}
            <span className="text-muted">· {S.productCount(value.productCount)}</span>
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
