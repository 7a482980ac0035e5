import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberViewPage } from '../../../../src/features/matching/MemberViewPage';
import { renderPage } from '../support/renderWithServices';
import { makeDonor, setupMatching } from './matchingTestKit';

const PATH = '/matching/member-view?requestMemberId=501';

describe('MemberViewPage', () => {
  it('shows the donor couple and offers a photo request only for an open profile', async () => {
    const { services, matching } = setupMatching();
    await renderPage(<MemberViewPage />, services, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Laura and Tom' })).toBeInTheDocument();
    expect(matching.matchingSiteMember).toHaveBeenCalledWith(42, 501, undefined, expect.anything());
    expect(screen.getByRole('button', { name: 'Request photos' })).toBeEnabled();
    expect(screen.getByText('You can reserve embryos once the couple has accepted your match request.')).toBeInTheDocument();
  });

  it('hides the photo request for a closed profile', async () => {
    const { services } = setupMatching({ donor: makeDonor({ privacyTypeId: 'CLOS', displayName: null }) });
    await renderPage(<MemberViewPage />, services, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile NF-0501' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request photos' })).not.toBeInTheDocument();
  });

  it('sends a request only after the disclaimer is ticked', async () => {
    const user = userEvent.setup();
    const { services, matching } = setupMatching();
    await renderPage(<MemberViewPage />, services, PATH);
    await user.click(await screen.findByRole('button', { name: 'Request a match' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request a match with Laura and Tom?' });
    expect(dialog).toHaveTextContent('A match is not a donation agreement');

    await user.click(within(dialog).getByRole('button', { name: 'Request a match' }));
    expect(within(dialog).getByText('Please tick the box to confirm you have read this.')).toBeInTheDocument();
    expect(matching.confirmMatchRequest).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'I have read this and agree' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request a match' }));
    expect(matching.confirmMatchRequest).toHaveBeenCalledWith(42, 501, true, undefined, { skipNotification: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Your request was sent.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers to reserve each eligible freeze event once the match is accepted', async () => {
    const { services, matching } = setupMatching({ donor: makeDonor({ matchRequestState: 'ACCEPTED' }) });
    matching.eligibleFreezesForDonation.mockResolvedValue([
      { freezeId: 9001, memberId: 501, itemTypeId: 'CRY', count: 2, frozenOn: '2023-05-01T10:00:00Z', description: 'Day 5 blastocysts' },
    ] as never);
    await renderPage(<MemberViewPage />, services, PATH);
    expect(await screen.findByRole('button', { name: 'Reserve 2 embryos' })).toBeEnabled();
    expect(matching.eligibleFreezesForDonation).toHaveBeenCalledWith(42, 501, 1, expect.anything());
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled();
  });
});
