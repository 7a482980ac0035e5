// The clinic's footer panels (contact, hours, links) from the content service, as rich text. A chunk
// of its own that the footer loads once the first page is on screen and the browser is idle (issue
// 16): the rich-text renderer and the content request are no part of any page's first load.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/ServicesContext.tsx';
import { useAsync } from '../../shared/useAsync.ts';
import { RichText } from '../../shared/RichText.tsx';

const useStyles = makeStyles({
  panels: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL} 0`,
    maxWidth: '1100px',
    margin: '0 auto',
    fontSize: tokens.fontSizeBase200,
    '@media print': { display: 'none' },
  },
});

export function FooterPanels(props: { centerId: number }) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  const { content } = useServices();
  const { centerId } = props;
  // Footer text is a nicety: when the content service is down the footer keeps its links and contact line.
  const panels = useAsync(() => content.getFooterPanels({ centerId, locale: i18n.language }).catch(() => []), [content, centerId, i18n.language]);
  if (!panels.data || panels.data.length === 0) return null;
  return (
    <div className={styles.panels}>
      {panels.data.map((panel) => (
        <div key={panel.id}>
          <RichText document={panel.contentPanel} baseHeadingLevel={2} />
        </div>
      ))}
    </div>
  );
}
