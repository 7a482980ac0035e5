import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSetup, FakeStaffAuth, platformSession, problem, renderAdmin, settle, supportSession } from '../../support/renderWithServices';

const where = () => screen.getByTestId('where').textContent;

describe('the staff area', () => {
  it('sends someone not signed in to the sign-in page, remembering the page, and signs in to it', async () => {
    const setup = adminSetup({ account: null });
    await renderAdmin(setup, '/admin/members/3');
    expect(where()).toBe('/admin/sign-in?next=%2Fadmin%2Fmembers%2F3');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Microsoft' }));
    expect(setup.auth.signIn).toHaveBeenCalledWith('/admin/members/3');
  });

  it('keeps a signed-in member out of the staff area', async () => {
    const setup = adminSetup({ account: null });
    await renderAdmin(setup, '/admin/queue', { memberSession: { tokens: { accessToken: 'member', refreshToken: 'r' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'This area is for clinic staff' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your member home' })).toHaveAttribute('href', '/');
    expect(setup.api.me).not.toHaveBeenCalled();
  });

  it('says so when staff sign-in is not set up on the server', async () => {
    await renderAdmin(adminSetup({ auth: null }), '/admin');
    expect(screen.getByText('Staff sign-in is not set up on this server. Ask your platform administrator.')).toBeInTheDocument();
  });

  it('shows the console with the admin’s name, role and navigation; /admin opens the work queue', async () => {
    await renderAdmin(adminSetup(), '/admin');
    expect(where()).toBe('/admin/queue');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Nadia Okonkwo')).toBeInTheDocument();
    expect(within(banner).getByText('Clinic administrator')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Work queue', 'Consents', 'Moderation', 'Members', 'Banners', 'Maintenance', 'Audit log', 'Telemetry']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Work queue' })).toBeInTheDocument();
  });

  it('gives a platform administrator the staff page, and Support the telemetry dashboards but not the staff page', async () => {
    const platform = await renderAdmin(adminSetup({ session: platformSession() }), '/admin/queue');
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
    platform.unmount();
    await renderAdmin(adminSetup({ session: supportSession() }), '/admin/queue');
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Telemetry' })).toHaveAttribute('href', '/admin/telemetry');
  });

  it('does not open the staff page to a clinic administrator', async () => {
    const setup = adminSetup();
    await renderAdmin(setup, '/admin/staff');
    expect(await screen.findByText('Your role does not allow this.')).toBeInTheDocument();
    expect(setup.api.staff).not.toHaveBeenCalled();
  });

  it('signs out through the sign-in client (ending the Entra session)', async () => {
    const setup = adminSetup();
    await renderAdmin(setup, '/admin/queue');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(setup.auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('shows the signed-out page with a way to sign in again', async () => {
    await renderAdmin(adminSetup({ auth: new FakeStaffAuth(null) }), '/admin/signed-out');
    expect(screen.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/admin/sign-in');
  });

  it('tells an account without a portal role that it has none, and offers to sign out', async () => {
    const setup = adminSetup({ api: { me: jest.fn(() => Promise.reject(problem(403))) } });
    await renderAdmin(setup, '/admin/queue');
    expect(screen.getByRole('heading', { level: 1, name: 'No access to the staff console' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign out' }));
    expect(setup.auth.signOut).toHaveBeenCalled();
  });

  it('goes to the sign-in page when the API refuses the staff token for good, coming back to the same page', async () => {
    const setup = adminSetup();
    await renderAdmin(setup, '/admin/audit?memberId=3');
    act(() => setup.signInRequired());
    await settle();
    expect(where()).toBe('/admin/sign-in?next=%2Fadmin%2Faudit%3FmemberId%3D3');
  });

  it('offers the languages of GET /api/Admin/Locale and switches the console to the one chosen', async () => {
    const setup = adminSetup();
    const { i18n } = await renderAdmin(setup, '/admin/queue');
    const select = screen.getByRole('combobox', { name: 'Language' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['English (US)', 'English (UK)', 'Español', 'Français']),
    );
    expect(setup.api.locales).toHaveBeenCalled();
    await userEvent.setup().selectOptions(select, 'fr');
    await waitFor(() => expect(i18n.language).toBe('fr'));
  });

  it.each([
    ['es', 'Cola de trabajo', 'Administración de la clínica'],
    ['fr', 'File de travail', 'Administration de la clinique'],
    ['en-GB', 'Work queue', 'Clinic administrator'],
  ] as const)('speaks %s', async (locale, heading, role) => {
    await renderAdmin(adminSetup(), '/admin/queue', { locale });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText(role)).toBeInTheDocument();
  });
});
