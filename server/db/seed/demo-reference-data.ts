// Reference lists seeded everywhere the demo runs: countries (with priority) and their states.
export interface CountrySeed {
  id: number;
  code: string;
  name: string;
  priority: number;
  states: [code: string, name: string][];
}

export const countrySeeds: CountrySeed[] = [
  {
    id: 1,
    code: 'US',
    name: 'United States',
    priority: 100,
    states: [
      ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
      ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
      ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
      ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
      ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
      ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
      ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
      ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
      ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
      ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'], ['PR', 'Puerto Rico'],
    ],
  },
  {
    id: 2,
    code: 'CA',
    name: 'Canada',
    priority: 50,
    states: [
      ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
      ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'],
      ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
    ],
  },
  {
    id: 3,
    code: 'GB',
    name: 'United Kingdom',
    priority: 50,
    states: [['ENG', 'England'], ['NIR', 'Northern Ireland'], ['SCT', 'Scotland'], ['WLS', 'Wales']],
  },
  {
    id: 4,
    code: 'ES',
    name: 'Spain',
    priority: 40,
    states: [
      ['AN', 'Andalucía'], ['AR', 'Aragón'], ['AS', 'Asturias'], ['IB', 'Illes Balears'], ['CN', 'Canarias'], ['CB', 'Cantabria'],
      ['CL', 'Castilla y León'], ['CM', 'Castilla-La Mancha'], ['CT', 'Cataluña'], ['VC', 'Comunitat Valenciana'],
      ['EX', 'Extremadura'], ['GA', 'Galicia'], ['MD', 'Comunidad de Madrid'], ['MC', 'Región de Murcia'], ['NC', 'Navarra'],
      ['PV', 'País Vasco'], ['RI', 'La Rioja'], ['CE', 'Ceuta'], ['ML', 'Melilla'],
    ],
  },
  {
    id: 5,
    code: 'FR',
    name: 'France',
    priority: 40,
    states: [
      ['ARA', 'Auvergne-Rhône-Alpes'], ['BFC', 'Bourgogne-Franche-Comté'], ['BRE', 'Bretagne'], ['CVL', 'Centre-Val de Loire'],
      ['COR', 'Corse'], ['GES', 'Grand Est'], ['HDF', 'Hauts-de-France'], ['IDF', 'Île-de-France'], ['NOR', 'Normandie'],
      ['NAQ', 'Nouvelle-Aquitaine'], ['OCC', 'Occitanie'], ['PDL', 'Pays de la Loire'], ['PAC', "Provence-Alpes-Côte d'Azur"],
    ],
  },
  {
    id: 6,
    code: 'MX',
    name: 'Mexico',
    priority: 20,
    states: [['CMX', 'Ciudad de México'], ['JAL', 'Jalisco'], ['NLE', 'Nuevo León'], ['BCN', 'Baja California'], ['YUC', 'Yucatán']],
  },
  { id: 7, code: 'IE', name: 'Ireland', priority: 10, states: [] },
  { id: 8, code: 'DE', name: 'Germany', priority: 10, states: [] },
  { id: 9, code: 'IT', name: 'Italy', priority: 10, states: [] },
  { id: 10, code: 'PT', name: 'Portugal', priority: 10, states: [] },
  { id: 11, code: 'NL', name: 'Netherlands', priority: 0, states: [] },
  { id: 12, code: 'BE', name: 'Belgium', priority: 0, states: [] },
  { id: 13, code: 'CH', name: 'Switzerland', priority: 0, states: [] },
  { id: 14, code: 'AU', name: 'Australia', priority: 0, states: [] },
  { id: 15, code: 'NZ', name: 'New Zealand', priority: 0, states: [] },
  { id: 16, code: 'IN', name: 'India', priority: 0, states: [] },
  { id: 17, code: 'BR', name: 'Brazil', priority: 0, states: [] },
  { id: 18, code: 'AR', name: 'Argentina', priority: 0, states: [] },
  { id: 19, code: 'JP', name: 'Japan', priority: 0, states: [] },
  { id: 20, code: 'ZA', name: 'South Africa', priority: 0, states: [] },
];
