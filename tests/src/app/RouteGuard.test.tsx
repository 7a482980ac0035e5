// The route guard on its own: it waits while the rules say so (and asks for the member), sends a
// signed-out visitor to sign-in, lets an allowed page render, drops LoggedIn once rule 8 has read
// it, and sends every page to the no-center page when the address names no clinic.
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteGuard } from '../../../src/app/RouteGuard';
import { routeCatalog } from '../../../src/guards/routeCatalog';
import type { SessionState } from '../../../src/services/session/SessionService';
import { emptySessionUser } from '../../../src/services/session/decodeSessionUser';
import type { SessionUser } from '../../../contract/api/auth';
import { makeMember, renderPage, setup, type FakeSession } from '../support/renderWithServices';

const member: SessionUser = { ...emptySessionUser, UserId: 42, Username: 'carol', Role: 'Member', IVFCenterId: 1, MemberType: 'EmbryoCryo', Registered: true };
const signedIn: Partial<SessionState> = { tokens: { accessToken: 'a', refreshToken: 'r' }, user: member };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function guard(session: Partial<SessionState>, path: string, entry = routeCatalog.memberHome) {
  const { services } = setup({ session });
  // The guarded page at its own address; anywhere it sends the visitor shows only where they landed.
  await renderPage(
    <>
      <Routes>
        <Route
          path={path.split('?')[0]}
          element={
            <RouteGuard entry={entry}>
              <h1>The page</h1>
            </RouteGuard>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    services,
    path,
  );
  return services.session as unknown as FakeSession;
}

describe('RouteGuard', () => {
  it('renders an allowed page', async () => {
    await guard(signedIn, '/member/home');
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/member/home');
  });

  it('sends a visitor without a session to sign in, and does not render the page', async () => {
    await guard({ tokens: null, user: null, member: null, memberStatus: 'idle' }, '/member/home');
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toMatch(/^\/auth\/login/);
  });

  it('waits with a loading bar while the member loads, and asks for it when nobody has', async () => {
    const session = await guard({ ...signedIn, member: null, memberStatus: 'idle' }, '/member/home');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
    expect(session.loadMemberState).toHaveBeenCalled();
  });

  it('drops LoggedIn from the address once the page is allowed, keeping the rest', async () => {
    await guard(signedIn, '/member/home?LoggedIn=true&item=14');
    expect(screen.getByTestId('where')).toHaveTextContent('/member/home?item=14');
  });

  it('sends every page to the no-center page when the address names no clinic', async () => {
    await guard({ ...signedIn, centerStatus: 'noCenter', center: null }, '/member/home');
    expect(screen.getByTestId('where')).toHaveTextContent('/error/no-center');
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
  });

  it('a read-only member opening the account page is sent to the read-only one', async () => {
    await guard({ ...signedIn, member: makeMember({ isReadOnly: true }) }, '/member/account', routeCatalog.account);
    expect(screen.getByTestId('where')).toHaveTextContent('/member/member-account-read-only');
  });
});
