import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { usePublicConfig } from '../config/public-config-query';
import './brand-logo.css';

/** The service's wordmark; its mark takes the active theme's accent colour. */
export function BrandLogo({ className = '' }: { className?: string }) {
  const { serviceName } = usePublicConfig();
  return (
    <Link to={webPaths.home} className={`brand-logo ${className}`} aria-label={serviceName}>
      <svg className="brand-logo__mark" viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="8" />
        <path d="M12 9.5 23 16l-11 6.5z" />
      </svg>
      <span className="brand-logo__name">{serviceName}</span>
    </Link>
  );
}
