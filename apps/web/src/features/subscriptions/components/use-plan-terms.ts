import { useTranslation } from 'react-i18next';
import type { AccessTier } from '@reelhouse/contracts/catalogue';
import type { Plan } from '@reelhouse/contracts/plans';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { numberFormat } from '../../../shared/i18n/intl-formats';

/**
 * How a plan's numbers read in the current language: rupees from paise, the billing period, the
 * quality, the screens and the titles it opens. Shared by the plan cards and the comparison table.
 */
export function usePlanTerms() {
  const { t } = useTranslation('plans');
  const locale = useLocaleTag();
  const rupees = numberFormat(locale, { style: 'currency', currency: 'INR' });
  return {
    money: (paise: number) => rupees.format(paise / 100),
    period: (plan: Plan) => t('period', { count: plan.billingMonths }),
    quality: (plan: Plan) => t('quality', { height: plan.maxHeight }),
    screens: (plan: Plan) => t('screens', { count: plan.streams }),
    gst: (plan: Plan) => t('gst', { rate: plan.price.gstPercent.toLocaleString(locale) }),
    tier: (tier: AccessTier) => t(`tiers.${tier}`),
  };
}
