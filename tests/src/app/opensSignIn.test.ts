import { opensSignIn } from '../../../src/app/router';

describe('opensSignIn: the first page start-up reads the sign-in page’s maintenance for', () => {
  test.each([
    ['/auth/login', false, true],
    ['/auth/login', true, true],
    ['/auth/unknown', false, true],
    ['/auth/reset-password', false, false],
    ['/auth/confirm-email', false, false],
    ['/', false, true],
    ['/', true, false],
    ['/member/home', false, true],
    ['/member/home', true, false],
    ['/matching/search', false, true],
    ['/matching/search', true, false],
    ['/admin/queue', false, false],
    ['/error/404', false, false],
  ])('%s, signed in: %s → %s', (pathname, signedIn, expected) => {
    expect(opensSignIn(pathname, signedIn)).toBe(expected);
  });

  test('a page open to anyone is its own for a visitor who is not signed in', () => {
    expect(opensSignIn('/member/enroll', false)).toBe(false);
  });
});
