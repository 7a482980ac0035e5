// Member lookup (/admin/members, issue 12): one way at a time — member id, user name, e-mail, or
// first name + last name + date of birth — within the staff member's clinics. What was searched is
// kept in memory only (never in the address: names and birth dates are personal data), so coming
// back from a member page shows the same results.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Body1, Button, Caption1, Field, Input, makeStyles, Radio, RadioGroup, Spinner, typographyStyles, tokens } from '@fluentui/react-components';
import type { MemberSummary } from '../../../../contract/api/admin.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { EmptyState } from '../../../shared/PageState.tsx';
import { testSid } from '../../../shared/testSid.ts';
import { AdminPage, useAdminPageStyles } from '../AdminPage.tsx';
import { adminPaths } from '../adminPaths.ts';
import type { MemberLookup } from '../api/createStaffApi.ts';
import { ClinicFilter } from '../ClinicFilter.tsx';
import { useStaffApi } from '../session/StaffSessionContext.tsx';
import { sidRef } from '../sidRef.ts';
import { StackedTable } from '../../../shared/StackedTable.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { useAdminText } from '../useAdminText.ts';
import { memberStrings } from './memberStrings.ts';
import { MemberFlags } from './MemberFlags.tsx';
import type { ParseKeys } from 'i18next';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  field: { minWidth: '220px', flex: '1 1 220px', maxWidth: '360px' },
  submit: { alignSelf: 'flex-start' },
  resultsHeading: { ...typographyStyles.subtitle1, margin: `0 0 ${tokens.spacingVerticalS}` },
});

type Mode = 'memberId' | 'userName' | 'email' | 'name';
interface SearchForm {
  mode: Mode;
  memberId: string;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  clinicId: string;
}
type FieldName = Exclude<keyof SearchForm, 'mode' | 'clinicId'>;

const emptyForm: SearchForm = { mode: 'userName', memberId: '', userName: '', email: '', firstName: '', lastName: '', dateOfBirth: '', clinicId: '' };

/** The last search of this page load, shown again when the admin comes back from a member. */
let lastSearch: { form: SearchForm; results: MemberSummary[] } | null = null;

function lookupOf(
  form: SearchForm,
): { lookup: MemberLookup; errors: Partial<Record<FieldName, ParseKeys<'adminMembers'>>> } | { lookup: null; errors: Partial<Record<FieldName, ParseKeys<'adminMembers'>>> } {
  const errors: Partial<Record<FieldName, ParseKeys<'adminMembers'>>> = {};
  switch (form.mode) {
    case 'memberId':
      if (!/^\d{1,10}$/.test(form.memberId.trim()) || Number(form.memberId) < 1) return { lookup: null, errors: { memberId: 'search.memberIdInvalid' } };
      return { lookup: { memberId: Number(form.memberId.trim()) }, errors };
    case 'userName':
      if (!form.userName.trim()) return { lookup: null, errors: { userName: 'search.userNameRequired' } };
      return { lookup: { userName: form.userName.trim() }, errors };
    case 'email':
      if (!/^\S+@\S+$/.test(form.email.trim())) return { lookup: null, errors: { email: 'search.emailRequired' } };
      return { lookup: { email: form.email.trim() }, errors };
    case 'name':
      if (!form.firstName.trim()) errors.firstName = 'search.firstNameRequired';
      if (!form.lastName.trim()) errors.lastName = 'search.lastNameRequired';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(form.dateOfBirth)) errors.dateOfBirth = 'search.dateOfBirthRequired';
      if (Object.keys(errors).length > 0) return { lookup: null, errors };
      return { lookup: { firstName: form.firstName.trim(), lastName: form.lastName.trim(), dateOfBirth: form.dateOfBirth }, errors };
  }
}

export function MemberSearchPage() {
  const pageStyles = useAdminPageStyles();
  const styles = useStyles();
  const { t } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const [form, setForm] = useState<SearchForm>(lastSearch?.form ?? emptyForm);
  const [errors, setErrors] = useState<Partial<Record<FieldName, ParseKeys<'adminMembers'>>>>({});
  const [results, setResults] = useState<MemberSummary[] | null>(lastSearch?.results ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const set = (name: keyof SearchForm, value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const { lookup, errors: invalid } = lookupOf(form);
    setErrors(invalid);
    if (!lookup) {
      setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setFailure(null);
    try {
      const found = await api.findMembers({ ...lookup, ...(form.clinicId ? { clinicId: Number(form.clinicId) } : {}) }, controller.signal);
      if (controller.signal.aborted) return;
      setResults(found);
      lastSearch = { form, results: found };
      setTimeout(() => resultsHeading.current?.focus(), 0);
    } catch (error) {
      if (!controller.signal.aborted) setFailure(error);
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  const input = (name: FieldName, label: string, props: { type?: 'text' | 'email' | 'date'; inputMode?: 'numeric'; autoComplete?: string } = {}) => {
    const error = errors[name];
    return (
      <Field className={styles.field} label={label} required validationMessage={error ? t(error) : undefined}>
        <Input
          value={form[name]}
          type={props.type ?? 'text'}
          onChange={(_event, data) => set(name, data.value)}
          input={{ ...(props.inputMode ? { inputMode: props.inputMode } : {}), autoComplete: props.autoComplete ?? 'off', spellCheck: false }}
        />
      </Field>
    );
  };

  return (
    <AdminPage titleId="members-title" title={t('search.heading')} intro={t('search.intro')}>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate role="search" aria-label={t('search.heading')}>
        <Field label={t('search.by')}>
          <RadioGroup
            layout="horizontal"
            value={form.mode}
            onChange={(_event, data) => {
              setErrors({});
              set('mode', data.value);
            }}
          >
            <Radio value="userName" label={t('search.byUserName')} />
            <Radio value="memberId" label={t('search.byMemberId')} />
            <Radio value="email" label={t('search.byEmail')} />
            <Radio value="name" label={t('search.byName')} />
          </RadioGroup>
        </Field>
        <div className={styles.fields}>
          {form.mode === 'memberId' ? input('memberId', t('search.memberId'), { inputMode: 'numeric' }) : null}
          {form.mode === 'userName' ? input('userName', t('search.userName')) : null}
          {form.mode === 'email' ? input('email', t('search.email'), { type: 'email' }) : null}
          {form.mode === 'name' ? (
            <>
              {input('firstName', t('search.firstName'))}
              {input('lastName', t('search.lastName'))}
              {input('dateOfBirth', t('search.dateOfBirth'), { type: 'date' })}
            </>
          ) : null}
          <ClinicFilter label={t('search.clinic')} className={styles.field} value={form.clinicId} onChange={(value) => set('clinicId', value)} />
        </div>
        <Button
          className={styles.submit}
          appearance="primary"
          type="submit"
          disabledFocusable={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          {...testSid('admin-member-search')}
        >
          {t('search.submit')}
        </Button>
      </form>
      {failure ? <StaffErrorMessage error={failure} /> : null}
      {results ? (
        <section aria-labelledby="members-results">
          <h2 className={styles.resultsHeading} id="members-results" ref={resultsHeading} tabIndex={-1}>
            {t('search.results')}
          </h2>
          {results.length === 0 ? (
            <EmptyState>
              <span role="status">{t('search.none')}</span>
            </EmptyState>
          ) : (
            <>
              <Body1 role="status">{t('search.found', { count: results.length })}</Body1>
              <StackedTable
                aria-labelledby="members-results"
                rows={results}
                rowKey={(member) => member.memberId}
                rowRef={(member) => sidRef(`admin-member-row-${String(member.memberId)}`)}
                columns={[
                  {
                    label: t('search.name'),
                    cell: (member) => (
                      <>
                        <RouterLink to={adminPaths.member(member.memberId)}>{member.name}</RouterLink>
                        <Caption1 className={pageStyles.secondary}>{member.userName}</Caption1>
                      </>
                    ),
                  },
                  { label: t('search.memberId'), cell: (member) => member.memberId },
                  { label: t('search.clinic'), cell: (member) => member.clinicName },
                  { label: t('search.type'), cell: (member) => text.memberType(member.memberType) },
                  { label: t('search.account'), cell: (member) => <MemberFlags summary={member} /> },
                ]}
              />
            </>
          )}
        </section>
      ) : null}
    </AdminPage>
  );
}
