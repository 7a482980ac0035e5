// The SPA's phone-number metadata (issue 16): libphonenumber-js's own 'min' metadata sliced to the
// clinics' countries (United States, United Kingdom, Spain, France) and the countries that share
// their calling codes (Canada and the rest of +1, the Channel Islands and Man under +44), as
// libphonenumber-metadata-generator would slice it, so the account route carries about 2 kB gzip
// instead of every country. A number written with '+' and any other calling code is left to the
// API, which keeps the complete metadata.
// Run after upgrading libphonenumber-js: `node scripts/generate-phone-metadata.mjs` (`--check` fails
// when the committed file differs from what the installed package gives).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const CLINIC_COUNTRIES = ['US', 'GB', 'ES', 'FR'];
export const OUTPUT = 'src/shared/format/phoneMetadata.clinics.json';

/** The slice of a libphonenumber-js metadata object that covers only `countries`. */
export function sliceMetadata(metadata, countries) {
  const country_calling_codes = {};
  for (const [code, members] of Object.entries(metadata.country_calling_codes)) {
    const kept = members.filter((country) => countries.includes(country));
    if (kept.length > 0) country_calling_codes[code] = kept;
  }
  const sliced = { version: metadata.version, country_calling_codes, countries: {} };
  for (const country of countries) {
    if (!metadata.countries[country]) throw new Error(`libphonenumber-js has no metadata for ${country}`);
    sliced.countries[country] = metadata.countries[country];
  }
  return sliced;
}

/** The clinics' countries and every country that shares a calling code with one of them. */
export function countriesSharingCodes(metadata, countries) {
  const codes = Object.values(metadata.country_calling_codes).filter((members) => members.some((country) => countries.includes(country)));
  return [...new Set(codes.flat())];
}

export function generate() {
  const require = createRequire(import.meta.url);
  const metadata = require('libphonenumber-js/metadata.min.json');
  return `${JSON.stringify(sliceMetadata(metadata, countriesSharingCodes(metadata, CLINIC_COUNTRIES)))}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = generate();
  if (process.argv.includes('--check')) {
    if (readFileSync(OUTPUT, 'utf8') !== text) {
      console.error(`${OUTPUT} is out of date: run node scripts/generate-phone-metadata.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT, text);
    console.log(`${OUTPUT}: ${Object.keys(JSON.parse(text).countries).length} countries for ${CLINIC_COUNTRIES.join(', ')} (${text.length} bytes)`);
  }
}
