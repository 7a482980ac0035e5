import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreezeEvent } from '../../../../contract/api/members';
import { DispositionOptionPage } from '../../../../src/features/dispositions/DispositionOptionPage';
import { ApiError } from '../../../../src/services/http/ApiError';
import { daysAgo, makeFreezeEvent, makeMember, problem, renderPage, setup, TERMS_BODY } from '../support/renderWithServices';

const SCIENCE = '/member/c-member-explore-donate-to-science';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const cryc = makeFreezeEvent({ id: 101, statusId: 'ICR-CRYC----------------', count: 3 });
const cryl = makeFreezeEvent({ id: 102, statusId: 'ICR-CRYL----------------', count: 2, storageLocation: 'Long-term vault' });
const exploringScience = makeFreezeEvent({ id: 103, statusId: 'ICR-ESCI----------------', count: 1 });
const asExploring = (event: FreezeEvent, state: string): FreezeEvent => ({ ...event, statusId: `ICR-${state}`.padEnd(24, '-') });

async function openFlow(user: ReturnType<typeof userEvent.setup>, chooseLabel: string) {
  await user.click(await screen.findByRole('button', { name: chooseLabel }));
  return screen.findByRole('group', { name: 'Which stored items is this for?' });
}

async function sign(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByRole('textbox', { name: /Type your full name/ }), name);
  await user.click(screen.getByRole('checkbox', { name: /I have read the consent form above/ }));
  await user.click(screen.getByRole('button', { name: /Sign and send|Try again for the remaining items/ }));
}

describe('DispositionOptionPage', () => {
  it('shows the content with the content buttons, and a loading state first', async () => {
    const { services } = setup({ session: { freezeEvents: [cryc] } });
    await renderPage(<DispositionOptionPage />, services, SCIENCE, { settle: false });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Main panel of donate-to-science' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose donate-to-science' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', 'mailto:support@cryoportal.example');
    expect(screen.getByRole('link', { name: 'Back to my options' })).toHaveAttribute('href', '/member/home');
  });

  it('shows an error state with a retry when the content cannot be loaded', async () => {
    const { services, content } = setup({ session: { freezeEvents: [cryc] } });
    content.getDispositionPage.mockRejectedValueOnce(problem(503));
    await renderPage(<DispositionOptionPage />, services, SCIENCE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Problem 503');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Main panel of donate-to-science' })).toBeInTheDocument();
  });

  it('signs the selected items one after another with the typed name, consent, terms version and hash', async () => {
    const user = userEvent.setup();
    const { services, members, session } = setup({ session: { freezeEvents: [cryc, cryl, exploringScience] } });
    const first = deferred<FreezeEvent>();
    const second = deferred<FreezeEvent>();
    members.signDisposition.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const fresh = [asExploring(cryc, 'ESCI'), asExploring(cryl, 'ESCI'), exploringScience];
    members.freezeEvents.mockResolvedValueOnce(fresh);
    await renderPage(<DispositionOptionPage />, services, SCIENCE);

    const items = await openFlow(user, 'Choose donate-to-science');
    // The item already exploring this option is not offered again.
    expect(within(items).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Consent form: Consent to your storage decision' })).toHaveTextContent('By signing below, you confirm your decision.');
    expect(screen.getByText('Version DS-2026.1')).toBeInTheDocument();
    await user.click(within(items).getByRole('checkbox', { name: /#101/ }));
    await user.click(within(items).getByRole('checkbox', { name: /#102/ }));
    await sign(user, '  carol COUPLE ');

    expect(await screen.findByText('Signing 1 of 2…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(members.signDisposition).toHaveBeenCalledTimes(1);
    first.resolve(asExploring(cryc, 'ESCI'));
    expect(await screen.findByText('Signing 2 of 2…')).toBeInTheDocument();
    second.resolve(asExploring(cryl, 'ESCI'));

    const success = (await screen.findByText('Thank you. Your decision is recorded.')).closest('[role="status"]') as HTMLElement;
    const expectedHash = createHash('sha256').update(JSON.stringify(TERMS_BODY)).digest('hex');
    const body = { option: 'donate-to-science', signature: { fullName: 'carol COUPLE', consent: true, termsVersion: 'DS-2026.1', termsHash: expectedHash } };
    expect(members.signDisposition.mock.calls.map((call) => call.slice(0, 3))).toEqual([
      [42, 101, body],
      [42, 102, body],
    ]);
    expect(expectedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.snapshot.freezeEvents).toEqual(fresh);
    expect(within(success).getByRole('link', { name: 'Back to my options' })).toHaveAttribute('href', '/member/home');
  });

  it('explains a name that does not match the account and sends nothing', async () => {
    const user = userEvent.setup();
    const { services, members } = setup({ session: { freezeEvents: [cryc] } });
    await renderPage(<DispositionOptionPage />, services, `${SCIENCE}?item=101`);
    // Coming from a card, the flow is open with that item chosen.
    expect(await screen.findByRole('checkbox', { name: /#101/ })).toBeChecked();
    await sign(user, 'Carol Smith');
    expect(await screen.findByText(/does not match the name on your account \(Carol Couple\)/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Type your full name/ })).toHaveFocus();
    expect(members.signDisposition).not.toHaveBeenCalled();
  });

  it('asks for an item and the consent before signing', async () => {
    const user = userEvent.setup();
    const { services, members } = setup({ session: { freezeEvents: [cryc] } });
    await renderPage(<DispositionOptionPage />, services, SCIENCE);
    await openFlow(user, 'Choose donate-to-science');
    await user.type(screen.getByRole('textbox', { name: /Type your full name/ }), 'Carol Couple');
    await user.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect(screen.getByText('Select at least one stored item.')).toBeInTheDocument();
    expect(screen.getByText('Check the box to confirm that you agree to the consent form.')).toBeInTheDocument();
    expect(members.signDisposition).not.toHaveBeenCalled();
  });

  it('reports a partial failure per item, keeps what was typed, and retries only the failed items', async () => {
    const user = userEvent.setup();
    const { services, members } = setup({ session: { freezeEvents: [cryc, cryl] } });
    members.signDisposition.mockResolvedValueOnce(asExploring(cryc, 'ESCI')).mockRejectedValueOnce(problem(409));
    members.freezeEvents.mockResolvedValueOnce([asExploring(cryc, 'ESCI'), cryl]);
    await renderPage(<DispositionOptionPage />, services, SCIENCE);
    const items = await openFlow(user, 'Choose donate-to-science');
    await user.click(within(items).getByRole('checkbox', { name: /#101/ }));
    await user.click(within(items).getByRole('checkbox', { name: /#102/ }));
    await sign(user, 'Carol Couple');

    const report = await screen.findByText('Some items could not be signed');
    const bar = report.closest('[role="alert"]') as HTMLElement;
    expect(within(bar).getByText(/#101\): Signed/)).toBeInTheDocument();
    expect(within(bar).getByText(/#102\): Not signed: This item is already exploring an option/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Type your full name/ })).toHaveValue('Carol Couple');
    expect(screen.getByRole('checkbox', { name: /I have read the consent form above/ })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Which stored items is this for?' })).getByRole('checkbox', { name: /#102/ })).toBeChecked();
    // The signed item now shows as exploring.
    expect(screen.getByRole('heading', { name: 'Already exploring this option' })).toBeInTheDocument();

    members.signDisposition.mockResolvedValueOnce(asExploring(cryl, 'ESCI'));
    await user.click(screen.getByRole('button', { name: 'Try again for the remaining items' }));
    expect(await screen.findByText('Thank you. Your decision is recorded.')).toBeInTheDocument();
    expect(members.signDisposition).toHaveBeenCalledTimes(3);
    expect(members.signDisposition.mock.calls[2]?.[1]).toBe(102);
  });

  it('keeps the name, the consent and the chosen items when no item could be signed (the server cannot be reached)', async () => {
    const user = userEvent.setup();
    const { services, members } = setup({ session: { freezeEvents: [cryc, cryl] } });
    members.signDisposition.mockRejectedValue(new ApiError({ status: 0, title: 'NetworkError' }));
    await renderPage(<DispositionOptionPage />, services, SCIENCE);
    const items = await openFlow(user, 'Choose donate-to-science');
    await user.click(within(items).getByRole('checkbox', { name: /#101/ }));
    await user.click(within(items).getByRole('checkbox', { name: /#102/ }));
    await sign(user, 'Carol Couple');

    await screen.findByText('Some items could not be signed');
    expect(members.signDisposition).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: /Type your full name/ })).toHaveValue('Carol Couple');
    expect(screen.getByRole('checkbox', { name: /I have read the consent form above/ })).toBeChecked();
    const chosen = within(screen.getByRole('group', { name: 'Which stored items is this for?' }));
    expect(chosen.getByRole('checkbox', { name: /#101/ })).toBeChecked();
    expect(chosen.getByRole('checkbox', { name: /#102/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Try again for the remaining items' })).toBeEnabled();
  });

  it.each([
    ['422 subCode 4', problem(422, 4), 'This item is not yet eligible for this option.'],
    ['409', problem(409), 'This item is already exploring an option'],
    ['403', problem(403), 'Your account is read-only'],
  ])('maps a %s refusal to a clear message', async (_label, error, message) => {
    const user = userEvent.setup();
    const { services, members } = setup({ session: { freezeEvents: [cryc] } });
    members.signDisposition.mockRejectedValueOnce(error);
    await renderPage(<DispositionOptionPage />, services, `${SCIENCE}?item=101`);
    await screen.findByRole('checkbox', { name: /#101/ });
    await sign(user, 'Carol Couple');
    expect(await screen.findByText(new RegExp(message.replace(/[.()]/g, '\\$&')))).toBeInTheDocument();
  });

  it('offers thaw and discard only for items older than the content limit', async () => {
    const user = userEvent.setup();
    const old = makeFreezeEvent({ id: 201, frozenOn: daysAgo(400) });
    const young = makeFreezeEvent({ id: 202, frozenOn: '2026-01-01T12:00:00Z' });
    jest.useFakeTimers({
      now: new Date('2026-01-11T12:00:00Z'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearTimeout', 'clearInterval'],
    });
    try {
      const { services } = setup({ session: { freezeEvents: [old, young] } });
      await renderPage(<DispositionOptionPage />, services, '/member/thaw-and-discard');
      const items = await openFlow(user, 'Choose thaw-and-discard');
      expect(within(items).getByRole('checkbox', { name: /#201/ })).toBeEnabled();
      const youngBox = within(items).getByRole('checkbox', { name: /#202/ });
      expect(youngBox).toBeDisabled();
      // 720 hours after 1 January 2026, in the clinic's time zone.
      expect(within(items).getByText('Available for this option from 31 January, 2026')).toBeInTheDocument();
      await user.click(youngBox);
      expect(youngBox).not.toBeChecked();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers open/closed or anonymous donation on the donate-to-another-couple page', async () => {
    const user = userEvent.setup();
    const { services, members } = setup({ session: { freezeEvents: [cryc] } });
    members.signDisposition.mockResolvedValueOnce(asExploring(cryc, 'EDIV'));
    await renderPage(<DispositionOptionPage />, services, '/member/c-member-explore-donate-to-another-couple?item=101');
    const choice = await screen.findByRole('radiogroup', { name: 'How would you like to donate?' });
    expect(within(choice).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(choice).getByRole('radio', { name: /Anonymous donation through your clinic/ }));
    await sign(user, 'Carol Couple');
    await screen.findByText('Thank you. Your decision is recorded.');
    expect(members.signDisposition.mock.calls[0]?.[2].option).toBe('donate-anonymously');
  });

  it('replaces open/closed donation by anonymous donation for a member with an anonymous privacy type', async () => {
    const user = userEvent.setup();
    const { services, members } = setup({ session: { freezeEvents: [cryc], member: makeMember({ matchingPrivacyTypeId: 'IVF_' }) } });
    members.signDisposition.mockResolvedValueOnce(asExploring(cryc, 'EDIV'));
    await renderPage(<DispositionOptionPage />, services, '/member/c-member-explore-donate-to-another-couple?item=101');
    await screen.findByRole('checkbox', { name: /#101/ });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await sign(user, 'Carol Couple');
    await screen.findByText('Thank you. Your decision is recorded.');
    expect(members.signDisposition.mock.calls[0]?.[2].option).toBe('donate-anonymously');
  });

  it('withdraws a decision in progress after confirmation and refreshes the stored items', async () => {
    const user = userEvent.setup();
    const { services, members, session } = setup({ session: { freezeEvents: [cryc, exploringScience] } });
    const withdrawn = { ...exploringScience, statusId: 'ICR-CRYC----------------' };
    members.withdrawDisposition.mockResolvedValueOnce(withdrawn);
    members.freezeEvents.mockResolvedValueOnce([cryc, withdrawn]);
    await renderPage(<DispositionOptionPage />, services, SCIENCE);
    await openFlow(user, 'Choose donate-to-science');
    await user.click(screen.getByRole('button', { name: /Withdraw the decision for Embryos · 1 item \(#103\)/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your decision?' });
    expect(dialog).toHaveTextContent('You will stop exploring “Donate to science”');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(members.withdrawDisposition).toHaveBeenCalledWith(42, 103, { skipErrorPolicy: true });
    expect(session.snapshot.freezeEvents).toEqual([cryc, withdrawn]);
    expect(screen.getByText('Your decision for Embryos · 1 item (#103) is withdrawn.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Which stored items is this for?' })).getByRole('checkbox', { name: /#103/ })).toBeEnabled();
  });

  it('tells the member when no stored item can be chosen for the option', async () => {
    const { services } = setup({ session: { freezeEvents: [makeFreezeEvent({ statusId: 'ICR-UNCF----------------' })] } });
    await renderPage(<DispositionOptionPage />, services, SCIENCE);
    expect(await screen.findByText(/None of your stored items can be chosen for this option online/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose donate-to-science' })).not.toBeInTheDocument();
  });

  it('speaks the member’s language', async () => {
    const user = userEvent.setup();
    const { services } = setup({ session: { freezeEvents: [cryc] } });
    await renderPage(<DispositionOptionPage />, services, `${SCIENCE}?item=101`, { locale: 'es' });
    expect(await screen.findByRole('group', { name: '¿Para qué muestras almacenadas es?' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Escriba su nombre completo/ }), 'Otra Persona');
    await user.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    expect(await screen.findByText(/no coincide con el de su cuenta \(Carol Couple\)/)).toBeInTheDocument();
  });

  it('keeps what was typed when the flow is closed and opened again', async () => {
    const user = userEvent.setup();
    const { services } = setup({ session: { freezeEvents: [cryc] } });
    await renderPage(<DispositionOptionPage />, services, SCIENCE);
    await openFlow(user, 'Choose donate-to-science');
    await user.type(screen.getByRole('textbox', { name: /Type your full name/ }), 'Carol');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: /Type your full name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose donate-to-science' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose this option and sign' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Type your full name/ })).toHaveValue('Carol');
  });
});
