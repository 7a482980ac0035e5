import {
  emptyPerson,
  fromRegistrationPerson,
  isoToDateInput,
  tidyDateInput,
  toRegistrationPerson,
  validatePerson,
  type PersonValues,
} from '../../../../src/features/account/personForm';
import { mapServerErrors } from '../../../../src/features/account/formErrors';

const person = (overrides: Partial<PersonValues> = {}): PersonValues => ({
  ...emptyPerson,
  firstName: 'Nora',
  lastName: 'Newman',
  addressLine1: '1 Main Street',
  city: 'Springfield',
  country: 'US',
  state: 'IL',
  zip: '62701',
  phone: '(217) 555-0100',
  email: 'nora@example.com',
  dateOfBirth: '01/15/1990',
  ...overrides,
});
const rules = { variant: 'registration' as const, hasStates: true, regionMask: 'en-US', clinicCountry: 'US', today: new Date(2026, 0, 1) };

describe('validatePerson', () => {
  it('accepts a complete person', () => {
    expect(validatePerson(person(), rules)).toEqual({});
  });

  it.each([
    [{ phone: '217 555 010' }, 'phone', 'phoneUs'],
    [{ country: 'ES', state: '', phone: '+34 612 34' }, 'phone', 'phone'],
    [{ phone: '(123) 456-7890' }, 'phone', 'phoneUs'],
    [{ zip: '6270' }, 'zip', 'zipUs'],
    [{ country: 'GB', zip: 'SW11' }, 'zip', 'zipGb'],
    [{ country: 'CA', zip: '12345' }, 'zip', 'zipCa'],
    [{ email: 'nora@@example.com' }, 'email', 'email'],
    [{ dateOfBirth: '02/30/1990' }, 'dateOfBirth', 'date'],
    [{ dateOfBirth: '01/15/2030' }, 'dateOfBirth', 'dateFuture'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'tooLong'],
    [{ state: '' }, 'state', 'choose'],
  ] as const)('flags %j on %s as %s', (overrides, field, key) => {
    expect(validatePerson(person(overrides), rules)[field]?.key).toBe(key);
  });

  it('accepts a nine-digit Spanish number and a Spanish postcode without a state list', () => {
    expect(validatePerson(person({ country: 'ES', state: '', phone: '612 345 678', zip: '28009' }), { ...rules, hasStates: false, clinicCountry: 'ES' })).toEqual({});
  });

  it('checks the number for the clinic’s country: eight digits are not a Spanish number; another country needs its +code', () => {
    const spanish = { ...rules, hasStates: false, clinicCountry: 'ES' };
    expect(validatePerson(person({ country: 'ES', state: '', phone: '6123 4567', zip: '28009' }), spanish).phone?.key).toBe('phone');
    expect(validatePerson(person({ phone: '+34 612 34 56 78' }), rules)).toEqual({});
    expect(validatePerson(person({ phone: '(617) 555-0199 ext 2' }), rules).phone?.key).toBe('phoneUs');
  });

  it('never flags a field the clinic’s records lock', () => {
    expect(validatePerson(person({ phone: '123' }), { ...rules, locked: new Set(['phone'] as const) })).toEqual({});
  });

  it('reads the birth date in the region mask', () => {
    expect(validatePerson(person({ dateOfBirth: '31/01/1990' }), { ...rules, regionMask: 'en-GB' })).toEqual({});
    expect(toRegistrationPerson(person({ dateOfBirth: '31/01/1990' }), true, 'fr', 'FR').dateOfBirth).toBe('1990-01-31');
  });
});

describe('date text', () => {
  it('turns ISO into the mask and back', () => {
    expect(isoToDateInput('1988-11-02', 'en-US')).toBe('11/02/1988');
    expect(isoToDateInput('1988-11-02', 'es')).toBe('02/11/1988');
    expect(fromRegistrationPerson({ dateOfBirth: '1988-11-02', phone: '6175550188', country: 'US' }, 'en-US', 'US')).toMatchObject({
      dateOfBirth: '11/02/1988',
      phone: '(617) 555-0188',
    });
  });

  it('shows a stored E.164 number as the clinic’s members write it', () => {
    expect(fromRegistrationPerson({ phone: '+34612345678', country: 'ES' }, 'es', 'ES').phone).toBe('612 34 56 78');
    expect(fromRegistrationPerson({ phone: '+16175550188', country: 'US' }, 'en-US', 'US').phone).toBe('(617) 555-0188');
  });

  it('adds the slashes to eight typed digits', () => {
    expect(tidyDateInput('01151990')).toBe('01/15/1990');
    expect(tidyDateInput('1/15/1990')).toBe('1/15/1990');
  });
});

describe('mapServerErrors', () => {
  it('maps body paths to the form’s fields and keeps the rest as form-level messages', () => {
    const errors = [
      { in: 'body', pointer: '/primary/firstName', detail: 'too long' },
      { in: 'body', pointer: '/secondary/Email', detail: 'bad' },
      { in: 'body', pointer: '/secondary/Email', detail: 'and worse' },
      { in: 'query', pointer: '/firstName', detail: 'odd' },
      { in: 'body', pointer: '', detail: 'whole body' },
    ] as const;
    expect(mapServerErrors(errors, ['primary.firstName', 'secondary.email'])).toEqual({
      fields: { 'primary.firstName': 'too long', 'secondary.email': 'bad and worse' },
      other: ['odd', 'whole body'],
    });
  });
});
