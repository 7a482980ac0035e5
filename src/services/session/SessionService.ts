// The session (style §4): who is signed in, at which clinic, and the server state the guard and the
// layouts need. One immutable state object in a value store (shared/valueStore, docs/adr/0010);
// read-only stores and command methods. Server state is revalidated every 300000 ms without reloading the page (spec §4).
import type { SessionUser } from '../../../contract/api/auth.ts';
import type { Center, GlobalBannerMessage, OffsiteStorageInfo } from '../../../contract/api/centers.ts';
import { FEATURE_FLAG_NAMES } from '../../../contract/domain/constants.ts';
import type { FreezeEvent, Member } from '../../../contract/api/members.ts';
import type { PortalApi } from '../api/createPortalApi.ts';
import { ApiError } from '../http/ApiError.ts';
import { decodeSessionUser } from './decodeSessionUser.ts';
import { createValueStore, selectValue, type ReadonlyValueStore, type ValueStore } from '../../shared/valueStore.ts';
import type { ObservableTokenStore, Tokens } from './TokenStore.ts';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface FeatureState {
  matchingSite: boolean;
  openClosedDonation: boolean;
}

const exitReasons = ['centerMaintenance', 'siteMaintenance', 'sessionEnded', 'signedOut'] as const;

export interface SessionState {
  tokens: Tokens | null;
  user: SessionUser | null;
  center: Center | null;
  centerStatus: LoadStatus | 'noCenter';
  offsiteStorage: OffsiteStorageInfo | null;
  member: Member | null;
  memberStatus: LoadStatus;
  freezeEvents: FreezeEvent[];
  /**
   * The freeze events call failed: the list is empty as spec §8 says, but not because the member has
   * nothing stored, so the home page says it could not load them (with Try again) rather than "none".
   */
  freezeEventsFailed: boolean;
  features: FeatureState;
  belongsToEligibleDonationLocation: boolean;
  banners: GlobalBannerMessage[];
  /** Collection appointments (rule 10): loaded with the member for fertility-preservation members. */
  appointments: CollectionAppointmentSummary[];
  /**
   * Why the last session ended, for the sign-in page to say: the clinic (7) or the whole site (8) is
   * under maintenance, the session ended (expired, revoked, subCode 2), or the member signed out.
   */
  exitReason: (typeof exitReasons)[number] | null;
}

export interface CollectionAppointmentSummary {
  inventoryBatchId: number;
  state: string;
}

/** `codeExpiresAt`: when the e-mailed code stops working (null when the API did not say). */
export type LoginOutcome = { kind: 'signedIn' } | { kind: 'twoFactor'; codeExpiresAt: string | null };

export const REVALIDATE_INTERVAL_MS = 300000;

const noFeatures: FeatureState = { matchingSite: false, openClosedDonation: false };

const EXIT_REASON_KEY = 'portal:exit-reason';

function browserSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Banners read at start-up are not read again by the first page's layout when this recent (ms). */
export const STARTUP_BANNERS_MAX_AGE_MS = 10_000;

export class SessionService {
  private readonly state: ValueStore<SessionState>;
  private readonly api: PortalApi;
  private readonly tokens: ObservableTokenStore;
  private intermediateToken: string | null = null;
  private twoFactorCodeExpiresAt: string | null = null;
  /** The member load under way, and the session it was started for (userEpoch). */
  private memberLoad: { epoch: number; load: Promise<void> } | null = null;
  /**
   * Counts the changes of signed-in user (signing out included): a member load started for an earlier
   * user writes nothing and is not shared, so a member signing in in a tab where another has just
   * signed out never sees that member's records, whatever order the answers come in.
   */
  private userEpoch = 0;
  /** The language API calls are made in (the banners' text is in it). */
  private readonly language: () => string;
  /** When, and under which access token and language, the banners were last read (readBanners). */
  private bannersRead: { at: number; key: string } | null = null;
  /** The banner read under way, and its access token and language: callers meanwhile share it. */
  private bannersInFlight: { key: string; read: Promise<GlobalBannerMessage[] | null> } | null = null;
  private revalidateTimer: ReturnType<typeof setInterval> | null = null;
  private readonly exitStorage: Storage | null;
  /** True while endSession drops the tokens (it gives its own reason). */
  private ending = false;

  readonly state$: ReadonlyValueStore<SessionState>;
  readonly user$: ReadonlyValueStore<SessionUser | null>;
  readonly center$: ReadonlyValueStore<Center | null>;
  readonly member$: ReadonlyValueStore<Member | null>;
  readonly banners$: ReadonlyValueStore<GlobalBannerMessage[]>;

  /** language: the locale the HTTP client sends as Accept-Language, read at each call. */
  constructor(api: PortalApi, tokens: ObservableTokenStore, language: () => string = () => '', exitStorage: Storage | null = browserSessionStorage()) {
    this.api = api;
    this.tokens = tokens;
    this.language = language;
    this.exitStorage = exitStorage;
    const initial = tokens.current();
    const keptExit = this.storedExitReason();
    this.state = createValueStore<SessionState>({
      tokens: initial,
      user: decodeSessionUser(initial?.accessToken)?.user ?? null,
      center: null,
      centerStatus: 'idle',
      offsiteStorage: null,
      member: null,
      memberStatus: 'idle',
      freezeEvents: [],
      freezeEventsFailed: false,
      features: noFeatures,
      belongsToEligibleDonationLocation: false,
      banners: [],
      appointments: [],
      exitReason: initial ? null : keptExit,
    });
    this.state$ = this.state.readonly();
    const select = <T>(pick: (s: SessionState) => T) => selectValue(this.state$, pick);
    this.user$ = select((s) => s.user);
    this.center$ = select((s) => s.center);
    this.member$ = select((s) => s.member);
    this.banners$ = select((s) => s.banners);

    tokens.tokens$.subscribe((next) => {
      const current = this.state.getValue();
      if (current.tokens?.accessToken === next?.accessToken) return;
      const decoded = decodeSessionUser(next?.accessToken);
      const sameUser = decoded?.user.UserId === current.user?.UserId;
      if (!sameUser) this.userEpoch += 1;
      // Tokens dropped other than by endSession (a refresh the API refused, another tab signing out)
      // end the session too, and the sign-in page says why: a sign-out when another tab signed out. Tokens that arrive while signed out (a
      // sign-in in another tab) start a session: no reason is left.
      let exit: SessionState['exitReason'] | undefined;
      if (!next && current.tokens !== null && !this.ending) exit = tokens.droppedBySignOut(current.tokens) ? 'signedOut' : 'sessionEnded';
      else if (next && current.tokens === null) exit = null;
      if (exit !== undefined) this.rememberExit(exit);
      this.patch({
        tokens: next,
        user: decoded?.user ?? null,
        ...(exit !== undefined ? { exitReason: exit } : {}),
        ...(sameUser
          ? {}
          : {
              member: null,
              memberStatus: 'idle' as const,
              freezeEvents: [],
              freezeEventsFailed: false,
              banners: [],
              appointments: [],
              belongsToEligibleDonationLocation: false,
              features: noFeatures,
            }),
      });
    });
  }

  get snapshot(): SessionState {
    return this.state.getValue();
  }

  subscribe(listener: () => void): () => void {
    return this.state$.subscribe(() => listener());
  }

  private patch(partial: Partial<SessionState>): void {
    this.state.next({ ...this.state.getValue(), ...partial });
  }

  /** Identifies the clinic from the site address (spec §1). 422 → no-center page. */
  async loadCenter(host: string): Promise<'ok' | 'noCenter' | 'failed'> {
    this.patch({ centerStatus: 'loading' });
    try {
      const [center, offsiteStorage] = await Promise.all([
        this.api.auth.ivfCenterFromUrl(host, { skipErrorPolicy: true }),
        this.api.auth.offsiteStorageFromUrl(host, { skipErrorPolicy: true }).catch(() => null),
      ]);
      this.patch({ center, offsiteStorage, centerStatus: 'loaded' });
      return 'ok';
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        this.patch({ centerStatus: 'noCenter', center: null });
        return 'noCenter';
      }
      this.patch({ centerStatus: 'failed' });
      return 'failed';
    }
  }

  /** `captcha`: a solved captcha, which the API asks for after repeated failures (issue 15). */
  async login(username: string, password: string, captcha?: string): Promise<LoginOutcome> {
    const center = this.requireCenter();
    const answer = await this.api.auth.login({ username, password, userRole: 'Member', ivfCenterId: center.id, ...(captcha ? { captcha } : {}) }, { skipErrorPolicy: true });
    if ('intermediateToken' in answer) {
      this.intermediateToken = answer.intermediateToken;
      this.twoFactorCodeExpiresAt = answer.codeExpiresAt ?? null;
      return { kind: 'twoFactor', codeExpiresAt: this.twoFactorCodeExpiresAt };
    }
    this.startSession(answer);
    return { kind: 'signedIn' };
  }

  get awaitingTwoFactor(): boolean {
    return this.intermediateToken !== null;
  }

  /** When the code of the two-factor step in progress stops working (null: not known). */
  get twoFactorExpiresAt(): string | null {
    return this.twoFactorCodeExpiresAt;
  }

  /** E-mails a new code; the earlier code stops working. Answers when the new one expires and when the old one was retired. */
  async resendTwoFactorCode(): Promise<{ codeExpiresAt: string; previousCodeRetiredAt: string }> {
    if (!this.intermediateToken) throw new Error('No two-factor step is in progress');
    const answer = await this.api.auth.resendTwoFactorCode({ intermediateToken: this.intermediateToken }, { skipErrorPolicy: true });
    this.intermediateToken = answer.intermediateToken;
    this.twoFactorCodeExpiresAt = answer.codeExpiresAt;
    return { codeExpiresAt: answer.codeExpiresAt, previousCodeRetiredAt: answer.previousCodeRetiredAt };
  }

  async verifyTwoFactor(code: string): Promise<void> {
    if (!this.intermediateToken) throw new Error('No two-factor step is in progress');
    const tokens = await this.api.auth.verifyTwoFactor({ intermediateToken: this.intermediateToken, code }, { skipErrorPolicy: true });
    this.intermediateToken = null;
    this.twoFactorCodeExpiresAt = null;
    this.startSession(tokens);
  }

  cancelTwoFactor(): void {
    this.intermediateToken = null;
    this.twoFactorCodeExpiresAt = null;
  }

  private startSession(tokens: Tokens): void {
    this.rememberExit(null);
    this.patch({ exitReason: null });
    this.tokens.setTokens(tokens);
  }

  /** Loads the member and everything the guard needs; concurrent callers share one load. */
  loadMemberState(): Promise<void> {
    const epoch = this.userEpoch;
    if (this.memberLoad?.epoch === epoch) return this.memberLoad.load;
    const user = this.snapshot.user;
    if (!user || user.Role !== 'Member') return Promise.resolve();
    this.patch({ memberStatus: this.snapshot.member ? 'loaded' : 'loading' });
    const load = this.fetchMemberState(user, epoch)
      .catch(() => {
        if (epoch === this.userEpoch && !this.snapshot.member) this.patch({ memberStatus: 'failed' });
      })
      .finally(() => {
        if (this.memberLoad?.load === load) this.memberLoad = null;
      });
    this.memberLoad = { epoch, load };
    return load;
  }

  private async fetchMemberState(user: SessionUser, epoch: number): Promise<void> {
    const memberId = user.UserId;
    const centerId = user.IVFCenterId ?? this.snapshot.center?.id;
    const memberRead = this.api.members.member(memberId, centerId);
    const eligibility = () => this.api.matching.memberBelongsToEligibleDonationLocation(memberId, { skipNotification: true }).catch(() => false);
    // The token names the member's type: an embryo member's donation-location read starts beside the
    // others (after the member's own, which matters most) instead of after the member row: one round
    // trip less before the first page. The row still decides whether it counts, or asks for it when
    // the token said otherwise.
    const earlyEligibility = user.MemberType === 'EmbryoCryo' ? eligibility() : null;
    const [member, freezeEvents, features, banners] = await Promise.all([
      memberRead,
      // spec §8: the freeze events call failing means an empty list (marked as failed, see
      // freezeEventsFailed); feature flags failing means off.
      this.api.members.freezeEvents(memberId, { skipNotification: true }).catch(() => null),
      this.api.centers
        .isFeatureEnabled(centerId, [FEATURE_FLAG_NAMES.matchingSite, FEATURE_FLAG_NAMES.openClosedDonation], { skipNotification: true })
        .then((flags) => ({ matchingSite: flags[FEATURE_FLAG_NAMES.matchingSite] === true, openClosedDonation: flags[FEATURE_FLAG_NAMES.openClosedDonation] === true }))
        .catch(() => noFeatures),
      // The start-up read, or one just made for a navigation, stands for this one (STARTUP_BANNERS_MAX_AGE_MS).
      this.readBanners(STARTUP_BANNERS_MAX_AGE_MS).then((read) => read ?? this.snapshot.banners),
    ]);
    const [belongs, appointments] = await Promise.all([
      member.memberType === 'EmbryoCryo' ? (earlyEligibility ?? eligibility()) : Promise.resolve(false),
      member.profile.offsiteStorageType === 'FertilityPreservation'
        ? this.api.collectionAppointments
            .list(memberId, { skipNotification: true })
            .then((list) => list.map((a) => ({ inventoryBatchId: a.inventoryBatchId, state: a.state })))
            .catch(() => [] as CollectionAppointmentSummary[])
        : Promise.resolve([] as CollectionAppointmentSummary[]),
    ]);
    // Another user since this load started (signed out, someone else signed in): theirs is not this.
    if (epoch !== this.userEpoch) return;
    this.patch({
      member,
      freezeEvents: freezeEvents ?? [],
      freezeEventsFailed: freezeEvents === null,
      features,
      banners,
      appointments,
      belongsToEligibleDonationLocation: belongs,
      memberStatus: 'loaded',
    });
  }

  /** Spec §7: banners are reloaded after every navigation. A failed read keeps the banners shown. */
  async refreshBanners(maxAgeMs = 0): Promise<void> {
    const epoch = this.userEpoch;
    const banners = await this.readBanners(maxAgeMs);
    if (banners && epoch === this.userEpoch && banners !== this.snapshot.banners) this.patch({ banners });
  }

  /**
   * The active banners, or null when the read failed or nobody is signed in. maxAgeMs: banners this
   * session read that recently, under the same access token and in the same language, are returned as
   * they are; a read under way under the same token and language is shared, whatever the age asked (it
   * is as fresh as a new one). After the language changes, banners are read again in the new one.
   */
  private readBanners(maxAgeMs: number): Promise<GlobalBannerMessage[] | null> {
    const tokens = this.snapshot.tokens;
    if (!tokens) return Promise.resolve(null);
    const key = `${this.language()} ${tokens.accessToken}`;
    const last = this.bannersRead;
    if (maxAgeMs > 0 && last && last.key === key && Date.now() - last.at < maxAgeMs) return Promise.resolve(this.snapshot.banners);
    if (this.bannersInFlight?.key === key) return this.bannersInFlight.read;
    const read = this.api.configuration.activeBanners({ skipNotification: true }).then(
      (banners) => {
        this.bannersRead = { at: Date.now(), key };
        return banners;
      },
      () => null,
    );
    const inFlight = { key, read };
    this.bannersInFlight = inFlight;
    void read.finally(() => {
      if (this.bannersInFlight === inFlight) this.bannersInFlight = null;
    });
    return read;
  }

  /** Periodic revalidation of server state (architecture §6): member, banners, the clinic's maintenance. */
  async revalidate(): Promise<void> {
    const center = this.snapshot.center;
    if (center) {
      const details = await this.api.centers.maintenanceDetails(center.id, { skipNotification: true }).catch(() => null);
      const current = this.snapshot.center;
      if (details && current) {
        this.patch({ center: { ...current, isInMaintenanceMode: details.isInMaintenanceMode, startMaintenanceDateTimeUtc: details.startMaintenanceDateTimeUtc } });
      }
    }
    if (this.snapshot.user?.Role === 'Member') await this.loadMemberState();
  }

  startRevalidation(intervalMs: number = REVALIDATE_INTERVAL_MS): () => void {
    this.stopRevalidation();
    this.revalidateTimer = setInterval(() => void this.revalidate(), intervalMs);
    return () => this.stopRevalidation();
  }

  stopRevalidation(): void {
    if (this.revalidateTimer) clearInterval(this.revalidateTimer);
    this.revalidateTimer = null;
  }

  /** After a credentials change the API ends every other session and hands this tab a new pair. */
  replaceTokens(tokens: Tokens): void {
    this.tokens.setTokens(tokens);
  }

  /**
   * Updates the member after a change the member made (e.g. profile) without a reload. A page's answer
   * that comes after its member signed out (another member may be signed in by then) is not kept.
   */
  setMember(member: Member): void {
    if (member.id !== this.snapshot.user?.UserId) return;
    this.patch({ member, memberStatus: 'loaded' });
  }

  /** The member's items after a change; kept only while that member is the one signed in. */
  setFreezeEvents(memberId: number, freezeEvents: FreezeEvent[]): void {
    if (memberId !== this.snapshot.user?.UserId) return;
    this.patch({ freezeEvents, freezeEventsFailed: false });
  }

  /** Reads the freeze events again after they failed to load; says whether they now have. */
  async reloadFreezeEvents(): Promise<boolean> {
    const memberId = this.snapshot.user?.UserId;
    if (memberId === undefined) return false;
    const epoch = this.userEpoch;
    try {
      const freezeEvents = await this.api.members.freezeEvents(memberId, { skipNotification: true });
      if (epoch !== this.userEpoch) return false;
      this.setFreezeEvents(memberId, freezeEvents);
      return true;
    } catch {
      if (epoch === this.userEpoch) this.patch({ freezeEventsFailed: true });
      return false;
    }
  }

  /** After the member changed a collection, so navigation and rule 10 see it at once. */
  setAppointments(memberId: number, appointments: CollectionAppointmentSummary[]): void {
    if (memberId !== this.snapshot.user?.UserId) return;
    this.patch({ appointments });
  }

  async logout(): Promise<void> {
    const refreshToken = this.tokens.getRefreshToken();
    this.endSession('signedOut');
    if (refreshToken) await this.api.auth.logout(refreshToken);
  }

  /** Drops the tokens and member state (spec §8: 401/403, subCode 2 and 7, 504 + 8). */
  endSession(reason: SessionState['exitReason']): void {
    this.intermediateToken = null;
    this.rememberExit(reason);
    this.ending = true;
    try {
      if (reason === 'signedOut') this.tokens.clearTokensOnSignOut();
      else this.tokens.clearTokens();
    } finally {
      this.ending = false;
    }
    this.patch({
      member: null,
      memberStatus: 'idle',
      freezeEvents: [],
      freezeEventsFailed: false,
      banners: [],
      appointments: [],
      exitReason: reason,
      belongsToEligibleDonationLocation: false,
      features: noFeatures,
    });
  }

  /**
   * The reason is kept for this tab (sessionStorage) until the next page load reads it, so the sign-in
   * page still says it after one reload: a session ended by a call that answered while the page was
   * being reloaded is told all the same. Later loads say nothing of it.
   */
  private rememberExit(reason: SessionState['exitReason']): void {
    try {
      if (reason) this.exitStorage?.setItem(EXIT_REASON_KEY, reason);
      else this.exitStorage?.removeItem(EXIT_REASON_KEY);
    } catch {
      // Storage refused (private mode, quota): the reason is shown until the page is reloaded.
    }
  }

  private storedExitReason(): SessionState['exitReason'] {
    try {
      const stored = this.exitStorage?.getItem(EXIT_REASON_KEY);
      this.exitStorage?.removeItem(EXIT_REASON_KEY);
      return exitReasons.find((reason) => reason === stored) ?? null;
    } catch {
      return null;
    }
  }

  private requireCenter(): Center {
    const center = this.snapshot.center;
    if (!center) throw new Error('The clinic is not known yet');
    return center;
  }
}
