// The staff page (/admin/staff, PlatformAdmin, issue 12): everyone who has signed in to the console,
// with the clinics granted to them; a platform administrator ticks clinics and saves each person.
import { useEffect, useState } from 'react';
import { Button, Caption1, Card, Checkbox, makeStyles, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import type { ClinicRef, StaffMember } from '../../../../contract/api/admin.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { useAsync } from '../../../shared/useAsync.ts';
import { ActionNotice } from '../ActionNotice.tsx';
import { AdminPage } from '../AdminPage.tsx';
import { LoadedList } from '../LoadedList.tsx';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { useAdminText } from '../useAdminText.ts';
import { useCardGridStyles } from '../useCardGridStyles.ts';
import { staffStrings } from './staffStrings.ts';

const useStyles = makeStyles({
  secondary: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  checks: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  save: { alignSelf: 'flex-start' },
});

export function StaffPage() {
  const grid = useCardGridStyles();
  const { t } = useNamespace('adminStaff', staffStrings);
  const api = useStaffApi();
  const session = useStaffSession();
  const staff = useAsync((signal) => api.staff(signal), [api]);
  return (
    <AdminPage titleId="staff-title" title={t('heading')} intro={t('intro')}>
      <LoadedList state={staff} empty={t('none')}>
        {(people) => (
          <ul className={grid.list} aria-label={t('list')}>
            {people.map((person) => (
              <li key={person.oid}>
                <StaffCard person={person} clinics={session.clinics} />
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
    </AdminPage>
  );
}

function StaffCard(props: { person: StaffMember; clinics: readonly ClinicRef[] }) {
  const styles = useStyles();
  const grid = useCardGridStyles();
  const { t } = useNamespace('adminStaff', staffStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const [saved, setSaved] = useState<readonly number[]>(props.person.clinicIds);
  const [chosen, setChosen] = useState<readonly number[]>(props.person.clinicIds);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    setSaved(props.person.clinicIds);
    setChosen(props.person.clinicIds);
  }, [props.person.clinicIds]);
  const changed = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id));
  const headingId = `staff-${props.person.oid}`;
  const names = (ids: readonly number[]) => props.clinics.filter((clinic) => ids.includes(clinic.id)).map((clinic) => clinic.name);

  const save = async () => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      const answer = await api.setStaffClinics(
        props.person.oid,
        [...chosen].sort((a, b) => a - b),
      );
      setSaved(answer.clinicIds);
      setChosen(answer.clinicIds);
      const list = names(answer.clinicIds);
      setMessage(list.length === 0 ? t('savedNone', { name: answer.name }) : t('saved', { name: answer.name, clinics: list.join(', '), count: list.length }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={grid.card} role="group" aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {props.person.name}
      </Subtitle1>
      <Caption1 className={styles.secondary}>{props.person.userName}</Caption1>
      <Caption1 className={styles.secondary}>{t('lastSeen', { when: text.dateTime(props.person.lastSeenUtc) })}</Caption1>
      <fieldset className={styles.checks}>
        <legend className={styles.legend}>{t('clinicsOf', { name: props.person.name })}</legend>
        {props.clinics.map((clinic) => (
          <Checkbox
            key={clinic.id}
            label={clinic.name}
            checked={chosen.includes(clinic.id)}
            onChange={(_event, data) => setChosen((current) => (data.checked === true ? [...current, clinic.id] : current.filter((id) => id !== clinic.id)))}
          />
        ))}
      </fieldset>
      <Button
        className={styles.save}
        appearance={changed ? 'primary' : 'secondary'}
        disabledFocusable={busy || !changed}
        onClick={() => void save()}
        aria-label={t('saveFor', { name: props.person.name })}
        icon={busy ? <Spinner size="tiny" /> : undefined}
        embryo-test-sid={`admin-staff-save-${props.person.oid}`}
      >
        {t('save')}
      </Button>
      {changed && !busy ? <Caption1>{t('unsaved')}</Caption1> : null}
      <ActionNotice text={message} />
      {error ? <StaffErrorMessage error={error} /> : null}
    </Card>
  );
}
