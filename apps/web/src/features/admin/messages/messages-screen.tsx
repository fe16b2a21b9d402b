import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { BACK_OFFICE_MESSAGES } from '@vastra/domain/back-office';
import type { AdminMessage } from '@vastra/domain/api';
import { formatDateTimeIN } from '@vastra/domain/time';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { AdminPage } from '../components/admin-page';
import { MessageDetail } from './message-detail';
import { useMessages, useUpdateMessage, type MessageStatus } from './messages-api';
import { Alert } from '../../../components/ui/alert';

const TABS: readonly { status: MessageStatus; label: string; count?: 'unread' | 'open' }[] = [
  { status: 'unread', label: M.messagesUnread, count: 'unread' },
  { status: 'open', label: M.messagesOpen, count: 'open' },
  { status: 'handled', label: M.messagesHandled },
  { status: 'all', label: M.messagesAll },
];

/** The first line of a message, for the list. */
const firstLine = (text: string) => text.trim().split('\n', 1)[0] ?? '';

/** The shop's contact messages: Unread / Open / Handled / All, a search, and the open message beside the list. */
export function Component() {
  const [status, setStatus] = useState<MessageStatus>('open');
  const [q, setQ] = useState('');
  const [text, setText] = useState('');
  const [open, setOpen] = useState<AdminMessage | null>(null);
  const list = useMessages(status, q);
  const update = useUpdateMessage();
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const counts = list.data?.pages[0]?.counts;

  const choose = (message: AdminMessage) => {
    setOpen(message);
    // Opening a message marks it read (once: a read one is not written again).
    if (message.readAt === null) {
      update.mutate({ id: message.id, body: { read: true } }, { onSuccess: (read) => setOpen(read) });
    }
  };

  return (
    <AdminPage title={M.messagesTitle}>
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div role="group" aria-label={M.messagesShow} className="flex flex-wrap gap-1 rounded-xl bg-sand/60 p-1">
          {TABS.map((tab) => (
            <button
              key={tab.status}
              type="button"
              aria-pressed={status === tab.status}
              onClick={() => {
                setStatus(tab.status);
                setOpen(null);
              }}
              className={cn(
                'min-h-10 rounded-lg px-3 text-sm font-medium',
                status === tab.status ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
              )}
            >
              {tab.label}
              {tab.count && counts ? ` (${counts[tab.count].toLocaleString('en-IN')})` : ''}
            </button>
          ))}
        </div>
        <form
          role="search"
          className="w-full lg:max-w-sm"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setQ(text.trim());
            setOpen(null);
          }}
        >
          <TextField
            label={M.messagesSearch}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value === '') setQ('');
            }}
          />
        </form>
      </div>

      <div className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={cn('min-w-0', open && 'hidden md:block')}>
          {list.isPending ? (
            <div className="grid place-items-center py-16">
              <Spinner label={M.messagesTitle} size="lg" />
            </div>
          ) : list.isError && rows.length === 0 ? (
            <Alert look="panel" as="div">
              <p className="font-medium text-danger">
                {M.messagesLoadFailed}: {list.error.message}
              </p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
                {BACK_OFFICE_MESSAGES.dashboardRetry}
              </Button>
            </Alert>
          ) : rows.length === 0 ? (
            <p className="rounded-2xl border border-line bg-white p-8 text-center font-medium text-ink">
              {M.messagesEmpty}
            </p>
          ) : (
            <>
              <ul aria-label={M.messagesTitle} className="divide-y divide-line rounded-2xl border border-line bg-white">
                {rows.map((message) => (
                  <li key={message.id}>
                    <button
                      type="button"
                      aria-current={open?.id === message.id || undefined}
                      onClick={() => choose(message)}
                      className={cn(
                        'block w-full min-w-0 px-4 py-3 text-left hover:bg-sand/40',
                        open?.id === message.id && 'bg-sand/60',
                      )}
                    >
                      <span className="flex items-baseline justify-between gap-3">
                        <span className={cn('truncate text-ink', message.readAt === null && 'font-semibold')}>
                          {message.readAt === null ? <span className="sr-only">{M.messagesUnread}: </span> : null}
                          {message.name}
                        </span>
                        <span className="shrink-0 text-xs text-muted">{formatDateTimeIN(message.createdAt)}</span>
                      </span>
                      <span className="block truncate text-sm text-muted">{message.email}</span>
                      <span className="block truncate text-sm text-ink/80">{firstLine(message.message)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {list.hasNextPage && (
                <div className="mt-4 flex justify-center">
                  <Button
                    variant="secondary"
                    loading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {M.messagesMore}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
        <div className="min-w-0">
          {open ? (
            <MessageDetail key={open.id} message={open} onChange={setOpen} onClose={() => setOpen(null)} />
          ) : (
            <p className="hidden rounded-2xl border border-dashed border-line p-8 text-center text-muted md:block">
              {M.messagesPick}
            </p>
          )}
        </div>
      </div>
    </AdminPage>
  );
}
