// Feature namespaces load per language: only the language shown, as soon as the namespace is defined
// (its chunk arrives), and a language switch loads the new language of the namespaces in use before
// the portal changes to it.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { changeLanguage, createI18n } from '../../../src/i18n/createI18n';
import type { PortalLocale } from '../../../src/i18n/locales';
import { defineNamespace, loadNamespace } from '../../../src/i18n/namespaces';
import { useNamespace } from '../../../src/i18n/useNamespace';

const texts: Record<PortalLocale, { missing: string; external: string }> = {
  'en-US': { missing: 'Not available', external: '(opens in a new tab)' },
  'en-GB': { missing: 'Not available (UK)', external: '(opens in a new tab)' },
  es: { missing: 'No disponible', external: '(se abre en una pestaña nueva)' },
  fr: { missing: 'Indisponible', external: '(s’ouvre dans un nouvel onglet)' },
};

function fakeNamespace() {
  const loads = { 'en-US': jest.fn(), 'en-GB': jest.fn(), es: jest.fn(), fr: jest.fn() };
  const loader = (locale: PortalLocale) => () => {
    loads[locale]();
    return Promise.resolve({ strings: texts[locale] });
  };
  const strings = defineNamespace('info', { 'en-US': loader('en-US'), 'en-GB': loader('en-GB'), es: loader('es'), fr: loader('fr') });
  const calls = () => Object.entries(loads).flatMap(([locale, load]) => Array<string>(load.mock.calls.length).fill(locale));
  return { strings, calls };
}

beforeEach(() => localStorage.clear());

test('a namespace starts loading the language shown as soon as it is defined (its chunk arrives)', async () => {
  const i18n = await createI18n('fr');
  const { calls } = fakeNamespace();
  expect(calls()).toEqual(['fr']);
  await act(() => loadNamespace(i18n, fakeNamespace().strings, 'fr'));
  expect(i18n.t('missing', { ns: 'info' })).toBe('Indisponible');
  expect(i18n.hasResourceBundle('en-US', 'info')).toBe(false);
});

test('a page waits behind its boundary’s loading state for its namespace, in the language shown only', async () => {
  const i18n = await createI18n('es');
  const { strings, calls } = fakeNamespace();
  function Page() {
    const { t } = useNamespace('info', strings);
    return <p>{t('missing')}</p>;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
        <Page />
      </Suspense>
    </I18nextProvider>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findAllByText('No disponible')).toHaveLength(2);
  expect(calls()).toEqual(['es']);
  expect(i18n.hasResourceBundle('en-US', 'info')).toBe(false);
});

test('switching the language loads the namespaces in use in the new language before switching', async () => {
  const i18n = await createI18n('en-US');
  const { strings, calls } = fakeNamespace();
  function Page() {
    const { t } = useNamespace('info', strings);
    return <p>{t('missing')}</p>;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </I18nextProvider>,
  );
  expect(await screen.findByText('Not available')).toBeInTheDocument();
  await act(() => changeLanguage(i18n, 'fr'));
  expect(screen.getByText('Indisponible')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(calls()).toEqual(['en-US', 'fr']);
  expect(localStorage.getItem('language')).toBe('fr');
});

test('a load that failed is tried again on the next use; one that succeeded is not repeated', async () => {
  const i18n = await createI18n('en-US');
  let attempts = 0;
  const flaky = defineNamespace('info', {
    'en-US': () => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(Object.assign(new Error('Loading chunk strings-info-en-US failed.'), { name: 'ChunkLoadError' }));
      return Promise.resolve({ strings: texts['en-US'] });
    },
    'en-GB': () => Promise.resolve({ strings: texts['en-GB'] }),
    es: () => Promise.resolve({ strings: texts.es }),
    fr: () => Promise.resolve({ strings: texts.fr }),
  });
  await expect(loadNamespace(i18n, flaky, 'en-US')).rejects.toThrow('Loading chunk');
  await loadNamespace(i18n, flaky, 'en-US');
  await loadNamespace(i18n, flaky, 'en-US');
  expect(attempts).toBe(2);
  expect(i18n.t('missing', { ns: 'info' })).toBe('Not available');
});
