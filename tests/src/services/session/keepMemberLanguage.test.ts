// keepMemberLanguage on its own: which changes reach the API (a fake `send`), and what a failed call leaves.
import type { PortalLocale } from '../../../../src/i18n/locales';
import { KEPT_LANGUAGE_KEY, keepMemberLanguage } from '../../../../src/services/session/keepMemberLanguage';
import { memoryStorage } from '../../support/memoryStorage';

function setup(options: { fail?: boolean } = {}) {
  const state: { memberId: number | null; chosen: PortalLocale | null } = { memberId: null, chosen: null };
  const storage = memoryStorage();
  const send = jest.fn<Promise<null>, [number, PortalLocale]>(() => (options.fail ? Promise.reject(new Error('offline')) : Promise.resolve(null)));
  const sync = keepMemberLanguage({ memberId: () => state.memberId, chosen: () => state.chosen, send, storage });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { state, storage, send, sync, settle };
}

describe('keepMemberLanguage', () => {
  it('sends nothing while signed out, nor for a language only shown because it is the clinic’s', async () => {
    const { state, send, sync, settle } = setup();
    state.chosen = 'fr';
    sync();
    state.memberId = 7;
    state.chosen = null;
    sync();
    await settle();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a chosen language once per member, then each new choice', async () => {
    const { state, storage, send, sync, settle } = setup();
    state.memberId = 7;
    state.chosen = 'es';
    sync();
    sync(); // while the first is under way
    await settle();
    sync(); // after it was kept
    expect(send.mock.calls).toEqual([[7, 'es']]);
    expect(storage.getItem(KEPT_LANGUAGE_KEY)).toBe('7:es');
    state.chosen = 'en-GB';
    sync();
    await settle();
    state.memberId = 9; // another member signs in on this browser with the same choice
    sync();
    await settle();
    expect(send.mock.calls).toEqual([
      [7, 'es'],
      [7, 'en-GB'],
      [9, 'en-GB'],
    ]);
  });

  it('a page load after the language was kept sends nothing', async () => {
    const first = setup();
    first.state.memberId = 7;
    first.state.chosen = 'fr';
    first.sync();
    await first.settle();
    const send = jest.fn(() => Promise.resolve(null));
    const again = keepMemberLanguage({ memberId: () => 7, chosen: () => 'fr', send, storage: first.storage });
    again();
    expect(send).not.toHaveBeenCalled();
  });

  it('one call at a time: a choice made while one is under way is sent after it, so the last choice is kept', async () => {
    const { state, storage, send, sync, settle } = setup();
    let answer: () => void = () => undefined;
    send.mockImplementationOnce(() => new Promise<null>((resolve) => (answer = () => resolve(null))));
    state.memberId = 7;
    state.chosen = 'es';
    sync();
    state.chosen = 'fr';
    sync();
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

  it('a failed call is not taken as kept: the next change or page load sends it again', async () => {
    const { state, storage, send, sync, settle } = setup({ fail: true });
    state.memberId = 7;
    state.chosen = 'fr';
    sync();
    await settle();
    expect(storage.getItem(KEPT_LANGUAGE_KEY)).toBeNull();
    sync();
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
