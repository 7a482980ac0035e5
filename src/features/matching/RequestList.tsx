// The requests between a recipient and donor couples on the matching home: what was asked
// (match, photos, an embryo reservation with its count), by or of whom, when, and its state.
// A donor couple answers a waiting request here; a recipient opens the donor's profile.
import { Link as RouterLink } from 'react-router';
import { Badge, Body1, Button, Caption1, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import type { MatchingRequest, RequestStateCode } from '../../../contract/api/matching-site.ts';
import { memberViewPath } from '../../guards/routeCatalog.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { matchingStrings } from './matchingStrings.ts';
import { useListStyles } from './useListStyles.ts';

const useStyles = makeStyles({
  what: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 240px' },
  when: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const stateColor: Record<RequestStateCode, BadgeProps['color']> = {
  REQUESTED: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'danger',
  CANCELLED: 'subtle',
};

export function useRequestWords() {
  const { t } = useNamespace('matching', matchingStrings);
  return {
    kind: (request: Pick<MatchingRequest, 'kind' | 'embryoCount'>) =>
      request.kind === 'RESERVATION' ? t('request.reservation', { count: request.embryoCount ?? 0 }) : t(`request.kind.${request.kind}`),
    state: (state: string) => t(`request.state.${state}`, { defaultValue: state }),
  };
}

export function RequestStateBadge(props: { state: string }) {
  const words = useRequestWords();
  const color = stateColor[props.state as RequestStateCode] ?? 'informative';
  return (
    <Badge appearance="tint" color={color} shape="rounded">
      {words.state(props.state)}
    </Badge>
  );
}

export interface RequestListProps {
  requests: readonly MatchingRequest[];
  viewer: 'DONOR' | 'RECIPIENT';
  locale: string;
  timeZone: string | undefined;
  /** Changes are paused (maintenance). */
  disabled: boolean;
  onAnswer?: (request: MatchingRequest, accept: boolean) => void;
}

export function RequestList(props: RequestListProps) {
  const styles = useStyles();
  const lists = useListStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const words = useRequestWords();
  return (
    <ul className={lists.list}>
      {props.requests.map((request) => {
        const what = words.kind(request);
        return (
          <li key={request.id} className={lists.item} embryo-test-sid={`matching-request-${request.id}`}>
            <div className={styles.what}>
              <Body1>
                <strong>{what}</strong>
                {' · '}
                {props.viewer === 'RECIPIENT' ? <RouterLink to={memberViewPath(request.counterpartMemberId)}>{request.counterpartName}</RouterLink> : request.counterpartName}
              </Body1>
              <Caption1 className={styles.when}>
                {t('request.requestedOn', { date: formatDate(request.requestedAt, props.locale, props.timeZone) })}
                {request.answeredAt ? ` · ${t('request.answeredOn', { date: formatDate(request.answeredAt, props.locale, props.timeZone) })}` : ''}
              </Caption1>
            </div>
            <RequestStateBadge state={request.state} />
            {props.viewer === 'DONOR' && request.state === 'REQUESTED' && props.onAnswer ? (
              <div className={styles.actions}>
                <Button
                  appearance="primary"
                  disabled={props.disabled}
                  aria-label={t('request.acceptFull', { what, name: request.counterpartName })}
                  onClick={() => props.onAnswer?.(request, true)}
                >
                  {t('request.accept')}
                </Button>
                <Button disabled={props.disabled} aria-label={t('request.declineFull', { what, name: request.counterpartName })} onClick={() => props.onAnswer?.(request, false)}>
                  {t('request.decline')}
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
