// The print-friendly billing history (spec §2): no layout, a print stylesheet, no maintenance banner;
// the clinic's logo and the member's name on top, amounts in the clinic's currency culture with
// negatives in accounting style. The browser prints it or saves it as PDF.
import { Link as RouterLink } from 'react-router';
import { Button, Title2, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { formatDate } from '../../shared/format/formatDate.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { BillingHistoryTable } from './BillingHistoryTable.tsx';
import { accountStrings } from './accountStrings.ts';

// On paper: no page chrome, no screen padding or background, black text, the header kept with
// the table; the action bar (print button, back link) is hidden.
const useStyles = makeStyles({
  root: {
    maxWidth: '900px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    minHeight: '100vh',
    boxSizing: 'border-box',
    '@media print': { maxWidth: 'none', margin: 0, padding: 0, minHeight: 'auto', backgroundColor: 'transparent' },
  },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    '@media print': { breakAfter: 'avoid' },
  },
  logo: { height: '48px', width: 'auto', maxWidth: '200px', objectFit: 'contain' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', marginBottom: tokens.spacingVerticalL, '@media print': { display: 'none' } },
});

export function PrintBillingHistoryPage() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('account', accountStrings);
  const { api } = useServices();
  const member = useSessionState((s) => s.member);
  const center = useSessionState((s) => s.center);
  const history = useAsync((signal) => api.members.paymentHistory(member?.id, { signal }), [api, member?.id]);
  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  if (!member || !center) return <LoadingState />;
  return (
    <main className={styles.root} id="main">
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => window.print()} embryo-test-sid="print-billing-history">
          {t('history.printAction')}
        </Button>
        <RouterLink to={`${pathOf(member.isReadOnly ? 'accountReadOnly' : 'account')}?T=B`}>{t('history.back')}</RouterLink>
      </div>
      <header className={styles.header}>
        <div>
          <Title2 as="h1">{t('history.printTitle')}</Title2>
          <Body1 block>{t('history.printFor', { name: `${member.profile.firstName} ${member.profile.lastName}`, id: member.id, center: center.name })}</Body1>
          <Body1 block>{t('history.printedOn', { date: formatDate(new Date().toISOString(), locale, center.timeZone) })}</Body1>
        </div>
        <img className={styles.logo} src={center.logo} alt={center.name} width={160} height={48} />
      </header>
      {history.status === 'loading' ? <LoadingState /> : null}
      {history.status === 'error' ? <ErrorState error={history.error} onRetry={history.reload} /> : null}
      {history.status === 'success' ? <BillingHistoryTable entries={history.data} center={center} printable /> : null}
    </main>
  );
}
