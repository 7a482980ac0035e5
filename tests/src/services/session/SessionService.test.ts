// SessionService on its own: a fake PortalApi (only the calls the session makes) and a token store
// over in-memory storage. What the guard and the layouts read comes from here, so each rule is
// checked where it is decided: who the user is, when member state is dropped, how failures degrade.
import type { FreezeEvent } from '../../../../contract/api/members';
import { FEATURE_FLAG_NAMES } from '../../../../contract/domain/constants';
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import { ApiError } from '../../../../src/services/http/ApiError';
import { SessionService } from '../../../../src/services/session/SessionService';
import { createTokenStore } from '../../../../src/services/session/TokenStore';
import { makeCenter as centerFactory, makeMember as memberFactory } from '../../support/renderWithServices';
import { memoryStorage } from '../../support/memoryStorage';
import { accessTokenFor } from '../../support/accessToken';

function fakeApi() {
  return {
    auth: {
      ivfCenterFromUrl: jest.fn(() => Promise.resolve(centerFactory())),
      offsiteStorageFromUrl: jest.fn(() => Promise.resolve(null)),
      login: jest.fn(),
      verifyTwoFactor: jest.fn(),
      resendTwoFactorCode: jest.fn(),
      logout: jest.fn(() => Promise.resolve()),
    },
    members: {
      member: jest.fn(() => Promise.resolve(memberFactory())),
      freezeEvents: jest.fn(() => Promise.resolve([] as FreezeEvent[])),
    },
    centers: {
      isFeatureEnabled: jest.fn(() => Promise.resolve<Record<string, boolean>>({ [FEATURE_FLAG_NAMES.matchingSite]: true, [FEATURE_FLAG_NAMES.openClosedDonation]: false })),
      maintenanceDetails: jest.fn(),
    },
    configuration: { activeBanners: jest.fn(() => Promise.resolve([])) },
    matching: { memberBelongsToEligibleDonationLocation: jest.fn(() => Promise.resolve(true)) },
    collectionAppointments: { list: jest.fn(() => Promise.resolve([])) },
  };
}

function setup(
  stored: { accessToken: string; refreshToken: string } | null = null,
  tab: { local: Storage; session: Storage } = { local: memoryStorage(), session: memoryStorage() },
) {
  const api = fakeApi();
  const tokens = createTokenStore(tab.local);
  if (stored) tokens.setTokens(stored);
  // The language the HTTP client would send (main.tsx passes the page's current locale).
  const language = { current: 'en-US' };
  const session = new SessionService(api as unknown as PortalApi, tokens, () => language.current, tab.session);
  return { api, tokens, session, language, tab };
}

describe('SessionService', () => {
  it('knows the signed-in user from the stored access token, and nobody without one', () => {
    expect(setup().session.snapshot.user).toBeNull();
    const { session } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    expect(session.snapshot.user?.UserId).toBe(42);
    expect(session.snapshot.user?.Role).toBe('Member');
  });

  it('identifies the clinic, says when the address names none (422), and when the call failed', async () => {
    const { api, session } = setup();
    await expect(session.loadCenter('localhost')).resolves.toBe('ok');
    expect(session.snapshot.center?.name).toBe('Northside Fertility');
    expect(session.snapshot.centerStatus).toBe('loaded');

    api.auth.ivfCenterFromUrl.mockRejectedValueOnce(new ApiError({ status: 422, title: 'Unknown center' }));
    await expect(session.loadCenter('nowhere.localhost')).resolves.toBe('noCenter');
    expect(session.snapshot.center).toBeNull();

    api.auth.ivfCenterFromUrl.mockRejectedValueOnce(new ApiError({ status: 503, title: 'Unavailable' }));
    await expect(session.loadCenter('localhost')).resolves.toBe('failed');
    expect(session.snapshot.centerStatus).toBe('failed');
  });

  it('signs in straight away, or through the two-factor step when the API asks for a code', async () => {
    const { api, session, tokens } = setup();
    await expect(session.login('carol', 'pw')).rejects.toThrow('The clinic is not known yet');
    await session.loadCenter('localhost');

    api.auth.login.mockResolvedValueOnce({ intermediateToken: 'step', codeExpiresAt: '2026-11-27T10:10:00Z' });
    await expect(session.login('carol', 'pw')).resolves.toEqual({ kind: 'twoFactor', codeExpiresAt: '2026-11-27T10:10:00Z' });
    expect(api.auth.login).toHaveBeenLastCalledWith({ username: 'carol', password: 'pw', userRole: 'Member', ivfCenterId: 1 }, { skipErrorPolicy: true });
    expect(session.awaitingTwoFactor).toBe(true);
    expect(tokens.current()).toBeNull();

    api.auth.verifyTwoFactor.mockResolvedValueOnce({ accessToken: accessTokenFor(42), refreshToken: 'r1' });
    await session.verifyTwoFactor('123456');
    expect(api.auth.verifyTwoFactor).toHaveBeenCalledWith({ intermediateToken: 'step', code: '123456' }, { skipErrorPolicy: true });
    expect(session.awaitingTwoFactor).toBe(false);
    expect(session.snapshot.user?.UserId).toBe(42);

    await expect(session.verifyTwoFactor('123456')).rejects.toThrow('No two-factor step is in progress');
  });

  it('keeps the member when the same user gets new tokens, and drops it when another user signs in', async () => {
    const { session, tokens } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    await session.loadMemberState();
    expect(session.snapshot.member?.id).toBe(42);
    expect(session.snapshot.features).toEqual({ matchingSite: true, openClosedDonation: false });

    tokens.setTokens({ accessToken: accessTokenFor(42).replace('signature', 'refreshed'), refreshToken: 'r2' });
    expect(session.snapshot.member?.id).toBe(42);

    tokens.setTokens({ accessToken: accessTokenFor(7), refreshToken: 'r3' });
    expect(session.snapshot.user?.UserId).toBe(7);
    expect(session.snapshot.member).toBeNull();
    expect(session.snapshot.memberStatus).toBe('idle');
  });

  it('a load started for a member who then signed out writes nothing for the next one, and is not shared with them', async () => {
    const { api, session, tokens } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    // Member 42's records are slow to come; 42 signs out and 7 signs in, in the same tab.
    let answer42: (member: ReturnType<typeof memberFactory>) => void = () => undefined;
    let answerEvents42: (events: FreezeEvent[]) => void = () => undefined;
    api.members.member.mockReturnValueOnce(new Promise((resolve) => (answer42 = resolve)));
    api.members.freezeEvents.mockReturnValueOnce(new Promise((resolve) => (answerEvents42 = resolve)));
    const load42 = session.loadMemberState();
    session.endSession('signedOut');
    tokens.setTokens({ accessToken: accessTokenFor(7), refreshToken: 'r7' });
    api.members.member.mockResolvedValueOnce(memberFactory({ id: 7 }));
    const load7 = session.loadMemberState();
    expect(api.members.member).toHaveBeenLastCalledWith(7, 1);
    await load7;
    expect(session.snapshot.member?.id).toBe(7);
    // 42's answers arrive last: 7 still sees only 7's records.
    answer42(memberFactory({ id: 42 }));
    answerEvents42([{ id: 4242 } as unknown as FreezeEvent]);
    await load42;
    expect(session.snapshot.member?.id).toBe(7);
    expect(session.snapshot.freezeEvents).toEqual([]);
    expect(session.snapshot.memberStatus).toBe('loaded');

    // A freeze-event read for 7 answered after 7 signed out is not kept either.
    let answerEvents7: (events: FreezeEvent[]) => void = () => undefined;
    api.members.freezeEvents.mockReturnValueOnce(new Promise((resolve) => (answerEvents7 = resolve)));
    const reload7 = session.reloadFreezeEvents();
    session.endSession('signedOut');
    answerEvents7([{ id: 77 } as unknown as FreezeEvent]);
    await expect(reload7).resolves.toBe(false);
    expect(session.snapshot.freezeEvents).toEqual([]);

    // 42 again: a banner read and a page's member row of the session before are not kept either.
    tokens.setTokens({ accessToken: accessTokenFor(42), refreshToken: 'r42' });
    let answerBanners: (banners: never[]) => void = () => undefined;
    api.configuration.activeBanners.mockReturnValueOnce(new Promise((resolve) => (answerBanners = resolve)));
    const banners = session.refreshBanners();
    session.endSession('signedOut');
    tokens.setTokens({ accessToken: accessTokenFor(7), refreshToken: 'r7b' });
    answerBanners([{ id: 1 }] as never[]);
    await banners;
    expect(session.snapshot.banners).toEqual([]);
    session.setMember(memberFactory({ id: 42 }));
    expect(session.snapshot.member).toBeNull();
    session.setMember(memberFactory({ id: 7 }));
    expect(session.snapshot.member?.id).toBe(7);
  });

  it('loads the member once for concurrent callers; optional parts that fail degrade as the spec says', async () => {
    const { api, session } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    api.members.freezeEvents.mockRejectedValueOnce(new Error('down'));
    api.centers.isFeatureEnabled.mockRejectedValueOnce(new Error('down'));
    await Promise.all([session.loadMemberState(), session.loadMemberState()]);
    expect(api.members.member).toHaveBeenCalledTimes(1);
    expect(session.snapshot.memberStatus).toBe('loaded');
    expect(session.snapshot.freezeEvents).toEqual([]);
    expect(session.snapshot.freezeEventsFailed).toBe(true);
    expect(session.snapshot.features).toEqual({ matchingSite: false, openClosedDonation: false });
    expect(session.snapshot.belongsToEligibleDonationLocation).toBe(true);
  });

  it('asks whether an embryo member belongs to a donation location beside the member read when the token names the type; the member row decides', async () => {
    // The token says embryo member: the question goes out before the member row has answered.
    const early = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    let answerMember: (member: ReturnType<typeof memberFactory>) => void = () => undefined;
    early.api.members.member.mockReturnValueOnce(new Promise((resolve) => (answerMember = resolve)));
    const load = early.session.loadMemberState();
    await Promise.resolve();
    expect(early.api.matching.memberBelongsToEligibleDonationLocation).toHaveBeenCalledWith(42, { skipNotification: true });
    answerMember(memberFactory());
    await load;
    expect(early.api.matching.memberBelongsToEligibleDonationLocation).toHaveBeenCalledTimes(1);
    expect(early.session.snapshot.belongsToEligibleDonationLocation).toBe(true);

    // The row says the member is no longer an embryo member: the early answer does not count.
    const changed = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    changed.api.members.member.mockResolvedValueOnce(memberFactory({ memberType: 'EggCryo' }));
    await changed.session.loadMemberState();
    expect(changed.session.snapshot.belongsToEligibleDonationLocation).toBe(false);

    // The token names another type but the row says embryo member: asked once the row is there.
    const late = setup({ accessToken: accessTokenFor(42, 'Member', 'EggCryo'), refreshToken: 'r' });
    let answerLate: (member: ReturnType<typeof memberFactory>) => void = () => undefined;
    late.api.members.member.mockReturnValueOnce(new Promise((resolve) => (answerLate = resolve)));
    const lateLoad = late.session.loadMemberState();
    await Promise.resolve();
    expect(late.api.matching.memberBelongsToEligibleDonationLocation).not.toHaveBeenCalled();
    answerLate(memberFactory());
    await lateLoad;
    expect(late.api.matching.memberBelongsToEligibleDonationLocation).toHaveBeenCalledTimes(1);
    expect(late.session.snapshot.belongsToEligibleDonationLocation).toBe(true);
  });

  it('reads the freeze events again after they failed, and says whether they now loaded', async () => {
    const { api, session } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    api.members.freezeEvents.mockRejectedValueOnce(new Error('down'));
    await session.loadMemberState();
    expect(session.snapshot.freezeEventsFailed).toBe(true);

    api.members.freezeEvents.mockRejectedValueOnce(new Error('still down'));
    await expect(session.reloadFreezeEvents()).resolves.toBe(false);
    expect(session.snapshot.freezeEventsFailed).toBe(true);

    const item = { id: 7 } as FreezeEvent;
    api.members.freezeEvents.mockResolvedValueOnce([item]);
    await expect(session.reloadFreezeEvents()).resolves.toBe(true);
    expect(session.snapshot).toMatchObject({ freezeEvents: [item], freezeEventsFailed: false });
    expect(api.members.freezeEvents).toHaveBeenLastCalledWith(42, { skipNotification: true });
  });

  it('says the member could not be loaded when the member call itself fails', async () => {
    const { api, session } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    api.members.member.mockRejectedValueOnce(new ApiError({ status: 500, title: 'Server error' }));
    await session.loadMemberState();
    expect(session.snapshot.memberStatus).toBe('failed');
    expect(session.snapshot.member).toBeNull();
  });

  it('loads nothing for staff tokens', async () => {
    const { api, session } = setup({ accessToken: accessTokenFor(3, 'Admin'), refreshToken: 'r' });
    await session.loadMemberState();
    expect(api.members.member).not.toHaveBeenCalled();
  });

  it('revalidation picks up a maintenance the clinic scheduled since sign-in', async () => {
    const { api, session } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    await session.loadCenter('localhost');
    api.centers.maintenanceDetails.mockResolvedValueOnce({ isInMaintenanceMode: true, startMaintenanceDateTimeUtc: '2026-11-28T08:00:00Z' });
    await session.revalidate();
    expect(session.snapshot.center?.isInMaintenanceMode).toBe(true);
    expect(session.snapshot.center?.startMaintenanceDateTimeUtc).toBe('2026-11-28T08:00:00Z');
    expect(session.snapshot.memberStatus).toBe('loaded');
  });

  it('ending the session drops tokens and member state and says why; signing out also ends the refresh token', async () => {
    const { api, session, tokens } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    await session.loadMemberState();
    session.endSession('sessionEnded');
    expect(tokens.current()).toBeNull();
    expect(session.snapshot.member).toBeNull();
    expect(session.snapshot.exitReason).toBe('sessionEnded');

    tokens.setTokens({ accessToken: accessTokenFor(42), refreshToken: 'r9' });
    await session.logout();
    expect(api.auth.logout).toHaveBeenCalledWith('r9');
    expect(session.snapshot.exitReason).toBe('signedOut');
    expect(tokens.current()).toBeNull();
  });

  it('says the session ended when its tokens are dropped without endSession (a refresh the API refused, another tab)', async () => {
    const { session, tokens } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    await session.loadMemberState();
    // What the HTTP client does when the API refuses the refresh token: it clears the tokens itself.
    tokens.clearTokens();
    expect(session.snapshot.user).toBeNull();
    expect(session.snapshot.exitReason).toBe('sessionEnded');
  });

  it('a sign-out in another tab is told as a sign-out there, however late the tab hears of it; other tokens dropped, as a session that ended', async () => {
    const local = memoryStorage();
    const first = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' }, { local, session: memoryStorage() });
    const second = setup(null, { local, session: memoryStorage() });
    expect(second.session.snapshot.user?.UserId).toBe(42);
    // What the browser tells the other tabs when one changes localStorage.
    const storageEvent = () => window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));

    await first.session.logout();
    // A digest of the tokens signed out, not the tokens.
    expect(local.getItem('signedOutTokens')).toMatch(/^[0-9a-f]{1,8}$/);
    // A tab frozen in the background hears of it minutes later.
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60_000);
    storageEvent();
    later.mockRestore();
    expect(second.session.snapshot.user).toBeNull();
    expect(second.session.snapshot.exitReason).toBe('signedOut');
    expect(second.tab.session.getItem('portal:exit-reason')).toBe('signedOut');

    // Signed in again: a refresh the API refuses in the first tab is a session that ended.
    first.tokens.setTokens({ accessToken: accessTokenFor(42), refreshToken: 'r2' });
    storageEvent();
    expect(second.session.snapshot.exitReason).toBeNull();
    first.tokens.clearTokens();
    storageEvent();
    expect(second.session.snapshot.exitReason).toBe('sessionEnded');

    // A mark of other tokens (an older sign-out's) explains nothing.
    first.tokens.setTokens({ accessToken: accessTokenFor(42), refreshToken: 'r3' });
    storageEvent();
    local.setItem('signedOutTokens', 'deadbeef');
    first.tokens.clearTokens();
    storageEvent();
    expect(second.session.snapshot.exitReason).toBe('sessionEnded');
  });

  it('a sign-in in another tab (tokens arriving while signed out) leaves no reason behind', () => {
    const { session, tokens, tab } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    session.endSession('sessionEnded');
    expect(session.snapshot.exitReason).toBe('sessionEnded');
    // What the storage event of the other tab's sign-in brings.
    tokens.setTokens({ accessToken: accessTokenFor(42), refreshToken: 'r2' });
    expect(session.snapshot.user?.UserId).toBe(42);
    expect(session.snapshot.exitReason).toBeNull();
    expect(tab.session.getItem('portal:exit-reason')).toBeNull();
  });

  it('still says why after the page is reloaded in the same tab, until the member signs in again', async () => {
    const { session, tab, api } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    await session.logout();
    // A reload: a new session service over the same tab's storage, no tokens left.
    const reloaded = setup(null, tab);
    expect(reloaded.session.snapshot.exitReason).toBe('signedOut');
    expect(api.auth.logout).toHaveBeenCalledWith('r');
    // Once: a second reload (the member came back to the site later in this tab) says nothing of it.
    expect(setup(null, tab).session.snapshot.exitReason).toBeNull();
    tab.session.setItem('portal:exit-reason', 'signedOut');

    reloaded.api.auth.login.mockResolvedValue({ accessToken: accessTokenFor(42), refreshToken: 'r2' });
    await reloaded.session.loadCenter('localhost');
    await reloaded.session.login('user42', 'secret');
    expect(reloaded.session.snapshot.exitReason).toBeNull();
    expect(tab.session.getItem('portal:exit-reason')).toBeNull();
    // A reload signed out says the kept reason; signed in, it says nothing of an earlier exit.
    expect(setup(null, { local: memoryStorage(), session: memoryStorage({ 'portal:exit-reason': 'signedOut' }) }).session.snapshot.exitReason).toBe('signedOut');
    expect(
      setup({ accessToken: accessTokenFor(42), refreshToken: 'r' }, { local: memoryStorage(), session: memoryStorage({ 'portal:exit-reason': 'signedOut' }) }).session.snapshot
        .exitReason,
    ).toBeNull();
    // Anything else kept under that name is not a reason.
    expect(setup(null, { local: memoryStorage(), session: memoryStorage({ 'portal:exit-reason': 'hacked' }) }).session.snapshot.exitReason).toBeNull();
  });

  it('reads banners again unless this session read them within the age asked; a failed read keeps those shown', async () => {
    const { api, session, tokens } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    const holiday = { id: 1, text: 'Closed on the 25th', styleId: 'info' as const };
    api.configuration.activeBanners.mockResolvedValue([holiday] as never);
    await session.refreshBanners();
    expect(session.snapshot.banners).toEqual([holiday]);
    expect(api.configuration.activeBanners).toHaveBeenCalledTimes(1);

    // The first page's layout, just after start-up: not read again.
    await session.refreshBanners(10_000);
    expect(api.configuration.activeBanners).toHaveBeenCalledTimes(1);
    // Every later navigation reads them.
    await session.refreshBanners();
    expect(api.configuration.activeBanners).toHaveBeenCalledTimes(2);

    // Another sign-in (another access token) reads them even within the age.
    tokens.setTokens({ accessToken: accessTokenFor(43), refreshToken: 'r2' });
    await session.refreshBanners(10_000);
    expect(api.configuration.activeBanners).toHaveBeenCalledTimes(3);

    // A failed read changes nothing shown.
    api.configuration.activeBanners.mockRejectedValueOnce(new ApiError({ status: 503, title: 'Unavailable' }));
    await session.refreshBanners();
    expect(session.snapshot.banners).toEqual([holiday]);
    expect(api.configuration.activeBanners).toHaveBeenCalledTimes(4);
    // Nor does it count as a read: the next call within the age reads them.
    tokens.setTokens({ accessToken: accessTokenFor(44), refreshToken: 'r3' });
    api.configuration.activeBanners.mockRejectedValueOnce(new ApiError({ status: 503, title: 'Unavailable' }));
    await session.refreshBanners(10_000);
    await session.refreshBanners(10_000);
    expect(api.configuration.activeBanners).toHaveBeenCalledTimes(6);
  });

  it("takes the member load's banners from the read under way or just made, and reads them again once they are older", async () => {
    const { api, session } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    const holiday = { id: 1, text: 'Closed on the 25th', styleId: 'info' as const };
    let answer: (banners: never) => void = () => undefined;
    api.configuration.activeBanners.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      // Start-up: the banner read and the member load run side by side; one read serves both.
      const startUp = session.refreshBanners();
      const memberLoad = session.loadMemberState();
      expect(api.configuration.activeBanners).toHaveBeenCalledTimes(1);
      answer([holiday] as never);
      await Promise.all([startUp, memberLoad]);
      expect(session.snapshot.banners).toEqual([holiday]);
      expect(session.snapshot.memberStatus).toBe('loaded');
      expect(api.configuration.activeBanners).toHaveBeenCalledTimes(1);

      // Within the age: the member load takes the banners just read.
      now.mockReturnValue(1_009_000);
      await session.loadMemberState();
      expect(api.configuration.activeBanners).toHaveBeenCalledTimes(1);

      // The periodic revalidation, later: read again, and what it brings is shown.
      const closure = { id: 2, text: 'Closed for maintenance', styleId: 'warning' as const };
      api.configuration.activeBanners.mockResolvedValueOnce([closure] as never);
      now.mockReturnValue(1_011_000);
      await session.loadMemberState();
      expect(api.configuration.activeBanners).toHaveBeenCalledTimes(2);
      expect(session.snapshot.banners).toEqual([closure]);

      // A failed read there keeps the banners shown.
      api.configuration.activeBanners.mockRejectedValueOnce(new ApiError({ status: 503, title: 'Unavailable' }));
      now.mockReturnValue(1_030_000);
      await session.loadMemberState();
      expect(api.configuration.activeBanners).toHaveBeenCalledTimes(3);
      expect(session.snapshot.banners).toEqual([closure]);
    } finally {
      now.mockRestore();
    }
  });

  it('reads the banners again when the language changed since they were read, however recent', async () => {
    const { api, session, language } = setup({ accessToken: accessTokenFor(42), refreshToken: 'r' });
    const english = { id: 1, text: 'Closed on the 25th', styleId: 'info' as const };
    const spanish = { id: 1, text: 'Cerrado el día 25', styleId: 'info' as const };
    const now = jest.spyOn(Date, 'now').mockReturnValue(2_000_000);
    try {
      // Start-up at a Spanish clinic, no language chosen yet: the read goes out in the default one…
      api.configuration.activeBanners.mockResolvedValueOnce([english] as never);
      await session.refreshBanners();
      // …and the page settles on the clinic's language: the member load does not take those banners.
      language.current = 'es';
      api.configuration.activeBanners.mockResolvedValueOnce([spanish] as never);
      await session.loadMemberState();
      expect(api.configuration.activeBanners).toHaveBeenCalledTimes(2);
      expect(session.snapshot.banners).toEqual([spanish]);
      // In that language, within the age, they are not read again.
      await session.refreshBanners(10_000);
      expect(api.configuration.activeBanners).toHaveBeenCalledTimes(2);
    } finally {
      now.mockRestore();
    }
  });
});
