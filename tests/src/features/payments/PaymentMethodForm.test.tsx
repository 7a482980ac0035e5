import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMethodForm } from '../../../../src/features/payments/PaymentMethodForm';
import { PaymentSetup } from '../../../../src/features/payments/PaymentSetup';
import type { Member } from '../../../../contract/api/members';
import { findCardInputs, installSdkStandIn } from '../../support/payPalSdkStandIn';
import { makeCenter, makeMember, paymentServices, problem, renderPage } from '../../support/renderWithServices';

let standIn: ReturnType<typeof installSdkStandIn>;
let scrollIntoView: jest.Mock;
beforeEach(() => {
  standIn = installSdkStandIn();
  // jsdom has no layout: record what the form brings into view.
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  standIn.stop();
  jest.restoreAllMocks();
});

function renderForm(options: { embedded?: boolean; onSuccess?: (member: Member) => void; onError?: (error: unknown) => void } = {}) {
  const kit = paymentServices(makeMember());
  const center = makeCenter({ merchantAccountDetails: { vaultingOrderAmount: 1, currencyCode: 'USD' } });
  const onSuccess = jest.fn(options.onSuccess);
  const onError = jest.fn(options.onError);
  const view = renderPage(
    <PaymentSetup member={kit.session.snapshot.member!} center={center}>
      <PaymentMethodForm member={kit.session.snapshot.member!} center={center} embedded={options.embedded ?? true} onSuccess={onSuccess} onError={onError} />
    </PaymentSetup>,
    kit.services,
    '/',
    { settle: false },
  );
  return { ...kit, onSuccess, onError, view };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4111111111111111') {
  const inputs = await findCardInputs();
  await user.type(inputs.number, number);
  await user.type(inputs.expiry, '12/39');
  await user.type(inputs.cvv, '123');
  await user.type(inputs.zip, '62701');
  return inputs;
}

describe('PaymentMethodForm', () => {
  test('shows the loading text, then the notice with the amount, the wallet button, the divider and the card form', async () => {
    const { payments } = renderForm();
    await renderFormSettled();
    expect(await screen.findByText(/small charge of \$1\.00 is made and refunded at once/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(payments.settingsId).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'PayPal' })).toHaveStyle({ height: '42px' });
    expect(screen.getByText('or')).toBeInTheDocument();
    const inputs = await findCardInputs();
    expect(inputs.expiry).toHaveAttribute('placeholder', 'MM/YY');
    expect(inputs.zip).toHaveAttribute('name', 'card-billing-address-zip');
    // Embedded: makeDefault is always true and the checkbox is hidden.
    expect(screen.queryByRole('checkbox', { name: /default payment method/ })).not.toBeInTheDocument();
    // The SDK got the spec's script options.
    const src = document.head.querySelector('script[src*="/sdk/js"]')!.getAttribute('src')!;
    expect(src).toContain('disable-funding=paylater,mybank,trustly,satispay');
    expect(src).toContain('buyer-country=US');
    expect(src).toContain('components=buttons,card-fields');
    expect(src).toContain('client-id=app-client');
    expect(src).toContain('merchant-id=member-client');
  });

  test('Submit stays unavailable until the card fields and the zip are valid', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const inputs = await findCardInputs();
    const submit = screen.getByRole('button', { name: 'Save card' });
    expect(submit).toBeDisabled();
    await user.type(inputs.number, '4111111111111111');
    await user.type(inputs.expiry, '12/39');
    expect(submit).toBeDisabled();
    await user.type(inputs.cvv, '123');
    expect(submit).toBeDisabled();
    await user.type(inputs.zip, '62701');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  test('a card is vaulted: order, confirm at PayPal, capture with orderId and makeDefault, then the member updates', async () => {
    const user = userEvent.setup({ delay: null });
    const { payments, session, onSuccess, updated } = renderForm();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(updated));
    expect(payments.createCardVaultingOrder).toHaveBeenCalledTimes(1);
    expect(payments.captureCardVaultingOrder).toHaveBeenCalledWith(42, 'ORDER-CARD-1', true, '"account-1"', expect.anything());
    expect(session.setMember).toHaveBeenCalledWith(updated);
    const confirm = standIn.fetch.calls.find((c) => c.url.endsWith('/emulators/paypal/v2/checkout/orders/ORDER-CARD-1/confirm-payment-source'));
    expect(confirm?.body).toEqual({ payment_source: { card: { number: '4111111111111111', expiry: '2039-12', security_code: '123', billing_address: { postal_code: '62701' } } } });
  });

  test('both buttons are disabled while the capture is in progress', async () => {
    const user = userEvent.setup({ delay: null });
    const { payments } = renderForm();
    let finish: (member: Member) => void = () => undefined;
    payments.captureCardVaultingOrder.mockImplementation(() => new Promise<Member>((resolve) => (finish = resolve)));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(payments.captureCardVaultingOrder).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Save card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Saving your payment method…');
    act(() => finish(makeMember()));
    await waitFor(() => expect(screen.getByRole('button', { name: 'PayPal' })).toBeEnabled());
  });

  test('a declined card (subCode 6) says nothing was charged and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { payments, onSuccess, onError, session } = renderForm();
    payments.captureCardVaultingOrder.mockRejectedValue(problem(422, 6));
    const inputs = await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined. Nothing was charged. Please try another card.');
    expect(onError).toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(session.setMember).not.toHaveBeenCalled();
    expect(inputs.number).toHaveValue('4000000000000002');
    expect(inputs.expiry).toHaveValue('12/39');
    expect(inputs.cvv).toHaveValue('123');
    expect(inputs.zip).toHaveValue('62701');
    expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled();
    // Announced next to the form (after it, not above the wallet), brought into view, with focus.
    const form = screen.getByRole('button', { name: 'Save card' }).closest('form')!;
    expect(form.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PayPal' }).compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts.at(-1)).toContainElement(alert);
    expect(document.activeElement).toContainElement(alert);
  });

  test('each card field is named once by the form’s label, and a field left wrong says so under it', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const inputs = await findCardInputs();
    expect(screen.getAllByText('Card number')).toHaveLength(1);
    expect(screen.getAllByText('Expiration date')).toHaveLength(1);
    expect(screen.getAllByText('CVV')).toHaveLength(1);
    await user.type(inputs.expiry, '1320');
    expect(screen.queryByText('Enter a future expiration date as MM/YY.')).not.toBeInTheDocument();
    await user.click(inputs.cvv);
    expect(await screen.findByText('Enter a future expiration date as MM/YY.')).toBeInTheDocument();
    expect(screen.queryByText(/Enter the card number/)).not.toBeInTheDocument();
    await user.clear(inputs.expiry);
    await user.type(inputs.expiry, '1239');
    await user.click(inputs.zip);
    expect(screen.queryByText('Enter a future expiration date as MM/YY.')).not.toBeInTheDocument();
    // The zip, left empty, says so too.
    await user.click(inputs.number);
    expect(await screen.findByText('Enter the billing zip or postal code.')).toBeInTheDocument();
  });

  test('a failed order creation shows "Failed to create card order"; PayPal down shows a clear message', async () => {
    const user = userEvent.setup({ delay: null });
    const { payments } = renderForm();
    payments.createCardVaultingOrder.mockRejectedValueOnce(problem(500));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create card order');
    payments.captureCardVaultingOrder.mockRejectedValueOnce(problem(504));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The payment service is not answering right now. Nothing was charged.'));
  });

  test('the PayPal wallet: approval dialog, then capture with orderId, payerId and makeDefault', async () => {
    const user = userEvent.setup({ delay: null });
    const { payments, onSuccess } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'PayPal (test buyer)' });
    expect(within(dialog).getByRole('button', { name: 'Approve with PayPal (test buyer)' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve with PayPal (test buyer)' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(payments.createPayPalVaultingOrder).toHaveBeenCalledTimes(1);
    expect(payments.capturePayPalVaultingOrder).toHaveBeenCalledWith(42, 'ORDER-PP-1', 'PAYER-1', true, '"account-1"', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a wallet order that cannot be created shows "Failed to create PayPal order"; cancelling the wallet frees the form', async () => {
    const user = userEvent.setup({ delay: null });
    const { payments } = renderForm();
    payments.createPayPalVaultingOrder.mockRejectedValueOnce(problem(500));
    await user.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create PayPal order');
    // The SDK enables its button in an effect after the render that shows the error: click when it is enabled, as a member can.
    await waitFor(() => expect(screen.getByRole('button', { name: 'PayPal' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'PayPal (test buyer)' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(payments.capturePayPalVaultingOrder).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'PayPal' })).toBeEnabled());
    expect(standIn.fetch.calls.some((c) => c.url.endsWith('/buyer/orders/ORDER-PP-1/cancel'))).toBe(true);
  });
});

async function renderFormSettled() {
  expect(await screen.findByText('Loading the secure payment form…', { selector: 'p, span, div' })).toBeInTheDocument();
}
