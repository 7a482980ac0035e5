// The words around an e-signature (ESignatureFields) in the reader's language, so every signature
// in the portal reads the same.
import { useNamespace } from '../../i18n/useNamespace.ts';
import type { ESignatureLabels } from './ESignatureFields.tsx';
import { esignStrings } from './esignStrings.ts';

export function useESignatureLabels(terms: { title: string; version: string } | null): ESignatureLabels {
  const { t } = useNamespace('esign', esignStrings);
  return {
    version: t('version', { version: terms?.version ?? '' }),
    regionLabel: t('regionLabel', { title: terms?.title ?? '' }),
    legend: t('legend'),
    fullName: t('fullName'),
    fullNameHint: t('fullNameHint'),
    consent: t('consent'),
    external: t('external'),
  };
}
