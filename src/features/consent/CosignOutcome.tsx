// The last page of the co-signing link: exactly what happened (both signed, or declined), or that the
// link can no longer be used. The link is single-use, so nothing here leads back into the form.
import { Body1, MessageBar, MessageBarBody, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { CosignView, JointDecisionView } from '../../../contract/api/consent.ts';
import type { CosignClosedReason } from './CosignDecisionForm.tsx';
import type { CosignText } from './useCosignText.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  quiet: { color: tokens.colorNeutralForeground2 },
  flush: { margin: 0 },
});

export type CosignResult =
  { kind: 'signed' | 'declined'; view: CosignView; decision: JointDecisionView } | { kind: 'closed'; view: CosignView; reason: CosignClosedReason; action: 'sign' | 'decline' };

export interface CosignOutcomeProps {
  text: CosignText;
  result: CosignResult;
}

/** The heading of the outcome page, in the partner's words. */
export function cosignOutcomeTitle(text: CosignText, result: CosignResult): string {
  switch (result.kind) {
    case 'signed':
      return text.t('done.signedTitle');
    case 'declined':
      return text.t('done.declinedTitle');
    case 'closed':
      return text.t('closed.title');
  }
}

export function CosignOutcome(props: CosignOutcomeProps) {
  const styles = useStyles();
  const { text, result } = props;
  const { t } = text;
  const { view } = result;
  const clinic = text.clinicName(view);
  const owner = result.kind === 'closed' ? view.decision.ownerName : result.decision.ownerName;

  if (result.kind === 'closed') {
    const reason = ({ refused: 'error.linkGone', changed: 'error.changed', itemChanged: 'error.itemChanged' } as const)[result.reason];
    return (
      <div className={styles.root} embryo-test-sid="cosign-outcome">
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{`${t(reason)} ${t(result.action === 'sign' ? 'error.nothingSigned' : 'error.nothingChanged')}`}</MessageBarBody>
        </MessageBar>
        <Body1 as="p" className={styles.flush}>
          {text.contactLine(view)}
        </Body1>
      </div>
    );
  }

  if (result.kind === 'declined') {
    return (
      <div className={styles.root} embryo-test-sid="cosign-outcome">
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('done.declinedBody', { owner })}</MessageBarBody>
        </MessageBar>
        <Body1 as="p" className={mergeClasses(styles.flush, styles.quiet)}>
          {t('done.linkUsed')}
        </Body1>
      </div>
    );
  }

  const mine = result.decision.signatures.find((s) => s.party === 'coOwner');
  return (
    <div className={styles.root} embryo-test-sid="cosign-outcome">
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          {t('done.signedBody', {
            option: text.optionName(result.decision.option),
            items: text.itemsInWords(view.items),
            date: text.date(mine?.signedAtUtc ?? new Date().toISOString()),
            owner,
            clinic: clinic || t('yourClinic'),
          })}
        </MessageBarBody>
      </MessageBar>
      <Body1 as="p" className={styles.flush}>
        {t('done.copy')}
      </Body1>
      <Body1 as="p" className={styles.flush}>
        {text.contactLine(view, 'changeMind')}
      </Body1>
      <Body1 as="p" className={mergeClasses(styles.flush, styles.quiet)}>
        {t('done.linkUsed')}
      </Body1>
    </div>
  );
}
