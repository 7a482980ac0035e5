// The review step before the balance is charged: amount, method and what it settles; Back changes nothing.
import type { RefObject } from 'react';
import { Button, Subtitle2 } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useBalancePaymentStyles } from './balancePaymentStyles.ts';
import { paymentStrings } from './paymentStrings.ts';

export interface BalanceReviewProps {
  amount: string;
  method: string;
  asOf: string;
  paying: boolean;
  reviewRef: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onBack: () => void;
}

export function BalanceReview(props: BalanceReviewProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const styles = useBalancePaymentStyles();
  const { amount, paying } = props;
  return (
    <section className={styles.panel} aria-labelledby="balance-review-title" embryo-test-sid="balance-review" ref={props.reviewRef} tabIndex={-1}>
      <Subtitle2 as="h3" id="balance-review-title">
        {t('balance.reviewTitle')}
      </Subtitle2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('balance.amount')}</dt>
        <dd className={styles.value}>{amount}</dd>
        <dt className={styles.term}>{t('balance.method')}</dt>
        <dd className={styles.value}>{props.method}</dd>
        <dt className={styles.term}>{t('balance.settles')}</dt>
        <dd className={styles.value}>{t('balance.settlesValue', { date: props.asOf })}</dd>
      </dl>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={paying} onClick={props.onConfirm} embryo-test-sid="confirm-balance-payment">
          {paying ? t('balance.paying', { amount }) : t('balance.confirm', { amount })}
        </Button>
        <Button disabled={paying} onClick={props.onBack} embryo-test-sid="balance-review-back">
          {t('balance.back')}
        </Button>
      </div>
    </section>
  );
}
