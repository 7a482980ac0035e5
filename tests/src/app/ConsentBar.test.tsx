// The analytics-cookies question (issue 14): asked where the clinic's locale asks it, in the
// member's language, answered with the keyboard; the answer is kept, reaches the SDK, and can be
// changed from the footer's "Cookie settings".
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { ConsentBar } from '../../../src/app/ConsentBar';
import { createI18n } from '../../../src/i18n/createI18n';
import type { PortalLocale } from '../../../src/i18n/locales';
import { analyticsConsent, consentRequired, consentStorageKey, cookiesAllowed } from '../../../src/services/telemetry/consent';

async function renderBar(locale: PortalLocale) {
  const i18n = await createI18n(locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <ConsentBar />
        <button type="button" onClick={() => analyticsConsent.reopen()}>
          Footer link
        </button>
      </FluentProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  analyticsConsent.reset();
});

describe('which clinics ask', () => {
  test('European locales ask (es, fr, en-GB); en-US does not', () => {
    expect(consentRequired('es-ES')).toBe(true);
    expect(consentRequired('fr-FR')).toBe(true);
    expect(consentRequired('en-GB')).toBe(true);
    expect(consentRequired('en-US')).toBe(false);
    expect(cookiesAllowed('en-US')).toBe(true);
    expect(cookiesAllowed('es-ES')).toBe(false);
    localStorage.setItem(consentStorageKey, 'accepted');
    expect(cookiesAllowed('es-ES')).toBe(true);
    localStorage.setItem(consentStorageKey, 'declined');
    expect(cookiesAllowed('es-ES')).toBe(false);
  });
});

describe('the bar', () => {
  test('is not shown where the clinic does not ask', async () => {
    analyticsConsent.configure(false, jest.fn());
    await renderBar('en-US');
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
  });

  test('asks in Spanish; Accept with the keyboard keeps the answer and turns cookies on', async () => {
    const apply = jest.fn();
    analyticsConsent.configure(true, apply);
    await renderBar('es');
    const region = screen.getByRole('region', { name: 'Cookies de análisis' });
    expect(region).toHaveTextContent('¿Podemos usar cookies');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(apply).toHaveBeenCalledWith('accepted');
    expect(localStorage.getItem(consentStorageKey)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookies de análisis' })).toBeNull();
  });

  test('Decline keeps the portal cookieless; the footer link asks again, with the focus on the question', async () => {
    const apply = jest.fn();
    analyticsConsent.configure(true, apply);
    await renderBar('fr');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(apply).toHaveBeenLastCalledWith('declined');
    expect(localStorage.getItem(consentStorageKey)).toBe('declined');
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Footer link' }));
    const region = await screen.findByRole('region', { name: 'Cookies de mesure d’audience' });
    expect(region).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(apply).toHaveBeenLastCalledWith('accepted');
  });

  test('an answer given before is not asked again', async () => {
    localStorage.setItem(consentStorageKey, 'declined');
    analyticsConsent.configure(true, jest.fn());
    await renderBar('en-GB');
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    act(() => analyticsConsent.reopen());
    expect(screen.getByRole('region', { name: 'Analytics cookies' })).toHaveTextContent('so that we can improve it');
  });
});
