// The date "region mask" of spec §9: en-US reads month first with a 12-hour clock; en-GB reads
// day first with a 24-hour clock; Spanish and French read day first and (as spec §9 says:
// "12-hour except en-GB") keep the 12-hour clock. Unknown or empty masks fall back to en-US.

export type DateOrder = 'MDY' | 'DMY';

function normalize(regionMask: string | null | undefined): string {
  return (regionMask ?? '').trim().replace('_', '-').toLowerCase();
}

export function dateOrderFor(regionMask: string | null | undefined): DateOrder {
  const mask = normalize(regionMask);
  if (mask === '' || mask === 'en' || mask === 'en-us') return 'MDY';
  return 'DMY';
}

export function uses24HourClock(regionMask: string | null | undefined): boolean {
  return normalize(regionMask) === 'en-gb';
}

/** The input placeholder for a date in this mask: 'MM/DD/YYYY' or 'DD/MM/YYYY'. */
export function dateInputPattern(regionMask: string | null | undefined): string {
  return dateOrderFor(regionMask) === 'MDY' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}
