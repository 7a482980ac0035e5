import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from '../../../../src/services/http/ApiError';
import { collectionSites, fakeAccountApi, renderAccount, resetCaptchaSolutions } from '../../support/renderWithServices';

type Scope = BoundFunctions<typeof queries>;

async function openEnrolment(api = fakeAccountApi()) {
  const user = userEvent.setup({ delay: null });
  const rendered = await renderAccount({ path: '/member/enroll', member: null, api });
  const primary = within(await screen.findByRole('group', { name: 'Your details' }));
  // The clinic's own country is preselected and its states are loaded.
  await waitFor(() => expect(primary.getByRole('combobox', { name: 'State' })).toBeEnabled());
  return { user, primary, ...rendered };
}

/**
 * Puts a whole value in a field as a paste or the browser's autofill does: one input event, where
 * typing it renders the whole form once per character (these forms are long; the format checks
 * below type, and the field-by-field behaviour is the same either way).
 */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillPerson(user: UserEvent, scope: Scope, person: { first: string; last: string; dob: string; email: string; address?: boolean }) {
  await enter(user, scope.getByRole('textbox', { name: 'First name' }), person.first);
  await enter(user, scope.getByRole('textbox', { name: 'Last name' }), person.last);
  if (person.address !== false) {
    await enter(user, scope.getByRole('textbox', { name: 'Address line 1' }), '12 Elm Street');
    await enter(user, scope.getByRole('textbox', { name: 'City' }), 'Boston');
    await user.selectOptions(scope.getByRole('combobox', { name: 'State' }), 'Massachusetts');
    await enter(user, scope.getByRole('textbox', { name: 'ZIP code' }), '02115');
  }
  await enter(user, scope.getByRole('textbox', { name: 'Phone' }), '617 555 0123');
  await enter(user, scope.getByRole('textbox', { name: 'E-mail' }), person.email);
  await enter(user, scope.getByRole('textbox', { name: 'Date of birth' }), person.dob);
}

async function fillAccount(user: UserEvent) {
  await enter(user, screen.getByRole('textbox', { name: 'Username' }), 'new.member');
  await enter(user, screen.getByLabelText(/^Password/), 'correct horse battery');
  await enter(user, screen.getByLabelText(/^Confirm password/), 'correct horse battery');
}

const expectedPrimary = {
  namePrefix: null,
  firstName: 'Nora',
  lastName: 'Newman',
  addressLine1: '12 Elm Street',
  addressLine2: null,
  city: 'Boston',
  state: 'MA',
  stateOther: null,
  zip: '02115',
  country: 'US',
  phone: '+16175550123',
  email: 'nora@example.com',
  dateOfBirth: '1990-01-15',
};

/** Any of the stand-in captcha's solutions. */
const aSolution: unknown = expect.stringMatching(/^solution-\d+$/);

describe('EnrollPage', () => {
  it('validates every required field next to it, summarises the errors with links and submits nothing', async () => {
    const { user, primary, api } = await openEnrolment();
    await user.click(screen.getByRole('button', { name: 'Enroll' }));

    const summary = screen.getByRole('group', { name: 'Please correct the following before continuing' });
    expect(summary).toHaveFocus();
    for (const name of ['First name', 'Last name', 'Address line 1', 'City', 'ZIP code', 'Phone', 'E-mail', 'Date of birth']) {
      const input = primary.getByRole('textbox', { name });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    }
    expect(primary.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(expect.stringContaining('Please choose an option.'));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));

    // Each summary entry leads to its field.
    const links = within(summary).getAllByRole('link');
    expect(links).toHaveLength(12);
    await user.click(within(summary).getByRole('link', { name: /Your details, Date of birth: This field is required/ }));
    expect(primary.getByRole('textbox', { name: 'Date of birth' })).toHaveFocus();
    expect(api.members.register).not.toHaveBeenCalled();
  });

  it('checks formats: e-mail, ten-digit phone, ZIP, a real date in the region mask, password length and match', async () => {
    const { user, primary, api } = await openEnrolment();
    await user.type(primary.getByRole('textbox', { name: 'E-mail' }), 'nora@example');
    await user.type(primary.getByRole('textbox', { name: 'Phone' }), '555 0123');
    await user.type(primary.getByRole('textbox', { name: 'ZIP code' }), '2115');
    await user.type(primary.getByRole('textbox', { name: 'Date of birth' }), '31/01/1990');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Enroll' }));

    expect(primary.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(expect.stringContaining('Enter an e-mail address such as name@example.com.'));
    expect(primary.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(expect.stringContaining('Enter a 10-digit phone number'));
    expect(primary.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(expect.stringContaining('Enter a 5-digit ZIP code'));
    expect(primary.getByRole('textbox', { name: 'Date of birth' })).toHaveAccessibleDescription(expect.stringContaining('Enter a real date as MM/DD/YYYY.'));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining('Use at least 12 characters.'));
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(expect.stringContaining('The two passwords are not the same.'));
    expect(api.members.register).not.toHaveBeenCalled();

    // Fixing a field removes its message at once.
    await user.clear(primary.getByRole('textbox', { name: 'E-mail' }));
    await user.type(primary.getByRole('textbox', { name: 'E-mail' }), 'nora@example.com');
    expect(primary.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
  });

  it('sends the RegistrationRequest with ISO dates and no partner, then shows the thank-you page', async () => {
    const { user, primary, api } = await openEnrolment();
    await fillPerson(user, primary, { first: 'Nora', last: 'Newman', dob: '01/15/1990', email: 'nora@example.com' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for enrolling' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
    expect(api.members.register).toHaveBeenCalledTimes(1);
    expect(api.members.register).toHaveBeenCalledWith(
      {
        ivfCenterId: 1,
        uiCulture: 'en-US',
        primary: expectedPrimary,
        secondary: null,
        offsiteStorageType: null,
        fertPresReason: null,
        collectionSiteId: null,
        isMinor: false,
        userName: 'new.member',
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
        captcha: aSolution,
      },
      expect.objectContaining({ skipNotification: true }),
    );
  });

  it('sends a solved captcha, and tries once more with a new one when the API refuses it as used or expired', async () => {
    resetCaptchaSolutions();
    const api = fakeAccountApi();
    api.members.register.mockRejectedValueOnce(new ApiError({ status: 422, title: 'Captcha not accepted', kind: 'captcha-invalid' }));
    const { user, primary } = await openEnrolment(api);
    await fillPerson(user, primary, { first: 'Nora', last: 'Newman', dob: '01/15/1990', email: 'nora@example.com' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for enrolling' })).toBeInTheDocument();
    const captchas = api.members.register.mock.calls.map(([body]) => (body as { captcha?: string }).captcha);
    expect(captchas).toEqual(['solution-1', 'solution-2']);
  });

  it('copies and locks the address for a partner at the same address', async () => {
    const { user, primary, api } = await openEnrolment();
    await fillPerson(user, primary, { first: 'Nora', last: 'Newman', dob: '01/15/1990', email: 'nora@example.com' });
    await user.click(screen.getByRole('checkbox', { name: 'I am registering together with a partner' }));
    const partner = within(screen.getByRole('group', { name: 'Your partner’s details' }));
    await user.click(partner.getByRole('checkbox', { name: 'My partner lives at the same address' }));

    const line1 = partner.getByRole('textbox', { name: 'Address line 1' });
    expect(line1).toHaveValue('12 Elm Street');
    expect(line1).toHaveAttribute('readonly');
    expect(line1).toHaveAccessibleDescription('Same as your address.');
    expect(partner.getByRole('textbox', { name: 'State' })).toHaveValue('Massachusetts');

    await fillPerson(user, partner, { first: 'Sam', last: 'Newman', dob: '02/28/1988', email: 'sam@example.com', address: false });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));

    await screen.findByRole('heading', { name: 'Thank you for enrolling' });
    const [body] = api.members.register.mock.calls[0]!;
    expect(body.secondary).toEqual({
      ...expectedPrimary,
      firstName: 'Sam',
      email: 'sam@example.com',
      dateOfBirth: '1988-02-28',
      sameAddressAsPrimary: true,
    });
  });

  it('maps the server’s validation errors to the fields and keeps everything typed', async () => {
    const api = fakeAccountApi();
    api.members.register.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        title: 'Validation failed',
        errors: [
          { in: 'body', pointer: '/primary/email', detail: 'must match format "email"' },
          { in: 'body', pointer: '/userName', detail: 'is reserved' },
          { in: 'body', pointer: '/somethingElse', detail: 'is odd' },
        ],
      }),
    );
    const { user, primary } = await openEnrolment(api);
    await fillPerson(user, primary, { first: 'Nora', last: 'Newman', dob: '01/15/1990', email: 'nora@example.com' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));

    const summary = await screen.findByRole('group', { name: 'We could not send your details' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Some details were not accepted. They are marked below. is odd');
    expect(primary.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(expect.stringContaining('This was not accepted: must match format "email"'));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(expect.stringContaining('This was not accepted: is reserved'));
    expect(primary.getByRole('textbox', { name: 'First name' })).toHaveValue('Nora');
    expect(primary.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('01/15/1990');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('correct horse battery');
    expect(screen.queryByRole('heading', { name: 'Thank you for enrolling' })).not.toBeInTheDocument();
  });

  it('keeps everything typed when the server fails or cannot be reached, and sends it again as typed', async () => {
    const api = fakeAccountApi();
    api.members.register
      .mockRejectedValueOnce(new ApiError({ status: 500, title: 'Server error', requestId: 'req-9' }))
      .mockRejectedValueOnce(new ApiError({ status: 0, title: 'NetworkError' }));
    const { user, primary } = await openEnrolment(api);
    await fillPerson(user, primary, { first: 'Nora', last: 'Newman', dob: '01/15/1990', email: 'nora@example.com' });
    await fillAccount(user);
    for (const attempt of [1, 2]) {
      await user.click(screen.getByRole('button', { name: 'Enroll' }));
      const summary = await screen.findByRole('group', { name: 'We could not send your details' });
      await waitFor(() => expect(api.members.register).toHaveBeenCalledTimes(attempt));
      if (attempt === 1) await waitFor(() => expect(summary).toHaveTextContent('Reference: req-9'));
      expect(primary.getByRole('textbox', { name: 'First name' })).toHaveValue('Nora');
      expect(primary.getByRole('textbox', { name: 'City' })).toHaveValue('Boston');
      expect(primary.getByRole('combobox', { name: 'State' })).toHaveValue('MA');
      expect(primary.getByRole('textbox', { name: 'Phone' })).toHaveValue('(617) 555-0123');
      expect(primary.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('01/15/1990');
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('new.member');
      expect(screen.getByLabelText(/^Password/)).toHaveValue('correct horse battery');
      expect(screen.getByLabelText(/^Confirm password/)).toHaveValue('correct horse battery');
      expect(screen.getByRole('button', { name: 'Enroll' })).toBeEnabled();
    }
    api.members.register.mockResolvedValueOnce({ memberId: 77 });
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for enrolling' })).toBeInTheDocument();
    expect(api.members.register.mock.calls[2]?.[0]).toMatchObject({ userName: 'new.member', primary: expectedPrimary });
    // Three submissions of a whole form: more time than one.
  }, 120_000);

  it('explains a mismatch with the clinic’s records (subCode 3) with the clinic’s contact', async () => {
    const api = fakeAccountApi();
    api.members.register.mockRejectedValueOnce(new ApiError({ status: 422, title: 'Entries do not match', subCode: 3 }));
    const { user, primary } = await openEnrolment(api);
    await fillPerson(user, primary, { first: 'Nora', last: 'Newman', dob: '01/15/1990', email: 'nora@example.com' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));

    const summary = await screen.findByRole('group', { name: 'We could not send your details' });
    expect(summary).toHaveTextContent(
      /must match what your clinic has on file\. Check the spelling of your name, your date of birth and your phone number.*care@northside\.example/,
    );
    expect(primary.getByRole('textbox', { name: 'Last name' })).toHaveValue('Newman');
  });

  it('tells how long to wait when rate limited, and that a taken username needs changing', async () => {
    const api = fakeAccountApi();
    api.members.register
      .mockRejectedValueOnce(new ApiError({ status: 429, title: 'Too many requests', retryAfterSeconds: 120 }))
      .mockRejectedValueOnce(new ApiError({ status: 409, title: 'Conflict' }));
    const { user, primary } = await openEnrolment(api);
    await fillPerson(user, primary, { first: 'Nora', last: 'Newman', dob: '01/15/1990', email: 'nora@example.com' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText(/Too many attempts\. Please wait 2 minutes and try again\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(expect.stringContaining('This username is already taken')));
  });

  it('asks for the fertility-preservation reason and collection site where the clinic offers it', async () => {
    const api = fakeAccountApi({ offsiteStorage: { offsiteStorageModel: 'B2C', fertPresEnabled: true, collectionSites } });
    const { user, primary } = await openEnrolment(api);
    await fillPerson(user, primary, { first: 'Nora', last: 'Newman', dob: '01/15/1990', email: 'nora@example.com' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(screen.getByRole('link', { name: /Storage plan, Which plan are you enrolling for\?: Please choose an option/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Fertility preservation' }));
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(screen.getByRole('link', { name: /Reason for fertility preservation: Please choose an option/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Collection site: Please choose an option/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Cancer treatment' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection site' }), screen.getByRole('option', { name: /^Richmond/ }));
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    await screen.findByRole('heading', { name: 'Thank you for enrolling' });
    const [body] = api.members.register.mock.calls[0]!;
    expect(body).toMatchObject({ offsiteStorageType: 'FertilityPreservation', fertPresReason: 'CancerTreatment', collectionSiteId: 6 });
  });

  it('hides the storage plan where the clinic does not offer fertility preservation', async () => {
    await openEnrolment();
    expect(screen.queryByRole('group', { name: 'Storage plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Fertility preservation' })).not.toBeInTheDocument();
  });

  it('warns when the birth date says the patient is under 18 and the minor box is not ticked', async () => {
    const { user, primary } = await openEnrolment();
    const year = new Date().getFullYear() - 10;
    await user.type(primary.getByRole('textbox', { name: 'Date of birth' }), `06/01/${year}`);
    const minor = screen.getByRole('checkbox', { name: 'The patient is under 18 years old' });
    expect(minor).toHaveAccessibleDescription(expect.stringContaining('The date of birth says the patient is under 18.'));
    await user.click(minor);
    expect(minor).not.toHaveAccessibleDescription(expect.stringContaining('says the patient is under 18'));
  });

  it('shows a state text box for a country without states and sends it as stateOther', async () => {
    const { user, primary, api } = await openEnrolment();
    await user.selectOptions(primary.getByRole('combobox', { name: 'Country' }), 'Ireland');
    const other = await primary.findByRole('textbox', { name: 'State, province or region (optional)' });
    await user.type(other, 'County Cork');
    await fillPerson(user, primary, { first: 'Nora', last: 'Newman', dob: '01/15/1990', email: 'nora@example.com', address: false });
    await user.type(primary.getByRole('textbox', { name: 'Address line 1' }), '1 Main Street');
    await user.type(primary.getByRole('textbox', { name: 'City' }), 'Cork');
    await user.type(primary.getByRole('textbox', { name: 'ZIP code' }), 'T12 X70A');
    await user.clear(primary.getByRole('textbox', { name: 'Phone' }));
    await user.type(primary.getByRole('textbox', { name: 'Phone' }), '+353 21 490 1234');
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    await screen.findByRole('heading', { name: 'Thank you for enrolling' });
    const [body] = api.members.register.mock.calls[0]!;
    expect(body.primary).toMatchObject({ country: 'IE', state: null, stateOther: 'County Cork', phone: '+353214901234', zip: 'T12 X70A' });
  });
});
