import type { Address, AddressInput } from './address';
import type {
  BlogArchiveMonth,
  BlogComment,
  BlogCommentCreated,
  BlogCommentInput,
  BlogPostCard,
  BlogPostDetail,
  BlogPostPage,
  BlogTerm,
} from './blog';
import type {
  Genre,
  HeroSlide,
  Page,
  PersonDetail,
  PersonSummary,
  Rail,
  Review,
  ReviewCreated,
  ReviewInput,
  SearchResults,
  Tag,
  TitleCard,
  TitleDetail,
  TitlePage,
} from './catalogue';
import type { ContentPage } from './content-pages';
import type { PlanChangeBody, PlanChangeQuote, PlanChangeResult } from './plan-changes';
import type { PasswordChange, PasswordReset, PasswordSignIn, Registration } from './credentials';
import { endpoint } from './endpoint';
import type { Notices } from './notices';
import type { Recommendations } from './recommendations';
import type { EnquiryInput } from './enquiries';
import type { GrievanceInput, GrievanceReceipt } from './grievances';
import type { PlaylistDetail, PlaylistInput, PlaylistSummary } from './library';
import type { NewsletterConfirmation, NewsletterSignUp, NewsletterUnsubscribe } from './newsletter';
import type { Entitlement } from './entitlements';
import type { CreatePayment, Invoice, Payment, PaymentList, PaymentStarted, SubscriptionStatus } from './payments';
import type { PlanList } from './plans';
import type { Playback, PlaybackEventsInput, PlaybackRenewal, StartedTitle } from './playback';
import type { PublicConfig } from './public-config';
import type {
  Activity,
  CodeSent,
  DeviceSession,
  ParentalPinUpdate,
  Profile,
  ProfileUpdate,
  Session,
  SignedIn,
} from './session';
import type {
  PlayerSettings,
  ProfileLockCode,
  ViewerProfile,
  ViewerProfileCreate,
  ViewerProfileList,
  ViewerProfileSelect,
  ViewerProfileUpdate,
} from './profiles';
import type { AddCartItem, Cart, CheckoutOptions, Wishlist } from './shop-cart';
import type { Download, Order, OrderPlaced, OrderSummary, PlaceOrder, TrackOrder } from './shop-orders';
import type { CreateProductReview, ProductDetail, ProductList, ProductReviewList, ShopTermList } from './shop-products';

type Items<T> = { items: T[] };

/**
 * The viewer's API, by area. Query parameters (`lang`, filters, paging) are not part of a path;
 * each endpoint's query schema lives beside its types in the area's contract.
 */
export const api = {
  session: {
    current: endpoint<Session>()('GET', '/api/session'),
    signOut: endpoint<null>()('DELETE', '/api/session'),
    sendCode: endpoint<CodeSent, { mobile: string }>()('POST', '/api/create-user-mobile/'),
    verifyCode: endpoint<SignedIn, { mobile: string; otp: string }>()('POST', '/api/verify-user-mobile/'),
    passwordSignIn: endpoint<SignedIn, PasswordSignIn>()('POST', '/api/sign-in/password'),
    register: endpoint<SignedIn, Registration>()('POST', '/api/register'),
    resetPassword: endpoint<SignedIn, PasswordReset>()('POST', '/api/password-reset'),
    unlock: endpoint<null, { pin: string }>()('POST', '/api/parental-pin/unlock'),
    lock: endpoint<null>()('POST', '/api/parental-pin/lock'),
  },
  profiles: {
    list: endpoint<ViewerProfileList>()('GET', '/api/profiles'),
    create: endpoint<ViewerProfile, ViewerProfileCreate>()('POST', '/api/profiles'),
    update: endpoint<ViewerProfile, ViewerProfileUpdate>()('PATCH', '/api/profiles/:id'),
    remove: endpoint<null>()('DELETE', '/api/profiles/:id'),
    select: endpoint<ViewerProfile, ViewerProfileSelect>()('POST', '/api/profiles/:id/select'),
    lockCode: endpoint<ProfileLockCode>()('POST', '/api/profiles/lock-code'),
    savePlayer: endpoint<PlayerSettings, PlayerSettings>()('PUT', '/api/profiles/current/player'),
    setPicture: endpoint<ViewerProfile, Blob>()('PUT', '/api/profiles/:id/picture'),
    removePicture: endpoint<ViewerProfile>()('DELETE', '/api/profiles/:id/picture'),
  },
  account: {
    profile: endpoint<Profile>()('GET', '/api/account'),
    update: endpoint<Profile, ProfileUpdate>()('PATCH', '/api/account'),
    remove: endpoint<null>()('DELETE', '/api/account'),
    devices: endpoint<Items<DeviceSession>>()('GET', '/api/account/sessions'),
    signOutDevice: endpoint<null>()('DELETE', '/api/account/sessions/:id'),
    signOutOthers: endpoint<null>()('POST', '/api/account/sessions/sign-out-others'),
    changePassword: endpoint<null, PasswordChange>()('PUT', '/api/account/password'),
    setParentalPin: endpoint<null, ParentalPinUpdate>()('PUT', '/api/account/parental-pin'),
    addresses: endpoint<Items<Address>>()('GET', '/api/account/addresses'),
    addAddress: endpoint<Address, AddressInput>()('POST', '/api/account/addresses'),
    replaceAddress: endpoint<Address, AddressInput>()('PUT', '/api/account/addresses/:id'),
    removeAddress: endpoint<null>()('DELETE', '/api/account/addresses/:id'),
    activity: endpoint<Items<Activity>>()('GET', '/api/account/activity'),
    subscription: endpoint<SubscriptionStatus>()('GET', '/api/account/subscription'),
    cancelSubscription: endpoint<SubscriptionStatus>()('POST', '/api/account/subscription/cancel'),
    resumeSubscription: endpoint<SubscriptionStatus>()('POST', '/api/account/subscription/resume'),
    planChangeQuote: endpoint<PlanChangeQuote>()('GET', '/api/account/subscription/change'),
    changePlan: endpoint<PlanChangeResult, PlanChangeBody>()('POST', '/api/account/subscription/change'),
    entitlements: endpoint<Items<Entitlement>>()('GET', '/api/account/entitlements'),
    invoice: endpoint<Invoice>()('GET', '/api/account/invoices/:number'),
  },
  catalogue: {
    titles: endpoint<TitlePage>()('GET', '/api/titles'),
    title: endpoint<TitleDetail>()('GET', '/api/titles/:slug'),
    related: endpoint<Items<TitleCard>>()('GET', '/api/titles/:slug/related'),
    reviews: endpoint<Page<Review>>()('GET', '/api/titles/:slug/reviews'),
    addReview: endpoint<ReviewCreated, ReviewInput>()('POST', '/api/titles/:slug/reviews'),
    rails: endpoint<Items<Rail>>()('GET', '/api/rails'),
    rail: endpoint<Rail>()('GET', '/api/rails/:slug'),
    slider: endpoint<Items<HeroSlide>>()('GET', '/api/sliders/:placement'),
    genres: endpoint<Items<Genre>>()('GET', '/api/genres'),
    tags: endpoint<Items<Tag>>()('GET', '/api/tags'),
    people: endpoint<Page<PersonSummary>>()('GET', '/api/people'),
    person: endpoint<PersonDetail>()('GET', '/api/people/:slug'),
    search: endpoint<SearchResults>()('GET', '/api/search'),
  },
  library: {
    watchlist: endpoint<Items<TitleCard>>()('GET', '/api/watchlist'),
    save: endpoint<null>()('PUT', '/api/watchlist/:slug'),
    unsave: endpoint<null>()('DELETE', '/api/watchlist/:slug'),
    playlists: endpoint<Items<PlaylistSummary>>()('GET', '/api/playlists'),
    createPlaylist: endpoint<PlaylistSummary, PlaylistInput>()('POST', '/api/playlists'),
    playlist: endpoint<PlaylistDetail>()('GET', '/api/playlists/:id'),
    updatePlaylist: endpoint<PlaylistSummary, PlaylistInput>()('PATCH', '/api/playlists/:id'),
    deletePlaylist: endpoint<null>()('DELETE', '/api/playlists/:id'),
    /** The body is the picture itself, judged by its content. */
    setThumbnail: endpoint<PlaylistSummary, Blob>()('PUT', '/api/playlists/:id/thumbnail'),
    addTitle: endpoint<null>()('PUT', '/api/playlists/:id/titles/:slug'),
    removeTitle: endpoint<null>()('DELETE', '/api/playlists/:id/titles/:slug'),
  },
  recommendations: {
    forProfile: endpoint<Recommendations>()('GET', '/api/recommendations'),
  },
  notices: {
    list: endpoint<Notices>()('GET', '/api/notices'),
    markRead: endpoint<null>()('POST', '/api/notices/read'),
  },
  playback: {
    playTitle: endpoint<Playback>()('POST', '/api/titles/:slug/playback'),
    playEpisode: endpoint<Playback>()('POST', '/api/episodes/:id/playback'),
    heartbeat: endpoint<PlaybackRenewal>()('POST', '/api/playback/:streamId/heartbeat'),
    progress: endpoint<null, { position: number }>()('POST', '/api/playback/:streamId/progress'),
    events: endpoint<null, PlaybackEventsInput>()('POST', '/api/playback/:streamId/events'),
    end: endpoint<null>()('DELETE', '/api/playback/:streamId'),
    continueWatching: endpoint<Items<StartedTitle>>()('GET', '/api/continue-watching'),
    forget: endpoint<null>()('DELETE', '/api/continue-watching/:slug'),
  },
  blog: {
    posts: endpoint<BlogPostPage>()('GET', '/api/blog/posts'),
    post: endpoint<BlogPostDetail>()('GET', '/api/blog/posts/:slug'),
    recent: endpoint<Items<BlogPostCard>>()('GET', '/api/blog/recent-posts'),
    categories: endpoint<Items<BlogTerm>>()('GET', '/api/blog/categories'),
    tags: endpoint<Items<BlogTerm>>()('GET', '/api/blog/tags'),
    archive: endpoint<Items<BlogArchiveMonth>>()('GET', '/api/blog/archive'),
    comments: endpoint<Page<BlogComment>>()('GET', '/api/blog/posts/:slug/comments'),
    addComment: endpoint<BlogCommentCreated, BlogCommentInput>()('POST', '/api/blog/posts/:slug/comments'),
  },
  shop: {
    products: endpoint<ProductList>()('GET', '/api/shop/products'),
    product: endpoint<ProductDetail>()('GET', '/api/shop/products/:slug'),
    categories: endpoint<ShopTermList>()('GET', '/api/shop/categories'),
    tags: endpoint<ShopTermList>()('GET', '/api/shop/tags'),
    reviews: endpoint<ProductReviewList>()('GET', '/api/shop/products/:slug/reviews'),
    addReview: endpoint<{ status: 'pending' | 'published' }, CreateProductReview>()(
      'POST',
      '/api/shop/products/:slug/reviews',
    ),
    cart: endpoint<Cart>()('GET', '/api/shop/cart'),
    addToCart: endpoint<Cart, AddCartItem>()('POST', '/api/shop/cart/items'),
    changeCartLine: endpoint<Cart, { quantity: number }>()('PATCH', '/api/shop/cart/items/:variantId'),
    removeCartLine: endpoint<Cart>()('DELETE', '/api/shop/cart/items/:variantId'),
    applyCoupon: endpoint<Cart, { code: string }>()('PUT', '/api/shop/cart/coupon'),
    removeCoupon: endpoint<Cart>()('DELETE', '/api/shop/cart/coupon'),
    wishlist: endpoint<Wishlist>()('GET', '/api/shop/wishlist'),
    wish: endpoint<Wishlist>()('PUT', '/api/shop/wishlist/:productId'),
    unwish: endpoint<Wishlist>()('DELETE', '/api/shop/wishlist/:productId'),
    checkoutOptions: endpoint<CheckoutOptions>()('GET', '/api/shop/checkout/options'),
    placeOrder: endpoint<OrderPlaced, PlaceOrder>()('POST', '/api/shop/orders'),
    orders: endpoint<Items<OrderSummary>>()('GET', '/api/shop/orders'),
    order: endpoint<Order>()('GET', '/api/shop/orders/:number'),
    payOrder: endpoint<{ redirectUrl?: string }>()('POST', '/api/shop/orders/:number/pay'),
    cancelOrder: endpoint<{ redirectUrl?: string }>()('POST', '/api/shop/orders/:number/cancel'),
    trackOrder: endpoint<Order, TrackOrder>()('POST', '/api/shop/track-order'),
    downloads: endpoint<Items<Download>>()('GET', '/api/shop/downloads'),
    downloadLink: endpoint<{ url: string }>()('POST', '/api/shop/downloads/:id/link'),
  },
  plans: {
    list: endpoint<PlanList>()('GET', '/api/plans'),
    pay: endpoint<PaymentStarted, CreatePayment>()('POST', '/api/payments'),
    payment: endpoint<Payment>()('GET', '/api/payments/:merchantTransactionId'),
    payments: endpoint<PaymentList>()('GET', '/api/payments'),
  },
  site: {
    config: endpoint<PublicConfig>()('GET', '/api/config'),
    page: endpoint<ContentPage>()('GET', '/api/pages/:key'),
    sendEnquiry: endpoint<{ success: true }, EnquiryInput>()('POST', '/api/send-enquiry/'),
    fileGrievance: endpoint<GrievanceReceipt, GrievanceInput>()('POST', '/api/grievances'),
    subscribe: endpoint<{ status: 'confirmation_sent' }, NewsletterSignUp>()('POST', '/api/newsletter/subscriptions'),
    confirm: endpoint<{ status: 'confirmed' }, NewsletterConfirmation>()('POST', '/api/newsletter/confirmations'),
    unsubscribe: endpoint<{ status: 'unsubscribed' }, NewsletterUnsubscribe>()(
      'POST',
      '/api/newsletter/unsubscriptions',
    ),
    reportVisit: endpoint<unknown, Record<string, never>>()('POST', '/api/track-visitors/'),
  },
  /** Demo facilities: they answer only in demo mode, on this machine. */
  demo: {
    smsOutbox: endpoint<unknown>()('GET', '/api/dev/sms-outbox'),
    sandboxCheckout: endpoint<SandboxCheckout>()('GET', '/sandbox/phonepe/checkout/:gatewayId'),
    decideSandboxPayment: endpoint<{ redirectUrl: string }, { outcome: SandboxOutcome }>()(
      'POST',
      '/sandbox/phonepe/checkout/:gatewayId',
    ),
  },
} as const;

/** The PhonePe sandbox's view of a payment waiting on its pay page. */
export interface SandboxCheckout {
  merchantTransactionId: string;
  merchantId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  redirectUrl: string;
  /** An Autopay setup: the mandate the person approves with this payment (paise). */
  mandate: { maxAmount: number; frequency: string } | null;
}

export type SandboxOutcome = 'success' | 'failure' | 'pending';
