// keepMemberLanguage on its own: which choices reach the API (a fake `send`), whose they are, and what a
// failed or slow call leaves.
import type { PortalLocale } from '../../../../src/i18n/locales';
import { KEPT_LANGUAGE_KEY, LANGUAGE_CHOICE_KEY, keepMemberLanguage } from '../../../../src/services/session/keepMemberLanguage';
import { memoryStorage } from '../../support/memoryStorage';

function setup(options: { fail?: boolean; storage?: Storage } = {}) {
  const state: { memberId: number | null } = { memberId: null };
  const storage = options.storage ?? memoryStorage();
  const send = jest.fn<Promise<null>, [number, PortalLocale]>(() => (options.fail ? Promise.reject(new Error('offline')) : Promise.resolve(null)));
  const keeper = keepMemberLanguage({ memberId: () => state.memberId, send, storage });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { state, storage, send, keeper, settle };
}

describe('keepMemberLanguage', () => {
  it('sends nothing without a choice made in the menu, nor while signed out', async () => {
    const { state, send, keeper, settle } = setup();
    state.memberId = 7;
    keeper.sync();
    state.memberId = null;
    keeper.chose('fr');
    await settle();
    expect(send).not.toHaveBeenCalled();
  });

  it('a choice made on the sign-in page goes to the member who signs in next, and is theirs from then on', async () => {
    const { state, storage, send, keeper, settle } = setup();
    keeper.chose('es');
    state.memberId = 7;
    keeper.sync();
    keeper.sync(); // while the first call is under way
    await settle();
    keeper.sync(); // after it was kept
    expect(send.mock.calls).toEqual([[7, 'es']]);
    expect(storage.getItem(KEPT_LANGUAGE_KEY)).toBe('7:es');
    expect(JSON.parse(storage.getItem(LANGUAGE_CHOICE_KEY) ?? 'null')).toEqual({ locale: 'es', memberId: 7 });
    // Another member signing in on this browser does not inherit it.
    state.memberId = 9;
    keeper.sync();
    await settle();
    expect(send.mock.calls).toEqual([[7, 'es']]);
    // Their own choice is sent for them.
    keeper.chose('en-GB');
    await settle();
    expect(send.mock.calls).toEqual([
      [7, 'es'],
      [9, 'en-GB'],
    ]);
  });

  it('a page load after the language was kept sends nothing', async () => {
    const first = setup();
    first.state.memberId = 7;
    first.keeper.chose('fr');
    await first.settle();
    const again = setup({ storage: first.storage });
    again.state.memberId = 7;
    again.keeper.sync();
    await again.settle();
    expect(first.send).toHaveBeenCalledTimes(1);
    expect(again.send).not.toHaveBeenCalled();
  });

  it('one call at a time: a choice made while one is under way is sent after it, so the last choice is kept', async () => {
    const { state, storage, send, keeper, settle } = setup();
    let answer: () => void = () => undefined;
    send.mockImplementationOnce(() => new Promise<null>((resolve) => (answer = () => resolve(null))));
    state.memberId = 7;
    keeper.chose('es');
    keeper.chose('fr');
    expect(send.mock.calls).toEqual([[7, 'es']]);
    answer();
    await settle();
    await settle();
    expect(send.mock.calls).toEqual([
      [7, 'es'],
      [7, 'fr'],
    ]);
    expect(storage.getItem(KEPT_LANGUAGE_KEY)).toBe('7:fr');
  });

  it('a failed call is not taken as kept: the next occasion sends it again', async () => {
    const { state, storage, send, keeper, settle } = setup({ fail: true });
    state.memberId = 7;
    keeper.chose('fr');
    await settle();
    expect(storage.getItem(KEPT_LANGUAGE_KEY)).toBeNull();
    keeper.sync();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a browser that keeps nothing still sends the choice once for the page', async () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    const { state, send, keeper, settle } = setup({ storage: refusing });
    state.memberId = 7;
    keeper.chose('fr');
    await settle();
    keeper.sync();
    await settle();
    expect(send.mock.calls).toEqual([[7, 'fr']]);
  });
});
