// The clinic's contact line (contactText) for the layout. Phone formatting brings libphonenumber-js
// with it, so the layout loads it as a chunk of its own once the page has loaded and the browser is
// idle: it never weighs on the first paint of the sign-in page. Null until then.
import { useEffect, useState } from 'react';
import type { Center } from '../../contract/api/centers.ts';
import type { contactText as ContactText } from './format/contactText.ts';
import { afterLoadIdle } from './afterLoadIdle.ts';

export function useContactText(center: Pick<Center, 'contact' | 'countryCode'> | null): string | null {
  const [format, setFormat] = useState<typeof ContactText | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = afterLoadIdle(() => {
      void import(/* webpackChunkName: "contact-text" */ './format/contactText.ts').then(
        (module) => {
          if (live) setFormat(() => module.contactText);
        },
        () => {
          // Without the chunk (a failed network) the footer simply has no contact line.
        },
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return center && format ? format(center.contact, center.countryCode) || null : null;
}
