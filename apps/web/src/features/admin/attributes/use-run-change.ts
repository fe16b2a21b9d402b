import { useToast } from '../../../components/ui/toast';
import { adminErrorMessage } from '../api/admin-errors';

/** Runs one change; its refusal is shown at the row (and said in a toast), never swallowed. */
export function useRun(setError: (message: string | null) => void) {
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
