import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageBanner } from '../../../shared/ui/page-banner';
import { useContentPage } from '../api/content-page-query';
import { FaqQuestions } from '../components/faq-questions';

/** The operator's questions with collapsible answers. */
export function FaqPage() {
  const page = useContentPage('faq');
  usePageTitle(page.data?.title ?? null);
  if (page.isError) return <LoadError onRetry={() => void page.refetch()} />;
  if (!page.data) return <PageLoading />;
  return (
    <>
      <PageBanner title={page.data.title} lead={page.data.intro} />
      <div className="container-xxl faq-page">
        <FaqQuestions sections={page.data.sections} />
      </div>
    </>
  );
}
