import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSetup, makeAuditEntry, makeStaffMember, platformSession, renderAdmin, settle, supportSession } from '../../support/renderWithServices';

describe('AuditLogPage', () => {
  it('shows each entry in words: when, who in which role, what, where, on whom, and what changed', async () => {
    const items = [
      makeAuditEntry(),
      makeAuditEntry({ id: 2, action: 'member.set-signInLocked', freezeEventId: null, before: '{"signInLocked":false}', after: '{"signInLocked":true}' }),
      makeAuditEntry({
        id: 3,
        action: 'staff.set-clinics',
        staffUserName: 'pat.platform@cryo.example',
        role: 'PlatformAdmin',
        clinicId: null,
        memberId: null,
        freezeEventId: null,
        after: '{"oid":"x","clinicIds":[1,2]}',
      }),
    ];
    await renderAdmin(adminSetup({ session: supportSession(), api: { audit: jest.fn(() => Promise.resolve({ items, total: 3, page: 1, pageSize: 50 })) } }), '/admin/audit');
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    const [, deny, lock, grant] = screen.getAllByRole('row');
    expect(within(deny!).getByText('Denied a request')).toBeInTheDocument();
    expect(within(deny!).getByText('Exploring donation to another couple → Donation to another couple denied')).toBeInTheDocument();
    expect(within(deny!).getByText('Reason: No recipient couple is registered yet.')).toBeInTheDocument();
    expect(within(deny!).getByRole('link', { name: 'Member 3' })).toHaveAttribute('href', '/admin/members/3');
    expect(within(deny!).getByText('Clinic administrator')).toBeInTheDocument();
    expect(within(deny!).getByText('05 March, 2026 10:00:00 AM')).toBeInTheDocument();
    expect(within(lock!).getByText('Sign-in locked')).toBeInTheDocument();
    expect(within(grant!).getByText('Changed a staff member’s clinics')).toBeInTheDocument();
    expect(within(grant!).getByText('Clinics: Northside Fertility, Thames Fertility Centre')).toBeInTheDocument();
    expect(within(grant!).getByText('Platform administrator')).toBeInTheDocument();
  });

  it('filters by clinic and member id (kept in the address)', async () => {
    const setup = adminSetup({ session: supportSession() });
    await renderAdmin(setup, '/admin/audit');
    expect(setup.api.audit).toHaveBeenLastCalledWith({ clinicId: undefined, memberId: undefined, page: 1, pageSize: 50 }, expect.anything());
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clinic' }), 'Northside Fertility');
    await user.type(screen.getByRole('textbox', { name: 'Member id' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Enter a member id (digits only), or leave it empty.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Member id' }));
    await user.type(screen.getByRole('textbox', { name: 'Member id' }), '3');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await settle();
    expect(screen.getByTestId('where').textContent).toBe('/admin/audit?clinicId=1&memberId=3');
    expect(setup.api.audit).toHaveBeenLastCalledWith({ clinicId: 1, memberId: 3, page: 1, pageSize: 50 }, expect.anything());
    expect(screen.getByText('No entries match.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await settle();
    expect(setup.api.audit).toHaveBeenLastCalledWith({ clinicId: undefined, memberId: undefined, page: 1, pageSize: 50 }, expect.anything());
  });
});

describe('StaffPage', () => {
  it('lists staff with their clinics ticked, and saves a new choice for one person', async () => {
    const theo = makeStaffMember();
    const setup = adminSetup({ session: platformSession(), api: { staff: jest.fn(() => Promise.resolve([theo])) } });
    await renderAdmin(setup, '/admin/staff');
    const card = within(screen.getByRole('group', { name: 'Theo Marsh' }));
    expect(card.getByText('theo.admin@thames.example')).toBeInTheDocument();
    const clinics = within(card.getByRole('group', { name: 'Clinics of Theo Marsh' }));
    expect(clinics.getByRole('checkbox', { name: 'Thames Fertility Centre' })).toBeChecked();
    expect(clinics.getByRole('checkbox', { name: 'Northside Fertility' })).not.toBeChecked();
    const save = card.getByRole('button', { name: 'Save clinics of Theo Marsh' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    const user = userEvent.setup();
    await user.click(clinics.getByRole('checkbox', { name: 'Northside Fertility' }));
    expect(card.getByText('Not saved yet')).toBeInTheDocument();
    await user.click(save);
    expect(setup.api.setStaffClinics).toHaveBeenCalledWith(theo.oid, [1, 2]);
    expect(await card.findByText('Saved: Theo Marsh serves Northside Fertility, Thames Fertility Centre.')).toBeInTheDocument();
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
  });

  it('says when nobody has signed in yet', async () => {
    await renderAdmin(adminSetup({ session: platformSession() }), '/admin/staff');
    expect(screen.getByText('No staff have signed in yet.')).toBeInTheDocument();
  });
});
