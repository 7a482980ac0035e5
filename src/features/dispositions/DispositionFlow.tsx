// The signing flow of an option page: (a) pick the stored items (and, on the donate-to-another-
// couple page, open/closed or anonymous donation), (b) read the e-signature terms, (c) sign with
// the typed full name and an explicit consent. Items are signed one after another; a partial
// failure says which items failed and why and keeps everything typed, so the member can retry.
import { useId, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Field, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import type { FreezeEvent, Member } from '../../../contract/api/members.ts';
import type { DispositionPageContent, ESignatureTerms } from '../../services/content/contentModels.ts';
import type { DispositionOption } from '../../../contract/domain/dispositionOptions.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { testSid } from '../../shared/testSid.ts';
import { itemStanding, nameMatches, pursuedOption } from '../../../contract/domain/dispositionChoices.ts';
import { useESignature } from '../../shared/esign/useESignature.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { dispositionStrings } from './dispositionStrings.ts';
import { useDispositionSigning } from './useDispositionSigning.ts';
import { useDispositionItemWords } from './useDispositionItemWords.ts';
import { ItemsStep, type ChoosableItem } from './ItemsStep.tsx';
import { ExploringItems } from './ExploringItems.tsx';
import { SignStep } from './SignStep.tsx';
import { SignedResult } from './SignedResult.tsx';
import { WithdrawDialog } from './WithdrawDialog.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

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
  const [withdrawing, setWithdrawing] = useState<FreezeEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const signing = useDispositionSigning(member, terms, freezeEvents);
  const { busy } = signing;
  const { itemName, itemLabel, optionName } = useDispositionItemWords(locale, timeZone);

  const standings = useMemo(() => {
    const context = { thawLimitHours: page.thawAndDiscardIfOlderThan, now };
    // An item already pursuing any option of this page is listed as exploring it.
    return freezeEvents.map((event) => {
      const pursuing = props.options.map((o) => itemStanding(event, o, context)).find((s) => s.kind === 'pursuing');
      return { event, standing: pursuing ?? itemStanding(event, option, context) };
    });
  }, [freezeEvents, option, page.thawAndDiscardIfOlderThan, props.options, now]);
  const choosable = standings.filter((s): s is ChoosableItem => s.standing.kind === 'eligible' || s.standing.kind === 'notYetEligible');
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
    if (signing.submitting.current) return;
    const found = validate();
    setItemsError(found.items);
    esign.setErrors({ name: found.name, consent: found.consent });
    if (found.items || found.name || found.consent) {
      if (found.items) itemsRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      else if (found.name) nameRef.current?.focus();
      else consentRef.current?.focus();
      return;
    }
    setNotice(null);
    await signing.sign({
      option,
      items: selectedEligible,
      fullName,
      onSigned: (succeeded) => setSelected((current) => current.filter((id) => !succeeded.includes(id))),
    });
  };

  const eventById = new Map(freezeEvents.map((e) => [e.id, e]));
  const nameOf = (id: number) => {
    const found = eventById.get(id);
    return found ? itemName(found) : `#${id}`;
  };

  if (signing.completed) {
    return (
      <SignedResult
        signed={signing.signed}
        waiting={signing.waiting}
        optionName={optionName(option)}
        refreshFailed={signing.refreshFailed}
        nameOf={nameOf}
        backLabel={props.backLabel}
        backTo={props.backTo}
      />
    );
  }

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

      <ItemsStep
        id={ids.items}
        fieldsetRef={itemsRef}
        choosable={choosable}
        joint={joint}
        selected={selected}
        error={itemsError}
        busy={busy}
        locale={locale}
        timeZone={timeZone}
        itemLabel={itemLabel}
        onToggle={toggle}
      />

      {exploring.length > 0 ? <ExploringItems id={ids.items} exploring={exploring} busy={busy} itemLabel={itemLabel} itemName={itemName} onWithdraw={setWithdrawing} /> : null}

      <SignStep
        terms={terms}
        fields={esign.fields}
        busy={busy}
        outcomes={signing.outcomes}
        refreshFailed={signing.refreshFailed}
        progress={signing.progress}
        notice={notice}
        nameOf={nameOf}
        onCancel={props.onCancel}
      />

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
