import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MatchingHomePage } from '../../../../src/features/matching/MatchingHomePage';
import { renderPage } from '../support/renderWithServices';
import { makeHome, makeRequest, setupMatching } from './matchingTestKit';

const PATH = '/matching/home';

describe('MatchingHomePage', () => {
  it('shows a donor couple without a profile the way to build one, under the clinic’s title', async () => {
    const { services } = setupMatching({ home: makeHome({ profile: null }) });
    await renderPage(<MatchingHomePage />, services, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the matching site' })).toBeInTheDocument();
    expect(screen.getByText(/You have not started your matching profile yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build your profile' })).toHaveAttribute('href', '/matching/c-member-build-profile');
  });

  it('explains why a profile is not listed', async () => {
    const { services } = setupMatching({
      home: makeHome({
        profile: { completionStatusId: 'MEDPND', privacyTypeId: 'IVF_', profileCode: 'NF-0042', listed: false, nextStep: null, customDescriptionStatusId: null, customDescriptionNote: null },
      }),
    });
    await renderPage(<MatchingHomePage />, services, PATH);
    expect(await screen.findByText(/waiting for the clinic’s medical review/)).toBeInTheDocument();
    expect(screen.getByText(/Your profile is not listed: you chose anonymous donation/)).toBeInTheDocument();
  });

  it('says when the clinic sent the custom description back, with the clinic’s note', async () => {
    const { services } = setupMatching({
      home: makeHome({
        profile: {
          completionStatusId: 'CURRNT',
          privacyTypeId: 'OPEN',
          profileCode: 'NF-0042',
          listed: true,
          nextStep: null,
          customDescriptionStatusId: 'EDCDEC',
          customDescriptionNote: 'Please leave out phone numbers.',
        },
      }),
    });
    await renderPage(<MatchingHomePage />, services, PATH);
    expect(await screen.findByText(/did not approve your custom description.*The clinic’s note: “Please leave out phone numbers\.”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /description/i })).toBeInTheDocument();
  });

  it('lets the couple accept a reservation after confirming, with the freeze event', async () => {
    const user = userEvent.setup();
    const reservation = makeRequest({ id: 3, kind: 'RESERVATION', freezeId: 21, embryoCount: 2 });
    const { services, matching } = setupMatching({ home: makeHome({ requests: [reservation] }) });
    await renderPage(<MatchingHomePage />, services, PATH);
    await user.click(await screen.findByRole('button', { name: 'Accept: Reservation of 2 embryos from Emma & James' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept “Reservation of 2 embryos” from Emma & James?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(matching.acceptMatchRequest).toHaveBeenCalledWith(42, 77, true, 21, { skipNotification: true });
    expect(services.notify).toHaveBeenCalledWith({ intent: 'success', title: 'You accepted the request.' });
  });

  it('disables every answer while the matching site is under maintenance', async () => {
    const { services } = setupMatching({
      home: makeHome({ requests: [makeRequest()], maintenance: { active: true, startsAtUtc: null, endsAtUtc: null } }),
    });
    await renderPage(<MatchingHomePage />, services, PATH);
    expect(await screen.findByText(/The matching site is under maintenance/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Accept: Photo request/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Decline: Photo request/ })).toBeDisabled();
  });

  it('gives members without a matching profile the clinic’s note', async () => {
    const { services } = setupMatching({ home: makeHome({ role: null, profile: null }) });
    await renderPage(<MatchingHomePage />, services, PATH);
    expect(await screen.findByText('Ask your clinic about taking part.')).toBeInTheDocument();
  });
});
