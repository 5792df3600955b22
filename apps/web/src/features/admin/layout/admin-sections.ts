import type { UserRole } from '@reelhouse/contracts/session';
import {
  BadgeIndianRupee,
  ChartNoAxesCombined,
  History,
  Inbox,
  Mail,
  Scale,
  CreditCard,
  Clapperboard,
  Contact,
  FileText,
  Settings,
  ShoppingBag,
  LayoutTemplate,
  Newspaper,
  Package,
  Tags,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** A section of the console as the sidebar lists it (labels are keys in the `admin` texts). */
export interface AdminSection {
  path: string;
  label:
    | 'nav.dashboard'
    | 'nav.titles'
    | 'nav.people'
    | 'nav.terms'
    | 'nav.curation'
    | 'nav.blog'
    | 'nav.members'
    | 'nav.plans'
    | 'nav.payments'
    | 'nav.products'
    | 'nav.orders'
    | 'nav.newsletter'
    | 'nav.enquiries'
    | 'nav.grievances'
    | 'nav.pages'
    | 'nav.settings'
    | 'nav.audit';
  icon: LucideIcon;
  /** Shown only to this role (the API refuses the others anyway). */
  only?: UserRole;
}

/** The console's sections, in the sidebar's order: each appears once it is built. */
export const adminSections: readonly AdminSection[] = [
  { path: '/admin', label: 'nav.dashboard', icon: ChartNoAxesCombined },
  { path: '/admin/titles', label: 'nav.titles', icon: Clapperboard },
  { path: '/admin/people', label: 'nav.people', icon: Users },
  { path: '/admin/terms', label: 'nav.terms', icon: Tags },
  { path: '/admin/curation', label: 'nav.curation', icon: LayoutTemplate },
  { path: '/admin/blog', label: 'nav.blog', icon: Newspaper },
  { path: '/admin/members', label: 'nav.members', icon: Contact, only: 'admin' },
  { path: '/admin/plans', label: 'nav.plans', icon: BadgeIndianRupee, only: 'admin' },
  { path: '/admin/payments', label: 'nav.payments', icon: CreditCard, only: 'admin' },
  { path: '/admin/products', label: 'nav.products', icon: ShoppingBag, only: 'admin' },
  { path: '/admin/orders', label: 'nav.orders', icon: Package, only: 'admin' },
  { path: '/admin/newsletter', label: 'nav.newsletter', icon: Mail, only: 'admin' },
  { path: '/admin/enquiries', label: 'nav.enquiries', icon: Inbox, only: 'admin' },
  { path: '/admin/grievances', label: 'nav.grievances', icon: Scale, only: 'admin' },
  { path: '/admin/pages', label: 'nav.pages', icon: FileText, only: 'admin' },
  { path: '/admin/audit', label: 'nav.audit', icon: History, only: 'admin' },
  { path: '/admin/settings', label: 'nav.settings', icon: Settings, only: 'admin' },
];
