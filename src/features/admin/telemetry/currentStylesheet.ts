// Replays record the portal's compiled stylesheet as a link to its file, not as its text (issue 16:
// copying the text's rules took about half of each snapshot's time, every 30 s). To play a replay,
// each link to a compiled stylesheet (`/static/css/griffel.<hash>.css`, of whichever clinic's site
// and build) is pointed at the stylesheet of the page playing it: a file of this origin (the CSP's
// style-src 'self'), that is still deployed. Its class names are hashes of the declarations they
// hold, so a replay recorded with an earlier build keeps every style the build did not change.
// Other nodes and links are left as recorded; the events are copied, not changed.

/** A node of an rrweb snapshot, as far as this module reads it. */
interface SnapshotNode {
  type?: number;
  tagName?: string;
  attributes?: Record<string, unknown>;
  childNodes?: SnapshotNode[];
}

interface ReplayEvent {
  type?: number;
  data?: { node?: SnapshotNode; source?: number; adds?: { node?: SnapshotNode }[] };
}

const compiledStylesheet = /\/static\/css\/griffel\.[0-9a-z]+\.css(?:[?#].*)?$/i;
const ELEMENT = 2;
const FULL_SNAPSHOT = 2;
const INCREMENTAL = 3;
const MUTATION = 0;

/** The address of this page's compiled stylesheet; null where it has none (a development build). */
export function currentStylesheetHref(doc: Document = document): string | null {
  for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>('link[href]'))) {
    if (compiledStylesheet.test(new URL(link.href, doc.baseURI).pathname)) return link.href;
  }
  return null;
}

function pointAt(node: SnapshotNode, href: string): SnapshotNode {
  const { attributes, childNodes } = node;
  let changed: Record<string, unknown> | undefined;
  if (node.type === ELEMENT && node.tagName === 'link' && typeof attributes?.href === 'string' && compiledStylesheet.test(attributes.href)) {
    changed = { ...attributes, href };
  }
  const children = childNodes?.map((child) => pointAt(child, href));
  return { ...node, ...(changed ? { attributes: changed } : {}), ...(children ? { childNodes: children } : {}) };
}

/** The events with every link to a compiled stylesheet pointed at `href`; as they are when it is null. */
export function withCurrentStylesheet<E>(events: readonly E[], href: string | null): E[] {
  if (!href) return [...events];
  return events.map((raw) => {
    const event = raw as ReplayEvent;
    const data = event.data;
    if (!data) return raw;
    if (event.type === FULL_SNAPSHOT && data.node) return { ...event, data: { ...data, node: pointAt(data.node, href) } } as E;
    if (event.type === INCREMENTAL && data.source === MUTATION && Array.isArray(data.adds)) {
      return { ...event, data: { ...data, adds: data.adds.map((add) => (add.node ? { ...add, node: pointAt(add.node, href) } : add)) } } as E;
    }
    return raw;
  });
}
