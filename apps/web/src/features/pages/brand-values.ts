import { usePublicConfig } from '../../shared/config/public-config-query';

/** The operator's details that the page texts fill in ({{service}}, {{company}}, {{email}}, {{city}}). */
export function useBrandValues() {
  const config = usePublicConfig();
  return {
    service: config.serviceName,
    company: config.companyName,
    email: config.contactEmail,
    city: config.arbitrationCity,
  };
}
