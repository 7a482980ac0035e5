// A member account's state at a glance: read-only, sign-in locked, registration not complete (or
// simply active), as small labels.
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { MemberSummary } from '../../../../contract/api/admin.ts';
import { REGISTERED_STAGE_ID } from '../../../../contract/domain/constants.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { memberStrings } from './memberStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export interface MemberFlagsProps {
  summary: Pick<MemberSummary, 'isReadOnly' | 'signInLocked' | 'registrationStageId'>;
  twoFactorEnabled?: boolean;
}

export function MemberFlags(props: MemberFlagsProps) {
  const styles = useStyles();
  const { t } = useNamespace('adminMembers', memberStrings);
  const { summary } = props;
  const flags = [
    ...(summary.signInLocked ? [{ key: 'locked' as const, color: 'danger' as const }] : []),
    ...(summary.isReadOnly ? [{ key: 'readOnly' as const, color: 'warning' as const }] : []),
    ...(summary.registrationStageId !== REGISTERED_STAGE_ID ? [{ key: 'notRegistered' as const, color: 'informative' as const }] : []),
    ...(props.twoFactorEnabled ? [{ key: 'twoFactor' as const, color: 'informative' as const }] : []),
  ];
  return (
    <span className={styles.root}>
      {flags.length === 0 ? (
        <Badge appearance="tint" color="success" shape="rounded">
          {t('flags.active')}
        </Badge>
      ) : (
        flags.map((flag) => (
          <Badge key={flag.key} appearance="tint" color={flag.color} shape="rounded">
            {t(`flags.${flag.key}`)}
          </Badge>
        ))
      )}
    </span>
  );
}
