// One hosted card field under our label, with its error right below it (tied to it by aria-describedby on the group).
import type { ReactNode } from 'react';
import { usePaymentFormStyles } from './paymentFormStyles.ts';

export interface CardFieldBoxProps {
  labelId: string;
  label: string;
  error: string | null;
  children: ReactNode;
}

/**
 * Names a hosted field by our visible label: the field's container (rendered by react-paypal-js,
 * which passes no attributes) gets aria-labelledby before the field renders into it, so the
 * provider does not add a label of its own. Refs attach before the field's render effect runs.
 */
const nameFieldBy = (labelId: string) => (group: HTMLDivElement | null) => {
  group?.firstElementChild?.setAttribute('aria-labelledby', labelId);
};

export function CardFieldBox(props: CardFieldBoxProps) {
  const styles = usePaymentFormStyles();
  const errorId = `${props.labelId}-error`;
  return (
    <div className={styles.cardField}>
      <span id={props.labelId} className={styles.fieldLabel}>
        {props.label}
      </span>
      <div role="group" aria-labelledby={props.labelId} aria-describedby={props.error ? errorId : undefined} ref={nameFieldBy(props.labelId)}>
        {props.children}
      </div>
      {props.error ? (
        <span id={errorId} className={styles.fieldError}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}
