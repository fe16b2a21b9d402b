import type { AttentionJob } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';
import type { AdminFakeRoutes } from '../testing/admin-fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const taxJob: AttentionJob = {
  id: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
  task: 'tax-documents',
  label: 'Tax invoices and credit notes',
  key: 'order-1',
  attempts: 8,
  lastError: 'Error: PDF storage unreachable',
  updatedAt: '2026-11-21T10:00:10.000Z',
};
const smsJob: AttentionJob = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  task: 'order-messages',
  label: 'Order SMS messages',
  key: 'recurring',
  attempts: 8,
  lastError: 'Error: MSG91 answered 401',
  updatedAt: '2026-11-21T09:00:00.000Z',
};

/** GET /api/admin/jobs/attention answering each list in turn (the last one again after that). */
function attentionRoutes(lists: AttentionJob[][], retry: AdminFakeRoutes[string]): AdminFakeRoutes {
  let asked = 0;
  return {
    'GET /api/admin/jobs/attention': () => {
      const jobs = lists[Math.min(asked, lists.length - 1)] ?? [];
      asked += 1;
      return [200, { jobs }];
    },
    [`POST /api/admin/jobs/${taxJob.id}/retry`]: retry,
  };
}

const panel = async () => within(await screen.findByRole('region', { name: 'Needs attention' }));

describe('the dashboard: background jobs that need attention', () => {
  it("shows an owner each dead job's label, when it last failed (IST) and its last error", async () => {
    renderAdmin('/admin', { staff: staffFixture(), routes: attentionRoutes([[taxJob, smsJob]], [500, {}]) });
    const jobs = await panel();
    expect(jobs.getByText(M.jobsAttentionIntro)).toBeInTheDocument();
    const rows = jobs.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Tax invoices and credit notesLast failed 21 Nov 2026, 3:30 pmError: PDF storage unreachableRetry now',
      'Order SMS messagesLast failed 21 Nov 2026, 2:30 pmError: MSG91 answered 401Retry now',
    ]);
    expect(jobs.getByRole('button', { name: 'Retry now: Order SMS messages' })).toBeEnabled();
  });

  it('retries a job: the API is asked, a confirmation says it runs again, and the list is refreshed', async () => {
    const { api } = renderAdmin('/admin', {
      staff: staffFixture(),
      routes: attentionRoutes(
        [[taxJob, smsJob], [smsJob]],
        [
          200,
          {
            id: taxJob.id,
            task: 'tax-documents',
            state: 'queued',
            attempts: 0,
            message: 'Tax invoices and credit notes is queued and runs again now',
          },
        ],
      ),
    });
    fireEvent.click((await panel()).getByRole('button', { name: 'Retry now: Tax invoices and credit notes' }));
    expect(await screen.findByText('Tax invoices and credit notes is queued and runs again now')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Error: PDF storage unreachable')).not.toBeInTheDocument());
    expect((await panel()).getByText('Order SMS messages')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/jobs/${taxJob.id}/retry`)).toHaveLength(1);
    expect(api.callsTo(`POST /api/admin/jobs/${taxJob.id}/retry`)[0]?.staffHeader).toBe('1');
    expect(api.callsTo('GET /api/admin/jobs/attention')).toHaveLength(2);
  });

  it("says why a retry was refused (the API's message) and refreshes the list", async () => {
    const { api } = renderAdmin('/admin', {
      staff: staffFixture(),
      routes: attentionRoutes([[taxJob], []], [409, { message: M.jobNotDead, code: 'action_not_allowed' }]),
    });
    fireEvent.click((await panel()).getByRole('button', { name: 'Retry now: Tax invoices and credit notes' }));
    expect(await screen.findByText(M.jobNotDead)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/admin/jobs/attention')).toHaveLength(2);
  });

  it('shows nothing while no job is dead', async () => {
    const { api } = renderAdmin('/admin', { staff: staffFixture(), routes: attentionRoutes([[]], [500, {}]) });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/admin/jobs/attention')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
  });

  it('never asks for (nor shows) the jobs to a manager, who has no settings permission', async () => {
    const { api } = renderAdmin('/admin', {
      staff: staffFixture({ role: 'manager', fullName: 'Meera Manager' }),
      routes: attentionRoutes([[taxJob]], [500, {}]),
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/admin/auth/me')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/jobs/attention')).toHaveLength(0);
  });
});
