// What needs the member after sign-in: storage consents to renew (lapsed ones first), and signatures
// a partner waits for.
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ConsentedItem } from '../../../contract/api/consent.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { consentStrings } from './consentStrings.ts';

const useStyles = makeStyles({
  reminders: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ConsentRemindersProps {
  ownItems: readonly ConsentedItem[];
  sharedItems: readonly ConsentedItem[];
  locale: string;
  timeZone: string;
}

export function ConsentReminders(props: ConsentRemindersProps) {
  const styles = useStyles();
  const { t: tc } = useNamespace('memberConsent', consentStrings);
  const { ownItems } = props;
  const dueItems = ownItems.filter((item) => item.storageConsent?.status === 'due').sort((a, b) => (a.storageConsent?.daysLeft ?? 0) - (b.storageConsent?.daysLeft ?? 0));
  const lapsedItems = ownItems.filter((item) => item.storageConsent?.status === 'lapsed');
  const askingOwners = [
    ...new Set(
      [...ownItems, ...props.sharedItems]
        .filter((item) => item.jointDecision?.state === 'waitingForPartner' && item.jointDecision.yourRole === 'coOwner')
        .map((item) => item.ownerName),
    ),
  ];
  if (dueItems.length === 0 && lapsedItems.length === 0 && askingOwners.length === 0) return null;
  return (
    <div className={styles.reminders} embryo-test-sid="consent-reminders">
      {lapsedItems.length > 0 ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{tc('banner.lapsed', { count: lapsedItems.length })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {dueItems.length > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{tc('banner.due', { count: dueItems.length, date: formatDate(dueItems[0]!.storageConsent!.dueDate, props.locale, props.timeZone) })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {askingOwners.map((owner) => (
        <MessageBar key={owner} intent="info" layout="multiline">
          <MessageBarBody>{tc('banner.askedToSign', { owner })}</MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
}
