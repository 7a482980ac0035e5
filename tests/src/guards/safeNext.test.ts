import { safeNextPath } from '../../../src/guards/safeNext.ts';

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
