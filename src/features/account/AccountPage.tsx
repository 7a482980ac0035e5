// My account (spec §2): profile and billing tabs; `T=B` opens billing. The read-only route shows
// the same information with no way to change anything.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Body1, Card, MessageBar, MessageBarBody, Subtitle2, Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useCurrentRoute } from '../../shared/useCurrentRoute.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { formatAmount } from '../../shared/format/formatAmount.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import { isCardAccepted } from '../../domain/memberRules.ts';
import { BillingHistoryTable } from './BillingHistoryTable.tsx';
import { accountStrings } from './accountStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  facts: { display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0 },
  balance: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  headerRow: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export function AccountPage() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('account', accountStrings);
  const { api } = useServices();
  const [params] = useSearchParams();
  const entry = useCurrentRoute();
  const readOnly = entry?.name === 'accountReadOnly';
  const member = useSessionState((s) => s.member);
  const center = useSessionState((s) => s.center);
  const [tab, setTab] = useState<'profile' | 'billing'>(params.get('T') === 'B' ? 'billing' : 'profile');
  const history = useAsync((signal) => api.members.paymentHistory(member?.id, { signal }), [api, member?.id]);
  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  if (!member || !center) return <LoadingState />;

  const money = (value: number) => formatAmount(value, center.currencyCultureInfo, center.currencyCode, center.currencySymbol);
  const card = member.defaultPaymentMethod?.creditCardDetails ?? null;
  const p = member.profile;
  const address = [p.addressLine1, p.addressLine2, `${p.city}, ${p.state} ${p.zip}`, p.country].filter(Boolean).join(', ');

  return (
    <div className={styles.root}>
      <Title2 as="h1">{readOnly ? t('account.readOnlyTitle') : t('account.title')}</Title2>
      {readOnly ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('account.readOnlyNotice')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as 'profile' | 'billing')} aria-label={t('account.tabs.label')}>
        <Tab value="profile" id="tab-profile" aria-controls="panel-profile">
          {t('account.tabs.profile')}
        </Tab>
        <Tab value="billing" id="tab-billing" aria-controls="panel-billing" embryo-test-sid="account-billing-tab">
          {t('account.tabs.billing')}
        </Tab>
      </TabList>
      {tab === 'profile' ? (
        <Card className={styles.panel} role="tabpanel" id="panel-profile" aria-labelledby="tab-profile">
          <Subtitle2 as="h2">{t('account.profile.title')}</Subtitle2>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('account.profile.name')}</dt>
            <dd className={styles.definition}>{[p.namePrefix, p.firstName, p.lastName].filter(Boolean).join(' ')}</dd>
            <dt className={styles.term}>{t('account.profile.username')}</dt>
            <dd className={styles.definition}>{member.userName}</dd>
            <dt className={styles.term}>{t('account.profile.email')}</dt>
            <dd className={styles.definition}>{p.email || t('account.profile.notSet')}</dd>
            <dt className={styles.term}>{t('account.profile.phone')}</dt>
            <dd className={styles.definition}>{p.phone ? formatPhone(p.phone, p.phoneExt) : t('account.profile.notSet')}</dd>
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
        </Card>
      ) : (
        <Card className={styles.panel} role="tabpanel" id="panel-billing" aria-labelledby="tab-billing">
          <Subtitle2 as="h2">{t('account.billing.balance')}</Subtitle2>
          <div className={styles.balance} embryo-test-sid="billing-balance">
            {money(member.billingBalance)}
          </div>
          <Body1>{member.billingBalance > 0 ? t('account.billing.balanceDue', { amount: money(member.billingBalance) }) : t('account.billing.balanceNone')}</Body1>
          <Subtitle2 as="h2">{t('account.billing.paymentMethod')}</Subtitle2>
          {card ? (
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('account.billing.paymentMethod')}</dt>
              <dd className={styles.definition} embryo-test-sid="payment-method-summary">
                {t('account.billing.card', { brand: t(`brand.${card.brand}`), lastFour: card.lastFour, expiration: card.expiration })}
              </dd>
              <dt className={styles.term}>{t('account.billing.cardStatus')}</dt>
              <dd className={styles.definition}>{t(`cardStatus.${card.systemStatus}`, { defaultValue: card.systemStatus })}</dd>
            </dl>
          ) : (
            <Body1>{t('account.billing.noPaymentMethod')}</Body1>
          )}
          {card && !isCardAccepted(card.systemStatus) ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t('account.billing.cardDeclined')}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.headerRow}>
            <Subtitle2 as="h2">{t('account.billing.historyTitle')}</Subtitle2>
            <RouterLink to={pathOf('printBillingHistory')}>{t('account.billing.print')}</RouterLink>
          </div>
          {history.status === 'loading' ? <LoadingState /> : null}
          {history.status === 'error' ? <ErrorState error={history.error} onRetry={history.reload} /> : null}
          {history.status === 'success' ? <BillingHistoryTable entries={history.data} center={center} /> : null}
        </Card>
      )}
    </div>
  );
}
