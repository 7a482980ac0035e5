// Rules every page follows on a phone (≤ 640 px): text fields use 16 px text, so iOS does not zoom
// into a field when it gets the focus. Fluent sizes its fields with atomic classes, which an element
// rule cannot outweigh, hence `!important` — only here, and only for the font size.
import { makeStaticStyles } from '@griffel/react';
import { PHONE_MEDIA } from './useIsPhone.ts';

export const usePhoneBaseStyles = makeStaticStyles(`${PHONE_MEDIA} {
  input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), select, textarea { font-size: 16px !important; }
}`);
