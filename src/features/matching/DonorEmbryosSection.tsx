// The donor couple's embryos on the member view: this recipient's reservations (cancellable), and
// the embryos eligible for donation, reservable once the match is accepted.
import { Body1, Button, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { EligibleFreeze, MatchingSiteMember } from '../../../contract/api/matching-site.ts';
import type { AsyncState } from '../../shared/useAsync.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { RequestStateBadge } from './RequestList.tsx';
import { matchingStrings } from './matchingStrings.ts';
import { useListStyles } from './useListStyles.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  freezeText: { flex: '1 1 240px', display: 'flex', flexDirection: 'column' },
  hint: { color: tokens.colorNeutralForeground2 },
});

export interface DonorEmbryosSectionProps {
  donor: MatchingSiteMember;
  /** The eligible embryos' call, and its last answer (kept on screen while it reloads). */
  freezes: AsyncState<EligibleFreeze[] | undefined> & { reload: () => void };
  freezesShown: readonly EligibleFreeze[] | undefined;
  timeZone: string | undefined;
  maintenance: boolean;
  onReserve: (freeze: EligibleFreeze) => void;
  onCancelReservation: (freezeId: number, embryoCount: number) => void;
}

export function DonorEmbryosSection(props: DonorEmbryosSectionProps) {
  const styles = useStyles();
  const lists = useListStyles();
  const { t, i18n } = useNamespace('matching', matchingStrings);
  const { donor: d, freezes, freezesShown, maintenance } = props;
  const matchAccepted = d.matchRequestState === 'ACCEPTED';
  const reservedIds = new Set(d.reservations.map((r) => r.freezeId));
  return (
    <section className={styles.section} aria-labelledby="view-embryos">
      <Subtitle1 as="h2" id="view-embryos">
        {t('view.embryos')}
      </Subtitle1>
      {!matchAccepted ? <Body1 className={styles.hint}>{t('view.reserveAfterMatch')}</Body1> : null}
      {d.reservations.length > 0 ? (
        <ul className={lists.list} aria-label={t('view.yourReservations')}>
          {d.reservations.map((r) => (
            <li key={r.freezeId} className={lists.item} embryo-test-sid={`reservation-${r.freezeId}`}>
              <span className={styles.freezeText}>
                <Body1>{t('view.reservation', { count: r.embryoCount, id: r.freezeId })}</Body1>
              </span>
              <RequestStateBadge state={r.state} />
              <Button disabled={maintenance} onClick={() => props.onCancelReservation(r.freezeId, r.embryoCount)}>
                {t('view.cancelRequest')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {freezes.status !== 'error' && !freezesShown ? <LoadingState /> : null}
      {freezes.status === 'error' ? <ErrorState error={freezes.error} onRetry={freezes.reload} /> : null}
      {freezesShown && freezesShown.filter((f) => !reservedIds.has(f.freezeId)).length === 0 ? <Body1>{t('view.noEmbryos')}</Body1> : null}
      {freezesShown && freezesShown.length > 0 ? (
        <ul className={lists.list} aria-label={t('view.eligible')}>
          {freezesShown
            .filter((f) => !reservedIds.has(f.freezeId))
            .map((f) => (
              <li key={f.freezeId} className={lists.item} embryo-test-sid={`eligible-freeze-${f.freezeId}`}>
                <span className={styles.freezeText}>
                  <Body1>{t('view.freeze', { count: f.count, description: f.description })}</Body1>
                  <Caption1 className={styles.hint}>{t('view.frozenOn', { date: formatDate(f.frozenOn, i18n.language, props.timeZone), id: f.freezeId })}</Caption1>
                </span>
                {matchAccepted ? (
                  <Button appearance="primary" disabled={maintenance} onClick={() => props.onReserve(f)} embryo-test-sid={`reserve-${f.freezeId}`}>
                    {t('view.reserveCount', { count: f.count })}
                  </Button>
                ) : null}
              </li>
            ))}
        </ul>
      ) : null}
    </section>
  );
}
