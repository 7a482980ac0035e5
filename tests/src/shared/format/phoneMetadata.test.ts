// The SPA's sliced phone metadata (scripts/generate-phone-metadata.mjs) is the installed
// libphonenumber-js 'min' metadata for the clinics' calling codes, unchanged: regenerate it when this fails.
import clinics from '../../../../src/shared/format/phoneMetadata.clinics.json';
import full from 'libphonenumber-js/metadata.min.json';

type Metadata = { version: number; country_calling_codes: Record<string, string[]>; countries: Record<string, unknown> };
const sliced = clinics as unknown as Metadata;
const complete = full as unknown as Metadata;

test('every calling code of the four clinic countries, with all the countries that share it', () => {
  expect(Object.keys(sliced.country_calling_codes).sort()).toEqual(['1', '33', '34', '44']);
  for (const [code, countries] of Object.entries(sliced.country_calling_codes)) expect(countries).toEqual(complete.country_calling_codes[code]);
});

test("each country's entry is the package's own, of the package's metadata version", () => {
  expect(sliced.version).toBe(complete.version);
  for (const [country, entry] of Object.entries(sliced.countries)) expect(entry).toEqual(complete.countries[country]);
  expect(Object.keys(sliced.countries).sort()).toEqual(Object.values(sliced.country_calling_codes).flat().sort());
});
