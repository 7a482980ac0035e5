import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner, MaintenanceOverview, ModerationItem } from '../../../../contract/api/admin';
import { adminSetup, makeStaffSession, NORTHSIDE, platformSession, problem, renderAdmin, settle, supportSession } from '../../support/renderWithServices';

const description = (overrides: Partial<ModerationItem> = {}): ModerationItem => ({
  kind: 'customDescription',
  memberId: 3,
  memberName: 'Carol Bennett',
  clinicId: 1,
  clinicName: 'Northside Fertility',
  profileCode: 'NF-1042',
  text: 'We met at sailing school.',
  freezeEventId: null,
  submittedAtUtc: '2026-03-05T10:00:00.000Z',
  ...overrides,
});
const review = (overrides: Partial<ModerationItem> = {}): ModerationItem =>
  description({
    kind: 'medicalReview',
    memberId: 8,
    memberName: 'Lena Ortiz',
    profileCode: 'NF-2001',
    text: 'Day 5 blastocysts',
    freezeEventId: 41,
    submittedAtUtc: null,
    ...overrides,
  });

describe('ModerationPage', () => {
  it('shows descriptions and medical reviews; approving one reads the list again', async () => {
    const moderation = jest.fn().mockResolvedValueOnce([description(), review()]).mockResolvedValue([review()]);
    const setup = adminSetup({ api: { moderation } });
    await renderAdmin(setup, '/admin/moderation');
    const list = within(screen.getByRole('list', { name: 'Waiting for moderation' }));
    expect(list.getByText('We met at sailing school.')).toBeInTheDocument();
    expect(list.getByText('Profile NF-1042')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Lena Ortiz' })).toHaveAttribute('href', '/admin/members/8');
    const user = userEvent.setup();
    await user.click(list.getByRole('button', { name: 'Approve: Custom description of Carol Bennett' }));
    expect(setup.api.decideCustomDescription).toHaveBeenCalledWith(3, { decision: 'approve' });
    expect(await screen.findByText('Approved: Custom description of Carol Bennett.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('We met at sailing school.')).not.toBeInTheDocument());
  });

  it('sends a medical review back only with a reason, and says so when someone decided first', async () => {
    const decideMedicalReview = jest.fn().mockRejectedValueOnce(problem(409)).mockResolvedValue({ done: true });
    const setup = adminSetup({ api: { moderation: jest.fn(() => Promise.resolve([review()])), decideMedicalReview } });
    await renderAdmin(setup, '/admin/moderation');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send back… (Medical review of Lena Ortiz)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Send back to the member' }));
    await user.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(dialog.getByText('Write the reason, so the member knows what to change.')).toBeInTheDocument();
    expect(decideMedicalReview).not.toHaveBeenCalled();
    await user.type(dialog.getByRole('textbox', { name: /Reason the member reads/ }), 'The lab report is missing.');
    await user.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(decideMedicalReview).toHaveBeenCalledWith(41, { decision: 'sendBack', reason: 'The lab report is missing.' });
    expect(await screen.findByText('Someone else decided this meanwhile. The list shows what is waiting now.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets Support read without any decision control, and filters by clinic', async () => {
    const setup = adminSetup({ session: supportSession(), api: { moderation: jest.fn(() => Promise.resolve([description()])) } });
    await renderAdmin(setup, '/admin/moderation');
    expect(screen.getByText('We met at sailing school.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send back/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clinic' }), 'Northside Fertility');
    await settle();
    expect(setup.api.moderation).toHaveBeenLastCalledWith(1, expect.anything());
  });

  it('says when nothing waits, and offers Try again after a failure', async () => {
    const moderation = jest.fn().mockRejectedValueOnce(problem(503)).mockResolvedValue([]);
    await renderAdmin(adminSetup({ api: { moderation } }), '/admin/moderation');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing is waiting for moderation.')).toBeInTheDocument();
  });
});

const banner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 7,
  clinicId: 1,
  texts: { 'en-US': 'The lab moves on Friday.', es: 'El laboratorio se traslada el viernes.' },
  styleId: 'warning',
  startsAtUtc: '2026-01-01T09:00:00.000Z',
  endsAtUtc: null,
  ...overrides,
});

describe('BannersPage', () => {
  it('lists banners with where, when and languages; ends one now', async () => {
    const setup = adminSetup({
      api: { banners: jest.fn(() => Promise.resolve([banner(), banner({ id: 8, endsAtUtc: '2026-01-02T09:00:00.000Z', texts: { 'en-US': 'Old news.' } })])) },
    });
    await renderAdmin(setup, '/admin/banners');
    const [current, ended] = within(screen.getByRole('list', { name: 'Banners' })).getAllByRole('listitem');
    expect(within(current!).getByText('Showing now')).toBeInTheDocument();
    expect(within(current!).getByText('Shown to: Northside Fertility')).toBeInTheDocument();
    expect(within(current!).getByText('English (US) · Spanish')).toBeInTheDocument();
    expect(within(ended!).getByText('Ended')).toBeInTheDocument();
    expect(within(ended!).queryByRole('button')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(current!).getByRole('button', { name: 'End now: The lab moves on Friday.' }));
    expect(setup.api.endBanner).toHaveBeenCalledWith(7);
    expect(await screen.findByText('The banner has ended. Members no longer see it.')).toBeInTheDocument();
  });

  it('writes a banner in two languages with a preview, and refuses one without text or with its end before its start', async () => {
    const setup = adminSetup();
    await renderAdmin(setup, '/admin/banners');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New banner' }));
    expect(dialog.getByText('The preview shows here once there is a text.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save banner' }));
    expect(dialog.getByText('Write the text in at least one language.')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'English (US)' }), 'Closed on Monday.');
    await user.type(dialog.getByRole('textbox', { name: 'Spanish' }), 'Cerrado el lunes.');
    expect(dialog.getByRole('heading', { name: 'Preview (Spanish)' })).toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Style' }), 'Urgent');
    const start = dialog.getByLabelText(/^Starts/);
    await user.clear(start);
    await user.type(start, '2026-12-01T09:00');
    await user.type(dialog.getByLabelText('Ends (optional)'), '2026-11-30T09:00');
    await user.click(dialog.getByRole('button', { name: 'Save banner' }));
    expect(dialog.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(setup.api.createBanner).not.toHaveBeenCalled();
    await user.clear(dialog.getByLabelText('Ends (optional)'));
    await user.click(dialog.getByRole('button', { name: 'Save banner' }));
    expect(setup.api.createBanner).toHaveBeenCalledWith({
      clinicId: 1,
      texts: { 'en-US': 'Closed on Monday.', es: 'Cerrado el lunes.' },
      styleId: 'error',
      startsAtUtc: new Date('2026-12-01T09:00').toISOString().slice(0, 19) + 'Z',
      endsAtUtc: null,
    });
    expect(await screen.findByText('Saved. Members see the banner from its start.')).toBeInTheDocument();
  });

  it('offers every clinic to a PlatformAdmin', async () => {
    await renderAdmin(adminSetup({ session: platformSession() }), '/admin/banners');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    expect(within(screen.getByRole('combobox', { name: 'Shown to' })).getByRole('option', { name: 'Every clinic (site-wide)' })).toBeInTheDocument();
  });

  it('shows Support the banners with nothing to change', async () => {
    await renderAdmin(adminSetup({ session: supportSession(), api: { banners: jest.fn(() => Promise.resolve([banner()])) } }), '/admin/banners');
    expect(screen.getAllByText('The lab moves on Friday.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'New banner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^End now/ })).not.toBeInTheDocument();
  });
});

describe('MaintenancePage', () => {
  const overview = (window: MaintenanceOverview['site']): MaintenanceOverview => ({ clinics: [{ clinicId: 1, clinicName: 'Northside Fertility', window }], site: null });

  it('schedules a window for a clinic after checking it, and cancels it', async () => {
    const setup = adminSetup({
      api: {
        maintenance: jest.fn(() => Promise.resolve(overview(null))),
        setClinicMaintenance: jest.fn((...args: [number, MaintenanceOverview['site']]) => Promise.resolve(overview(args[1]))),
      },
    });
    await renderAdmin(setup, '/admin/maintenance');
    const card = within(screen.getByRole('group', { name: 'Northside Fertility' }));
    expect(card.getByText('No maintenance scheduled.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Schedule maintenance: Northside Fertility' }));
    expect(card.getByText('Choose when the maintenance starts.')).toBeInTheDocument();
    expect(card.getByText('Choose when the maintenance ends.')).toBeInTheDocument();
    await user.type(card.getByLabelText(/^Starts/), '2099-05-01T10:00');
    await user.type(card.getByLabelText(/^Ends/), '2099-05-01T09:00');
    await user.click(card.getByRole('button', { name: 'Schedule maintenance: Northside Fertility' }));
    expect(card.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(setup.api.setClinicMaintenance).not.toHaveBeenCalled();
    await user.clear(card.getByLabelText(/^Ends/));
    await user.type(card.getByLabelText(/^Ends/), '2099-05-01T12:00');
    await user.click(card.getByRole('button', { name: 'Schedule maintenance: Northside Fertility' }));
    expect(setup.api.setClinicMaintenance).toHaveBeenCalledWith(1, {
      startsAtUtc: new Date('2099-05-01T10:00').toISOString().slice(0, 19) + 'Z',
      endsAtUtc: new Date('2099-05-01T12:00').toISOString().slice(0, 19) + 'Z',
    });
    expect(await card.findByText('Scheduled for Northside Fertility.')).toBeInTheDocument();
    setup.api.setClinicMaintenance.mockResolvedValueOnce(overview(null));
    await user.click(card.getByRole('button', { name: 'Cancel maintenance: Northside Fertility' }));
    expect(setup.api.setClinicMaintenance).toHaveBeenLastCalledWith(1, null);
    expect(await card.findByText('No maintenance for Northside Fertility now.')).toBeInTheDocument();
  });

  it('shows the site-wide window to a PlatformAdmin', async () => {
    const window = { startsAtUtc: '2000-01-01T00:00:00.000Z', endsAtUtc: '2099-01-01T00:00:00.000Z' };
    await renderAdmin(adminSetup({ session: platformSession(), api: { maintenance: jest.fn(() => Promise.resolve({ ...overview(null), site: window })) } }), '/admin/maintenance');
    const site = within(screen.getByRole('group', { name: 'Whole portal (every clinic)' }));
    expect(site.getByText(/^Under maintenance now, until/)).toBeInTheDocument();
    expect(site.getByRole('button', { name: 'End maintenance now: Whole portal (every clinic)' })).toBeInTheDocument();
  });

  it('shows Support the windows with no controls and without the site-wide one', async () => {
    const window = { startsAtUtc: '2000-01-01T00:00:00.000Z', endsAtUtc: '2099-01-01T00:00:00.000Z' };
    await renderAdmin(adminSetup({ session: supportSession(), api: { maintenance: jest.fn(() => Promise.resolve(overview(window))) } }), '/admin/maintenance');
    expect(screen.queryByRole('group', { name: 'Whole portal (every clinic)' })).not.toBeInTheDocument();
    expect(screen.getByText('Your role can read this page but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /maintenance/ })).not.toBeInTheDocument();
  });

  it('keeps the ClinicAdmin session’s clinics in the navigation', async () => {
    await renderAdmin(adminSetup({ session: makeStaffSession({ clinics: [NORTHSIDE] }) }), '/admin/maintenance');
    const nav = within(screen.getByRole('navigation', { name: 'Staff console' }));
    expect(nav.getByRole('link', { name: 'Maintenance' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/admin/moderation');
    expect(nav.getByRole('link', { name: 'Banners' })).toHaveAttribute('href', '/admin/banners');
  });
});
