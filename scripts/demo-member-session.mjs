// A demo member's tokens, got as the SPA gets them: the clinic from the site's host, then
// POST /api/Auth/Login. For the measurement scripts that open signed-in pages.
const DEMO_PASSWORD = 'Portal-Demo-2026!';

/** Signs in as `username` (a demo persona) on `site` (an origin) and answers the tokens the SPA keeps in localStorage. */
export async function signInDemoMember(site, username) {
  const center = await (await fetch(`${site}/api/Auth/IvfCenterFromUrl?ivfCenterUrl=${encodeURIComponent(new URL(site).host)}`)).json();
  const response = await fetch(`${site}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: center.id }),
  });
  if (!response.ok) throw new Error(`signing in as ${username}: ${String(response.status)} ${await response.text()}`);
  const { accessToken, refreshToken } = await response.json();
  return { accessToken, refreshToken };
}
