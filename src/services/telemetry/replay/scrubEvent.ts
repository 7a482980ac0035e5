// Session replay masking beyond what rrweb does itself (issue 14): rrweb masks text nodes and input
// values, but not attributes — and titles, alt texts, placeholders, ARIA labels and data attributes
// can carry a member's name or an amount. Every attribute not on the short list of structural ones
// is replaced by asterisks; addresses (the page's and links') lose their query string and fragment.
// Applied to every event before it is kept, in the full snapshot and in every mutation.

/** Attributes that describe structure or state, never a member's words. */
const keptAttributes = new Set([
  'class',
  'style',
  'id',
  'role',
  'type',
  'name',
  'for',
  'rel',
  'media',
  'dir',
  'lang',
  'tabindex',
  'hidden',
  'disabled',
  'readonly',
  'required',
  'checked',
  'selected',
  'open',
  'width',
  'height',
  'colspan',
  'rowspan',
  'charset',
  'http-equiv',
  'aria-hidden',
  'aria-expanded',
  'aria-selected',
  'aria-checked',
  'aria-disabled',
  'aria-busy',
  'aria-current',
  'aria-modal',
  'aria-live',
  'aria-invalid',
  'aria-required',
  'aria-haspopup',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-owns',
  // rrweb's own: the inlined stylesheet of a <link>, and a blocked element's size.
  '_csstext',
  'rr_width',
  'rr_height',
]);
/** Addresses: kept without their query string and fragment (tokens, e-mail addresses). */
const addressAttributes = new Set(['href', 'src', 'action', 'xlink:href']);

const mask = (value: string) => value.replace(/\S/g, '*');

export function pathOnly(address: string): string {
  return address.replace(/[?#].*$/s, '');
}

function scrubAttributes(attributes: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(attributes)) {
    const key = name.toLowerCase();
    if (typeof value !== 'string' || keptAttributes.has(key)) continue;
    attributes[name] = addressAttributes.has(key) ? pathOnly(value) : mask(value);
  }
}

interface SerializedNode {
  attributes?: Record<string, unknown>;
  childNodes?: SerializedNode[];
}

function scrubNode(node: SerializedNode | undefined): void {
  if (!node || typeof node !== 'object') return;
  if (node.attributes && typeof node.attributes === 'object') scrubAttributes(node.attributes);
  if (Array.isArray(node.childNodes)) for (const child of node.childNodes) scrubNode(child);
}

/** rrweb event types and sources this touches (EventType.Meta/FullSnapshot/IncrementalSnapshot, IncrementalSource.Mutation). */
const Meta = 4;
const FullSnapshot = 2;
const IncrementalSnapshot = 3;
const Mutation = 0;

export interface RecordedEvent {
  type: number;
  timestamp: number;
  data?: unknown;
}

/** Masks the event in place and returns it. */
export function scrubEvent<T extends RecordedEvent>(event: T): T {
  const data = event.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') return event;
  if (event.type === Meta && typeof data.href === 'string') data.href = pathOnly(data.href);
  if (event.type === FullSnapshot) scrubNode(data.node as SerializedNode);
  if (event.type === IncrementalSnapshot && data.source === Mutation) {
    for (const add of (data.adds as { node?: SerializedNode }[] | undefined) ?? []) scrubNode(add.node);
    for (const change of (data.attributes as { attributes?: Record<string, unknown> }[] | undefined) ?? []) {
      if (change.attributes && typeof change.attributes === 'object') scrubAttributes(change.attributes);
    }
  }
  return event;
}
