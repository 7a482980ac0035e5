import { adminStrings } from '../../../../src/features/admin/adminStrings';
import { auditStrings } from '../../../../src/features/admin/audit/auditStrings';
import { consentStrings } from '../../../../src/features/admin/consents/consentStrings';
import { memberStrings } from '../../../../src/features/admin/members/memberStrings';
import { queueStrings } from '../../../../src/features/admin/queue/queueStrings';
import { staffStrings } from '../../../../src/features/admin/staff/staffStrings';
import { telemetryStrings } from '../../../../src/features/admin/telemetry/telemetryStrings';
import { supportedLocales } from '../../../../src/i18n/locales';
import type { NamespaceStrings } from '../../../../src/i18n/namespaces';
import { statusStates } from '../../../../contract/domain/storedItemStatus';
import { featureNamespaces } from '../../support/namespaces';

const found = featureNamespaces();
const languagesOf = (strings: NamespaceStrings) => found.find((namespace) => namespace.strings === strings)?.languages ?? ({} as never);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the staff console’s words', () => {
  it.each([
    ['admin', adminStrings],
    ['adminQueue', queueStrings],
    ['adminConsents', consentStrings],
    ['adminMembers', memberStrings],
    ['adminAudit', auditStrings],
    ['adminStaff', staffStrings],
    ['adminTelemetry', telemetryStrings],
  ])('%s has every key in all four languages, none empty', (_namespace, descriptor) => {
    const strings = languagesOf(descriptor);
    const english = keys(strings['en-US']).sort();
    for (const locale of supportedLocales) {
      expect(keys(strings[locale]).sort()).toEqual(english);
      for (const key of english) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings[locale]);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
    }
  });

  it('names every stored-item state in the staff’s words', () => {
    for (const locale of supportedLocales) {
      const status = (languagesOf(adminStrings)[locale] as { status: Record<string, string> }).status;
      for (const state of statusStates) expect(status[state]).toBeTruthy();
    }
  });
});
