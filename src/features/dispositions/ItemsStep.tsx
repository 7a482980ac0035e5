// Step (a) of the signing flow: the stored items the member may choose for the option, each with why
// it cannot be chosen yet (not yet eligible, a decision waiting for the partner) or whose signature it needs too.
import type { RefObject } from 'react';
import { Body1, Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import type { ItemStanding } from '../../../contract/domain/dispositionChoices.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { portalTokens } from '../../shared/portalTokens.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { testSid } from '../../shared/testSid.ts';
import { useFieldsetStyles } from '../../shared/useFieldsetStyles.ts';
import { dispositionStrings } from './dispositionStrings.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground2 },
  error: { color: portalTokens.colorPortalCrimson },
});

export type ChoosableItem = { event: FreezeEvent; standing: Extract<ItemStanding, { kind: 'eligible' | 'notYetEligible' }> };

/** Items created with a partner: whose signature they need, and whether a decision already waits for it. */
export type JointItems = ReadonlyMap<number, { partner: string; waiting: boolean }>;

export interface ItemsStepProps {
  id: string;
  /** For moving focus to the first item when none is chosen. */
  fieldsetRef: RefObject<HTMLFieldSetElement | null>;
  choosable: readonly ChoosableItem[];
  joint: JointItems;
  selected: readonly number[];
  error: string | undefined;
  busy: boolean;
  locale: string;
  timeZone: string;
  itemLabel: (event: FreezeEvent) => string;
  onToggle: (id: number, checked: boolean) => void;
}

export function ItemsStep(props: ItemsStepProps) {
  const styles = useStyles();
  const fieldsetStyles = useFieldsetStyles();
  const { t } = useNamespace('dispositions', dispositionStrings);
  const { id, choosable, joint, selected, busy, itemLabel } = props;

  const label = ({ event, standing }: ChoosableItem) => {
    const note = joint.get(event.id)?.waiting
      ? t('items.jointWaiting', { partner: joint.get(event.id)!.partner })
      : standing.kind === 'eligible'
        ? joint.has(event.id)
          ? t('items.jointHint', { partner: joint.get(event.id)!.partner })
          : null
        : t('items.notYetEligible', { date: formatDate(standing.eligibleFrom, props.locale, props.timeZone) });
    return note === null ? (
      itemLabel(event)
    ) : (
      <>
        {itemLabel(event)}
        <br />
        <Caption1>{note}</Caption1>
      </>
    );
  };

  return (
    <fieldset ref={props.fieldsetRef} className={fieldsetStyles.fieldset} aria-describedby={`${id}-hint`} aria-invalid={props.error ? true : undefined}>
      <legend className={fieldsetStyles.legend}>{t('items.legend')}</legend>
      <Caption1 id={`${id}-hint`} className={styles.hint}>
        {choosable.length > 0 ? t('items.hint') : t('items.noneEligible')}
      </Caption1>
      {choosable.length > 0 ? (
        <ul className={styles.list}>
          {choosable.map((item) => (
            <li key={item.event.id}>
              <Checkbox
                checked={item.standing.kind === 'eligible' && !joint.get(item.event.id)?.waiting && selected.includes(item.event.id)}
                disabled={busy || item.standing.kind !== 'eligible' || joint.get(item.event.id)?.waiting === true}
                onChange={(_e, data) => props.onToggle(item.event.id, data.checked === true)}
                label={label(item)}
                input={testSid(`disposition-item-${item.event.id}`)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {props.error ? (
        <Body1 className={styles.error} role="alert">
          {props.error}
        </Body1>
      ) : null}
    </fieldset>
  );
}
