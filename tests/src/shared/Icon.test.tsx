import { render, waitFor } from '@testing-library/react';
import { CalendarLtrRegular, HomeRegular, NavigationRegular } from '@fluentui/react-icons';
import { Icon, iconNames, iconPixels, type IconSize } from '../../../src/shared/Icon';
import { pendingTelemetryCalls, resetTelemetryForTests } from '../../../src/services/telemetry/telemetry';

/** The drawing of an icon: the `d` of its paths. */
const drawingOf = (container: HTMLElement) => [...container.querySelectorAll('svg path')].map((p) => p.getAttribute('d'));
const drawingOfFluent = (element: React.ReactElement) => drawingOf(render(element).container);

describe('Icon', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers every name of the spec’s icon set', () => {
    expect(iconNames).toHaveLength(49);
    expect(iconNames).toEqual(expect.arrayContaining(['Approval', 'House', 'Menu', 'Close', 'ChevronDown', 'Upload', 'ViewList', 'FB', 'TW']));
  });

  it('draws the layout’s icons at once and the rest once the set has loaded, holding their place meanwhile', async () => {
    const { container } = render(
      <>
        <Icon name="Menu" size="large" />
        <Icon name="Calendar" size="large" />
      </>,
    );
    const [menu, calendar] = [...container.children] as HTMLElement[];
    expect(menu!.tagName.toLowerCase()).toBe('svg');
    expect(calendar!.tagName.toLowerCase()).toBe('span');
    expect(calendar).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(calendar!).fontSize).toBe('24px');
    expect(getComputedStyle(calendar!).width).toBe('1em');
    const expected = drawingOfFluent(<CalendarLtrRegular />);
    await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(2));
    expect(drawingOf(container.children[1] as HTMLElement)).toEqual(expected);
  });

  it.each<[IconSize | undefined, number]>([
    ['large', 24],
    ['medium', 20],
    [undefined, 20],
    ['small', 16],
    ['xsmall', 12],
  ])('draws a known name with its own Fluent icon at size %s (%ipx)', async (size, pixels) => {
    const expected = drawingOfFluent(<CalendarLtrRegular />);
    const { container } = render(<Icon name="Calendar" size={size} />);
    await waitFor(() => expect(drawingOf(container)).toEqual(expected));
    const svg = container.querySelector('svg')!;
    expect(getComputedStyle(svg).fontSize).toBe(`${pixels}px`);
    expect(svg).toHaveAttribute('width', '1em');
    expect(iconPixels[size ?? 'medium']).toBe(pixels);
  });

  it('is decorative without a label and an image with one', () => {
    const { container, getByRole } = render(
      <>
        <Icon name="Menu" />
        <Icon name="Menu" aria-label="Menu" />
      </>,
    );
    expect(container.querySelectorAll('svg')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(getByRole('img', { name: 'Menu' })).toBeInTheDocument();
    expect(drawingOf(container).slice(0, 1)).toEqual(drawingOfFluent(<NavigationRegular />));
  });

  it('draws House for an unknown name and reports that name once', () => {
    resetTelemetryForTests();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const house = drawingOfFluent(<HomeRegular />);
    const first = render(<Icon name="NoSuchIcon" size="small" />);
    expect(drawingOf(first.container)).toEqual(house);
    render(<Icon name="NoSuchIcon" />);
    first.rerender(<Icon name="NoSuchIcon" size="large" />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('NoSuchIcon');
    expect(pendingTelemetryCalls()).toBe(1);

    render(<Icon name="AnotherMissingIcon" />);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(pendingTelemetryCalls()).toBe(2);
  });

  it('does not report a known name', () => {
    resetTelemetryForTests();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Icon name="House" />);
    expect(warn).not.toHaveBeenCalled();
    expect(pendingTelemetryCalls()).toBe(0);
  });
});
