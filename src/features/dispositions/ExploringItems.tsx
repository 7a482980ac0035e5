// The items already exploring an option of this page, each withdrawable while the clinic has not moved it on.
import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import type { ItemStanding } from '../../../contract/domain/dispositionChoices.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { dispositionStrings } from './dispositionStrings.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  exploringItem: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface ExploringItemsProps {
  id: string;
  exploring: readonly { event: FreezeEvent; standing: ItemStanding }[];
  busy: boolean;
  itemLabel: (event: FreezeEvent) => string;
  itemName: (event: FreezeEvent) => string;
  onWithdraw: (event: FreezeEvent) => void;
}

export function ExploringItems(props: ExploringItemsProps) {
  const styles = useStyles();
  const { t } = useNamespace('dispositions', dispositionStrings);
  return (
    <section aria-labelledby={`${props.id}-exploring`}>
      <Subtitle2 as="h3" id={`${props.id}-exploring`} block>
        {t('items.exploringTitle')}
      </Subtitle2>
      <Body1 block>{t('items.exploring')}</Body1>
      <ul className={styles.list}>
        {props.exploring.map(({ event, standing }) => (
          <li key={event.id} className={styles.exploringItem}>
            <span>{props.itemLabel(event)}</span>
            {standing.kind === 'pursuing' && standing.canWithdraw ? (
              <Button
                size="small"
                disabled={props.busy}
                onClick={() => props.onWithdraw(event)}
                aria-label={t('items.withdrawLabel', { item: props.itemName(event) })}
                embryo-test-sid={`withdraw-${event.id}`}
              >
                {t('items.withdraw')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
