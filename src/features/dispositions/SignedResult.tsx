// What the member sees once every chosen item is signed: the items signed, those waiting for the
// partner's signature, and the way back to the options.
import { Link as RouterLink } from 'react-router';
import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { dispositionStrings } from './dispositionStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  outcomes: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

export interface SignedResultProps {
  signed: readonly number[];
  /** Signed items that wait for the partner's signature. */
  waiting: readonly number[];
  optionName: string;
  refreshFailed: boolean;
  nameOf: (id: number) => string;
  backLabel: string;
  backTo: string;
}

export function SignedResult(props: SignedResultProps) {
  const styles = useStyles();
  const { t } = useNamespace('dispositions', dispositionStrings);
  const { signed, waiting, nameOf, optionName } = props;
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
                    <li key={id}>{`${nameOf(id)} — ${optionName}`}</li>
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
                  <li key={id}>{`${nameOf(id)} — ${optionName}`}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p>{t('result.consentRecords')}</p>
        </MessageBarBody>
      </MessageBar>
      {props.refreshFailed ? (
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
