// A matching profile read-only: the couple, the searchable attributes, considerations, medical
// information, the letter, the approved description and the photos. Used for the couple's own
// profile, the recipient's review and the donor as a recipient sees it (the API applies privacy).
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { MatchingPhoto, SearchableAttributes } from '../../../contract/api/matching-site.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { matchingStrings } from './matchingStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  value: { margin: 0, whiteSpace: 'pre-line' },
  text: { maxWidth: '72ch', whiteSpace: 'pre-line' },
  photos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, listStyleType: 'none', margin: 0, padding: 0 },
  photo: { width: '160px', height: '160px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

type Json = Record<string, unknown> | null;

export interface ProfileDetailsData {
  coupleInformation: Json;
  attributes: Partial<SearchableAttributes> & { ivfCenterName?: string | null };
  considerations: Json;
  medicalInformation: Json;
  letter: string | null;
  customDescription: string | null;
  photos: readonly MatchingPhoto[];
}

export interface ProfileDetailsProps {
  profile: ProfileDetailsData;
  /** Level of the section headings (the page title is one above). */
  headingLevel?: 2 | 3;
  /** Text of the photo's alternative text, e.g. "Photo 1 of Laura and Tom". */
  photoAlt: (index: number) => string;
}

const attributeOrder = ['ivfCenterName', 'residenceState', 'birthYear', 'heightCm', 'eyeColor', 'hairColor', 'race', 'religion', 'education'] as const;

/** A field the clinic's records add that has no label here: "partnerOccupation" → "Partner occupation". */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatValue(key: string, value: unknown, t: TFunction<'matching'>): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? t('details.yes') : t('details.no');
  if ((key === 'contactPreference' || key === 'geneticTesting') && typeof value === 'string') return t(`${key}.${value}`, { defaultValue: value });
  if (key === 'heightCm') return t('details.cm', { value });
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const items = value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    return items.length > 0 ? items.join(', ') : null;
  }
  return null;
}

function entriesOf(record: Record<string, unknown> | null | undefined, order: readonly string[] | null, t: TFunction<'matching'>) {
  if (!record) return [];
  const keys = order ?? Object.keys(record);
  return keys.flatMap((key) => {
    const text = formatValue(key, record[key], t);
    return text === null ? [] : [{ key, label: t(`field.${key}`, { defaultValue: humanize(key) }), text }];
  });
}

export function ProfileDetails(props: ProfileDetailsProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const { profile } = props;
  const level = props.headingLevel ?? 2;
  const heading = (text: string) => (
    <Subtitle2 as={level === 2 ? 'h2' : 'h3'} block>
      {text}
    </Subtitle2>
  );
  const sections = [
    { id: 'couple', title: t('details.couple'), entries: entriesOf(profile.coupleInformation, null, t) },
    { id: 'attributes', title: t('details.attributes'), entries: entriesOf(profile.attributes, attributeOrder, t) },
    { id: 'considerations', title: t('details.considerations'), entries: entriesOf(profile.considerations, null, t) },
    { id: 'medical', title: t('details.medical'), entries: entriesOf(profile.medicalInformation, null, t) },
  ].filter((s) => s.entries.length > 0);

  return (
    <div className={styles.root}>
      {sections.map((section) => (
        <section key={section.id} className={styles.section}>
          {heading(section.title)}
          <dl className={styles.list}>
            {section.entries.map((entry) => (
              <div key={entry.key} className={styles.pair}>
                <dt className={styles.term}>{entry.label}</dt>
                <dd className={styles.value}>{entry.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {profile.letter ? (
        <section className={styles.section}>
          {heading(t('details.letter'))}
          <Body1 className={styles.text}>{profile.letter}</Body1>
        </section>
      ) : null}
      {profile.customDescription ? (
        <section className={styles.section}>
          {heading(t('details.description'))}
          <Body1 className={styles.text}>{profile.customDescription}</Body1>
        </section>
      ) : null}
      {profile.photos.length > 0 ? (
        <section className={styles.section}>
          {heading(t('details.photos'))}
          <ul className={styles.photos}>
            {profile.photos.map((photo, index) => (
              <li key={photo.id}>
                <img className={styles.photo} src={photo.url} alt={props.photoAlt(index + 1)} width={160} height={160} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sections.length === 0 && !profile.letter && profile.photos.length === 0 ? <Body1>{t('details.empty')}</Body1> : null}
    </div>
  );
}
