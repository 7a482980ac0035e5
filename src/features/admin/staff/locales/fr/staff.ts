// Namespace 'adminStaff' in French.
import type { Strings } from '../en-US/staff.ts';

export const strings: Strings = {
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
