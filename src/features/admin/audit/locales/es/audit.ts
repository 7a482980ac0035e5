// Namespace 'adminAudit' in Spanish.
import type { Strings } from '../en-US/audit.ts';

export const strings: Strings = {
  heading: 'Registro de auditoría',
  intro: 'Cada vez que el personal abre un miembro o cambia algo, de lo más reciente a lo más antiguo. Las entradas no se pueden cambiar ni borrar.',
  filters: 'Filtros',
  clinic: 'Clínica',
  memberId: 'Número de miembro',
  memberIdInvalid: 'Escriba un número de miembro (solo cifras) o déjelo vacío.',
  apply: 'Mostrar',
  clear: 'Quitar filtros',
  table: 'Entradas del registro',
  empty: 'No hay entradas que coincidan.',
  total_one: '{{count}} entrada',
  total_other: '{{count}} entradas',
  when: 'Fecha',
  who: 'Quién',
  what: 'Qué',
  member: 'Miembro',
  details: 'Detalles',
  reference: 'Referencia {{requestId}} · {{ip}}',
  memberLink: 'Miembro {{memberId}}',
  item: 'Elemento {{freezeEventId}}',
  actions: {
    member: {
      lookup: 'Buscó miembros',
      read: 'Abrió un miembro',
      'send-password-reset': 'Envió un correo para restablecer la contraseña',
      'reset-two-factor': 'Desactivó la verificación en dos pasos',
      'set-signInLocked': 'Cambió el bloqueo de acceso',
      'set-readOnly': 'Cambió el modo de solo lectura',
    },
    item: {
      complete: 'Completó un elemento almacenado',
      deny: 'Denegó una solicitud',
    },
    staff: {
      'set-clinics': 'Cambió las clínicas de un miembro del personal',
    },
    banner: {
      create: 'Publicó un aviso',
      update: 'Cambió un aviso',
      end: 'Finalizó un aviso',
    },
    maintenance: {
      clinic: {
        set: 'Programó un mantenimiento de la clínica',
        clear: 'Anuló un mantenimiento de la clínica',
      },
      site: {
        set: 'Programó un mantenimiento general',
        clear: 'Anuló un mantenimiento general',
      },
    },
    matching: {
      'custom-description': {
        approve: 'Aprobó una descripción personalizada',
        sendBack: 'Devolvió una descripción personalizada',
      },
      'medical-review': {
        approve: 'Dio por buena una revisión médica',
        sendBack: 'Devolvió una revisión médica',
      },
    },
  },
  detail: {
    locked: 'Acceso bloqueado',
    unlocked: 'Acceso desbloqueado',
    readOnlyOn: 'Solo lectura activado',
    readOnlyOff: 'Solo lectura desactivado',
    move: '{{from}} → {{to}}',
    reason: 'Motivo: {{reason}}',
    found_one: '{{count}} encontrado',
    found_other: '{{count}} encontrados',
    clinics: 'Clínicas: {{clinics}}',
  },
};
