// The member's collections, one card each, with the action under way on a card shown on it.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { Center, CollectionSite } from '../../../contract/api/centers.ts';
import type { CollectionAppointment } from '../../../contract/api/collection-appointments.ts';
import type { CollectionAction } from '../../../contract/domain/collectionAppointmentRules.ts';
import { EmptyState } from '../../shared/PageState.tsx';
import { CollectionCard } from './CollectionCard.tsx';
import { downloadCalendarFile } from './downloadCalendarFile.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, listStyleType: 'none', margin: 0, padding: 0 },
});

export interface CollectionListProps {
  items: readonly CollectionAppointment[];
  center: Center;
  siteOf: (item: CollectionAppointment) => CollectionSite | undefined;
  locale: string;
  busy: { id: number; action: CollectionAction } | null;
  t: TFunction<'appointments'>;
  onAction: (item: CollectionAppointment, action: CollectionAction) => void;
}

export function CollectionList(props: CollectionListProps) {
  const styles = useStyles();
  const { items, center, siteOf, busy, t } = props;
  if (items.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.inventoryBatchId} embryo-test-sid={`collection-${item.inventoryBatchId}`}>
          <CollectionCard
            appointment={item}
            site={siteOf(item)}
            locale={props.locale}
            timeZone={center.timeZone}
            t={t}
            busy={busy?.id === item.inventoryBatchId ? busy.action : null}
            onAction={(action) => props.onAction(item, action)}
            onAddToCalendar={() => downloadCalendarFile(item, siteOf(item), center, t)}
          />
        </li>
      ))}
    </ul>
  );
}
