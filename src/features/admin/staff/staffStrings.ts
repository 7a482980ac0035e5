// Words of the staff page (namespace `adminStaff`).
import type { Translations } from '../../../i18n/locales.ts';

const enUS = {
  heading: 'Staff',
  intro:
    'Choose the clinics each clinic administrator serves: they see and act only for those clinics. Support and platform administrators see every clinic whatever is ticked. Staff appear here after their first sign-in.',
  none: 'No staff have signed in yet.',
  list: 'Staff members',
  lastSeen: 'Last seen {{when}}',
  clinics: 'Clinics',
  clinicsOf: 'Clinics of {{name}}',
  save: 'Save clinics',
  saveFor: 'Save clinics of {{name}}',
  saved_one: 'Saved: {{name}} serves {{clinics}}.',
  saved_other: 'Saved: {{name}} serves {{clinics}}.',
  savedNone: 'Saved: {{name}} serves no clinic now.',
  unsaved: 'Not saved yet',
};

type Strings = typeof enUS;

const es: Strings = {
  heading: 'Personal',
  intro:
    'Elija las clínicas a las que atiende cada administrador de clínica: solo ve y actúa en esas clínicas. Soporte y la administración de la plataforma ven todas las clínicas, marque lo que marque. El personal aparece aquí tras su primer acceso.',
  none: 'Aún no ha accedido nadie del personal.',
  list: 'Miembros del personal',
  lastSeen: 'Último acceso: {{when}}',
  clinics: 'Clínicas',
  clinicsOf: 'Clínicas de {{name}}',
  save: 'Guardar clínicas',
  saveFor: 'Guardar clínicas de {{name}}',
  saved_one: 'Guardado: {{name}} atiende a {{clinics}}.',
  saved_other: 'Guardado: {{name}} atiende a {{clinics}}.',
  savedNone: 'Guardado: {{name}} ya no atiende a ninguna clínica.',
  unsaved: 'Sin guardar',
};

const fr: Strings = {
  heading: 'Personnel',
  intro:
    'Choisissez les cliniques dont s’occupe chaque administrateur de clinique : il ne voit et n’agit que pour elles. Le support et l’administration de la plateforme voient toutes les cliniques, quoi qu’il soit coché. Le personnel apparaît ici après sa première connexion.',
  none: 'Aucun membre du personnel ne s’est encore connecté.',
  list: 'Membres du personnel',
  lastSeen: 'Vu pour la dernière fois le {{when}}',
  clinics: 'Cliniques',
  clinicsOf: 'Cliniques de {{name}}',
  save: 'Enregistrer les cliniques',
  saveFor: 'Enregistrer les cliniques de {{name}}',
  saved_one: 'Enregistré : {{name}} s’occupe de {{clinics}}.',
  saved_other: 'Enregistré : {{name}} s’occupe de {{clinics}}.',
  savedNone: 'Enregistré : {{name}} ne s’occupe plus d’aucune clinique.',
  unsaved: 'Pas encore enregistré',
};

export const staffStrings: Translations = { 'en-US': enUS, 'en-GB': enUS, es, fr };
