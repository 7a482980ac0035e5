// Texts of the member home (the member's vault) in the four portal languages.
import type { Translations } from '../../i18n/locales.ts';

const enUS = {
  home: {
    greeting: 'Hello, {{name}}',
    intro: 'Here is everything {{center}} is storing for you. Take your time: nothing changes until you decide and sign.',
    vaultTitle: 'Your stored items',
    empty: 'You have no stored items with {{center}} yet. When your clinic records a freeze, it will appear here.',
    count_one: '{{count}} item',
    count_other: '{{count}} items',
    frozenOn: 'Frozen on',
    storedAt: 'Stored at',
    status: 'Status',
    reference: 'Reference',
    optionsTitle: 'What you can consider',
    optionsIntro: 'Read about each option at your own pace. Choosing one only starts a conversation with your clinic.',
    loadFailed: 'We could not load your stored items.',
  },
  option: {
    'c-member-explore-donate-to-another-couple': 'Donate to another couple',
    'c-member-explore-donate-to-science': 'Donate to science',
    'c-member-explore-use-your-own-embryos': 'Use your own embryos',
    'thaw-and-discard': 'Thaw and discard',
    'g-member-explore-donate-to-another-couple': 'Donate to another couple',
    'g-member-explore-donate-to-science': 'Donate to science',
    'g-member-explore-use-your-own-embryos': 'Use your own eggs',
    'egg-thaw-and-discard': 'Thaw and discard',
    'sperm-thaw-and-discard': 'Thaw and discard',
    'testicular-thaw-and-discard': 'Thaw and discard',
  },
};

const es: typeof enUS = {
  home: {
    greeting: 'Hola, {{name}}',
    intro: 'Aquí tiene todo lo que {{center}} conserva para usted. Tómese su tiempo: nada cambia hasta que usted decida y firme.',
    vaultTitle: 'Lo que tiene almacenado',
    empty: 'Todavía no tiene nada almacenado con {{center}}. Cuando su clínica registre una congelación, aparecerá aquí.',
    count_one: '{{count}} unidad',
    count_other: '{{count}} unidades',
    frozenOn: 'Congelado el',
    storedAt: 'Almacenado en',
    status: 'Estado',
    reference: 'Referencia',
    optionsTitle: 'Opciones que puede valorar',
    optionsIntro: 'Infórmese sobre cada opción con calma. Elegir una solo inicia una conversación con su clínica.',
    loadFailed: 'No hemos podido cargar lo que tiene almacenado.',
  },
  option: {
    'c-member-explore-donate-to-another-couple': 'Donar a otra pareja',
    'c-member-explore-donate-to-science': 'Donar a la ciencia',
    'c-member-explore-use-your-own-embryos': 'Usar sus propios embriones',
    'thaw-and-discard': 'Descongelar y desechar',
    'g-member-explore-donate-to-another-couple': 'Donar a otra pareja',
    'g-member-explore-donate-to-science': 'Donar a la ciencia',
    'g-member-explore-use-your-own-embryos': 'Usar sus propios óvulos',
    'egg-thaw-and-discard': 'Descongelar y desechar',
    'sperm-thaw-and-discard': 'Descongelar y desechar',
    'testicular-thaw-and-discard': 'Descongelar y desechar',
  },
};

const fr: typeof enUS = {
  home: {
    greeting: 'Bonjour {{name}}',
    intro: 'Voici tout ce que {{center}} conserve pour vous. Prenez votre temps : rien ne change tant que vous n’avez pas décidé et signé.',
    vaultTitle: 'Vos échantillons conservés',
    empty: 'Vous n’avez encore aucun échantillon conservé chez {{center}}. Dès que votre clinique enregistrera une congélation, elle apparaîtra ici.',
    count_one: '{{count}} unité',
    count_other: '{{count}} unités',
    frozenOn: 'Congelé le',
    storedAt: 'Conservé à',
    status: 'Statut',
    reference: 'Référence',
    optionsTitle: 'Les options possibles',
    optionsIntro: 'Découvrez chaque option à votre rythme. En choisir une ouvre seulement un échange avec votre clinique.',
    loadFailed: 'Impossible de charger vos échantillons conservés.',
  },
  option: {
    'c-member-explore-donate-to-another-couple': 'Donner à un autre couple',
    'c-member-explore-donate-to-science': 'Donner à la recherche',
    'c-member-explore-use-your-own-embryos': 'Utiliser vos embryons',
    'thaw-and-discard': 'Décongeler et détruire',
    'g-member-explore-donate-to-another-couple': 'Donner à un autre couple',
    'g-member-explore-donate-to-science': 'Donner à la recherche',
    'g-member-explore-use-your-own-embryos': 'Utiliser vos ovocytes',
    'egg-thaw-and-discard': 'Décongeler et détruire',
    'sperm-thaw-and-discard': 'Décongeler et détruire',
    'testicular-thaw-and-discard': 'Décongeler et détruire',
  },
};

export const memberStrings: Translations = { 'en-US': enUS, 'en-GB': enUS, es, fr };
