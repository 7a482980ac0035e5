// The billing tab: balance, the payment method on file, the place where a payment method is added
// or replaced (the payment form is built by the payments feature), and the billing history.
import { Link as RouterLink } from 'react-router';
import { Body1, Card, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Center } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { formatAmount } from '../../shared/format/formatAmount.ts';
import { isCardAccepted } from '../../../contract/domain/memberRules.ts';
import { PaymentMethodSlotOutlet } from '../../shared/slots/PaymentMethodSlot.tsx';
import { BillingHistoryTable } from './BillingHistoryTable.tsx';
import { useAccountPanelStyles } from './ProfilePanel.tsx';
import { accountStrings } from './accountStrings.ts';
import type { Strings as AccountStrings } from './locales/en-US/account.ts';

/** The card brands the API names (contract/api/members.ts), each with its words. */
type CardBrand = keyof AccountStrings['brand'];

const useStyles = makeStyles({
  balance: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  paymentFormPlace: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, backgroundColor: tokens.colorNeutralBackground2 },
});

export interface BillingPanelProps {
  member: Member;
  center: Center;
  readOnly: boolean;
}

export function BillingPanel(props: BillingPanelProps) {
  const styles = useStyles();
  const panel = useAccountPanelStyles();
  const { t } = useNamespace('account', accountStrings);
  const { api } = useServices();
  const { member, center } = props;
  const history = useAsync((signal) => api.members.paymentHistory(member.id, { signal }), [api, member.id]);
  const money = (value: number) => formatAmount(value, center.currencyCultureInfo, center.currencyCode, center.currencySymbol);
  const card = member.defaultPaymentMethod?.creditCardDetails ?? null;
  const wallet = member.defaultPaymentMethod?.payPalDetails ?? null;

  return (
    <Card className={panel.panel}>
      <Subtitle2 as="h2">{t('account.billing.balance')}</Subtitle2>
      <div className={styles.balance} embryo-test-sid="billing-balance">
        {money(member.billingBalance)}
      </div>
      <Body1>{member.billingBalance > 0 ? t('account.billing.balanceDue', { amount: money(member.billingBalance) }) : t('account.billing.balanceNone')}</Body1>
      <Subtitle2 as="h2">{t('account.billing.paymentMethod')}</Subtitle2>
      {card ? (
        <dl className={panel.facts}>
          <dt className={panel.term}>{t('account.billing.paymentMethod')}</dt>
          <dd className={panel.definition} embryo-test-sid="payment-method-summary">
            {t('account.billing.card', { brand: t(`brand.${card.brand as CardBrand}`), lastFour: card.lastFour, expiration: card.expiration })}
          </dd>
          <dt className={panel.term}>{t('account.billing.cardStatus')}</dt>
          <dd className={panel.definition}>{t(`cardStatus.${card.systemStatus}`, { defaultValue: card.systemStatus })}</dd>
        </dl>
      ) : wallet ? (
        <dl className={panel.facts}>
          <dt className={panel.term}>{t('account.billing.paymentMethod')}</dt>
          <dd className={panel.definition} embryo-test-sid="payment-method-summary">
            {t('account.billing.wallet', { email: wallet.email })}
          </dd>
        </dl>
      ) : (
        <Body1>{t('account.billing.noPaymentMethod')}</Body1>
      )}
      {card && !isCardAccepted(card.systemStatus) ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('account.billing.cardDeclined')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!props.readOnly ? (
        // The payment form (payments feature, provided by the app layer through the slot) goes in this section.
        <section className={styles.paymentFormPlace} aria-labelledby="payment-form-title" embryo-test-sid="payment-method-form-place">
          <Subtitle2 as="h3" id="payment-form-title">
            {t('account.billing.paymentFormTitle')}
          </Subtitle2>
          <PaymentMethodSlotOutlet
            member={member}
            center={center}
            readOnly={props.readOnly}
            placeholder={<Body1>{t('account.billing.paymentFormPlace')}</Body1>}
            loading={<LoadingState />}
          />
        </section>
      ) : null}
      <div className={panel.headerRow}>
        <Subtitle2 as="h2">{t('account.billing.historyTitle')}</Subtitle2>
        <RouterLink to={pathOf('printBillingHistory')}>{t('account.billing.print')}</RouterLink>
      </div>
      {history.status === 'loading' ? <LoadingState /> : null}
      {history.status === 'error' ? <ErrorState error={history.error} onRetry={history.reload} /> : null}
      {history.status === 'success' ? <BillingHistoryTable entries={history.data} center={center} /> : null}
    </Card>
  );
}
