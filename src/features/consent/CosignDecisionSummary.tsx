// What the partner is asked to co-sign: who signed what and when, that nothing happens unless the
// partner signs the same, the stored items concerned, and when the decision lapses.
import { useId } from 'react';
import { Body1, MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { CosignView } from '../../../contract/api/consent.ts';
import type { CosignText } from './useCosignText.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  flush: { margin: 0 },
});

export interface CosignDecisionSummaryProps {
  text: CosignText;
  view: CosignView;
}

export function CosignDecisionSummary(props: CosignDecisionSummaryProps) {
  const styles = useStyles();
  const { text, view } = props;
  const { t } = text;
  const { decision } = view;
  const ids = { items: useId() };
  const clinic = text.clinicName(view);
  const ownerSignature = decision.signatures.find((s) => s.party === 'owner');
  const option = text.optionName(decision.option);
  return (
    <>
      <div className={styles.section} embryo-test-sid="cosign-decision-summary">
        <Body1 as="p" className={styles.flush}>
          {t('decision.signedBy', {
            name: decision.ownerName,
            date: text.date(ownerSignature?.signedAtUtc ?? decision.startedAtUtc),
            clinic,
            option,
            items: text.itemsInWords(view.items),
          })}
        </Body1>
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('decision.state')}</MessageBarBody>
        </MessageBar>
      </div>

      <section className={styles.section} aria-labelledby={ids.items}>
        <Subtitle1 as="h2" id={ids.items} className={styles.flush}>
          {t('decision.itemsTitle')}
        </Subtitle1>
        <ul className={styles.list}>
          {view.items.map((item) => (
            <li key={item.id}>
              <Body1>{t('decision.item', { description: item.description, count: text.count(item), date: text.date(item.frozenOn), id: item.id })}</Body1>
            </li>
          ))}
        </ul>
        <Body1 as="p" className={styles.flush}>
          {t('decision.lapse', { date: text.date(decision.lapsesAtUtc) })}
        </Body1>
      </section>
    </>
  );
}
