// One request a recipient can send the donor couple (match, or photos of an open profile): what it
// does, where it stands, and the button to send it or to cancel it while it is active.
import { Body1, Button, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { RequestStateBadge } from './RequestList.tsx';
import { matchingStrings } from './matchingStrings.ts';

const useStyles = makeStyles({
  request: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground2 },
});

const active = (state: string | null) => state === 'REQUESTED' || state === 'ACCEPTED';

export interface RequestCardProps {
  what: 'MATCH' | 'PHOTOS';
  state: string | null;
  maintenance: boolean;
  onRequest: () => void;
  onCancel: () => void;
}

export function RequestCard(props: RequestCardProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const { what, state, maintenance } = props;
  return (
    <div className={styles.request} embryo-test-sid={`request-${what.toLowerCase()}`}>
      <Subtitle1 as="h3">{t(`request.kind.${what}`)}</Subtitle1>
      <Body1 className={styles.hint}>{t(`view.explain.${what}`)}</Body1>
      <div className={styles.row}>
        {state ? <RequestStateBadge state={state} /> : <Caption1>{t('view.notRequested')}</Caption1>}
        {active(state) ? (
          <Button disabled={maintenance} onClick={props.onCancel} embryo-test-sid={`cancel-${what.toLowerCase()}`}>
            {t('view.cancelRequest')}
          </Button>
        ) : (
          <Button appearance="primary" disabled={maintenance} onClick={props.onRequest} embryo-test-sid={`request-${what.toLowerCase()}-button`}>
            {t(`view.requestAction.${what}`)}
          </Button>
        )}
      </div>
    </div>
  );
}
