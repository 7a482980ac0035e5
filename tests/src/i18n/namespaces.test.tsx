// Feature namespaces load per language: only the language shown, as soon as the namespace is defined
// (its chunk arrives), and a language switch loads the new language of the namespaces in use before
// the portal changes to it.
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { changeLanguage, createI18n, keepCurrentLanguage } from '../../../src/i18n/createI18n';
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

/** A page showing the namespace's `missing` text, behind a boundary that says Loading. */
function renderPage(i18n: Awaited<ReturnType<typeof createI18n>>, strings: ReturnType<typeof defineNamespace>) {
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
  renderPage(i18n, strings);
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

/** A namespace in use on a rendered page, whose Spanish and French strings arrive when the test says. */
async function pageWithHeldStrings(i18n: Awaited<ReturnType<typeof createI18n>>) {
  const held: Partial<Record<PortalLocale, { resolve: () => void; reject: (error: Error) => void }>> = {};
  const hold = (locale: 'es' | 'fr') => () =>
    new Promise<{ strings: (typeof texts)[PortalLocale] }>((resolve, reject) => {
      held[locale] = { resolve: () => resolve({ strings: texts[locale] }), reject };
    });
  const strings = defineNamespace('info', {
    'en-US': () => Promise.resolve({ strings: texts['en-US'] }),
    'en-GB': () => Promise.resolve({ strings: texts['en-GB'] }),
    es: hold('es'),
    fr: hold('fr'),
  });
  renderPage(i18n, strings);
  expect(await screen.findByText('Not available')).toBeInTheDocument();
  const settle = async (locale: 'es' | 'fr', outcome: 'arrive' | 'fail') => {
    await waitFor(() => expect(held[locale]).toBeDefined());
    if (outcome === 'arrive') held[locale]?.resolve();
    else held[locale]?.reject(Object.assign(new Error(`Loading chunk strings-info-${locale} failed.`), { name: 'ChunkLoadError' }));
  };
  return { settle };
}

test('a language whose strings cannot be loaded leaves the page in its language and the stored choice as it was', async () => {
  localStorage.setItem('language', 'en-US');
  const i18n = await createI18n('en-US');
  const { settle } = await pageWithHeldStrings(i18n);
  const switching = changeLanguage(i18n, 'es');
  expect(localStorage.getItem('language')).toBe('es'); // kept at once, for a page opened meanwhile
  await settle('es', 'fail');
  await expect(switching).rejects.toThrow('Loading chunk strings-info-es failed.');
  expect(i18n.language).toBe('en-US');
  expect(screen.getByText('Not available')).toBeInTheDocument();
  expect(localStorage.getItem('language')).toBe('en-US');
});

test('with no earlier choice, a failed switch leaves no choice stored', async () => {
  const i18n = await createI18n('en-US');
  const { settle } = await pageWithHeldStrings(i18n);
  const switching = changeLanguage(i18n, 'fr');
  await settle('fr', 'fail');
  await expect(switching).rejects.toThrow('strings-info-fr');
  expect(localStorage.getItem('language')).toBeNull();
});

test('of two choices the later one applies, whichever language’s strings arrive last', async () => {
  const i18n = await createI18n('en-US');
  const { settle } = await pageWithHeldStrings(i18n);
  const first = changeLanguage(i18n, 'fr');
  const second = changeLanguage(i18n, 'es');
  await act(async () => {
    await settle('es', 'arrive');
    expect(await second).toBe(true);
  });
  expect(await screen.findByText('No disponible')).toBeInTheDocument();
  await act(async () => {
    await settle('fr', 'arrive');
    expect(await first).toBe(false);
  });
  expect(i18n.language).toBe('es');
  expect(screen.getByText('No disponible')).toBeInTheDocument();
  expect(localStorage.getItem('language')).toBe('es');
});

test('an earlier choice that fails after a later one was made neither throws nor undoes the later choice', async () => {
  const i18n = await createI18n('en-US');
  const { settle } = await pageWithHeldStrings(i18n);
  const first = changeLanguage(i18n, 'fr');
  const second = changeLanguage(i18n, 'es');
  await act(async () => {
    await settle('es', 'arrive');
    expect(await second).toBe(true);
  });
  await act(async () => {
    await settle('fr', 'fail');
    expect(await first).toBe(false);
  });
  expect(i18n.language).toBe('es');
  expect(localStorage.getItem('language')).toBe('es');
});

test('a later choice that fails while an earlier one still loads puts back what was kept before both', async () => {
  localStorage.setItem('language', 'en-GB');
  const i18n = await createI18n('en-US');
  const { settle } = await pageWithHeldStrings(i18n);
  const first = changeLanguage(i18n, 'fr');
  const second = changeLanguage(i18n, 'es');
  await act(async () => {
    await settle('es', 'fail');
    await expect(second).rejects.toThrow('strings-info-es');
  });
  expect(localStorage.getItem('language')).toBe('en-GB');
  await act(async () => {
    await settle('fr', 'arrive');
    expect(await first).toBe(false);
  });
  expect(i18n.language).toBe('en-US');
  expect(localStorage.getItem('language')).toBe('en-GB');
});

test('the page’s language chosen again while another’s strings load drops that choice', async () => {
  const i18n = await createI18n('en-US');
  const { settle } = await pageWithHeldStrings(i18n);
  const first = changeLanguage(i18n, 'fr');
  keepCurrentLanguage(i18n);
  expect(localStorage.getItem('language')).toBeNull();
  await act(async () => {
    await settle('fr', 'arrive');
    expect(await first).toBe(false);
  });
  expect(i18n.language).toBe('en-US');
  expect(localStorage.getItem('language')).toBeNull();
});
