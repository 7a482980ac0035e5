import { render, screen, within } from '@testing-library/react';
import type { Document } from '@contentful/rich-text-types';
import { RichText } from '../../../src/shared/RichText';
import { richText } from '../../../server/emulators/content/source/rich-text';

const doc = (source: string) => richText(source) as unknown as Document;

describe('RichText', () => {
  it('renders headings, paragraphs, lists and marks as elements', () => {
    render(
      <RichText
        document={doc(`## Your options
Read at your **own pace** and *take your time*.

- First point
- Second point

1. Step one
2. Step two`)}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your options' })).toBeInTheDocument();
    expect(screen.getByText('own pace').tagName).toBe('STRONG');
    expect(screen.getByText('take your time').tagName).toBe('EM');
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First point', 'Second point']);
    expect(steps?.tagName).toBe('OL');
  });

  it('opens external links in a new tab with rel noopener, and keeps portal and contact links in place', () => {
    render(
      <RichText
        externalLinkHint="(opens in a new tab)"
        document={doc('See [the HFEA](https://www.hfea.gov.uk/), [our terms](/info/terms-and-conditions) or [write to us](mailto:support@cryoportal.example).')}
      />,
    );
    const external = screen.getByRole('link', { name: 'the HFEA (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://www.hfea.gov.uk/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toMatch(/\bnoopener\b/);

    const internal = screen.getByRole('link', { name: 'our terms' });
    expect(internal).toHaveAttribute('href', '/info/terms-and-conditions');
    expect(internal).not.toHaveAttribute('target');

    const mail = screen.getByRole('link', { name: 'write to us' });
    expect(mail).toHaveAttribute('href', 'mailto:support@cryoportal.example');
    expect(mail).not.toHaveAttribute('target');
  });

  it('lets the app render portal links with its router', () => {
    render(
      <RichText
        document={doc('Go to [your account](/member/account).')}
        renderInternalLink={({ href, children }) => (
          <a href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'your account' })).toHaveAttribute('data-router', 'yes');
  });

  it('never turns content into HTML or script links', () => {
    const { container } = render(<RichText document={doc('Hello <img src=x onerror="alert(1)"> and [click me](javascript:alert(1)).')} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/Hello <img src=x onerror="alert\(1\)"> and/)).toBeInTheDocument();
    expect(screen.getByText(/click me/)).toBeInTheDocument();
  });

  it('shifts heading levels to fit the page outline', () => {
    render(<RichText baseHeadingLevel={3} document={doc('## Section\n\n### Detail')} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Detail' })).toBeInTheDocument();
  });
});
