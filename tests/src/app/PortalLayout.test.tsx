// The member layout on a phone (issue 15): one bar with the clinic's logo and a menu button whose
// drawer holds the navigation, the language picker and sign-out, opened and closed by keyboard with
// the focus coming back; the laptop header is unchanged; a banner is dismissed for the browser session.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalLayout } from '../../../src/app/layouts/PortalLayout';
import { DISMISSED_BANNERS_KEY } from '../../../src/app/layouts/Banners';
import type { SessionState } from '../../../src/services/session/SessionService';
import { builtInLocales } from '../../../src/shared/LanguageSelect';
import { renderPage, setup } from '../support/renderWithServices';

function screenWidth(phone: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

function layoutServices(session: Partial<SessionState> = {}) {
  const { services } = setup({
    session: { tokens: { accessToken: 'a', refreshToken: 'r' }, ...session },
  });
  const logout = jest.fn(() => Promise.resolve());
  Object.assign(services.session, { refreshBanners: jest.fn(() => Promise.resolve()), logout });
  Object.assign(services.api, { configuration: { locales: jest.fn(() => Promise.resolve(builtInLocales)) } });
  Object.assign(services.content, { getFooterPanels: jest.fn(() => Promise.resolve([])) });
  return { services, logout };
}

afterEach(() => {
  sessionStorage.clear();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('PortalLayout on a phone', () => {
  test('one bar: the menu button opens the navigation, language and sign-out in a drawer, and focus comes back', async () => {
    screenWidth(true);
    const { services, logout } = layoutServices();
    await renderPage(<PortalLayout area="member" />, services, '/member/home');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('navigation')).toBeNull();
    expect(within(header).queryByRole('combobox', { name: 'Language' })).toBeNull();
    const menu = within(header).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    const user = userEvent.setup();
    menu.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-controls', drawer.id);
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/member/home');
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/member/account');
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  test('on a laptop the header keeps the navigation, language and sign-out in one row, with no menu button', async () => {
    screenWidth(false);
    const { services } = layoutServices();
    await renderPage(<PortalLayout area="member" />, services, '/member/home');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});

describe('banners', () => {
  const banners: SessionState['banners'] = [
    { id: 7, text: 'The clinic is closed on Friday.', styleId: 'info' },
    { id: 8, text: 'New opening hours from March.', styleId: 'warning' },
  ];

  test('each can be dismissed for the browser session, and stays dismissed when the page is drawn again', async () => {
    screenWidth(true);
    const { services } = layoutServices({ banners });
    const view = await renderPage(<PortalLayout area="member" />, services, '/member/home');
    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(within(region).getByText('The clinic is closed on Friday.')).toBeInTheDocument();
    const dismiss = within(region).getAllByRole('button', { name: 'Dismiss this announcement' });
    expect(dismiss).toHaveLength(2);

    await userEvent.setup().click(dismiss[0]!);
    expect(screen.queryByText('The clinic is closed on Friday.')).toBeNull();
    expect(screen.getByText('New opening hours from March.')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual(['banner:7']);

    view.unmount();
    await renderPage(<PortalLayout area="member" />, services, '/member/home');
    expect(screen.queryByText('The clinic is closed on Friday.')).toBeNull();
    expect(screen.getByText('New opening hours from March.')).toBeInTheDocument();
  });

  test('a banner opens to its whole text and closes again, keeping the focus on its button', async () => {
    screenWidth(true);
    const { services } = layoutServices({ banners: banners.slice(0, 1) });
    await renderPage(<PortalLayout area="member" />, services, '/member/home');
    const more = screen.getByRole('button', { name: 'Show the whole announcement' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveFocus();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test('the dismiss button is named in the member’s language', async () => {
    screenWidth(true);
    const { services } = layoutServices({ banners: banners.slice(0, 1) });
    await renderPage(<PortalLayout area="member" />, services, '/member/home', { locale: 'es' });
    expect(screen.getByRole('button', { name: 'Descartar este aviso' })).toBeInTheDocument();
  });
});
