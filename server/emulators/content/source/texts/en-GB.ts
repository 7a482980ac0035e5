// Default (clinic 0) content in British English: the American English texts with British
// spelling and usage, plus the few pieces that differ for readers in the UK (links, phone).
import type { ContentTexts } from './content-texts.ts';
import { enUS } from './en-US.ts';

/** American → British spellings and usages that occur (or are likely to occur) in portal texts. */
const BRITISH: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcounselor/g, 'counsellor'],
  [/\bCounselor/g, 'Counsellor'],
  [/\bcounseling/g, 'counselling'],
  [/\bCounseling/g, 'Counselling'],
  [/\bhonor(ed|ing|s)?\b/g, 'honour$1'],
  [/\bcolor/g, 'colour'],
  [/\bColor/g, 'Colour'],
  [/\bfavor/g, 'favour'],
  [/\bbehavior/g, 'behaviour'],
  [/\blabor\b/g, 'labour'],
  [/\bcenter(s|d)?\b/g, 'centre$1'],
  [/\bCenter(s)?\b/g, 'Centre$1'],
  [/\bprogram(s)?\b/g, 'programme$1'],
  [/\benroll(ment|s)?\b/g, 'enrol$1'],
  [/\btoward\b/g, 'towards'],
  [/\bfertiliz/g, 'fertilis'],
  [/\brecogniz/g, 'recognis'],
  [/\bspecializ/g, 'specialis'],
  [/\borganiz/g, 'organis'],
  [/\bauthoriz/g, 'authoris'],
  [/\bprioritiz/g, 'prioritis'],
  [/\bpersonaliz/g, 'personalis'],
  [/\bminimiz/g, 'minimis'],
  [/\bfinaliz/g, 'finalis'],
  [/\brealiz/g, 'realis'],
  [/\banalyz/g, 'analys'],
  [/\bcatalog\b/g, 'catalogue'],
  [/\bbusiness days\b/g, 'working days'],
  [/\bzip code\b/g, 'postcode'],
];

export function toBritishEnglish(text: string): string {
  return BRITISH.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Applies British spelling to every string of a text tree except links and e-mail/phone targets. */
function britishTree<T>(value: T): T {
  if (typeof value === 'string') {
    return (/^(https?:|\/|mailto:|tel:)/.test(value) ? value : toBritishEnglish(value)) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => britishTree(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, britishTree(item)])) as T;
  }
  return value;
}

const base = britishTree(enUS);

export const enGB: ContentTexts = {
  ...base,
  donorPortal: {
    ...base.donorPortal,
    landing: {
      ...base.donorPortal.landing,
      articles: [
        {
          title: 'Understanding your options',
          description: 'The fertility regulator’s guide to what you can do with stored embryos, eggs and sperm.',
          link: 'https://www.hfea.gov.uk/',
        },
        {
          title: 'Emotional support',
          description: 'Deciding what happens to stored samples can bring up strong feelings. You do not have to do it alone.',
          link: 'https://fertilitynetworkuk.org/',
        },
        base.donorPortal.landing.articles[2] ?? { title: 'About us', description: '', link: '/member/about' },
      ],
    },
  },
  footer: {
    ...base.footer,
    contact: `## Contact us
Member support: [support@cryoportal.example](mailto:support@cryoportal.example)

Phone: [020 7946 0100](tel:+442079460100)`,
    hours: `## Opening hours
Monday to Friday, 8am to 6pm

Saturday, 9am to 1pm

Our storage team is on call 24 hours a day for anything urgent about your stored samples.`,
  },
  matching: {
    ...base.matching,
    pages: {
      ...base.matching.pages,
      'mental-health': {
        ...base.matching.pages['mental-health'],
        articles: [
          {
            title: 'Fertility Network UK',
            description: 'Free support, information and a friendly community for anyone affected by fertility issues.',
            link: 'https://fertilitynetworkuk.org/',
          },
        ],
      },
      'learn-medical-considerations': {
        ...base.matching.pages['learn-medical-considerations'],
        articles: [
          {
            title: 'Human Fertilisation and Embryology Authority',
            description: 'Independent, impartial information about fertility treatment and donation.',
            link: 'https://www.hfea.gov.uk/',
          },
        ],
      },
    },
  },
};
