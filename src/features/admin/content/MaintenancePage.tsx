// Maintenance (/admin/maintenance, issue 12): each of one's clinics with its window, and for a
// PlatformAdmin the whole portal's. A ClinicAdmin schedules, moves or cancels their clinics' windows;
// members are warned 60 minutes before and signed out during it (the API enforces both). Support
// reads the windows without any control.
import { useState } from 'react';
import { Body1, Button, Caption1, Card, Field, Input, makeStyles, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import type { ClinicMaintenanceWindow, MaintenanceOverview, MaintenanceWindow } from '../../../../contract/api/admin.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { LoadingState } from '../../../shared/PageState.tsx';
import { testSid } from '../../../shared/testSid.ts';
import { useAsync } from '../../../shared/useAsync.ts';
import { useNow } from '../../../shared/useNow.ts';
import { ActionNotice } from '../ActionNotice.tsx';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { mayAct } from '../staffPermissions.ts';
import { useAdminText } from '../useAdminText.ts';
import { useCardGridStyles } from '../useCardGridStyles.ts';
import { contentStrings } from './contentStrings.ts';
import { browserTimeZone, fromLocalInput, toLocalInput } from './localDateTime.ts';
import { TitledSection } from '../../../shared/TitledSection.tsx';

const useStyles = makeStyles({
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  field: { flex: '1 1 180px', minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  secondary: { color: tokens.colorNeutralForeground3 },
});

export function MaintenancePage() {
  const grid = useCardGridStyles();
  const { t } = useNamespace('adminContent', contentStrings);
  const api = useStaffApi();
  const session = useStaffSession();
  const loaded = useAsync((signal) => api.maintenance(signal), [api]);
  const [overview, setOverview] = useState<MaintenanceOverview | null>(null);
  const shown = overview ?? (loaded.status === 'success' ? loaded.data : null);
  const canAct = mayAct(session);
  return (
    <TitledSection titleId="maintenance-title" title={t('maintenance.heading')}>
      <Body1 as="p">{t('maintenance.intro')}</Body1>
      {canAct ? null : <Body1 as="p">{t('readOnly')}</Body1>}
      {loaded.status === 'loading' && !shown ? <LoadingState /> : null}
      {loaded.status === 'error' && !shown ? <StaffErrorMessage error={loaded.error} onRetry={loaded.reload} /> : null}
      {shown ? (
        <ul className={grid.list} aria-label={t('maintenance.list')}>
          {shown.clinics.map((clinic) => (
            <li key={clinic.clinicId}>
              <WindowCard
                id={`clinic-${String(clinic.clinicId)}`}
                title={clinic.clinicName}
                window={clinic.window}
                canAct={canAct}
                save={(window) => api.setClinicMaintenance(clinic.clinicId, window)}
                onSaved={setOverview}
              />
            </li>
          ))}
          {session.isPlatformAdmin ? (
            <li>
              <WindowCard
                id="site"
                title={t('maintenance.site')}
                note={t('maintenance.siteIntro')}
                window={shown.site}
                canAct
                save={(window) => api.setSiteMaintenance(window)}
                onSaved={setOverview}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
    </TitledSection>
  );
}

interface WindowCardProps {
  id: string;
  title: string;
  note?: string;
  /** A clinic's may have no end (maintenance until someone ends it); the site's always has one. */
  window: ClinicMaintenanceWindow | null;
  canAct: boolean;
  save: (window: MaintenanceWindow | null) => Promise<MaintenanceOverview>;
  onSaved: (overview: MaintenanceOverview) => void;
}

function WindowCard(props: WindowCardProps) {
  const styles = useStyles();
  const grid = useCardGridStyles();
  const { t } = useNamespace('adminContent', contentStrings);
  const text = useAdminText();
  const [start, setStart] = useState(toLocalInput(props.window?.startsAtUtc));
  const [end, setEnd] = useState(toLocalInput(props.window?.endsAtUtc));
  const [problems, setProblems] = useState<{ start?: string; end?: string }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [message, setMessage] = useState<string | null>(null);
  const headingId = `maintenance-${props.id}`;
  const now = useNow(5000);
  const window = props.window;
  // To the minute, as the fields below take it and as members are told on the sign-in page and in the banner.
  const at = (iso: string) => text.dateTime(iso, { seconds: false });
  const started = window !== null && Date.parse(window.startsAtUtc) <= now;
  const status = !window
    ? t('maintenance.none')
    : window.endsAtUtc === null
      ? started
        ? t('maintenance.nowOpenEnd', { start: at(window.startsAtUtc) })
        : t('maintenance.scheduledOpenEnd', { start: at(window.startsAtUtc) })
      : Date.parse(window.endsAtUtc) <= now
        ? t('maintenance.over', { end: at(window.endsAtUtc) })
        : started
          ? t('maintenance.now', { end: at(window.endsAtUtc) })
          : t('maintenance.scheduled', { start: at(window.startsAtUtc), end: at(window.endsAtUtc) });
  // Maintenance under way is ended, not cancelled.
  const inProgress = window !== null && started && (window.endsAtUtc === null || Date.parse(window.endsAtUtc) > now);

  const run = async (next: MaintenanceWindow | null) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      const overview = await props.save(next);
      props.onSaved(overview);
      if (!next) {
        setStart('');
        setEnd('');
      }
      setMessage(next ? t('maintenance.saved', { where: props.title }) : t('maintenance.cleared', { where: props.title }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const schedule = () => {
    const startsAtUtc = fromLocalInput(start);
    const endsAtUtc = fromLocalInput(end);
    const found: { start?: string; end?: string } = {};
    if (!startsAtUtc) found.start = t('maintenance.startRequired');
    if (!endsAtUtc) found.end = t('maintenance.endRequired');
    else if (startsAtUtc && Date.parse(endsAtUtc) <= Date.parse(startsAtUtc)) found.end = t('maintenance.endAfterStart');
    setProblems(found);
    if (found.start || found.end || !startsAtUtc || !endsAtUtc) return;
    void run({ startsAtUtc, endsAtUtc });
  };

  return (
    <Card className={grid.card} role="group" aria-labelledby={headingId} embryo-test-sid={`admin-maintenance-${props.id}`}>
      <Subtitle1 as="h2" id={headingId}>
        {props.title}
      </Subtitle1>
      {props.note ? <Caption1 className={styles.secondary}>{props.note}</Caption1> : null}
      <Body1>{status}</Body1>
      {props.canAct ? (
        <>
          <div className={styles.fields}>
            <Field className={styles.field} label={t('maintenance.start')} validationMessage={problems.start} required>
              <Input type="datetime-local" value={start} onChange={(_event, data) => setStart(data.value)} input={testSid(`admin-maintenance-start-${props.id}`)} />
            </Field>
            <Field className={styles.field} label={t('maintenance.end')} validationMessage={problems.end} required>
              <Input type="datetime-local" value={end} onChange={(_event, data) => setEnd(data.value)} input={testSid(`admin-maintenance-end-${props.id}`)} />
            </Field>
          </div>
          <Caption1 className={styles.secondary}>{t('maintenance.zoneHint', { zone: browserTimeZone() })}</Caption1>
          <div className={styles.actions}>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              onClick={schedule}
              aria-label={t('maintenance.saveAria', { where: props.title })}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              embryo-test-sid={`admin-maintenance-save-${props.id}`}
            >
              {t('maintenance.save')}
            </Button>
            {window ? (
              <Button
                disabledFocusable={busy}
                onClick={() => void run(null)}
                aria-label={t(inProgress ? 'maintenance.endNowAria' : 'maintenance.clearAria', { where: props.title })}
                embryo-test-sid={`admin-maintenance-clear-${props.id}`}
              >
                {t(inProgress ? 'maintenance.endNow' : 'maintenance.clear')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
      <ActionNotice text={message} />
      {error ? <StaffErrorMessage error={error} /> : null}
    </Card>
  );
}
