// Renders a Contentful rich-text document as React elements — never as HTML strings
// (architecture §8). Links are checked: only http(s), mailto:, tel:, in-page and portal paths
// become anchors; external ones open in a new tab with rel="noopener noreferrer".
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline } from '@contentful/rich-text-types';
import { Link, makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';

export interface RichTextProps {
  document: Document;
  className?: string;
  /** Level of the document's heading-2 nodes (heading-3 is one deeper). Default 2. */
  baseHeadingLevel?: 2 | 3 | 4;
  /** Text read out after external links, e.g. "(opens in a new tab)" in the user's language. */
  externalLinkHint?: string;
  /** Renders links to portal paths (/member/…), e.g. with the router's Link; default a plain anchor. */
  renderInternalLink?: (props: { href: string; children: ReactNode }) => ReactNode;
}

const useStyles = makeStyles({
  root: {
    ...typographyStyles.body1,
    color: tokens.colorNeutralForeground1,
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
  },
  paragraph: {
    marginTop: 0,
    marginBottom: tokens.spacingVerticalM,
  },
  heading: {
    ...typographyStyles.subtitle2,
    marginTop: tokens.spacingVerticalL,
    marginBottom: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground1,
  },
  subheading: {
    ...typographyStyles.body1Strong,
    marginTop: tokens.spacingVerticalM,
    marginBottom: tokens.spacingVerticalXS,
  },
  list: {
    marginTop: 0,
    marginBottom: tokens.spacingVerticalM,
    paddingLeft: tokens.spacingHorizontalXXL,
    '& > li': { marginBottom: tokens.spacingVerticalXS },
    '& p': { marginBottom: 0 },
  },
  quote: {
    marginTop: 0,
    marginBottom: tokens.spacingVerticalM,
    marginLeft: 0,
    marginRight: 0,
    paddingLeft: tokens.spacingHorizontalL,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    color: tokens.colorNeutralForeground2,
  },
  rule: {
    border: 'none',
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    marginTop: tokens.spacingVerticalL,
    marginBottom: tokens.spacingVerticalL,
  },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

type LinkKind = 'internal' | 'external' | 'contact' | 'unsafe';

/** Classifies a link target; anything not clearly safe is rendered as plain text. */
export function classifyLink(uri: string): LinkKind {
  const trimmed = uri.trim();
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return 'internal';
  if (/^(mailto|tel):/i.test(trimmed)) return 'contact';
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      const here = globalThis.location as Location | undefined;
      return here && url.host === here.host ? 'internal' : 'external';
    } catch {
      return 'unsafe';
    }
  }
  return 'unsafe';
}

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const;

export function RichText(props: RichTextProps) {
  const { document, className, baseHeadingLevel = 2, externalLinkHint, renderInternalLink } = props;
  const styles = useStyles();

  const options = useMemo<Options>(() => {
    const Heading = headingTags[baseHeadingLevel];
    const Subheading = headingTags[(baseHeadingLevel + 1) as 3 | 4 | 5];
    const hyperlink = (node: Block | Inline, children: ReactNode): ReactNode => {
      const uri = typeof node.data.uri === 'string' ? node.data.uri : '';
      switch (classifyLink(uri)) {
        case 'internal':
          return renderInternalLink ? renderInternalLink({ href: uri, children }) : <Link href={uri}>{children}</Link>;
        case 'contact':
          return <Link href={uri}>{children}</Link>;
        case 'external':
          return (
            <Link href={uri} target="_blank" rel="noopener noreferrer">
              {children}
              {externalLinkHint ? <span className={styles.visuallyHidden}> {externalLinkHint}</span> : null}
            </Link>
          );
        case 'unsafe':
          return <>{children}</>;
      }
    };
    return {
      renderMark: {
        [MARKS.BOLD]: (text) => <strong>{text}</strong>,
        [MARKS.ITALIC]: (text) => <em>{text}</em>,
        [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
        [MARKS.CODE]: (text) => <code>{text}</code>,
      },
      renderNode: {
        [BLOCKS.PARAGRAPH]: (_node, children) => <p className={styles.paragraph}>{children}</p>,
        [BLOCKS.HEADING_1]: (_node, children) => <Heading className={styles.heading}>{children}</Heading>,
        [BLOCKS.HEADING_2]: (_node, children) => <Heading className={styles.heading}>{children}</Heading>,
        [BLOCKS.HEADING_3]: (_node, children) => <Subheading className={styles.subheading}>{children}</Subheading>,
        [BLOCKS.HEADING_4]: (_node, children) => <Subheading className={styles.subheading}>{children}</Subheading>,
        [BLOCKS.UL_LIST]: (_node, children) => <ul className={styles.list}>{children}</ul>,
        [BLOCKS.OL_LIST]: (_node, children) => <ol className={styles.list}>{children}</ol>,
        [BLOCKS.QUOTE]: (_node, children) => <blockquote className={styles.quote}>{children}</blockquote>,
        [BLOCKS.HR]: () => <hr className={styles.rule} />,
        // Embedded entries and assets are not part of the portal's content model.
        [BLOCKS.EMBEDDED_ENTRY]: () => null,
        [BLOCKS.EMBEDDED_ASSET]: () => null,
        [INLINES.EMBEDDED_ENTRY]: () => null,
        [INLINES.HYPERLINK]: hyperlink,
        [INLINES.ENTRY_HYPERLINK]: (_node, children) => <>{children}</>,
        [INLINES.ASSET_HYPERLINK]: (_node, children) => <>{children}</>,
      },
      stripEmptyTrailingParagraph: true,
    };
  }, [baseHeadingLevel, externalLinkHint, renderInternalLink, styles]);

  return <div className={mergeClasses(styles.root, className)}>{documentToReactComponents(document, options)}</div>;
}
