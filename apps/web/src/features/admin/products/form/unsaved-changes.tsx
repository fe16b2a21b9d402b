import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

/**
 * Asks before unsaved changes are lost: the browser's own question when the tab closes or reloads, and a
 * dialog when a link inside the app is followed. (The app's router runs in declarative mode, which has no
 * navigation blocker, so links are caught on their way to it.)
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const [pending, setPending] = useState<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <Dialog
      open={pending !== null}
      onClose={() => setPending(null)}
      title="Leave without saving?"
      description="Your changes to this product have not been saved."
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setPending(null)}>
          Stay
        </Button>
        <Button
          onClick={() => {
            const to = pending;
            setPending(null);
            if (to) void navigate(to);
          }}
        >
          Leave
        </Button>
      </div>
    </Dialog>
  );
}
