import { api } from '@reelhouse/contracts/api';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '../../../shared/api/api-client';
import { usePublicConfig } from '../../../shared/config/public-config-query';

/** In demo mode no text leaves the server: says so, and where to read the code sent to `mobile`. */
export function DemoOutboxNote({ mobile }: { mobile: string }) {
  const { t } = useTranslation('account');
  const { demoSms } = usePublicConfig();
  if (!demoSms) return null;
  return (
    <p className="login-card__demo">
      <MessageSquareText aria-hidden size={18} />
      <span>
        {t('login.demo')}{' '}
        <a href={endpointUrl(api.demo.smsOutbox, { query: { mobile } })} target="_blank" rel="noreferrer">
          {t('login.demoLink')}
        </a>
      </span>
    </p>
  );
}
