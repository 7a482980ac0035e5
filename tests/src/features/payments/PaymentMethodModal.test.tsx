import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-components';
import { usePaymentMethodModal } from '../../../../src/features/payments/PaymentMethodModal';
import { PaymentSetup } from '../../../../src/features/payments/PaymentSetup';
import { BalancePayment } from '../../../../src/features/payments/BalancePayment';
import type { Center } from '../../../../contract/api/centers';
import type { Member } from '../../../../contract/api/members';
import { findCardInputs, installSdkStandIn } from '../../support/payPalSdkStandIn';
import { balancePayment, makeCenter, makeMember, paymentServices, problem, renderPage } from '../../support/renderWithServices';

let standIn: ReturnType<typeof installSdkStandIn>;
beforeEach(() => {
  standIn = installSdkStandIn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  standIn.stop();
  jest.restoreAllMocks();
});

function Opener(props: { member: Member; center: Center; onResult: (result: boolean) => void }) {
  const { openPaymentMethodModal, modal } = usePaymentMethodModal(props.member, props.center);
  return (
    <>
      <Button onClick={() => void openPaymentMethodModal().then(props.onResult)}>Open</Button>
      {modal}
    </>
  );
}

async function openModal() {
  const member = makeMember({ paymentMethodId: 'CR', defaultPaymentMethod: { creditCardDetails: { brand: 'MA', lastFour: '4444', expiration: '01/29', systemStatus: 'ACC' } } });
  const kit = paymentServices(member);
  const onResult = jest.fn();
  await renderPage(
    <PaymentSetup member={member} center={makeCenter()}>
      <Opener member={member} center={makeCenter()} onResult={onResult} />
    </PaymentSetup>,
    kit.services,
    '/',
    { settle: false },
  );
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { ...kit, onResult, user };
}

describe('PaymentMethodModal', () => {
  test('titled modal: Submit disabled while loading, enabled when the card is valid; success resolves true', async () => {
    const { user, onResult, payments } = await openModal();
    expect(screen.getByRole('dialog', { name: 'Add or replace your payment method' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const inputs = await findCardInputs();
    expect(screen.getByRole('checkbox', { name: 'Make this my default payment method' })).not.toBeChecked();
    await user.type(inputs.number, '5555555555554444');
    await user.type(inputs.expiry, '1139');
    expect(inputs.expiry).toHaveValue('11/39');
    await user.type(inputs.cvv, '321');
    await user.type(inputs.zip, '62701');
    await user.click(screen.getByRole('checkbox', { name: 'Make this my default payment method' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    expect(payments.captureCardVaultingOrder).toHaveBeenCalledWith(42, 'ORDER-CARD-1', true, '"account-1"', expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('Cancel resolves false without calling the API', async () => {
    const { user, onResult, payments } = await openModal();
    await findCardInputs();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    expect(payments.createCardVaultingOrder).not.toHaveBeenCalled();
  });

  test('dismissal (Escape) resolves false', async () => {
    const { user, onResult } = await openModal();
    await findCardInputs();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
  });

  test('both footer buttons are disabled while work is in progress', async () => {
    const { user, payments } = await openModal();
    payments.captureCardVaultingOrder.mockImplementation(() => new Promise(() => undefined));
    const inputs = await findCardInputs();
    await user.type(inputs.number, '4111111111111111');
    await user.type(inputs.expiry, '12/39');
    await user.type(inputs.cvv, '123');
    await user.type(inputs.zip, '62701');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(payments.captureCardVaultingOrder).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('BalancePayment', () => {
  const member = makeMember({
    billingBalance: 250,
    paymentMethodId: 'CR',
    defaultPaymentMethod: { creditCardDetails: { brand: 'VI', lastFour: '1111', expiration: '12/30', systemStatus: 'ACC' } },
  });

  test('a double click sends one request; the member is updated and a success message shows', async () => {
    const kit = paymentServices(member);
    let answer: (value: ReturnType<typeof balancePayment>) => void = () => undefined;
    kit.payments.payBalance.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderPage(<BalancePayment member={member} center={makeCenter()} />, kit.services, '/', { settle: false });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Pay $250.00 now' }));
    expect(kit.payments.payBalance).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Confirm and pay $250.00' });
    await user.dblClick(button);
    expect(kit.payments.payBalance).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Paying/ })).toBeDisabled();
    answer(balancePayment(member, 250));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your payment of $250.00 has been received.');
    expect(kit.session.setMember).toHaveBeenCalledWith(expect.objectContaining({ billingBalance: 0 }));
  });

  test('the review shows amount, method and what it settles; Back charges nothing; Confirm shows a printable receipt', async () => {
    const kit = paymentServices(member);
    kit.payments.payBalance.mockResolvedValueOnce(balancePayment(member, 250));
    await renderPage(<BalancePayment member={member} center={makeCenter()} />, kit.services, '/', { settle: false });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Pay $250.00 now' }));
    const review = screen.getByRole('region', { name: 'Review your payment' });
    expect(review).toHaveFocus();
    expect(review).toHaveTextContent('$250.00');
    expect(review).toHaveTextContent('Visa ending in 1111');
    expect(review).toHaveTextContent('Your account balance as of');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('region', { name: 'Review your payment' })).not.toBeInTheDocument();
    expect(kit.payments.payBalance).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pay $250.00 now' }));
    await user.keyboard('{Tab}{Enter}');
    const receipt = await screen.findByRole('region', { name: 'Payment receipt' });
    expect(kit.payments.payBalance).toHaveBeenCalledTimes(1);
    expect(receipt).toHaveTextContent('CAPTURE9');
    expect(receipt).toHaveTextContent('02 March, 2026 09:04 AM');
    expect(receipt).toHaveTextContent('Visa ending in 1111');
    expect(receipt).toHaveAttribute('data-print-region', 'payment-receipt');
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute('data-print-scope', 'payment-receipt');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement).not.toHaveAttribute('data-print-scope');
    print.mockRestore();
  });

  test('a payment the service never confirmed, which expired while the member was away, is announced on the billing tab', async () => {
    const kit = paymentServices(member);
    kit.payments.latestBalancePayment.mockResolvedValueOnce({
      payment: { ...balancePayment(member, 250).payment, status: 'EXPIRED', paidAtUtc: '2026-11-24T15:30:00Z', failureDetail: 'expired' },
    });
    await renderPage(<BalancePayment member={member} center={makeCenter()} />, kit.services, '/', { settle: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your last payment has expired');
    expect(alert).toHaveTextContent('The payment of $250.00 you started on 24 November, 2026 09:30 AM');
    expect(kit.payments.latestBalancePayment).toHaveBeenCalledWith(42, { skipNotification: true });
    expect(screen.getByRole('button', { name: 'Pay $250.00 now' })).toBeEnabled();
  });

  test('a retry after a timeout reuses the idempotency key; a decline ends the attempt', async () => {
    const kit = paymentServices(member);
    kit.payments.payBalance.mockRejectedValueOnce(problem(504)).mockRejectedValueOnce(problem(422, 6)).mockResolvedValueOnce(balancePayment(member, 250));
    await renderPage(<BalancePayment member={member} center={makeCenter()} />, kit.services, '/', { settle: false });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Pay $250.00 now' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and pay $250.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can safely try again: you will not be charged twice.');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay $250.00' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your payment was declined. Nothing was charged.'));
    await user.click(screen.getByRole('button', { name: 'Confirm and pay $250.00' }));
    await screen.findByRole('status');
    const keys = kit.payments.payBalance.mock.calls.map((call: unknown[]) => call[2]);
    expect(kit.payments.payBalance.mock.calls[0]).toEqual([42, 250, keys[0], { skipNotification: true }]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('a payment the service did not confirm in time is followed until it is confirmed, with no second payment offered meanwhile', async () => {
    jest.useFakeTimers();
    try {
      const kit = paymentServices(member);
      const confirming = {
        id: 77,
        status: 'CONFIRMING',
        amount: 250,
        currencyCode: 'USD',
        paymentMethodId: 'CR',
        description: '',
        paymentHistoryId: 0,
        payPalOrderId: '',
        payPalCaptureId: '',
        paidAtUtc: '2026-11-24T10:00:00Z',
      };
      kit.payments.payBalance.mockResolvedValueOnce({ member, payment: confirming });
      kit.payments.balancePayment.mockResolvedValueOnce(confirming).mockResolvedValueOnce({ ...confirming, status: 'COMPLETED', paymentHistoryId: 5 });
      await renderPage(<BalancePayment member={member} center={makeCenter()} />, kit.services, '/', { settle: false });
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(screen.getByRole('button', { name: 'Pay $250.00 now' }));
      await user.click(screen.getByRole('button', { name: 'Confirm and pay $250.00' }));
      expect(await screen.findByText('We are confirming your payment')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Please do not pay again');
      expect(screen.queryByRole('button', { name: /Pay \$250\.00 now/ })).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000);
      });
      expect(kit.payments.balancePayment).toHaveBeenCalledWith(42, 77, expect.objectContaining({ skipNotification: true }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000);
      });
      expect(await screen.findByText('Your payment of $250.00 is confirmed. Thank you.')).toBeInTheDocument();
      expect(kit.session.setMember).toHaveBeenLastCalledWith(expect.objectContaining({ billingBalance: 0 }));
      expect(kit.payments.payBalance).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
