// Turns short markdown-like strings into Contentful rich-text documents, so the content
// sources stay readable while the emulator serves exactly what Contentful would.
//
// Supported syntax (a deliberately small subset):
//   blank line        separates blocks
//   ## Heading        heading-2        ### Heading   heading-3
//   - item            unordered-list   1. item       ordered-list (consecutive lines)
//   > text            quote
//   **bold**  *italic*  [label](https://… | /path | mailto:… | tel:…)

export interface RichTextMark {
  type: 'bold' | 'italic';
}
export interface RichTextTextNode {
  nodeType: 'text';
  value: string;
  marks: RichTextMark[];
  data: Record<string, never>;
}
export interface RichTextHyperlinkNode {
  nodeType: 'hyperlink';
  data: { uri: string };
  content: RichTextTextNode[];
}
export type RichTextInline = RichTextTextNode | RichTextHyperlinkNode;
export interface RichTextBlockNode {
  nodeType: 'paragraph' | 'heading-2' | 'heading-3' | 'unordered-list' | 'ordered-list' | 'list-item' | 'blockquote';
  data: Record<string, never>;
  content: Array<RichTextBlockNode | RichTextInline>;
}
export interface RichTextDocument {
  nodeType: 'document';
  data: Record<string, never>;
  content: RichTextBlockNode[];
}

const text = (value: string, marks: RichTextMark[] = []): RichTextTextNode => ({
  nodeType: 'text',
  value,
  marks,
  data: {},
});

const block = (nodeType: RichTextBlockNode['nodeType'], content: RichTextBlockNode['content']): RichTextBlockNode => ({ nodeType, data: {}, content });

const INLINE_PATTERN = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Parses the inline syntax of one line of text. */
export function inlines(source: string): RichTextInline[] {
  const nodes: RichTextInline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE_PATTERN)) {
    const index = match.index;
    if (index > last) nodes.push(text(source.slice(last, index)));
    const [, bold, italic, label, uri] = match;
    if (bold !== undefined) nodes.push(text(bold, [{ type: 'bold' }]));
    else if (italic !== undefined) nodes.push(text(italic, [{ type: 'italic' }]));
    else if (label !== undefined && uri !== undefined) {
      nodes.push({ nodeType: 'hyperlink', data: { uri }, content: [text(label)] });
    }
    last = index + match[0].length;
  }
  if (last < source.length) nodes.push(text(source.slice(last)));
  // Contentful always ends a paragraph with a text node, even an empty one.
  if (nodes.length === 0 || nodes.at(-1)?.nodeType !== 'text') nodes.push(text(''));
  if (nodes[0]?.nodeType !== 'text') nodes.unshift(text(''));
  return nodes;
}

const paragraph = (line: string): RichTextBlockNode => block('paragraph', inlines(line));

function appendChunk(content: RichTextBlockNode[], lines: string[]): void {
  const first = lines[0];
  if (first === undefined) return;
  const heading = /^(#{2,3})\s+(.*)$/.exec(first);
  if (heading) {
    content.push(block(heading[1] === '##' ? 'heading-2' : 'heading-3', inlines(heading[2] ?? '')));
    appendChunk(content, lines.slice(1));
  } else if (lines.every((line) => line.startsWith('- '))) {
    content.push(
      block(
        'unordered-list',
        lines.map((line) => block('list-item', [paragraph(line.slice(2))])),
      ),
    );
  } else if (lines.every((line) => /^\d+\.\s/.test(line))) {
    content.push(
      block(
        'ordered-list',
        lines.map((line) => block('list-item', [paragraph(line.replace(/^\d+\.\s+/, ''))])),
      ),
    );
  } else if (lines.every((line) => line.startsWith('> '))) {
    content.push(block('blockquote', [paragraph(lines.map((line) => line.slice(2)).join(' '))]));
  } else {
    content.push(paragraph(lines.join(' ')));
  }
}

/** Builds a rich-text document from the markdown-like source described above. */
export function richText(source: string): RichTextDocument {
  const content: RichTextBlockNode[] = [];
  const chunks = source
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);

  for (const chunk of chunks)
    appendChunk(
      content,
      chunk.split('\n').map((line) => line.trim()),
    );
  return { nodeType: 'document', data: {}, content };
}

/** Plain text of a document, used by tests and by the e-signature hash of the terms text. */
export function plainText(node: RichTextDocument | RichTextBlockNode | RichTextInline): string {
  if (node.nodeType === 'text') return node.value;
  const separator = node.nodeType === 'document' || node.nodeType.endsWith('list') ? '\n' : '';
  return (node.content as Array<RichTextBlockNode | RichTextInline>).map(plainText).join(separator);
}
