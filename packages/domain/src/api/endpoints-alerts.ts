import { AdminAlertsQuery, AdminAlertsResponse, AlertSettings, AlertSettingsBody } from './alerts';
import type { Endpoint } from './endpoint';

/** The team's alerts (docs/decisions/131-owner-alerts.md): each member's own choices and recent alerts. */
export const ALERT_ENDPOINTS = {
  adminAlertSettings: {
    method: 'GET',
    path: '/api/admin/alert-settings',
    auth: { staff: 'any' },
    tags: ['admin'],
    summary: 'What the signed-in member is told about and how, and which channels the shop has set up',
    response: AlertSettings,
    errors: [],
  },
  adminUpdateAlertSettings: {
    method: 'PUT',
    path: '/api/admin/alert-settings',
    auth: { staff: 'any' },
    tags: ['admin'],
    summary: "Sets the member's alerts: kinds, channels, the email for them and the daily digest",
    body: AlertSettingsBody,
    response: AlertSettings,
    errors: ['unprocessable'],
  },
  adminAlerts: {
    method: 'GET',
    path: '/api/admin/alerts',
    auth: { staff: 'any' },
    tags: ['admin'],
    summary: "The member's recent alerts of the kinds they chose, newest first; `after` lists only newer ones",
    query: AdminAlertsQuery,
    response: AdminAlertsResponse,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
