// My account (spec §2): profile and billing tabs; `T=B` opens billing. The profile tab shows the
// details with an edit mode and the sign-in details; the read-only route shows the same
// information with no way to change anything.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessageBar, MessageBarBody, Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useCurrentRoute } from '../../shared/useCurrentRoute.ts';
import { useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { LoadingState } from '../../shared/PageState.tsx';
import { BillingPanel } from './BillingPanel.tsx';
import { CredentialsForm } from './CredentialsForm.tsx';
import { ProfilePanel } from './ProfilePanel.tsx';
import { accountStrings } from './accountStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  tabPanel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

type AccountTab = 'profile' | 'billing';

export function AccountPage() {
  const styles = useStyles();
  const { t } = useNamespace('account', accountStrings);
  const [params] = useSearchParams();
  const entry = useCurrentRoute();
  const member = useSessionState((s) => s.member);
  const center = useSessionState((s) => s.center);
  const [tab, setTab] = useState<AccountTab>(params.get('T') === 'B' ? 'billing' : 'profile');
  if (!member || !center) return <LoadingState />;
  // The read-only route, or a read-only member wherever they are: nothing can be changed.
  const readOnly = entry?.name === 'accountReadOnly' || member.isReadOnly;

  return (
    <div className={styles.root}>
      <Title2 as="h1">{readOnly ? t('account.readOnlyTitle') : t('account.title')}</Title2>
      {readOnly ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('account.readOnlyNotice')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as AccountTab)} aria-label={t('account.tabs.label')}>
        <Tab value="profile" id="tab-profile" aria-controls="panel-profile">
          {t('account.tabs.profile')}
        </Tab>
        <Tab value="billing" id="tab-billing" aria-controls="panel-billing" embryo-test-sid="account-billing-tab">
          {t('account.tabs.billing')}
        </Tab>
      </TabList>
      {tab === 'profile' ? (
        <div className={styles.tabPanel} role="tabpanel" id="panel-profile" aria-labelledby="tab-profile">
          <ProfilePanel member={member} center={center} readOnly={readOnly} />
          {!readOnly ? <CredentialsForm member={member} /> : null}
        </div>
      ) : (
        <div className={styles.tabPanel} role="tabpanel" id="panel-billing" aria-labelledby="tab-billing">
          <BillingPanel member={member} center={center} readOnly={readOnly} />
        </div>
      )}
    </div>
  );
}
