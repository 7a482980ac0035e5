// Replays record the compiled stylesheet as a link; the player points every such link, in the first
// snapshot and in nodes added later, at the stylesheet of the page playing it, and leaves the rest.
import { currentStylesheetHref, withCurrentStylesheet } from '../../../../src/features/admin/telemetry/currentStylesheet';

const current = 'http://localhost/static/css/griffel.9f8e7d6c.css';
const recorded = 'https://thames.example/static/css/griffel.0a1b2c3d.css';

const link = (id: number, href: string, rel = 'stylesheet') => ({ type: 2, id, tagName: 'link', attributes: { rel, href }, childNodes: [] });
const snapshot = (head: object[]) => ({
  type: 2,
  timestamp: 2,
  data: {
    node: {
      type: 0,
      id: 1,
      childNodes: [{ type: 2, id: 2, tagName: 'html', attributes: {}, childNodes: [{ type: 2, id: 3, tagName: 'head', attributes: {}, childNodes: head }] }],
    },
    initialOffset: { left: 0, top: 0 },
  },
});
const headOf = (event: unknown) => (event as ReturnType<typeof snapshot>).data.node.childNodes[0]!.childNodes[0]!.childNodes as { attributes: Record<string, string> }[];

describe('withCurrentStylesheet', () => {
  test('a compiled stylesheet link in a snapshot, of any site and build, now names this page’s', () => {
    const events = [{ type: 4, timestamp: 1, data: { href: 'https://thames.example/member/home' } }, snapshot([link(4, recorded), link(5, recorded, 'preload')])];
    const played = withCurrentStylesheet(events, current);
    expect(headOf(played[1]).map((node) => node.attributes.href)).toEqual([current, current]);
    expect(headOf(played[1])[1]!.attributes.rel).toBe('preload');
    // The recorded events are not changed.
    expect(headOf(events[1]).map((node) => node.attributes.href)).toEqual([recorded, recorded]);
    expect(played[0]).toBe(events[0]);
  });

  test('links added after the snapshot are pointed too; other links and mutations are left as recorded', () => {
    const other = 'https://thames.example/static/css/style.abc123.css';
    const mutation = {
      type: 3,
      timestamp: 3,
      data: {
        source: 0,
        adds: [
          { parentId: 3, nextId: null, node: link(6, recorded) },
          { parentId: 3, nextId: null, node: link(7, other) },
        ],
        removes: [],
        texts: [],
        attributes: [],
      },
    };
    const move = { type: 3, timestamp: 4, data: { source: 1, positions: [] } };
    const [pointed, unchanged] = withCurrentStylesheet([mutation, move], current);
    const adds = (pointed as typeof mutation).data.adds.map((add) => add.node.attributes.href);
    expect(adds).toEqual([current, other]);
    expect(unchanged).toBe(move);
  });

  test('without a compiled stylesheet of its own (a development build) the page plays the events as recorded', () => {
    const events = [snapshot([link(4, recorded)])];
    expect(headOf(withCurrentStylesheet(events, null)[0])[0]!.attributes.href).toBe(recorded);
  });
});

describe('currentStylesheetHref', () => {
  afterEach(() => document.head.replaceChildren());

  test('names the page’s compiled stylesheet, whether linked or preloaded, and nothing else', () => {
    expect(currentStylesheetHref()).toBeNull();
    const player = document.createElement('link');
    player.rel = 'stylesheet';
    player.href = '/static/css/style.abc123.css';
    document.head.append(player);
    expect(currentStylesheetHref()).toBeNull();
    const compiled = document.createElement('link');
    compiled.rel = 'preload';
    compiled.href = '/static/css/griffel.9f8e7d6c.css';
    document.head.append(compiled);
    expect(currentStylesheetHref()).toBe('http://localhost/static/css/griffel.9f8e7d6c.css');
  });
});
