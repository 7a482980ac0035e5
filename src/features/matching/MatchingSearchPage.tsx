// Search (recipients with a Current profile): the filters of SearchLeftMenu in a panel (folded
// away on narrow screens), results as cards linking to the donor's profile, and paging. The
// chosen filters are saved locally per member (savedSearchFilter.ts, spec §3).
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Body1, Button, Caption1, Card, Field, Select, Subtitle2, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { MatchingMemberSummary, SearchLeftMenu } from '../../../contract/api/matching-site.ts';
import { memberViewPath } from '../../guards/routeCatalog.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { testSid } from '../../shared/testSid.ts';
import {
  emptySearchFilter,
  filterFields,
  hasSelections,
  loadSearchFilter,
  saveSearchFilter,
  toSearchQuery,
  type FilterField,
  type FilterStorage,
  type SavedSearchFilter,
} from './savedSearchFilter.ts';
import { useMatchingSession } from './useMatchingSession.ts';
import { matchingStrings } from './matchingStrings.ts';

const NARROW = '@media (max-width: 760px)';
const WIDE = '@media (min-width: 761px)';
export const SEARCH_PAGE_SIZE = 12;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  layout: { display: 'grid', gridTemplateColumns: '240px 1fr', gap: tokens.spacingHorizontalXL, [NARROW]: { gridTemplateColumns: '1fr' } },
  toggle: { alignSelf: 'flex-start', [WIDE]: { display: 'none' } },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  folded: { [NARROW]: { display: 'none' } },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  cards: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', listStyleType: 'none', margin: 0, padding: 0 },
  card: { height: '100%' },
  name: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
  facts: { color: tokens.colorNeutralForeground2 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  paging: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

function localStore(): FilterStorage {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
  }
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let v = from; v <= to; v += step) values.push(v);
  return values;
}

interface FilterOption {
  value: string;
  label: string;
}

function filterOptions(menu: SearchLeftMenu, thisYear: number, t: TFunction<'matching'>): Record<FilterField, FilterOption[]> {
  const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  const years = menu.birthYears;
  const ages = years.min !== null && years.max !== null ? range(thisYear - years.max, thisYear - years.min, 1) : [];
  const heights = menu.heights.min !== null && menu.heights.max !== null ? range(Math.floor(menu.heights.min / 5) * 5, menu.heights.max, 5) : [];
  return {
    ivfCenterId: menu.ivfCenters.map((c) => ({ value: String(c.id), label: c.name })),
    residenceState: menu.residenceStates.map((s) => ({ value: s.code, label: s.name })),
    age: ages.map((a) => ({ value: String(a), label: t('search.ageOption', { count: a }) })),
    height: heights.map((h) => ({ value: String(h), label: t('search.heightOption', { value: h }) })),
    eyeColor: plain(menu.eyeColors),
    hairColor: plain(menu.hairColors),
    race: plain(menu.races),
    religion: plain(menu.religions),
    education: plain(menu.educations),
  };
}

export function MatchingSearchPage() {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const { api } = useServices();
  const { memberId } = useMatchingSession();
  const storage = useMemo(() => localStore(), []);
  const thisYear = useMemo(() => new Date().getFullYear(), []);
  const [filter, setFilter] = useState<SavedSearchFilter>(() => loadSearchFilter(storage, memberId));
  const [page, setPage] = useState(1);
  const [panelOpen, setPanelOpen] = useState(false);
  const menu = useAsync((signal) => api.matching.searchLeftMenu(memberId, { signal }), [api, memberId]);
  const query = toSearchQuery(filter, thisYear, page, SEARCH_PAGE_SIZE);
  const queryKey = JSON.stringify(query);
  const results = useAsync((signal) => api.matching.membersBySearch(memberId, query, { signal }), [api, memberId, queryKey]);

  const update = (next: SavedSearchFilter) => {
    setFilter(next);
    saveSearchFilter(storage, next);
    setPage(1);
  };
  const choose = (field: FilterField, value: string) => update({ ...filter, [field]: value });
  const clear = () => update(emptySearchFilter(memberId ?? 0));

  const options = menu.data ? filterOptions(menu.data, thisYear, t) : null;
  const totalPages = results.data ? Math.max(1, Math.ceil(results.data.totalCount / results.data.pageSize)) : 1;

  return (
    <article className={styles.root} aria-labelledby="search-title">
      <Title2 as="h1" id="search-title">
        {t('search.title')}
      </Title2>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <Button className={styles.toggle} aria-expanded={panelOpen} aria-controls="search-filters" onClick={() => setPanelOpen((o) => !o)}>
            {panelOpen ? t('search.hideFilters') : t('search.showFilters')}
          </Button>
          <section id="search-filters" aria-labelledby="search-filters-title" className={mergeClasses(styles.panel, !panelOpen && styles.folded)}>
            <Subtitle2 as="h2" id="search-filters-title">
              {t('search.filters')}
            </Subtitle2>
            {menu.status === 'loading' ? <LoadingState /> : null}
            {menu.status === 'error' ? <ErrorState error={menu.error} onRetry={menu.reload} /> : null}
            {options
              ? filterFields.map((field) => (
                  <Field key={field} label={t(`filter.${field}`)}>
                    <Select value={filter[field]} onChange={(_e, d) => choose(field, d.value)} select={testSid(`search-filter-${field}`)}>
                      <option value="">{t('search.any')}</option>
                      {/* A saved value the menu no longer offers stays visible, so it can be cleared. */}
                      {filter[field] !== '' && !options[field].some((o) => o.value === filter[field]) ? <option value={filter[field]}>{filter[field]}</option> : null}
                      {options[field].map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </Select>
                  </Field>
                ))
              : null}
            <Button onClick={clear} disabled={!hasSelections(filter)}>
              {t('search.clear')}
            </Button>
          </section>
        </div>
        <section className={styles.results} aria-labelledby="search-results-title">
          <Subtitle2 as="h2" id="search-results-title">
            {t('search.results')}
          </Subtitle2>
          <Body1 role="status">{results.data ? t('search.count', { count: results.data.totalCount }) : ''}</Body1>
          {results.status === 'loading' ? <LoadingState /> : null}
          {results.status === 'error' ? <ErrorState error={results.error} onRetry={results.reload} /> : null}
          {results.data && results.data.items.length === 0 ? (
            <EmptyState>
              <Body1 as="p">{t('search.empty')}</Body1>
              {hasSelections(filter) ? (
                <Button appearance="primary" onClick={clear}>
                  {t('search.clear')}
                </Button>
              ) : null}
            </EmptyState>
          ) : null}
          {results.data && results.data.items.length > 0 ? (
            <>
              <ul className={styles.cards}>
                {results.data.items.map((item) => (
                  <li key={item.memberId}>
                    <ResultCard item={item} />
                  </li>
                ))}
              </ul>
              <nav className={styles.paging} aria-label={t('search.paging')}>
                <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  {t('search.previous')}
                </Button>
                <Body1>{t('search.page', { page, total: totalPages })}</Body1>
                <Button disabled={page >= totalPages} onClick={() => setPage((p) => p + 1)}>
                  {t('search.next')}
                </Button>
              </nav>
            </>
          ) : null}
        </section>
      </div>
    </article>
  );
}

function ResultCard(props: { item: MatchingMemberSummary }) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const { item } = props;
  const name = item.displayName ?? t('search.profileCode', { code: item.profileCode });
  const facts = [
    item.birthYear ? t('search.born', { year: item.birthYear }) : null,
    item.heightCm ? t('details.cm', { value: item.heightCm }) : null,
    item.eyeColor ? t('search.eyes', { value: item.eyeColor }) : null,
    item.hairColor ? t('search.hair', { value: item.hairColor }) : null,
    item.race,
    item.religion,
    item.education,
    item.residenceState,
  ].filter((f): f is string => Boolean(f));
  return (
    <Card className={styles.card} embryo-test-sid={`search-result-${item.profileCode}`}>
      <Subtitle2 as="h3">
        <RouterLink className={styles.name} to={memberViewPath(item.memberId)}>
          {name}
        </RouterLink>
      </Subtitle2>
      <Caption1>{item.ivfCenterName}</Caption1>
      <Body1 className={styles.facts}>{facts.join(' · ')}</Body1>
      <div className={styles.badges}>
        <Badge appearance="tint" color="brand">
          {t('search.embryos', { count: item.eligibleEmbryoCount })}
        </Badge>
        {item.hasPhotos ? (
          <Badge appearance="tint" color="informative">
            {t('search.hasPhotos')}
          </Badge>
        ) : null}
      </div>
    </Card>
  );
}
