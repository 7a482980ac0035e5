// The words around an e-signature (ESignatureFields), from the option pages' texts, so every
// signature in the portal reads the same in each language.
import type { ESignatureLabels } from '../../shared/esign/ESignatureFields.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { dispositionStrings } from './dispositionStrings.ts';

export function useESignatureLabels(terms: { title: string; version: string } | null): ESignatureLabels {
  const { t } = useNamespace('dispositions', dispositionStrings);
  return {
    version: t('terms.version', { version: terms?.version ?? '' }),
    regionLabel: t('terms.regionLabel', { title: terms?.title ?? '' }),
    legend: t('sign.legend'),
    fullName: t('sign.fullName'),
    fullNameHint: t('sign.fullNameHint'),
    consent: t('sign.consent'),
    external: t('external'),
  };
}
