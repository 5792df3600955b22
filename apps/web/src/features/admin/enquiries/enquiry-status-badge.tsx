import type { EnquiryStatus } from '@reelhouse/contracts/enquiries';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';

const toneOf: Record<EnquiryStatus, StatusTone> = { new: 'pending', answered: 'success', closed: 'neutral' };

/** An enquiry's status in words, coloured by whether it waits for an answer. */
export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation('admin');
  return <StatusBadge tone={toneOf[status]}>{t(`enquiries.status.${status}`)}</StatusBadge>;
}
