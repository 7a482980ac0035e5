// The profile tab's details: what the portal holds about the member and, unless the account is
// read-only, an edit mode (UpdateProfile). A saved profile goes into the session, so this page and
// the header show it without a reload.
import { useEffect, useRef, useState } from 'react';
import { Button, Card, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Center } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { regionMaskOf, toPortalLocale } from '../../i18n/locales.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { formatDate } from '../../shared/format/formatDate.ts';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import { PHONE_MEDIA } from '../../shared/useIsPhone.ts';
import { ProfileEditForm } from './ProfileEditForm.tsx';
import { useCountries } from './useCountryLists.ts';
import { accountStrings } from './accountStrings.ts';

export const useAccountPanelStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  // Label and value side by side, the labels in one column; on a phone each label sits above its value.
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    [PHONE_MEDIA]: { gridTemplateColumns: '1fr', rowGap: 0 },
  },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0, overflowWrap: 'anywhere', [PHONE_MEDIA]: { marginBottom: tokens.spacingVerticalM } },
  headerRow: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  notice: { outlineOffset: tokens.strokeWidthThick },
});

export interface ProfilePanelProps {
  member: Member;
  center: Center;
  readOnly: boolean;
}

export function ProfilePanel(props: ProfilePanelProps) {
  const styles = useAccountPanelStyles();
  const { t, i18n } = useNamespace('account', accountStrings);
  const { session } = useServices();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [saved, setSaved] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<'notice' | 'edit' | null>(null);
  const locale = toPortalLocale(i18n.language) ?? 'en-US';

  // Back in view mode the focus goes to the success message, or to the edit button after a cancel.
  useEffect(() => {
    if (mode !== 'view' || !returnFocus.current) return;
    (returnFocus.current === 'notice' ? noticeRef.current : editRef.current)?.focus();
    returnFocus.current = null;
  }, [mode, saved]);

  const { member } = props;
  const p = member.profile;
  const address = [p.addressLine1, p.addressLine2, `${p.city}, ${p.state} ${p.zip}`, p.country].filter(Boolean).join(', ');

  return (
    <Card className={styles.panel}>
      <div className={styles.headerRow}>
        <Subtitle2 as="h2">{t('account.profile.title')}</Subtitle2>
        {!props.readOnly && mode === 'view' ? (
          <Button
            ref={editRef}
            onClick={() => {
              setSaved(false);
              setMode('edit');
            }}
            embryo-test-sid="profile-edit"
          >
            {t('account.profile.edit')}
          </Button>
        ) : null}
      </div>
      {saved && mode === 'view' ? (
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          <MessageBar intent="success">
            <MessageBarBody>{t('account.profile.saved')}</MessageBarBody>
          </MessageBar>
        </div>
      ) : null}
      {member.pendingEmail && mode === 'view' ? (
        <MessageBar intent="info" layout="multiline" role="status" className={styles.notice}>
          <MessageBarBody>{t('account.profile.pendingEmail', { email: member.pendingEmail })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {mode === 'edit' && !props.readOnly ? (
        <ProfileEditLoader
          member={member}
          center={props.center}
          regionMask={regionMaskOf(locale)}
          onSaved={(updated) => {
            session.setMember(updated);
            setSaved(true);
            returnFocus.current = 'notice';
            setMode('view');
          }}
          onRefreshed={(latest) => session.setMember(latest)}
          onCancel={() => {
            returnFocus.current = 'edit';
            setMode('view');
          }}
        />
      ) : (
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('account.profile.name')}</dt>
          <dd className={styles.definition}>{[p.namePrefix, p.firstName, p.lastName].filter(Boolean).join(' ')}</dd>
          <dt className={styles.term}>{t('account.profile.username')}</dt>
          <dd className={styles.definition}>{member.userName}</dd>
          <dt className={styles.term}>{t('account.profile.email')}</dt>
          <dd className={styles.definition}>{p.email || t('account.profile.notSet')}</dd>
          <dt className={styles.term}>{t('account.profile.mailLanguage')}</dt>
          <dd className={styles.definition} embryo-test-sid="profile-mail-language">
            <MailLanguage memberId={member.id} clinicLocale={props.center.locale} pageLocale={locale} />
          </dd>
          <dt className={styles.term}>{t('account.profile.phone')}</dt>
          <dd className={styles.definition}>{p.phone ? formatPhone(p.phone, p.phoneExt, props.center.countryCode) : t('account.profile.notSet')}</dd>
          <dt className={styles.term}>{t('account.profile.address')}</dt>
          <dd className={styles.definition}>{address}</dd>
          <dt className={styles.term}>{t('account.profile.dateOfBirth')}</dt>
          <dd className={styles.definition}>{p.dateOfBirth ? formatDate(p.dateOfBirth, locale) : t('account.profile.notSet')}</dd>
          {member.partner ? (
            <>
              <dt className={styles.term}>{t('account.profile.partner')}</dt>
              <dd className={styles.definition}>{`${member.partner.firstName} ${member.partner.lastName}`}</dd>
            </>
          ) : null}
          {p.offsiteStorageType ? (
            <>
              <dt className={styles.term}>{t('account.profile.storagePlan')}</dt>
              <dd className={styles.definition}>{t(`account.profile.${p.offsiteStorageType}`)}</dd>
            </>
          ) : null}
        </dl>
      )}
    </Card>
  );
}

/**
 * The language of the mails the member gets without asking, as the API keeps it: the one they chose in
 * the language menu (services/session/keepMemberLanguage.ts), else their clinic's. Asked of the API, so
 * a choice made on another device shows too. A read that fails says so, rather than guess.
 */
function MailLanguage(props: { memberId: number; clinicLocale: string; pageLocale: string }) {
  const { t } = useNamespace('account', accountStrings);
  const { api } = useServices();
  const kept = useAsync((signal) => api.members.language(props.memberId, { signal, skipErrorPolicy: true, skipNotification: true }), [api, props.memberId]);
  if (kept.status === 'loading') return <Spinner size="extra-tiny" />;
  if (kept.status === 'error') return <>{t('account.profile.mailLanguageUnknown')}</>;
  const chosen = kept.data.locale;
  const tag = chosen ?? toPortalLocale(props.clinicLocale) ?? 'en-US';
  const language = new Intl.DisplayNames([props.pageLocale], { type: 'language' }).of(tag) ?? tag;
  const named = language.charAt(0).toLocaleUpperCase(props.pageLocale) + language.slice(1);
  return <>{t(chosen ? 'account.profile.mailLanguageChosen' : 'account.profile.mailLanguageClinic', { language: named })}</>;
}

interface ProfileEditLoaderProps {
  member: Member;
  center: Center;
  regionMask: string;
  onSaved: (member: Member) => void;
  onRefreshed: (member: Member) => void;
  onCancel: () => void;
}

function CancelButton(props: { onCancel: () => void }) {
  const { t } = useNamespace('account', accountStrings);
  return <Button onClick={props.onCancel}>{t('account.profile.cancel')}</Button>;
}

/** The edit form needs the country list first. */
function ProfileEditLoader(props: ProfileEditLoaderProps) {
  const countries = useCountries(props.center.id);
  if (countries.status === 'loading') return <LoadingState />;
  if (countries.status === 'error') {
    return (
      <>
        <ErrorState error={countries.error} onRetry={countries.reload} />
        <CancelButton onCancel={props.onCancel} />
      </>
    );
  }
  return (
    <ProfileEditForm
      member={props.member}
      center={props.center}
      countries={countries.data}
      regionMask={props.regionMask}
      onSaved={props.onSaved}
      onRefreshed={props.onRefreshed}
      onCancel={props.onCancel}
    />
  );
}
