import { usePublicConfig } from '../../shared/config/public-config-query';
import { useIsolate } from '../../shared/i18n/use-isolate';

/** The operator's details that the page texts fill in ({{service}}, {{company}}, {{email}}, {{city}}). */
export function useBrandValues() {
  const config = usePublicConfig();
  const isolate = useIsolate();
  return {
    service: isolate(config.serviceName),
    company: isolate(config.companyName),
    email: isolate(config.contactEmail),
    city: isolate(config.arbitrationCity),
  };
}
