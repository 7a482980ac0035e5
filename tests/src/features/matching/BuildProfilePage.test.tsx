import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildProfilePage } from '../../../../src/features/matching/BuildProfilePage';
import { ApiError } from '../../../../src/services/http/ApiError';
import { renderPage } from '../support/renderWithServices';
import { makeOwnProfile, setupMatching } from './matchingTestKit';

const PATH = '/matching/c-member-build-profile';
const afterPrivacy = makeOwnProfile({ privacyTypeId: 'OPEN', completionStatusId: 'PTLPRI', nextStep: 'couple' });

describe('BuildProfilePage', () => {
  it('opens at the first step not yet saved and shows the progress', async () => {
    const profile = makeOwnProfile({ privacyTypeId: 'CLOS', completionStatusId: 'PTLCPL', nextStep: 'considerations', coupleInformation: { firstName: 'Carol' } });
    const { services } = setupMatching({ profile });
    await renderPage(<BuildProfilePage />, services, PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3 of 6: Considerations' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 3 of 6' })).toBeInTheDocument();
    expect(screen.getByText('3. Considerations')).toHaveAttribute('aria-current', 'step');
    // Saved steps can be reopened; later ones cannot be skipped to.
    expect(screen.getByRole('button', { name: '1. Privacy' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '2. About you' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '5. Letter' })).not.toBeInTheDocument();
  });

  it('saves a step with UpdateMatchingProfile and moves on to the next', async () => {
    const user = userEvent.setup();
    const { services, matching } = setupMatching({ profile: afterPrivacy });
    matching.updateMatchingProfile.mockResolvedValue({ ...afterPrivacy, completionStatusId: 'PTLCPL', nextStep: 'considerations' });
    await renderPage(<BuildProfilePage />, services, PATH);
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Carol');
    await user.type(screen.getByRole('textbox', { name: 'Partner’s first name' }), 'Chris');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Eye color' }), 'Hazel');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3 of 6: Considerations' })).toHaveFocus();
    expect(matching.updateMatchingProfile).toHaveBeenCalledWith(
      42,
      {
        step: 'couple',
        coupleInformation: { firstName: 'Carol', partnerFirstName: 'Chris' },
        attributes: { residenceState: null, birthYear: null, heightCm: null, eyeColor: 'Hazel', hairColor: null, race: null, religion: null, education: null },
      },
      '"matching-1"',
      { skipNotification: true },
    );
  });

  it('checks required fields before sending anything', async () => {
    const user = userEvent.setup();
    const { services, matching } = setupMatching({ profile: afterPrivacy });
    await renderPage(<BuildProfilePage />, services, PATH);
    await user.type(await screen.findByRole('spinbutton', { name: 'Year of birth' }), '1890');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please fill this in.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(screen.getByText('Enter a year between 1940 and 2010.')).toBeInTheDocument();
    expect(matching.updateMatchingProfile).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the save fails, and says why', async () => {
    const user = userEvent.setup();
    const { services, matching } = setupMatching({ profile: afterPrivacy });
    matching.updateMatchingProfile.mockRejectedValue(new ApiError({ status: 409, title: 'Conflict', detail: 'The matching site is paused for maintenance.' }));
    await renderPage(<BuildProfilePage />, services, PATH);
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Carol');
    await user.type(screen.getByRole('textbox', { name: 'About us' }), 'We love hiking.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes were not saved. The matching site is paused for maintenance.');
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 6: About you' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Carol');
    expect(screen.getByRole('textbox', { name: 'About us' })).toHaveValue('We love hiking.');
  });

  it('goes back to an earlier step with what was chosen there', async () => {
    const user = userEvent.setup();
    const { services } = setupMatching({ profile: afterPrivacy });
    await renderPage(<BuildProfilePage />, services, PATH);
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Carol');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 6: Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Open/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '2. About you' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Carol');
  });

  it('finishes on the photos step and goes to matching home', async () => {
    const user = userEvent.setup();
    const atPhotos = makeOwnProfile({ privacyTypeId: 'OPEN', completionStatusId: 'PTLLTR', nextStep: 'photos' });
    const { services, matching, session } = setupMatching({ profile: atPhotos });
    matching.updateMatchingProfile.mockResolvedValue({ ...atPhotos, completionStatusId: 'CURRNT', nextStep: null, listed: true });
    await renderPage(<BuildProfilePage />, services, PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 6 of 6: Photos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    await waitFor(() => expect(session.loadMemberState).toHaveBeenCalled());
    expect(matching.updateMatchingProfile).toHaveBeenCalledWith(42, { step: 'photos' }, '"matching-1"', { skipNotification: true });
    expect(services.notify).toHaveBeenCalledWith({ intent: 'success', title: 'Your matching profile is saved.' });
  });

  it('offers the privacy types a couple may choose: confirmed anonymous donation only once the clinic confirmed it', async () => {
    const { services } = setupMatching({ profile: makeOwnProfile() });
    const view = await renderPage(<BuildProfilePage />, services, PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 6: Privacy' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['OPEN', 'CLOS', 'IVFU']);
    expect(screen.getByRole('radio', { name: /^Anonymous through the clinic/ })).toHaveAccessibleName(expect.stringMatching(/which confirms your choice/));
    view.unmount();

    const confirmed = setupMatching({ profile: makeOwnProfile({ privacyTypeId: 'IVF_', completionStatusId: 'CURRNT', nextStep: null }) });
    await renderPage(<BuildProfilePage />, confirmed.services, PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 6: Privacy' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['OPEN', 'CLOS', 'IVF_']);
    expect(screen.getByRole('radio', { name: /confirmed/ })).toBeChecked();
  });
});
