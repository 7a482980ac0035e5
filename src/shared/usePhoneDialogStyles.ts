// A dialog that holds a text to read (terms, consent records) fills a phone's screen, so the text
// reads in one column as on a page rather than in a small box floating over the page.
import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE_MEDIA } from './useIsPhone.ts';

export const usePhoneDialogStyles = makeStyles({
  surface: {
    [PHONE_MEDIA]: {
      width: '100vw',
      maxWidth: '100vw',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
      padding: tokens.spacingHorizontalM,
    },
  },
  body: { [PHONE_MEDIA]: { maxHeight: `calc(100dvh - 2 * ${tokens.spacingHorizontalM})` } },
});
