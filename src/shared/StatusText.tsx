// A stored item's status in words (spec §4 / architecture §7), from its 24-character code.
import { useTranslation } from 'react-i18next';
import { parseStatus } from '../../contract/domain/storedItemStatus.ts';

export function useStatusWords(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => {
    const status = parseStatus(code);
    if (!status) return t('status.unknown');
    const own = t(`status.${status.state}`);
    return status.sub ? `${own}: ${t(`status.${status.sub}`)}` : own;
  };
}
