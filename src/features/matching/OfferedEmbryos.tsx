// The donor couple's choice of embryos offered on the matching site (OfferedFreezes): recipients
// see and may ask to reserve only the freeze events ticked here. A reserved one stays offered
// until its reservation ends. The save is based on the version the couple saw (If-Match): a
// change made in another window is refused and shown, keeping what was ticked here.
import { useState, type SyntheticEvent } from 'react';
import { Body1, Button, Caption1, Checkbox, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { OfferedFreezes } from '../../../contract/api/matching-site.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { problemMessage } from '../../shared/problemMessage.ts';
import { matchingProblems } from './matchingProblems.ts';
import { matchingStrings } from './matchingStrings.ts';
import { useListStyles } from './useListStyles.ts';
import { ErrorAlert } from '../../shared/ErrorAlert.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '72ch' },
  hint: { color: tokens.colorNeutralForeground2 },
  text: { display: 'flex', flexDirection: 'column' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

export interface OfferedEmbryosProps {
  memberId: number | null;
  /** Changes are paused (maintenance). */
  disabled: boolean;
}

export function OfferedEmbryos(props: OfferedEmbryosProps) {
  const styles = useStyles();
  const lists = useListStyles();
  const { t, i18n } = useNamespace('matching', matchingStrings);
  const { api, notify } = useServices();
  const timeZone = useSessionState((s) => s.center?.timeZone);
  const loaded = useAsync((signal) => api.matching.offeredFreezes(props.memberId, { signal }), [api, props.memberId]);
  /** The offers as last saved here (until then, as loaded), and the boxes ticked since (null: as saved). */
  const [saved, setSaved] = useState<OfferedFreezes | null>(null);
  const [changed, setChanged] = useState<ReadonlySet<number> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = saved ?? loaded.data ?? null;
  const ticked: ReadonlySet<number> = changed ?? new Set(current?.freezes.filter((f) => f.offered).map((f) => f.freezeId));

  const show = (offers: OfferedFreezes, keepTicked: ReadonlySet<number> | null = null) => {
    setSaved(offers);
    setChanged(keepTicked);
  };

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!current || busy) return;
    setBusy(true);
    setError(null);
    try {
      show(await api.matching.saveOfferedFreezes(props.memberId, [...ticked], current.etag, { skipNotification: true }));
      notify({ intent: 'success', title: t('offers.saved') });
    } catch (failure) {
      setError(problemMessage(failure, matchingProblems, t));
      // Changed in another window: show what is saved now, keep what was ticked here.
      if (failure instanceof ApiError && failure.status === 412) {
        const latest = await api.matching.offeredFreezes(props.memberId, { skipNotification: true }).catch(() => null);
        if (latest) show(latest, ticked);
      }
    } finally {
      setBusy(false);
    }
  };

  const toggle = (freezeId: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(freezeId);
    else next.delete(freezeId);
    setChanged(next);
  };

  return (
    <section className={styles.section} aria-labelledby="matching-offers">
      <Subtitle1 as="h2" id="matching-offers">
        {t('offers.title')}
      </Subtitle1>
      <Body1 as="p">{t('offers.intro')}</Body1>
      {loaded.status === 'loading' && !current ? <LoadingState /> : null}
      {loaded.status === 'error' ? <ErrorState error={loaded.error} onRetry={loaded.reload} /> : null}
      {current && current.freezes.length === 0 ? <Body1 as="p">{t('offers.none')}</Body1> : null}
      {current && current.freezes.length > 0 ? (
        <form onSubmit={(e) => void save(e)} className={styles.section}>
          <ul className={lists.list} aria-labelledby="matching-offers">
            {current.freezes.map((f) => (
              <li key={f.freezeId} className={lists.item}>
                <Checkbox
                  checked={ticked.has(f.freezeId)}
                  disabled={props.disabled || busy || f.reserved}
                  onChange={(_e, d) => toggle(f.freezeId, d.checked === true)}
                  label={
                    <span className={styles.text}>
                      <span>{t('view.freeze', { count: f.count, description: f.description })}</span>
                      <Caption1 className={styles.hint}>
                        {t('view.frozenOn', { date: formatDate(f.frozenOn, i18n.language, timeZone), id: f.freezeId })}
                        {f.reserved ? ` · ${t('offers.reserved')}` : ''}
                      </Caption1>
                    </span>
                  }
                />
              </li>
            ))}
          </ul>
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={props.disabled || busy} embryo-test-sid="offers-save">
              {busy ? t('wizard.saving') : t('offers.save')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
