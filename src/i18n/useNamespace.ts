// Registers a feature's strings on first use and returns its `t`.
import { useTranslation } from 'react-i18next';
import { addNamespace } from './createI18n.ts';
import type { Translations } from './locales.ts';

export function useNamespace(namespace: string, translations: Translations) {
  const { i18n } = useTranslation();
  addNamespace(i18n, namespace, translations);
  return useTranslation(namespace);
}
