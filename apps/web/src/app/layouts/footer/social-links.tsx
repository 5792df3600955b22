import facebook from 'simple-icons/icons/facebook.svg';
import instagram from 'simple-icons/icons/instagram.svg';
import x from 'simple-icons/icons/x.svg';
import youtube from 'simple-icons/icons/youtube.svg';
import { useTranslation } from 'react-i18next';
import type { PublicConfig } from '@reelhouse/contracts/public-config';
import { BrandIcon } from '../../../shared/ui/brand-icon';

const networks: { key: keyof PublicConfig['social']; name: string; icon: string }[] = [
  { key: 'facebook', name: 'Facebook', icon: facebook },
  { key: 'instagram', name: 'Instagram', icon: instagram },
  { key: 'x', name: 'X', icon: x },
  { key: 'youtube', name: 'YouTube', icon: youtube },
];

/** Only the networks the operator configured are shown. */
export function SocialLinks({ social }: { social: PublicConfig['social'] }) {
  const { t } = useTranslation();
  const configured = networks.filter(({ key }) => social[key]);
  if (configured.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('footer.social')}>
      {configured.map(({ key, name, icon }) => (
        <li key={key}>
          <a href={social[key] ?? undefined} className="social-links__link" rel="noopener noreferrer" target="_blank">
            <BrandIcon src={icon} />
            <span className="visually-hidden">{name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
