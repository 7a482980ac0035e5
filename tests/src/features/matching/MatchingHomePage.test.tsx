import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MatchingHomePage } from '../../../../src/features/matching/MatchingHomePage';
import { renderPage } from '../support/renderWithServices';
import { ApiError } from '../../../../src/services/http/ApiError';
import { makeHome, makeOffers, makeRecipient, makeRequest, setupMatching } from './matchingTestKit';

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
        profile: {
          completionStatusId: 'MEDPND',
          privacyTypeId: 'IVF_',
          profileCode: 'NF-0042',
          listed: false,
          nextStep: null,
          customDescriptionStatusId: null,
          customDescriptionNote: null,
        },
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

  it('shows the requesting recipient’s profile in the dialog before the couple accepts', async () => {
    const user = userEvent.setup();
    const { services, matching } = setupMatching({ home: makeHome({ requests: [makeRequest({ kind: 'MATCH' })] }) });
    await renderPage(<MatchingHomePage />, services, PATH);
    await user.click(await screen.findByRole('button', { name: 'Accept: Match request from Emma & James' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByRole('heading', { name: 'About Emma & James' })).toBeInTheDocument();
    expect(within(dialog).getByText('We have hoped for a family for many years.')).toBeInTheDocument();
    expect(within(dialog).getByText('Teachers from Boston.')).toBeInTheDocument();
    expect(matching.requestingRecipient).toHaveBeenCalledWith(42, 77, expect.objectContaining({ skipNotification: true }));
    expect(matching.acceptMatchRequest).not.toHaveBeenCalled();
  });

  it('names a recipient by the alias the API gives a closed couple', async () => {
    const user = userEvent.setup();
    const { services } = setupMatching({
      home: makeHome({ requests: [makeRequest({ kind: 'MATCH', counterpartName: 'R-1002' })] }),
      recipient: makeRecipient({ displayName: 'R-1002', coupleInformation: { aboutUs: 'Teachers from Boston.' } }),
    });
    await renderPage(<MatchingHomePage />, services, PATH);
    await user.click(await screen.findByRole('button', { name: 'Accept: Match request from R-1002' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept “Match request” from R-1002?' });
    expect(await within(dialog).findByRole('heading', { name: 'About R-1002' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Emma/)).not.toBeInTheDocument();
  });

  it('lets a listed couple choose the embryos it offers; a reserved one cannot be withdrawn', async () => {
    const user = userEvent.setup();
    const { services, matching } = setupMatching();
    matching.saveOfferedFreezes.mockResolvedValue(makeOffers({ etag: '"matching-4"' }));
    await renderPage(<MatchingHomePage />, services, PATH);
    const list = await screen.findByRole('list', { name: 'Embryos you offer' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, true]);
    expect(boxes[2]).toBeDisabled();
    await user.click(within(list).getByRole('checkbox', { name: /4 embryos · Day 3 embryos/ }));
    await user.click(within(list).getByRole('checkbox', { name: /2 embryos · Day 5 blastocysts/ }));
    await user.click(screen.getByRole('button', { name: 'Save the embryos you offer' }));
    expect(matching.saveOfferedFreezes).toHaveBeenCalledWith(42, [23, 22], '"matching-3"', { skipNotification: true });
    expect(services.notify).toHaveBeenCalledWith({ intent: 'success', title: 'The embryos you offer were saved.' });
  });

  it('keeps what was ticked and says why when the API refuses the offers', async () => {
    const user = userEvent.setup();
    const { services, matching } = setupMatching();
    matching.saveOfferedFreezes.mockRejectedValue(new ApiError({ status: 409, title: 'Embryos reserved', kind: 'reserved-embryos-stay-offered' }));
    await renderPage(<MatchingHomePage />, services, PATH);
    const list = await screen.findByRole('list', { name: 'Embryos you offer' });
    await user.click(within(list).getByRole('checkbox', { name: /4 embryos/ }));
    await user.click(screen.getByRole('button', { name: 'Save the embryos you offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Embryos a recipient has reserved stay offered until the reservation ends.');
    expect(within(list).getByRole('checkbox', { name: /4 embryos/ })).toBeChecked();
  });

  it('offers nothing to choose for an anonymous couple', async () => {
    const { services, matching } = setupMatching({
      home: makeHome({
        profile: {
          completionStatusId: 'CURRNT',
          privacyTypeId: 'IVFU',
          profileCode: 'NF-0042',
          listed: false,
          nextStep: null,
          customDescriptionStatusId: null,
          customDescriptionNote: null,
        },
      }),
    });
    await renderPage(<MatchingHomePage />, services, PATH);
    expect(await screen.findByText(/Your profile is not listed: you chose anonymous donation/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Embryos you offer' })).not.toBeInTheDocument();
    expect(matching.offeredFreezes).not.toHaveBeenCalled();
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

  it('coming from the profile wizard’s last step, brings the profile’s status into view and focus', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { services } = setupMatching();
    await renderPage(<MatchingHomePage />, services, { pathname: PATH, state: { profileFinished: true } });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your matching profile' });
    expect(screen.getByText(/Your profile is listed/)).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(heading).toHaveFocus();
  });

  it('gives members without a matching profile the clinic’s note', async () => {
    const { services } = setupMatching({ home: makeHome({ role: null, profile: null }) });
    await renderPage(<MatchingHomePage />, services, PATH);
    expect(await screen.findByText('Ask your clinic about taking part.')).toBeInTheDocument();
  });
});
