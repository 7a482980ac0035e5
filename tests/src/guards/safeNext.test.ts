import { landingAfterSignIn, safeNextPath } from '../../../src/guards/safeNext.ts';

test.each([
  ['/member/home', '/member/home'],
  ['/member/account?T=B', '/member/account?T=B'],
  ['/matching/member-view?id=3#top', '/matching/member-view?id=3#top'],
  ['/member/../info/about', '/info/about'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
])('accepts the same-origin path %j', (input, expected) => {
  expect(safeNextPath(input)).toBe(expected);
});

test.each([
  ['protocol-relative', '//evil.example/x'],
  ['backslash trick', '/\\evil.example'],
  ['backslash later', '/member\\..\\x'],
  ['absolute URL', 'https://evil.example/'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['relative without slash', 'member/home'],
  ['empty', ''],
  ['tab inside', '/\t/evil.example'],
  ['newline', '/member\nhome'],
  ['NUL', '/member\u0000'],
  ['DEL', '/member\u007f'],
  ['too long', `/${'a'.repeat(3000)}`],
  ['not a string', ['/member/home']],
  ['null', null],
  ['undefined', undefined],
])('rejects %s', (_why, input) => {
  expect(safeNextPath(input)).toBeNull();
});

describe('landingAfterSignIn', () => {
  test.each([
    ['no deep link: home, so rule 6 resolves it', null, '/?LoggedIn=true'],
    ['a deep link keeps its path and query', '/member/account?T=B', '/member/account?T=B&LoggedIn=true'],
    ['a deep link with a hash', '/member/about#contact', '/member/about?LoggedIn=true#contact'],
    ['a LoggedIn the link carried is not doubled', '/member/home?loggedin=0', '/member/home?LoggedIn=true'],
    ['an unsafe link goes home', '//evil.example/member/home', '/?LoggedIn=true'],
  ])('%s', (_why, next, expected) => {
    expect(landingAfterSignIn(next)).toBe(expected);
  });
});
