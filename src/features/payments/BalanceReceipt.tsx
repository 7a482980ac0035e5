// The receipt of a completed balance payment (reference, date, method), printable on its own.
import { Button, Subtitle2 } from '@fluentui/react-components';
import { makeStaticStyles } from '@griffel/react';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { printScope } from '../../shared/printScope.ts';
import { useBalancePaymentStyles } from './balancePaymentStyles.ts';
import { paymentStrings } from './paymentStrings.ts';

const PRINT_SCOPE = 'payment-receipt';

// Only while the member prints the receipt: everything outside it is left out of the page.
export const useReceiptPrintStyles = makeStaticStyles(
  `@media print {
  html[data-print-scope="${PRINT_SCOPE}"] body * { visibility: hidden !important; }
  html[data-print-scope="${PRINT_SCOPE}"] [data-print-region="${PRINT_SCOPE}"], html[data-print-scope="${PRINT_SCOPE}"] [data-print-region="${PRINT_SCOPE}"] * { visibility: visible !important; }
  html[data-print-scope="${PRINT_SCOPE}"] [data-print-region="${PRINT_SCOPE}"] { position: fixed; top: 0; left: 0; max-width: none; border: none; }
  html[data-print-scope="${PRINT_SCOPE}"] [data-print-hide] { display: none !important; }
}`,
);

const printReceipt = () => printScope(PRINT_SCOPE);

export interface Receipt {
  amount: string;
  reference: string;
  date: string;
  method: string;
}

export interface BalanceReceiptProps {
  receipt: Receipt;
  onClose: () => void;
}

export function BalanceReceipt(props: BalanceReceiptProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const styles = useBalancePaymentStyles();
  const { receipt } = props;
  return (
    <section className={styles.panel} aria-labelledby="balance-receipt-title" data-print-region={PRINT_SCOPE} embryo-test-sid="balance-receipt">
      <Subtitle2 as="h3" id="balance-receipt-title">
        {t('balance.receiptTitle')}
      </Subtitle2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('balance.amount')}</dt>
        <dd className={styles.value}>{receipt.amount}</dd>
        <dt className={styles.term}>{t('balance.reference')}</dt>
        <dd className={styles.value}>{receipt.reference}</dd>
        <dt className={styles.term}>{t('balance.date')}</dt>
        <dd className={styles.value}>{receipt.date}</dd>
        <dt className={styles.term}>{t('balance.method')}</dt>
        <dd className={styles.value}>{receipt.method}</dd>
      </dl>
      <p>{t('balance.receiptEmailed')}</p>
      <div className={styles.actions} data-print-hide>
        <Button onClick={printReceipt}>{t('balance.print')}</Button>
        <Button appearance="subtle" onClick={props.onClose}>
          {t('balance.closeReceipt')}
        </Button>
      </div>
    </section>
  );
}
