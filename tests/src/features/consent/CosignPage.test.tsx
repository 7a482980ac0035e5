import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CosignIdentity, CosignSignRequest, CosignView, JointDecisionView } from '../../../../contract/api/consent';
import { CosignPage } from '../../../../src/features/consent/CosignPage';
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import { ApiError } from '../../../../src/services/http/ApiError';
import { doc, renderPage, setup, TERMS_BODY } from '../support/renderWithServices';

const TOKEN = 'a'.repeat(43);
const PATH = `/consent/cosign?token=${TOKEN}`;
const termsHash = createHash('sha256').update(JSON.stringify(TERMS_BODY)).digest('hex');

function makeDecision(overrides: Partial<JointDecisionView> = {}): JointDecisionView {
  return {
    id: 7,
    option: 'donate-to-science',
    state: 'waitingForPartner',
    freezeEventIds: [12],
    yourRole: 'coOwner',
    ownerName: 'Carol Bennett',
    coOwnerName: 'Daniel Bennett',
    signatures: [{ party: 'owner', name: 'Carol Bennett', signedAtUtc: '2026-03-02T15:04:05Z', identityCheck: 'signed-in' }],
    startedAtUtc: '2026-03-02T15:04:05Z',
    lapsesAtUtc: '2026-04-01T15:04:05Z',
    closedAtUtc: null,
    closedBy: null,
    ...overrides,
  };
}

function makeView(overrides: Partial<CosignView> = {}): CosignView {
  return {
    clinicName: 'Northside Fertility',
    decision: makeDecision(),
    items: [{ id: 12, itemTypeId: 'CRY', count: 3, frozenOn: '2017-06-03', description: 'Day 5 blastocysts, created with Daniel' }],
    terms: { locale: 'en-US', version: 'DS-2026.1', title: 'Consent to your storage decision', hash: termsHash, body: TERMS_BODY as unknown as Record<string, unknown> },
    ...overrides,
  };
}

const refused = () =>
  new ApiError({ status: 400, title: 'Bad Request', detail: 'The details do not match our records, or the link is no longer valid.', kind: 'cosign-verification-failed' });

function setupCosign() {
  const base = setup({ session: { member: null, memberStatus: 'idle' } });
  const consent = {
    cosignVerify: jest.fn<Promise<CosignView>, [CosignIdentity, unknown?]>(),
    cosignSign: jest.fn<Promise<JointDecisionView>, [CosignSignRequest, unknown?]>(),
    cosignDecline: jest.fn<Promise<JointDecisionView>, [CosignIdentity, unknown?]>(),
  };
  const services = { ...base.services, api: { consent } as unknown as PortalApi };
  return { consent, services };
}

async function confirmIdentity(user: ReturnType<typeof userEvent.setup>, lastName = 'Bennett', dob = '08/14/1982') {
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), lastName);
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), dob);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('CosignPage', () => {
  it('says why it asks, and answers a refusal with one calm message that keeps what was typed', async () => {
    const user = userEvent.setup();
    const { consent, services } = setupCosign();
    consent.cosignVerify.mockRejectedValueOnce(refused());
    await renderPage(<CosignPage />, services, PATH);

    expect(screen.getByRole('heading', { level: 1, name: /Step 1 of 2\s*Confirm it is you/ })).toBeInTheDocument();
    expect(screen.getByText(/Northside Fertility is asking for your consent to a decision about embryos that were created with you/)).toBeInTheDocument();
    await confirmIdentity(user, 'Benet');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The details do not match, or the link is no longer valid.');
    expect(alert).toHaveTextContent('If it still does not work, please contact Northside Fertility.');
    // Nothing says which detail was wrong.
    expect(alert).not.toHaveTextContent(/last name|date of birth/i);
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Benet');
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('08/14/1982');
    expect(consent.cosignVerify).toHaveBeenCalledWith({ token: TOKEN, lastName: 'Benet', dateOfBirth: '1982-08-14', locale: 'en-US' }, { skipErrorPolicy: true });
  });

  it('asks to wait when there were too many tries', async () => {
    const user = userEvent.setup();
    const { consent, services } = setupCosign();
    consent.cosignVerify.mockRejectedValueOnce(new ApiError({ status: 429, title: 'Too Many Requests', retryAfterSeconds: 90 }));
    await renderPage(<CosignPage />, services, PATH);
    await confirmIdentity(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Please wait 2 minutes before trying again.');
  });

  it('checks the fields before asking', async () => {
    const user = userEvent.setup();
    const { consent, services } = setupCosign();
    await renderPage(<CosignPage />, services, PATH);
    await confirmIdentity(user, 'Bennett', '14/08/1982');
    expect(screen.getByText('Please enter your date of birth as MM/DD/YYYY.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveFocus();
    expect(consent.cosignVerify).not.toHaveBeenCalled();
  });

  it('shows the decision, what it means, the items and the terms once it is them', async () => {
    const user = userEvent.setup();
    const { consent, services } = setupCosign();
    consent.cosignVerify.mockResolvedValueOnce(makeView());
    await renderPage(<CosignPage />, services, PATH);
    await confirmIdentity(user);

    const heading = await screen.findByRole('heading', { level: 1, name: /Step 2 of 2\s*A decision about embryos created with you/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Carol Bennett signed on 02 March, 2026 at Northside Fertility: Donate to science for 3 embryos (#12).')).toBeInTheDocument();
    expect(screen.getByText('You have not signed yet. Nothing happens unless you sign the same decision too.')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'The embryos this decision is about' });
    expect(within(items).getByRole('listitem')).toHaveTextContent('Day 5 blastocysts, created with Daniel: 3 embryos, frozen on 03 June, 2017 (#12)');
    expect(items).toHaveTextContent('This decision stays open until 01 April, 2026.');
    expect(screen.getByRole('region', { name: 'Consent form: Consent to your storage decision' })).toHaveTextContent('By signing below, you confirm your decision.');
    expect(screen.getByText('Version DS-2026.1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I do not agree' })).toBeInTheDocument();
  });

  it('signs with the name, the consent, the terms version and the hash of the terms shown, then says what happened', async () => {
    const user = userEvent.setup();
    const { consent, services } = setupCosign();
    consent.cosignVerify.mockResolvedValueOnce(makeView());
    consent.cosignSign.mockResolvedValueOnce(
      makeDecision({
        state: 'consented',
        signatures: [
          ...makeDecision().signatures,
          { party: 'coOwner', name: 'Daniel Bennett', signedAtUtc: '2026-03-05T10:00:00Z', identityCheck: 'link:last-name+date-of-birth' },
        ],
      }),
    );
    await renderPage(<CosignPage />, services, PATH);
    await confirmIdentity(user);
    await screen.findByRole('button', { name: 'Sign' });

    // The name must be the partner's, and the consent given.
    await user.type(screen.getByRole('textbox', { name: /Type your full name/ }), 'Carol Bennett');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText(/does not match the name the clinic has for you \(Daniel Bennett\)/)).toBeInTheDocument();
    expect(screen.getByText('Check the box to confirm that you agree to the consent form.')).toBeInTheDocument();
    expect(consent.cosignSign).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: /Type your full name/ }));
    await user.type(screen.getByRole('textbox', { name: /Type your full name/ }), '  daniel   BENNETT ');
    await user.click(screen.getByRole('checkbox', { name: /I have read the consent form above/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you. You have both signed.' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(consent.cosignSign).toHaveBeenCalledWith(
      {
        token: TOKEN,
        lastName: 'Bennett',
        dateOfBirth: '1982-08-14',
        locale: 'en-US',
        option: 'donate-to-science',
        signature: { fullName: 'daniel BENNETT', consent: true, termsVersion: 'DS-2026.1', termsHash },
      },
      { skipErrorPolicy: true },
    );
    expect(
      screen.getByText(
        'You signed “Donate to science” for 3 embryos (#12) on 05 March, 2026. Carol Bennett signed the same decision, so Northside Fertility can now carry it out.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/A copy of the consent you signed, with the exact terms, has been e-mailed to you/)).toBeInTheDocument();
    expect(screen.getByText(/This link has now been used and cannot be opened again/)).toBeInTheDocument();
    // No way back into the form.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks to confirm "I do not agree", and says what declining did', async () => {
    const user = userEvent.setup();
    const { consent, services } = setupCosign();
    consent.cosignVerify.mockResolvedValueOnce(makeView());
    consent.cosignDecline.mockResolvedValueOnce(makeDecision({ state: 'withdrawn', closedBy: 'coOwner', closedAtUtc: '2026-03-05T10:00:00Z' }));
    await renderPage(<CosignPage />, services, PATH);
    await confirmIdentity(user);

    await user.click(await screen.findByRole('button', { name: 'I do not agree' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this decision?' });
    expect(dialog).toHaveTextContent('nothing will happen to the embryos because of it');
    expect(dialog).toHaveTextContent('We will tell Carol Bennett that you did not agree.');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(consent.cosignDecline).not.toHaveBeenCalled();

    // The page is back in reach once the dialog's focus manager has let go of it.
    await user.click(await screen.findByRole('button', { name: 'I do not agree' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline the decision' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You did not agree. The decision is stopped.' })).toBeInTheDocument();
    expect(consent.cosignDecline).toHaveBeenCalledWith({ token: TOKEN, lastName: 'Bennett', dateOfBirth: '1982-08-14', locale: 'en-US' }, { skipErrorPolicy: true });
    expect(screen.getByText(/Nothing will happen to the embryos because of this decision; they stay in storage as before. We have told Carol Bennett/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the link went while the decision was open', async () => {
    const user = userEvent.setup();
    const { consent, services } = setupCosign();
    consent.cosignVerify.mockResolvedValueOnce(makeView());
    consent.cosignSign.mockRejectedValueOnce(refused());
    await renderPage(<CosignPage />, services, PATH);
    await confirmIdentity(user);
    await user.type(await screen.findByRole('textbox', { name: /Type your full name/ }), 'Daniel Bennett');
    await user.click(screen.getByRole('checkbox', { name: /I have read the consent form above/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link can no longer be used' })).toBeInTheDocument();
    expect(screen.getByText(/the decision may have been withdrawn, may have lapsed, or was already answered. Nothing was signed./)).toBeInTheDocument();
  });

  it('shows the current consent form when it changed while being read, and asks to sign again', async () => {
    const user = userEvent.setup();
    const { consent, services } = setupCosign();
    const newBody = doc('The updated consent text.');
    const newHash = createHash('sha256').update(JSON.stringify(newBody)).digest('hex');
    consent.cosignVerify.mockResolvedValueOnce(makeView()).mockResolvedValueOnce(
      makeView({
        terms: { locale: 'en-US', version: 'DS-2026.2', title: 'Consent to your storage decision', hash: newHash, body: newBody as unknown as Record<string, unknown> },
      }),
    );
    consent.cosignSign.mockRejectedValueOnce(new ApiError({ status: 409, title: 'Consent text has changed', kind: 'terms-mismatch' }));
    await renderPage(<CosignPage />, services, PATH);
    await confirmIdentity(user);
    await user.type(await screen.findByRole('textbox', { name: /Type your full name/ }), 'Daniel Bennett');
    await user.click(screen.getByRole('checkbox', { name: /I have read the consent form above/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The consent form changed while you were reading it. Nothing was signed.');
    expect(screen.getByText('Version DS-2026.2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Consent form/ })).toHaveTextContent('The updated consent text.');
    expect(screen.getByRole('checkbox', { name: /I have read the consent form above/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Type your full name/ })).toHaveValue('Daniel Bennett');
  });

  it('explains a link without its token', async () => {
    const { consent, services } = setupCosign();
    await renderPage(<CosignPage />, services, '/consent/cosign');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(consent.cosignVerify).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    const { services } = setupCosign();
    await renderPage(<CosignPage />, services, PATH, { locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: /Paso 1 de 2\s*Confirme que es usted/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Apellidos/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Fecha de nacimiento/ })).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });
});
