import type { ReactNode } from 'react';
import type { Plan } from '@reelhouse/contracts/plans';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageBanner } from '../../../shared/ui/page-banner';
import { usePlans } from '../api/plan-queries';
import './plans.css';

/** The banner of a plans page, then its content once the plans are in (or a way to try again). */
export function PlansFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: (plans: Plan[]) => ReactNode;
}) {
  const plans = usePlans();
  usePageTitle(title);
  return (
    <>
      <PageBanner title={title} lead={lead} />
      <div className="container-xxl plans-page">
        {plans.isPending ? (
          <PageLoading />
        ) : plans.isError ? (
          <LoadError onRetry={() => void plans.refetch()} />
        ) : (
          children(plans.data.items)
        )}
      </div>
    </>
  );
}
