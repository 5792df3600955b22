import type {
  AdminTitle,
  AdminTitleCreate,
  AdminTitlePage,
  AdminTitlePatch,
  AuditLine,
  EpisodeInput,
  EpisodePatch,
  SeasonInput,
  TitleAwardsInput,
  TitleCreditsInput,
  TitleLinksInput,
  TitlePagePreview,
} from './catalogue-admin';
import type { AnalyticsOverview } from './analytics';
import type { AuditPage } from './audit-log';
import type { AdminGrievance, GrievancePage, GrievanceReport, GrievanceResolution } from './grievances';
import type { AdminEnquiry, EnquiryPage, EnquiryPatch, EnquiryReply } from './enquiries-admin';
import type {
  AdminBlogAuthor,
  AdminBlogPage,
  AdminBlogPost,
  BlogAuthorInput,
  BlogPostCreate,
  BlogPostInput,
  GalleryOrder,
} from './blog-admin';
import type { ConsoleSearch } from './console-search';
import type { NewsletterIssue, NewsletterIssueInput, NewsletterIssueList, SubscriberPage } from './newsletter-admin';
import type { BlogModerationPage } from './blog';
import type { AdminContentPage, ContentPageIndex, ContentPageInput } from './content-pages';
import type { InstallationSettings } from './installation-settings';
import type { Language } from './locales';
import type { AdminMedia, AdminPreview } from './media-admin';
import type { AdminMember, AdminMemberPage, MemberBlock, MemberGrant, MemberRole } from './members-admin';
import type { Invoice, Refund } from './payments';
import type { AdminPaymentPage, AdminPaymentRow, Settlement } from './payments-admin';
import type { AdminPlan, AdminPlanList, PlanPatch } from './plans-admin';
import type { AdminOrder, AdminOrderPage } from './shop-orders-admin';
import type {
  AdminCoupon,
  AdminProduct,
  AdminProductPage,
  AdminVariant,
  CouponInput,
  LowStockList,
  ProductCreate,
  ProductUpdate,
  VariantInput,
  VariantUpdate,
} from './shop-admin';
import type { ChangeOrderStatus, RefundOrder } from './shop-orders';
import type { MediaMarkers } from './playback';
import type { TitleCard } from './catalogue';
import type { Curation, RailCreate, RailPatch, RailPreview } from './curation-admin';
import { endpoint } from './endpoint';
import type { VocabularyList, VocabularyTerm, VocabularyTermCreate, VocabularyTermInput } from './vocabularies-admin';
import type { OperatorSetupClaim } from './operators';
import type { AdminPerson, AdminPersonPage, PersonCreate, PersonPatch } from './people-admin';
import type { AdminTerm, AdminTermPage, MergeInput, TermCreate, TermKind, TermPatch, TermUsage } from './terms-admin';

/** A vocabulary's endpoints (genres and tags have the same). */
const termEndpoints = <const K extends TermKind>(kind: K) => ({
  list: endpoint<AdminTermPage>()('GET', `/api/admin/${kind}`),
  create: endpoint<AdminTerm, TermCreate>()('POST', `/api/admin/${kind}`),
  get: endpoint<AdminTerm>()('GET', `/api/admin/${kind}/:slug`),
  usage: endpoint<TermUsage>()('GET', `/api/admin/${kind}/:slug/usage`),
  update: endpoint<AdminTerm, TermPatch>()('PATCH', `/api/admin/${kind}/:slug`),
  merge: endpoint<AdminTerm, MergeInput>()('POST', `/api/admin/${kind}/:slug/merge`),
  remove: endpoint<null>()('DELETE', `/api/admin/${kind}/:slug`),
});

/** A shop or blog vocabulary's endpoints (categories and tags have the same). */
const vocabularyEndpoints = <const P extends string>(path: P) => ({
  list: endpoint<VocabularyList>()('GET', path),
  create: endpoint<VocabularyTerm, VocabularyTermCreate>()('POST', path),
  update: endpoint<VocabularyTerm, VocabularyTermInput>()('PUT', `${path}/:slug`),
  remove: endpoint<null>()('DELETE', `${path}/:slug`),
});

/**
 * The operator console's API, apart from the viewer's (`api.ts`) so that no viewer page carries
 * the console's endpoint table. Paths are under `/api/admin` except becoming the first operator,
 * which a member does before they are one.
 */
export const adminApi = {
  analytics: {
    overview: endpoint<AnalyticsOverview>()('GET', '/api/admin/analytics/overview'),
  },
  search: {
    everything: endpoint<ConsoleSearch>()('GET', '/api/admin/search'),
  },
  setup: {
    claim: endpoint<{ role: 'admin' }, OperatorSetupClaim>()('POST', '/api/operator-setup'),
  },
  titles: {
    list: endpoint<AdminTitlePage>()('GET', '/api/admin/titles'),
    create: endpoint<AdminTitle, AdminTitleCreate>()('POST', '/api/admin/titles'),
    get: endpoint<AdminTitle>()('GET', '/api/admin/titles/:slug'),
    update: endpoint<AdminTitle, AdminTitlePatch>()('PATCH', '/api/admin/titles/:slug'),
    remove: endpoint<null>()('DELETE', '/api/admin/titles/:slug'),
    history: endpoint<{ items: AuditLine[] }>()('GET', '/api/admin/titles/:slug/history'),
    page: endpoint<TitlePagePreview>()('GET', '/api/admin/titles/:slug/page'),
    /** The body is the picture itself, judged by its content. */
    poster: endpoint<AdminTitle, Blob>()('PUT', '/api/admin/titles/:slug/poster'),
    backdrop: endpoint<AdminTitle, Blob>()('PUT', '/api/admin/titles/:slug/backdrop'),
    logo: endpoint<AdminTitle, Blob>()('PUT', '/api/admin/titles/:slug/logo'),
    credits: endpoint<AdminTitle, TitleCreditsInput>()('PUT', '/api/admin/titles/:slug/credits'),
    awards: endpoint<AdminTitle, TitleAwardsInput>()('PUT', '/api/admin/titles/:slug/awards'),
    links: endpoint<AdminTitle, TitleLinksInput>()('PUT', '/api/admin/titles/:slug/links'),
  },
  seasons: {
    add: endpoint<AdminTitle, SeasonInput>()('POST', '/api/admin/titles/:slug/seasons'),
    rename: endpoint<AdminTitle, { names: Partial<Record<Language, string | null>> }>()(
      'PATCH',
      '/api/admin/titles/:slug/seasons/:number',
    ),
    remove: endpoint<AdminTitle>()('DELETE', '/api/admin/titles/:slug/seasons/:number'),
    addEpisode: endpoint<AdminTitle, EpisodeInput>()('POST', '/api/admin/titles/:slug/seasons/:number/episodes'),
  },
  people: {
    list: endpoint<AdminPersonPage>()('GET', '/api/admin/people'),
    create: endpoint<AdminPerson, PersonCreate>()('POST', '/api/admin/people'),
    get: endpoint<AdminPerson>()('GET', '/api/admin/people/:slug'),
    update: endpoint<AdminPerson, PersonPatch>()('PATCH', '/api/admin/people/:slug'),
    merge: endpoint<AdminPerson, MergeInput>()('POST', '/api/admin/people/:slug/merge'),
    remove: endpoint<null>()('DELETE', '/api/admin/people/:slug'),
    portrait: endpoint<AdminPerson, Blob>()('PUT', '/api/admin/people/:slug/portrait'),
  },
  genres: termEndpoints('genres'),
  tags: termEndpoints('tags'),
  curation: {
    get: endpoint<Curation>()('GET', '/api/admin/curation/:placement'),
    setSlider: endpoint<Curation, { titles: string[] }>()('PUT', '/api/admin/curation/:placement/slider'),
    orderRails: endpoint<Curation, { rails: number[] }>()('PUT', '/api/admin/curation/:placement/rails'),
    createRail: endpoint<Curation, RailCreate>()('POST', '/api/admin/rails'),
    updateRail: endpoint<Curation, RailPatch>()('PATCH', '/api/admin/rails/:id'),
    deleteRail: endpoint<Curation>()('DELETE', '/api/admin/rails/:id'),
    preview: endpoint<{ items: TitleCard[] }, RailPreview>()('POST', '/api/admin/rails/preview'),
  },
  media: {
    get: endpoint<AdminMedia>()('GET', '/api/admin/media/:assetId'),
    retry: endpoint<null>()('POST', '/api/admin/media/:assetId/retry'),
    previewTitle: endpoint<AdminPreview>()('GET', '/api/admin/titles/:slug/preview'),
    previewEpisode: endpoint<AdminPreview>()('GET', '/api/admin/episodes/:id/preview'),
    titleMarkers: endpoint<null, MediaMarkers>()('PUT', '/api/admin/titles/:slug/markers'),
    episodeMarkers: endpoint<null, MediaMarkers>()('PUT', '/api/admin/episodes/:id/markers'),
    titleSubtitles: endpoint<null, Blob>()('PUT', '/api/admin/titles/:slug/subtitles/:lang'),
    episodeSubtitles: endpoint<null, Blob>()('PUT', '/api/admin/episodes/:id/subtitles/:lang'),
    removeTitleSubtitles: endpoint<null>()('DELETE', '/api/admin/titles/:slug/subtitles/:lang'),
    removeEpisodeSubtitles: endpoint<null>()('DELETE', '/api/admin/episodes/:id/subtitles/:lang'),
  },
  members: {
    list: endpoint<AdminMemberPage>()('GET', '/api/admin/members'),
    get: endpoint<AdminMember>()('GET', '/api/admin/members/:id'),
    grant: endpoint<AdminMember, MemberGrant>()('POST', '/api/admin/members/:id/grants'),
    setRole: endpoint<AdminMember, MemberRole>()('PATCH', '/api/admin/members/:id'),
    block: endpoint<AdminMember, MemberBlock>()('PUT', '/api/admin/members/:id/block'),
    unblock: endpoint<AdminMember>()('DELETE', '/api/admin/members/:id/block'),
    signOutAll: endpoint<AdminMember>()('DELETE', '/api/admin/members/:id/sessions'),
    signOut: endpoint<AdminMember>()('DELETE', '/api/admin/members/:id/sessions/:session'),
    remove: endpoint<null>()('DELETE', '/api/admin/members/:id'),
  },
  audit: { list: endpoint<AuditPage>()('GET', '/api/admin/audit') },
  settings: { get: endpoint<InstallationSettings>()('GET', '/api/admin/settings') },
  pages: {
    list: endpoint<ContentPageIndex>()('GET', '/api/admin/pages'),
    get: endpoint<AdminContentPage>()('GET', '/api/admin/pages/:key'),
    save: endpoint<AdminContentPage, ContentPageInput>()('PUT', '/api/admin/pages/:key'),
  },
  grievances: {
    list: endpoint<GrievancePage>()('GET', '/api/admin/grievances'),
    get: endpoint<AdminGrievance>()('GET', '/api/admin/grievances/:id'),
    resolve: endpoint<AdminGrievance, GrievanceResolution>()('POST', '/api/admin/grievances/:id/resolution'),
    report: endpoint<GrievanceReport>()('GET', '/api/admin/grievances/report'),
  },
  enquiries: {
    list: endpoint<EnquiryPage>()('GET', '/api/admin/enquiries'),
    get: endpoint<AdminEnquiry>()('GET', '/api/admin/enquiries/:id'),
    reply: endpoint<AdminEnquiry, EnquiryReply>()('POST', '/api/admin/enquiries/:id/replies'),
    update: endpoint<AdminEnquiry, EnquiryPatch>()('PATCH', '/api/admin/enquiries/:id'),
  },
  payments: {
    list: endpoint<AdminPaymentPage>()('GET', '/api/admin/payments'),
    check: endpoint<AdminPaymentRow>()('POST', '/api/admin/payments/:merchantTransactionId/check'),
    refund: endpoint<Refund, RefundOrder>()('POST', '/api/admin/payments/:merchantTransactionId/refunds'),
    settlement: endpoint<Settlement>()('GET', '/api/admin/payments/settlement'),
    invoice: endpoint<Invoice>()('GET', '/api/admin/invoices/:number'),
  },
  plans: {
    list: endpoint<AdminPlanList>()('GET', '/api/admin/plans'),
    update: endpoint<AdminPlan, PlanPatch>()('PATCH', '/api/admin/plans/:code'),
  },
  products: {
    list: endpoint<AdminProductPage>()('GET', '/api/admin/shop/products'),
    get: endpoint<AdminProduct>()('GET', '/api/admin/shop/products/:slug'),
    create: endpoint<AdminProduct, ProductCreate>()('POST', '/api/admin/shop/products'),
    update: endpoint<AdminProduct, ProductUpdate>()('PATCH', '/api/admin/shop/products/:slug'),
    addVariant: endpoint<AdminProduct, VariantInput>()('POST', '/api/admin/shop/products/:slug/variants'),
    updateVariant: endpoint<AdminVariant, VariantUpdate>()('PATCH', '/api/admin/shop/variants/:id'),
    /** The body is the picture itself, judged by its content. */
    addImage: endpoint<AdminProduct, Blob>()('POST', '/api/admin/shop/products/:slug/images'),
    orderImages: endpoint<AdminProduct, { imageIds: number[] }>()('PUT', '/api/admin/shop/products/:slug/images'),
    removeImage: endpoint<AdminProduct>()('DELETE', '/api/admin/shop/products/:slug/images/:imageId'),
    addFile: endpoint<AdminProduct, Blob>()('POST', '/api/admin/shop/products/:slug/files'),
    removeFile: endpoint<AdminProduct>()('DELETE', '/api/admin/shop/products/:slug/files/:fileId'),
    lowStock: endpoint<LowStockList>()('GET', '/api/admin/shop/low-stock'),
  },
  coupons: {
    list: endpoint<{ items: AdminCoupon[] }>()('GET', '/api/admin/shop/coupons'),
    create: endpoint<AdminCoupon, CouponInput>()('POST', '/api/admin/shop/coupons'),
    update: endpoint<AdminCoupon, CouponInput>()('PUT', '/api/admin/shop/coupons/:id'),
    remove: endpoint<null>()('DELETE', '/api/admin/shop/coupons/:id'),
  },
  blog: {
    list: endpoint<AdminBlogPage>()('GET', '/api/admin/blog/posts'),
    get: endpoint<AdminBlogPost>()('GET', '/api/admin/blog/posts/:slug'),
    create: endpoint<AdminBlogPost, BlogPostCreate>()('POST', '/api/admin/blog/posts'),
    replace: endpoint<AdminBlogPost, BlogPostInput>()('PUT', '/api/admin/blog/posts/:slug'),
    remove: endpoint<null>()('DELETE', '/api/admin/blog/posts/:slug'),
    preview: endpoint<{ html: string }, { body: string }>()('POST', '/api/admin/blog/preview'),
    /** The bodies of these three are the file itself, judged by its content. */
    cover: endpoint<AdminBlogPost, Blob>()('PUT', '/api/admin/blog/posts/:slug/cover'),
    audio: endpoint<AdminBlogPost, Blob>()('PUT', '/api/admin/blog/posts/:slug/audio'),
    addPicture: endpoint<AdminBlogPost, Blob>()('POST', '/api/admin/blog/posts/:slug/gallery'),
    orderGallery: endpoint<AdminBlogPost, GalleryOrder>()('PUT', '/api/admin/blog/posts/:slug/gallery'),
    removePicture: endpoint<AdminBlogPost>()('DELETE', '/api/admin/blog/posts/:slug/gallery/:imageId'),
    authors: endpoint<{ items: AdminBlogAuthor[] }>()('GET', '/api/admin/blog/authors'),
    addAuthor: endpoint<AdminBlogAuthor, BlogAuthorInput & { slug: string }>()('POST', '/api/admin/blog/authors'),
    updateAuthor: endpoint<AdminBlogAuthor, BlogAuthorInput>()('PUT', '/api/admin/blog/authors/:slug'),
    setAuthorAvatar: endpoint<AdminBlogAuthor, Blob>()('PUT', '/api/admin/blog/authors/:slug/avatar'),
    comments: endpoint<BlogModerationPage>()('GET', '/api/admin/blog/comments'),
    approveComment: endpoint<null, { status: 'published' }>()('PATCH', '/api/admin/blog/comments/:id'),
    removeComment: endpoint<null>()('DELETE', '/api/admin/blog/comments/:id'),
  },
  shopCategories: vocabularyEndpoints('/api/admin/shop/categories'),
  shopTags: vocabularyEndpoints('/api/admin/shop/tags'),
  blogCategories: vocabularyEndpoints('/api/admin/blog/categories'),
  blogTags: vocabularyEndpoints('/api/admin/blog/tags'),
  newsletter: {
    subscribers: endpoint<SubscriberPage>()('GET', '/api/admin/newsletter/subscribers'),
    issues: endpoint<NewsletterIssueList>()('GET', '/api/admin/newsletter/issues'),
    issue: endpoint<NewsletterIssue>()('GET', '/api/admin/newsletter/issues/:id'),
    create: endpoint<NewsletterIssue, NewsletterIssueInput>()('POST', '/api/admin/newsletter/issues'),
    update: endpoint<NewsletterIssue, NewsletterIssueInput>()('PUT', '/api/admin/newsletter/issues/:id'),
    send: endpoint<NewsletterIssue>()('POST', '/api/admin/newsletter/issues/:id/sending'),
  },
  orders: {
    list: endpoint<AdminOrderPage>()('GET', '/api/admin/shop/orders'),
    get: endpoint<AdminOrder>()('GET', '/api/admin/shop/orders/:number'),
    move: endpoint<AdminOrder, ChangeOrderStatus>()('PATCH', '/api/admin/shop/orders/:number'),
    refund: endpoint<Refund, RefundOrder>()('POST', '/api/admin/shop/orders/:number/refunds'),
  },
  episodes: {
    update: endpoint<AdminTitle, EpisodePatch>()('PATCH', '/api/admin/episodes/:id'),
    remove: endpoint<AdminTitle>()('DELETE', '/api/admin/episodes/:id'),
  },
};
