import { AFTER_SALE_MESSAGES as M, REASON_MAX } from '@vastra/domain/after-sale';
import { useState } from 'react';
import { TextAreaField } from '../../../../components/ui/field';

/** A required reason, checked here first so an empty one never reaches the API. */
export function useReason() {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    reason,
    error,
    field: (
      <TextAreaField
        label={M.reason}
        required
        rows={3}
        maxLength={REASON_MAX}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        className="mt-4"
      />
    ),
    /** The trimmed reason, or null after showing why it is missing. */
    check: () => {
      const trimmed = reason.trim();
      if (!trimmed) setError(M.reasonRequired);
      return trimmed || null;
    },
  };
}
