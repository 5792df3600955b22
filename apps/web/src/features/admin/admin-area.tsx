import { useQuery } from '@tanstack/react-query';
import { operatorRoles } from '@reelhouse/contracts/session';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { sessionQuery } from '../../shared/session/session-query';
import { PageLoading } from '../../shared/ui/page-loading';
import { AdminLayout } from './layout/admin-layout';
import { ForbiddenPage } from './routes/forbidden-page';
import { NotFoundPage } from './routes/not-found-page';
import { SetupPage } from './routes/setup-page';
import { TitlesPage } from './routes/titles-page';
import { TitleEditorPage } from './titles/title-editor-page';
import { AuditPage } from './audit/audit-page';
import { CurationPage } from './curation/curation-page';
import { EnquiriesPage } from './enquiries/enquiries-page';
import { EnquiryPage } from './enquiries/enquiry-page';
import { GrievancePage } from './grievances/grievance-page';
import { GrievancesPage } from './grievances/grievances-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { PeoplePage } from './people/people-page';
import { PersonEditorPage } from './people/person-editor-page';
import { TermsPage } from './terms/terms-page';
import { MemberPage } from './members/member-page';
import { MembersPage } from './members/members-page';
import { OrderPage } from './orders/order-page';
import { OrdersPage } from './orders/orders-page';
import { PackingSlipPage } from './orders/packing-slip-page';
import { InvoiceConsolePage } from './payments/invoice-console-page';
import { PaymentsPage } from './payments/payments-page';
import { SettlementPage } from './payments/settlement-page';
import { PlanEditorPage } from './plans/plan-editor-page';
import { PlansPage } from './plans/plans-page';
import { PageEditorPage } from './pages/page-editor-page';
import { PagesPage } from './pages/pages-page';
import { SettingsPage } from './settings/settings-page';
import { CouponsPage } from './coupons/coupons-page';
import { BlogVocabularyPage } from './blog/blog-vocabulary-page';
import { ShopVocabularyPage } from './products/shop-vocabulary-page';
import { IssueEditorPage, NewIssuePage } from './newsletter/issue-editor-page';
import { IssuesPage } from './newsletter/issues-page';
import { SubscribersPage } from './newsletter/subscribers-page';
import { AuthorsPage } from './blog/authors-page';
import { CommentsPage } from './blog/comments-page';
import { NewPostPage, PostEditorPage } from './blog/post-editor-page';
import { PostsPage } from './blog/posts-page';
import { LowStockPage } from './products/low-stock-page';
import { NewProductPage, ProductEditorPage } from './products/product-editor-page';
import { ProductsPage } from './products/products-page';
import './admin-area.css';

/**
 * The operator console under /admin, loaded only when an operator opens it. A visitor is sent to
 * sign in and brought back; a member without an operator role is told so. Becoming the first
 * operator (setup) needs only a signed-in member.
 */
export function AdminArea() {
  return (
    <Routes>
      <Route path="setup" element={<SetupPage />} />
      <Route path="*" element={<OperatorsOnly />} />
    </Routes>
  );
}

function OperatorsOnly() {
  const session = useQuery(sessionQuery);
  const { pathname, search } = useLocation();
  if (session.isPending) return <PageLoading />;
  const user = session.data?.user;
  if (!session.data?.authenticated || !user)
    return <Navigate replace to={`/login?${new URLSearchParams({ next: `${pathname}${search}` })}`} />;
  if (!operatorRoles.includes(user.role)) return <ForbiddenPage />;
  return (
    <Routes>
      <Route element={<AdminLayout operator={user} />}>
        <Route index element={<DashboardPage />} />
        <Route path="titles" element={<TitlesPage />} />
        <Route path="titles/:slug" element={<TitleEditorPage />} />
        <Route path="people" element={<PeoplePage />} />
        <Route path="people/:slug" element={<PersonEditorPage />} />
        <Route path="terms" element={<Navigate replace to="/admin/terms/genres" />} />
        <Route path="terms/genres" element={<TermsPage key="genres" kind="genres" />} />
        <Route path="terms/tags" element={<TermsPage key="tags" kind="tags" />} />
        <Route path="curation" element={<CurationPage />} />
        <Route path="blog" element={<PostsPage />} />
        <Route path="blog/new" element={<NewPostPage />} />
        <Route path="blog/comments" element={<CommentsPage />} />
        <Route path="blog/authors" element={<AuthorsPage />} />
        <Route path="blog/categories" element={<BlogVocabularyPage kind="categories" />} />
        <Route path="blog/tags" element={<BlogVocabularyPage kind="tags" />} />
        <Route path="blog/:slug" element={<PostEditorPage />} />
        <Route path="members" element={<MembersPage />} />
        <Route path="members/:id" element={<MemberPage />} />
        <Route path="plans" element={<PlansPage />} />
        <Route path="plans/:code" element={<PlanEditorPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="payments/settlement" element={<SettlementPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<NewProductPage />} />
        <Route path="products/low-stock" element={<LowStockPage />} />
        <Route path="products/categories" element={<ShopVocabularyPage kind="categories" />} />
        <Route path="products/tags" element={<ShopVocabularyPage kind="tags" />} />
        <Route path="products/:slug" element={<ProductEditorPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="newsletter" element={<SubscribersPage />} />
        <Route path="newsletter/issues" element={<IssuesPage />} />
        <Route path="newsletter/issues/new" element={<NewIssuePage />} />
        <Route path="newsletter/issues/:id" element={<IssueEditorPage />} />
        <Route path="enquiries" element={<EnquiriesPage />} />
        <Route path="enquiries/:id" element={<EnquiryPage />} />
        <Route path="grievances" element={<GrievancesPage />} />
        <Route path="grievances/:id" element={<GrievancePage />} />
        <Route path="pages" element={<PagesPage />} />
        <Route path="pages/:key" element={<PageEditorPage />} />
        <Route path="pages/:key/:lang" element={<PageEditorPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="orders/:number" element={<OrderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* A sheet to print: the console's frame stays off it. */}
      <Route path="orders/:number/packing-slip" element={<PackingSlipPage />} />
      <Route path="invoices/:number" element={<InvoiceConsolePage />} />
    </Routes>
  );
}
