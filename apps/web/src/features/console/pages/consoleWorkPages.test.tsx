// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  TConsoleAppeal,
  TConsoleArrangementRef,
  TConsoleBug,
  TConsoleReportDetail,
  TConsoleTypeRequest,
  TConsoleUserDetail,
} from '@spona/contracts';
import { i18n } from '../../../lib/i18n';
import { standInApi } from '../../../test/apiStandIn';
import {
  buildConsoleUserRef,
  buildConsoleUserRow,
  buildConsoleVerification,
  prepareConsole,
  renderConsolePage,
} from '../../../test/consoleWorkFixture';
import { AppealsPage } from './AppealsPage';
import { BugsPage } from './BugsPage';
import { ReportPage } from './ReportPage';
import { ReportsPage } from './ReportsPage';
import { TypeRequestsPage } from './TypeRequestsPage';
import { UserPage } from './UserPage';
import { UsersPage } from './UsersPage';
import { VerificationsPage } from './VerificationsPage';

const AT = '2025-04-02T09:30:00.000Z';
const ARRANGEMENT: TConsoleArrangementRef = {
  id: 40,
  status: 'IN_PROGRESS',
  offer: { id: 9, name: 'Spring campaign' },
  requester: buildConsoleUserRef(1, { name: 'Ana Horvat', type: 'ADVERTISER' }),
  receiver: buildConsoleUserRef(2, { name: 'Luka Kovač' }),
  created_at: AT,
};
const REPORT: TConsoleReportDetail = {
  id: 3,
  reporter: ARRANGEMENT.requester,
  reason: 'No delivery',
  content: 'Nothing was posted after two weeks.',
  created_at: AT,
  resolved_at: null,
  resolution_note: null,
  resolved_by: null,
  arrangement: ARRANGEMENT,
  messages: [
    { id: 1, sender_id: null, type: 'SYSTEM', text: 'IN_PROGRESS', attachments: [], created_at: AT },
    {
      id: 2,
      sender_id: 2,
      type: 'TEXT',
      text: 'Here is the draft.',
      attachments: [{ id: 77, name: 'draft.jpg', content_type: 'image/jpeg' }],
      created_at: AT,
    },
  ],
  deliveries: [
    {
      id: 5,
      status: 'PENDING',
      note: 'First post',
      links: ['https://example.com/p/1'],
      files: [],
      created_at: AT,
    },
  ],
};
const BUG: TConsoleBug = {
  id: 12,
  problem: 'The save button does nothing.',
  type: null,
  url: 'https://spona.example/profile',
  user_agent: 'Mozilla/5.0',
  user: buildConsoleUserRef(2),
  status: 'NEW',
  staff_note: null,
  has_screenshot: false,
  created_at: AT,
};
const TYPE_REQUEST: TConsoleTypeRequest = {
  id: 8,
  status: 'PENDING',
  from_type: 'INFLUENCER',
  to_type: 'ADVERTISER',
  reason: 'I run a shop now.',
  decision_note: null,
  created_at: AT,
  decided_at: null,
  user: buildConsoleUserRef(2),
  active_arrangements: 2,
  offers_to_archive: 1,
};
const APPEAL: TConsoleAppeal = {
  id: 4,
  subject: 'OFFER',
  offer_id: 9,
  message: 'I removed the wrong picture.',
  status: 'PENDING',
  decision_note: null,
  created_at: AT,
  decided_at: null,
  user: buildConsoleUserRef(2),
  offer_name: 'Spring campaign',
  flag_reason: 'Misleading picture',
};
const USER: TConsoleUserDetail = {
  user: {
    ...buildConsoleUserRow(2, { name: 'Luka Kovač', username: 'luka', unapproved: true }),
    company: null,
    website: 'https://luka.example',
    city: 'Zagreb',
    description: 'Travel creator.',
    unapproved_reason: 'Fake followers',
    unapproved_at: AT,
    preferred_language: 'hr',
    rating_average: 4.5,
    rating_count: 3,
    followers: 12000,
  },
  social_accounts: [
    { id: 1, network: 'Instagram', username: 'luka', followers: 12000, verification: 'VERIFIED' },
  ],
  offers: [
    {
      id: 9,
      user_id: 2,
      name: 'Spring campaign',
      type: 'INFLUENCER_OFFER',
      status: 'ACTIVE',
      price: 200,
      unapproved: true,
      unapproved_reason: 'Misleading picture',
      featured: false,
      featured_until: null,
      deleted: false,
      created_at: AT,
    },
  ],
  arrangements: [ARRANGEMENT],
  reports: [REPORT],
  appeals: [APPEAL],
  type_requests: [TYPE_REQUEST],
  notes: [{ id: 1, staff_name: 'Mia Support', body: 'Called on Monday.', created_at: AT }],
};

const page = <T,>(data: T[]) => ({ data, total: data.length });

/** axe-core's rules that jsdom can judge (no layout, so no colour contrast). */
async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
  expect(found).toEqual([]);
}

const PAGES: [string, ReactElement, string, string, string][] = [
  [
    'verifications',
    <VerificationsPage />,
    '/console/verifications',
    '/console/verifications',
    'Verifications',
  ],
  ['reports', <ReportsPage />, '/console/reports', '/console/reports', 'Problem reports'],
  ['one report', <ReportPage />, '/console/reports/:id', '/console/reports/3', 'Problem report 3'],
  ['bugs', <BugsPage />, '/console/bugs', '/console/bugs', 'Bug reports'],
  [
    'type requests',
    <TypeRequestsPage />,
    '/console/type-requests',
    '/console/type-requests',
    'Account type requests',
  ],
  ['appeals', <AppealsPage />, '/console/appeals', '/console/appeals', 'Appeals'],
  ['users', <UsersPage />, '/console/users', '/console/users', 'Users'],
  ['one user', <UserPage />, '/console/users/:id', '/console/users/2', 'Luka Kovač'],
];

describe('the console work pages (issue 17)', () => {
  beforeAll(async () => {
    await prepareConsole();
    await i18n.changeLanguage('en');
  });

  beforeEach(async () => {
    await prepareConsole();
    standInApi({
      'GET console/verifications': () => page([buildConsoleVerification(7)]),
      'GET console/reports': () => page([REPORT]),
      'GET console/reports/:id': () => REPORT,
      'GET console/bugs': () => page([BUG]),
      'GET console/type-requests': () => page([TYPE_REQUEST]),
      'GET console/appeals': () => page([APPEAL]),
      'GET console/users': () => page([USER.user]),
      'GET console/users/:id': () => USER,
    });
  });

  it.each(PAGES)('shows %s with its items and passes axe', async (_name, element, pattern, path, heading) => {
    const { container } = renderConsolePage(element, pattern, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    // The items are in (no skeleton left).
    await screen.findAllByText(/Luka Kovač|User 107|User 2/);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('explains why a type change cannot be approved while arrangements are active', async () => {
    renderConsolePage(<TypeRequestsPage />, '/console/type-requests');
    const approve = await screen.findByRole('button', { name: 'Approve the request of User 2' });
    expect(approve.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Cannot be approved while 2 arrangements are active.')).toBeTruthy();
  });

  it('shows a report with the audit notice, its conversation (system lines apart) and its files', async () => {
    renderConsolePage(<ReportPage />, '/console/reports/:id', '/console/reports/3');
    expect(await screen.findByText(/recorded in the audit log/)).toBeTruthy();
    const conversation = await screen.findByRole('list', { name: 'Conversation (read-only)' });
    expect(within(conversation).getByText(/The arrangement was accepted/)).toBeTruthy();
    expect(within(conversation).getByText('Here is the draft.')).toBeTruthy();
    expect(within(conversation).getByRole('button', { name: 'Download draft.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Message Luka Kovač' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abort the arrangement' })).toBeTruthy();
  });

  it('stacks a queue as cards on a phone, each with its actions', async () => {
    const matchMedia = window.matchMedia.bind(window);
    const phone = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    vi.stubGlobal('matchMedia', phone);
    const { container } = renderConsolePage(<VerificationsPage />, '/console/verifications');
    const list = await screen.findByRole('list', { name: 'Verifications' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByText('SPONA-7ABC')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reject @creator7 on Instagram' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
