// Namespace 'adminStaff' in Spanish.
import type { Strings } from '../en-US/staff.ts';

export const strings: Strings = {
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
