// The payments feature's public surface. The app layer imports PaymentMethodPanel lazily and passes
// it to PaymentMethodSlotContext (src/shared/slots/PaymentMethodSlot.tsx).
export { PaymentMethodPanel, type PaymentMethodPanelProps } from './PaymentMethodPanel.tsx';
export { PaymentMethodForm, type PaymentMethodFormProps, type PaymentFormStatus } from './PaymentMethodForm.tsx';
export { PaymentMethodModal, usePaymentMethodModal, type PaymentMethodModalProps } from './PaymentMethodModal.tsx';
export { PaymentSetup, usePaymentSetup } from './PaymentSetup.tsx';
export { BalancePayment } from './BalancePayment.tsx';
