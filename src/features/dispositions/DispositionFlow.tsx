// The signing flow of an option page: (a) pick the stored items (and, on the donate-to-another-
// couple page, open/closed or anonymous donation), (b) read the e-signature terms, (c) sign with
// the typed full name and an explicit consent. Items are signed one after another; a partial
// failure says which items failed and why and keeps everything typed, so the member can retry.
import { useId, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Radio,
  RadioGroup,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { portalTokens } from '../../shared/portalTokens.ts';
import type { FreezeEvent, Member } from '../../../contract/api/members.ts';
import type { DispositionPageContent, ESignatureTerms } from '../../services/content/contentModels.ts';
import type { DispositionOption } from '../../../contract/domain/dispositionOptions.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { testSid } from '../../shared/testSid.ts';
import { itemStanding, nameMatches, pursuedOption, type ItemStanding } from '../../../contract/domain/dispositionChoices.ts';
import { computeTermsHash } from '../../../contract/domain/termsHash.ts';
import { describeDispositionError, type DispositionErrorKey } from '../../shared/dispositions/describeDispositionError.ts';
import { refreshFreezeEvents } from '../../shared/dispositions/refreshFreezeEvents.ts';
import { WithdrawDialog } from '../../shared/dispositions/WithdrawDialog.tsx';
import { ESignatureFields } from '../../shared/esign/ESignatureFields.tsx';
import { useESignature } from '../../shared/esign/useESignature.ts';
import { useFieldsetStyles } from '../../shared/useFieldsetStyles.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { useESignatureLabels } from '../../shared/esign/useESignatureLabels.ts';
import { dispositionStrings } from './dispositionStrings.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import type { ItemTypeCode } from '../../i18n/common/en-US.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  exploringItem: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground2 },
  error: { color: portalTokens.colorPortalCrimson },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  outcomes: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

type Outcome = { ok: true } | { ok: false; reason: DispositionErrorKey };

interface FieldErrors {
  items?: string;
  name?: string;
  consent?: string;
}

/** The options a member chooses between on one page (the two ways to donate) have words of their own. */
const isChoice = (option: DispositionOption): option is 'donate-to-another-couple' | 'donate-anonymously' =>
  option === 'donate-to-another-couple' || option === 'donate-anonymously';

export interface DispositionFlowProps {
  page: DispositionPageContent;
  terms: ESignatureTerms;
  member: Member;
  timeZone: string;
  freezeEvents: readonly FreezeEvent[];
  /** The options this page offers the member, in order (at least one). */
  options: readonly DispositionOption[];
  /** Item to preselect (from a card on the home page). */
  initialItemId: number | null;
  locale: string;
  /** The time eligibility is judged at (ms), fixed when the page opened. */
  now: number;
  /** Label of the back-to-options action, from the content's buttons. */
  backLabel: string;
  backTo: string;
  onCancel: () => void;
}

export function DispositionFlow(props: DispositionFlowProps) {
  const styles = useStyles();
  const services = useServices();
  const { t } = useNamespace('dispositions', dispositionStrings);
  const ids = { items: useId() };
  const itemsRef = useRef<HTMLFieldSetElement>(null);
  const { member, terms, page, freezeEvents, locale, timeZone, now } = props;

  const [option, setOption] = useState<DispositionOption>(props.options[0]!);
  const [selected, setSelected] = useState<readonly number[]>(props.initialItemId === null ? [] : [props.initialItemId]);
  const esign = useESignature();
  const { fullName, consent, nameRef, consentRef } = esign;
  const [itemsError, setItemsError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, Outcome>>(new Map());
  const [signed, setSigned] = useState<readonly number[]>([]);
  /** Signed items that did not move: created with a partner, they wait for the partner's signature. */
  const [waiting, setWaiting] = useState<readonly number[]>([]);
  const [completed, setCompleted] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [withdrawing, setWithdrawing] = useState<FreezeEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const submitting = useRef(false);
  const esignLabels = useESignatureLabels(props.terms);
  const fieldsetStyles = useFieldsetStyles();

  const standings = useMemo(() => {
    const context = { thawLimitHours: page.thawAndDiscardIfOlderThan, now };
    // An item already pursuing any option of this page is listed as exploring it.
    return freezeEvents.map((event) => {
      const pursuing = props.options.map((o) => itemStanding(event, o, context)).find((s) => s.kind === 'pursuing');
      return { event, standing: pursuing ?? itemStanding(event, option, context) };
    });
  }, [freezeEvents, option, page.thawAndDiscardIfOlderThan, props.options, now]);
  const choosable = standings.filter(
    (s): s is { event: FreezeEvent; standing: Extract<ItemStanding, { kind: 'eligible' | 'notYetEligible' }> } =>
      s.standing.kind === 'eligible' || s.standing.kind === 'notYetEligible',
  );
  const exploring = standings.filter((s) => s.standing.kind === 'pursuing');
  // Items created with a partner need both signatures; one with a decision waiting for the partner cannot start another.
  const consentOverview = useAsync((signal) => services.api.consent.overview(member.id, { signal, skipNotification: true }), [services, member.id]);
  const joint = new Map(
    (consentOverview.data?.ownItems ?? [])
      .filter((item) => item.coOwnerName !== null)
      .map((item) => [item.id, { partner: item.coOwnerName!, waiting: item.jointDecision?.state === 'waitingForPartner' }]),
  );
  const eligibleIds = new Set(standings.filter((s) => s.standing.kind === 'eligible' && !joint.get(s.event.id)?.waiting).map((s) => s.event.id));
  const selectedEligible = selected.filter((id) => eligibleIds.has(id));

  const itemType = (event: FreezeEvent) => t(`itemType.${event.itemTypeId as ItemTypeCode}`, { ns: 'common' });
  const itemName = (event: FreezeEvent) => `${itemType(event)} · ${t('items.count', { count: event.count })} (#${event.id})`;
  const itemLabel = (event: FreezeEvent) =>
    t('items.label', {
      type: itemType(event),
      count: t('items.count', { count: event.count }),
      date: formatDate(event.frozenOn, locale, timeZone),
      place: event.storageLocation,
      id: event.id,
    });
  const optionName = (o: DispositionOption) => t(`optionName.${o}`);
  const expectedName = `${member.profile.firstName} ${member.profile.lastName}`;

  const toggle = (id: number, checked: boolean) => {
    setSelected((current) => (checked ? [...current.filter((x) => x !== id), id] : current.filter((x) => x !== id)));
    if (checked) setItemsError(undefined);
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (selectedEligible.length === 0) found.items = t('items.required');
    if (fullName.trim() === '') found.name = t('sign.nameRequired');
    else if (!nameMatches(fullName, member.profile.firstName, member.profile.lastName)) found.name = t('sign.nameMismatch', { name: expectedName });
    if (!consent) found.consent = t('sign.consentRequired');
    return found;
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const found = validate();
    setItemsError(found.items);
    esign.setErrors({ name: found.name, consent: found.consent });
    if (found.items || found.name || found.consent) {
      if (found.items) itemsRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      else if (found.name) nameRef.current?.focus();
      else consentRef.current?.focus();
      return;
    }
    submitting.current = true;
    setBusy(true);
    setNotice(null);
    const toSign = [...selectedEligible];
    const results = new Map<number, Outcome>();
    const changed: FreezeEvent[] = [];
    const elapsed = startTimer();
    try {
      const termsHash = await computeTermsHash(terms.body);
      const signature = { fullName: fullName.trim().replace(/\s+/g, ' '), consent: true as const, termsVersion: terms.version, termsHash };
      for (const [index, freezeId] of toSign.entries()) {
        setProgress({ current: index + 1, total: toSign.length });
        try {
          changed.push(await services.api.members.signDisposition(member.id, freezeId, { option, signature }, { skipErrorPolicy: true }));
          results.set(freezeId, { ok: true });
        } catch (failure) {
          results.set(freezeId, { ok: false, reason: describeDispositionError(failure) });
        }
      }
    } catch (failure) {
      for (const freezeId of toSign) if (!results.has(freezeId)) results.set(freezeId, { ok: false, reason: describeDispositionError(failure) });
    }
    setProgress(null);
    const succeeded = toSign.filter((id) => results.get(id)?.ok === true);
    const before = new Map(freezeEvents.map((e) => [e.id, e.statusId]));
    const unmoved = changed.filter((e) => before.get(e.id) === e.statusId).map((e) => e.id);
    setWaiting((current) => [...current, ...unmoved]);
    telemetry.trackEvent(
      'DispositionSigned',
      { option, outcome: succeeded.length < toSign.length ? 'failure' : unmoved.length === succeeded.length ? 'waitingForPartner' : 'signed' },
      { durationMs: elapsed(), items: toSign.length, failedItems: toSign.length - succeeded.length },
    );
    setRefreshFailed(succeeded.length > 0 ? !(await refreshFreezeEvents(services, member.id, changed)) : false);
    setOutcomes(results);
    setSigned((current) => [...current, ...succeeded]);
    setSelected((current) => current.filter((id) => !succeeded.includes(id)));
    setCompleted(succeeded.length === toSign.length);
    submitting.current = false;
    setBusy(false);
  };

  const eventById = new Map(freezeEvents.map((e) => [e.id, e]));
  const nameOf = (id: number) => {
    const found = eventById.get(id);
    return found ? itemName(found) : `#${id}`;
  };

  if (completed) {
    return (
      <div className={styles.root} role="status" aria-live="polite">
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{waiting.length === signed.length ? t('result.waitingTitle') : t('result.successTitle')}</MessageBarTitle>
            {waiting.length < signed.length ? (
              <>
                <p>{t('result.successBody')}</p>
                <p>{t('result.signedItems')}</p>
                <ul className={styles.outcomes}>
                  {signed
                    .filter((id) => !waiting.includes(id))
                    .map((id) => (
                      <li key={id}>{`${nameOf(id)} — ${optionName(option)}`}</li>
                    ))}
                </ul>
              </>
            ) : null}
            {waiting.length > 0 ? (
              <>
                <p>{t('result.waitingBody')}</p>
                <p>{t('result.waitingItems')}</p>
                <ul className={styles.outcomes}>
                  {waiting.map((id) => (
                    <li key={id}>{`${nameOf(id)} — ${optionName(option)}`}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <p>{t('result.consentRecords')}</p>
          </MessageBarBody>
        </MessageBar>
        {refreshFailed ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('result.refreshFailed')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.actions}>
          <RouterLink to={props.backTo}>{props.backLabel}</RouterLink>
        </div>
      </div>
    );
  }

  const failedOutcomes = [...outcomes.entries()].filter(([, o]) => !o.ok);
  return (
    <form className={styles.root} onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      {props.options.length > 1 ? (
        <Field label={t('choice.legend')}>
          <RadioGroup value={option} onChange={(_e, data) => setOption(props.options.find((o) => o === data.value) ?? option)} disabled={busy}>
            {props.options.map((o) => (
              <Radio key={o} value={o} label={isChoice(o) ? t(`choice.${o}`) : t(`optionName.${o}`)} input={testSid(`disposition-choice-${o}`)} />
            ))}
          </RadioGroup>
        </Field>
      ) : null}

      <fieldset ref={itemsRef} className={fieldsetStyles.fieldset} aria-describedby={`${ids.items}-hint`} aria-invalid={itemsError ? true : undefined}>
        <legend className={fieldsetStyles.legend}>{t('items.legend')}</legend>
        <Caption1 id={`${ids.items}-hint`} className={styles.hint}>
          {choosable.length > 0 ? t('items.hint') : t('items.noneEligible')}
        </Caption1>
        {choosable.length > 0 ? (
          <ul className={styles.list}>
            {choosable.map(({ event, standing }) => (
              <li key={event.id}>
                <Checkbox
                  checked={standing.kind === 'eligible' && !joint.get(event.id)?.waiting && selected.includes(event.id)}
                  disabled={busy || standing.kind !== 'eligible' || joint.get(event.id)?.waiting === true}
                  onChange={(_e, data) => toggle(event.id, data.checked === true)}
                  label={
                    joint.get(event.id)?.waiting ? (
                      <>
                        {itemLabel(event)}
                        <br />
                        <Caption1>{t('items.jointWaiting', { partner: joint.get(event.id)!.partner })}</Caption1>
                      </>
                    ) : standing.kind === 'eligible' ? (
                      joint.has(event.id) ? (
                        <>
                          {itemLabel(event)}
                          <br />
                          <Caption1>{t('items.jointHint', { partner: joint.get(event.id)!.partner })}</Caption1>
                        </>
                      ) : (
                        itemLabel(event)
                      )
                    ) : (
                      <>
                        {itemLabel(event)}
                        <br />
                        <Caption1>{t('items.notYetEligible', { date: formatDate(standing.eligibleFrom, locale, timeZone) })}</Caption1>
                      </>
                    )
                  }
                  input={testSid(`disposition-item-${event.id}`)}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {itemsError ? (
          <Body1 className={styles.error} role="alert">
            {itemsError}
          </Body1>
        ) : null}
      </fieldset>

      {exploring.length > 0 ? (
        <section aria-labelledby={`${ids.items}-exploring`}>
          <Subtitle2 as="h3" id={`${ids.items}-exploring`} block>
            {t('items.exploringTitle')}
          </Subtitle2>
          <Body1 block>{t('items.exploring')}</Body1>
          <ul className={styles.list}>
            {exploring.map(({ event, standing }) => (
              <li key={event.id} className={styles.exploringItem}>
                <span>{itemLabel(event)}</span>
                {standing.kind === 'pursuing' && standing.canWithdraw ? (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => setWithdrawing(event)}
                    aria-label={t('items.withdrawLabel', { item: itemName(event) })}
                    embryo-test-sid={`withdraw-${event.id}`}
                  >
                    {t('items.withdraw')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ESignatureFields labels={esignLabels} terms={terms} busy={busy} {...esign.fields} />

      {failedOutcomes.length > 0 ? (
        <MessageBar intent="warning" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('result.partialTitle')}</MessageBarTitle>
            <p>{t('result.partialBody')}</p>
            <ul className={styles.outcomes}>
              {[...outcomes.entries()].map(([id, outcome]) => (
                <li key={id}>{`${nameOf(id)}: ${outcome.ok ? t('result.succeeded') : t('result.failed', { reason: t(`signError.${outcome.reason}`) })}`}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {refreshFailed ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('result.refreshFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}

      <div role="status" aria-live="polite">
        {progress ? (
          <>
            <Body1 block>{t('sign.progress', progress)}</Body1>
            <ProgressBar value={progress.current - 1} max={progress.total} />
          </>
        ) : notice ? (
          <Body1 block>{notice}</Body1>
        ) : null}
      </div>

      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy} embryo-test-sid="esign-submit">
          {busy ? t('sign.submitting') : failedOutcomes.length > 0 ? t('result.retry') : t('sign.submit')}
        </Button>
        <Button appearance="secondary" disabled={busy} onClick={props.onCancel} embryo-test-sid="esign-cancel">
          {t('sign.cancel')}
        </Button>
      </div>

      <WithdrawDialog
        namespace="dispositions"
        strings={dispositionStrings}
        memberId={member.id}
        event={withdrawing}
        optionName={withdrawing ? optionName(pursuedOption(withdrawing.statusId) ?? option) : ''}
        itemName={withdrawing ? itemName(withdrawing) : ''}
        onClose={() => setWithdrawing(null)}
        onWithdrawn={(event) => {
          setWithdrawing(null);
          setNotice(t('withdraw.done', { item: itemName(event) }));
        }}
      />
    </form>
  );
}
