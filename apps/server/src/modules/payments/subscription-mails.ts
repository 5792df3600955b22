import { htmlLangOf, type Language } from '@reelhouse/contracts/locales';
import type { MailMessage } from '../../integrations/mail/mail-sender';

/** What happened to a member's subscription, as its confirmation mail tells it. */
export type SubscriptionEvent = 'subscribed' | 'renewed' | 'upgraded' | 'downgraded' | 'kept' | 'cancelled' | 'resumed';

/** The facts a mail states, already in the member's language (plan names) and as moments (dates). */
export interface SubscriptionFacts {
  plan: string;
  /** When the plan held now ends (the paid time). */
  until: Date;
  /** The next renewal, when the plan renews by itself: when, as which plan, for how much with GST. */
  renewal: { at: Date; plan: string; amountPaise: number } | null;
  /** The payment a mail confirms: what was paid, its invoice, and for an upgrade the plan left. */
  payment: { amountPaise: number; invoice: string | null; upgradedFrom: string | null } | null;
}

interface Words {
  subject: Record<SubscriptionEvent, (plan: string) => string>;
  body: Record<SubscriptionEvent, (facts: Fill) => string>;
  renews: (fill: Fill) => string;
  once: string;
  paid: (amount: string, invoice: string | null) => string;
  manage: string;
}

/** The facts as words: dates in the member's calendar, money in rupees. */
interface Fill {
  plan: string;
  from: string;
  next: string;
  until: string;
  at: string;
  amount: string;
}

const wording: Record<Language, Words> = {
  en: {
    subject: {
      subscribed: (plan) => `Your ${plan} plan is active`,
      renewed: (plan) => `Your ${plan} plan is renewed`,
      upgraded: (plan) => `You are now on ${plan}`,
      downgraded: (plan) => `Your plan changes to ${plan} at renewal`,
      kept: (plan) => `You keep ${plan}`,
      cancelled: () => 'Renewal cancelled',
      resumed: () => 'Renewal resumed',
    },
    body: {
      subscribed: (f) => `Thank you for subscribing. Your ${f.plan} plan is active until ${f.until}.`,
      renewed: (f) => `We renewed your ${f.plan} plan through UPI Autopay. It now runs until ${f.until}.`,
      upgraded: (f) =>
        `You moved from ${f.from} to ${f.plan}. It runs from today until ${f.until}, when your plan would have ended; you paid the difference for that time.`,
      downgraded: (f) =>
        `You keep ${f.plan} until ${f.until}. Your plan then renews as ${f.next} for ${f.amount}. Changed your mind? Choose Keep ${f.plan} on the plans page before then.`,
      kept: (f) => `Your plan renews as ${f.plan} on ${f.at} for ${f.amount}, as before.`,
      cancelled: (f) =>
        `Your ${f.plan} plan will not renew. You keep it until ${f.until}, and nothing more is charged; your UPI Autopay mandate ends then. Changed your mind? Resume renewal on My Account until then.`,
      resumed: (f) => `Your ${f.plan} plan renews by itself again.`,
    },
    renews: (f) =>
      `It renews automatically on ${f.at} as ${f.next} for ${f.amount}, debited by UPI Autopay after a notice a day ahead. You can cancel at any time on My Account.`,
    once: 'It does not renew by itself: we remind you before it ends.',
    paid: (amount, invoice) => `Paid: ${amount}${invoice ? ` (GST invoice ${invoice})` : ''}.`,
    manage: 'Manage your subscription:',
  },
  ar: {
    subject: {
      subscribed: (plan) => `خطة ${plan} مفعّلة`,
      renewed: (plan) => `جُدّدت خطة ${plan}`,
      upgraded: (plan) => `أنت الآن على خطة ${plan}`,
      downgraded: (plan) => `تتغير خطتك إلى ${plan} عند التجديد`,
      kept: (plan) => `تبقى على خطة ${plan}`,
      cancelled: () => 'أُلغي التجديد',
      resumed: () => 'استؤنف التجديد',
    },
    body: {
      subscribed: (f) => `شكرًا لاشتراكك. خطة ${f.plan} مفعّلة حتى ${f.until}.`,
      renewed: (f) => `جدّدنا خطة ${f.plan} عبر UPI Autopay. وهي سارية الآن حتى ${f.until}.`,
      upgraded: (f) =>
        `انتقلت من ${f.from} إلى ${f.plan}. تسري من اليوم حتى ${f.until}، موعد انتهاء خطتك السابقة؛ ودفعت الفرق عن هذه المدة.`,
      downgraded: (f) =>
        `تحتفظ بخطة ${f.plan} حتى ${f.until}، ثم تتجدد خطتك باسم ${f.next} بمبلغ ${f.amount}. غيّرت رأيك؟ اختر الإبقاء على ${f.plan} في صفحة الخطط قبل ذلك.`,
      kept: (f) => `تتجدد خطتك باسم ${f.plan} في ${f.at} بمبلغ ${f.amount} كما كانت.`,
      cancelled: (f) =>
        `لن تتجدد خطة ${f.plan}. تحتفظ بها حتى ${f.until} ولن يُخصم شيء آخر، وينتهي تفويض UPI Autopay حينها. غيّرت رأيك؟ استأنف التجديد من حسابي قبل ذلك.`,
      resumed: (f) => `تتجدد خطة ${f.plan} تلقائيًا من جديد.`,
    },
    renews: (f) =>
      `تتجدد تلقائيًا في ${f.at} باسم ${f.next} بمبلغ ${f.amount}، يُخصم عبر UPI Autopay بعد إشعار قبل يوم. يمكنك الإلغاء في أي وقت من حسابي.`,
    once: 'لا تتجدد تلقائيًا: سنذكّرك قبل انتهائها.',
    paid: (amount, invoice) =>
      `المبلغ المدفوع: ${amount}${invoice ? ` (فاتورة ضريبة السلع والخدمات ${invoice})` : ''}.`,
    manage: 'إدارة اشتراكك:',
  },
  gr: {
    subject: {
      subscribed: (plan) => `Το πακέτο ${plan} είναι ενεργό`,
      renewed: (plan) => `Το πακέτο ${plan} ανανεώθηκε`,
      upgraded: (plan) => `Είστε πλέον στο ${plan}`,
      downgraded: (plan) => `Το πακέτο σας αλλάζει σε ${plan} στην ανανέωση`,
      kept: (plan) => `Κρατάτε το ${plan}`,
      cancelled: () => 'Η ανανέωση ακυρώθηκε',
      resumed: () => 'Η ανανέωση συνεχίζεται',
    },
    body: {
      subscribed: (f) => `Σας ευχαριστούμε για την εγγραφή. Το πακέτο ${f.plan} είναι ενεργό έως ${f.until}.`,
      renewed: (f) => `Ανανεώσαμε το πακέτο ${f.plan} μέσω UPI Autopay. Ισχύει πλέον έως ${f.until}.`,
      upgraded: (f) =>
        `Περάσατε από το ${f.from} στο ${f.plan}. Ισχύει από σήμερα έως ${f.until}, όταν θα έληγε το πακέτο σας· πληρώσατε τη διαφορά για αυτό το διάστημα.`,
      downgraded: (f) =>
        `Κρατάτε το ${f.plan} έως ${f.until}. Έπειτα το πακέτο σας ανανεώνεται ως ${f.next} με ${f.amount}. Αλλάξατε γνώμη; Επιλέξτε Διατήρηση του ${f.plan} στη σελίδα πακέτων πριν από τότε.`,
      kept: (f) => `Το πακέτο σας ανανεώνεται ως ${f.plan} στις ${f.at} με ${f.amount}, όπως πριν.`,
      cancelled: (f) =>
        `Το πακέτο ${f.plan} δεν θα ανανεωθεί. Το κρατάτε έως ${f.until} και δεν χρεώνεται τίποτα άλλο· η εντολή UPI Autopay λήγει τότε. Αλλάξατε γνώμη; Συνεχίστε την ανανέωση στον Λογαριασμό μου έως τότε.`,
      resumed: (f) => `Το πακέτο ${f.plan} ανανεώνεται ξανά αυτόματα.`,
    },
    renews: (f) =>
      `Ανανεώνεται αυτόματα στις ${f.at} ως ${f.next} με ${f.amount}, με χρέωση μέσω UPI Autopay μετά από ειδοποίηση μία μέρα πριν. Μπορείτε να ακυρώσετε οποτεδήποτε στον Λογαριασμό μου.`,
    once: 'Δεν ανανεώνεται αυτόματα: θα σας υπενθυμίσουμε πριν λήξει.',
    paid: (amount, invoice) => `Πληρώθηκαν: ${amount}${invoice ? ` (τιμολόγιο GST ${invoice})` : ''}.`,
    manage: 'Διαχείριση της συνδρομής σας:',
  },
  fr: {
    subject: {
      subscribed: (plan) => `Votre formule ${plan} est active`,
      renewed: (plan) => `Votre formule ${plan} est renouvelée`,
      upgraded: (plan) => `Vous êtes maintenant en ${plan}`,
      downgraded: (plan) => `Votre formule passe en ${plan} au renouvellement`,
      kept: (plan) => `Vous gardez ${plan}`,
      cancelled: () => 'Renouvellement annulé',
      resumed: () => 'Renouvellement repris',
    },
    body: {
      subscribed: (f) => `Merci de votre abonnement. Votre formule ${f.plan} est active jusqu’au ${f.until}.`,
      renewed: (f) =>
        `Nous avons renouvelé votre formule ${f.plan} par UPI Autopay. Elle court désormais jusqu’au ${f.until}.`,
      upgraded: (f) =>
        `Vous êtes passé de ${f.from} à ${f.plan}. Elle court d’aujourd’hui au ${f.until}, date à laquelle votre formule aurait pris fin ; vous avez payé la différence pour cette durée.`,
      downgraded: (f) =>
        `Vous gardez ${f.plan} jusqu’au ${f.until}. Votre formule se renouvelle ensuite en ${f.next} pour ${f.amount}. Vous avez changé d’avis ? Choisissez Garder ${f.plan} sur la page des formules d’ici là.`,
      kept: (f) => `Votre formule se renouvelle en ${f.plan} le ${f.at} pour ${f.amount}, comme avant.`,
      cancelled: (f) =>
        `Votre formule ${f.plan} ne sera pas renouvelée. Vous la gardez jusqu’au ${f.until} et rien de plus n’est prélevé ; votre mandat UPI Autopay prend fin à cette date. Vous avez changé d’avis ? Reprenez le renouvellement dans Mon compte d’ici là.`,
      resumed: (f) => `Votre formule ${f.plan} se renouvelle de nouveau d’elle-même.`,
    },
    renews: (f) =>
      `Elle se renouvelle automatiquement le ${f.at} en ${f.next} pour ${f.amount}, prélevés par UPI Autopay après un avis la veille. Vous pouvez résilier à tout moment dans Mon compte.`,
    once: 'Elle ne se renouvelle pas d’elle-même : nous vous le rappellerons avant son terme.',
    paid: (amount, invoice) => `Payé : ${amount}${invoice ? ` (facture GST ${invoice})` : ''}.`,
    manage: 'Gérer votre abonnement :',
  },
  de: {
    subject: {
      subscribed: (plan) => `Ihr Tarif ${plan} ist aktiv`,
      renewed: (plan) => `Ihr Tarif ${plan} wurde verlängert`,
      upgraded: (plan) => `Sie haben jetzt ${plan}`,
      downgraded: (plan) => `Ihr Tarif wechselt bei Verlängerung zu ${plan}`,
      kept: (plan) => `Sie behalten ${plan}`,
      cancelled: () => 'Verlängerung gekündigt',
      resumed: () => 'Verlängerung fortgesetzt',
    },
    body: {
      subscribed: (f) => `Danke für Ihr Abonnement. Ihr Tarif ${f.plan} ist bis ${f.until} aktiv.`,
      renewed: (f) => `Wir haben Ihren Tarif ${f.plan} per UPI Autopay verlängert. Er läuft jetzt bis ${f.until}.`,
      upgraded: (f) =>
        `Sie sind von ${f.from} zu ${f.plan} gewechselt. Er läuft ab heute bis ${f.until}, wann Ihr Tarif geendet hätte; Sie haben die Differenz für diese Zeit bezahlt.`,
      downgraded: (f) =>
        `Sie behalten ${f.plan} bis ${f.until}. Danach verlängert sich Ihr Tarif als ${f.next} zu ${f.amount}. Anders überlegt? Wählen Sie vorher auf der Tarifseite „${f.plan} behalten“.`,
      kept: (f) => `Ihr Tarif verlängert sich am ${f.at} wie bisher als ${f.plan} zu ${f.amount}.`,
      cancelled: (f) =>
        `Ihr Tarif ${f.plan} wird nicht verlängert. Sie behalten ihn bis ${f.until}, und es wird nichts mehr abgebucht; Ihr UPI-Autopay-Mandat endet dann. Anders überlegt? Setzen Sie die Verlängerung bis dahin unter Mein Konto fort.`,
      resumed: (f) => `Ihr Tarif ${f.plan} verlängert sich wieder von selbst.`,
    },
    renews: (f) =>
      `Er verlängert sich am ${f.at} automatisch als ${f.next} zu ${f.amount}, abgebucht per UPI Autopay nach einer Ankündigung einen Tag vorher. Sie können jederzeit unter Mein Konto kündigen.`,
    once: 'Er verlängert sich nicht von selbst: Wir erinnern Sie vor seinem Ende.',
    paid: (amount, invoice) => `Bezahlt: ${amount}${invoice ? ` (GST-Rechnung ${invoice})` : ''}.`,
    manage: 'Ihr Abonnement verwalten:',
  },
};

/** Events that confirm a payment, and those after which the renewal terms are worth repeating. */
const PAID: readonly SubscriptionEvent[] = ['subscribed', 'renewed', 'upgraded'];
const TERMS: readonly SubscriptionEvent[] = ['subscribed', 'upgraded', 'resumed'];

/**
 * The mail confirming a change to a member's subscription, in their language: what happened, what
 * was paid (with its invoice), how the plan goes on, and where to manage it.
 */
export function subscriptionMail(
  event: SubscriptionEvent,
  to: string,
  language: Language,
  facts: SubscriptionFacts,
  site: { service: string; timeZone: string; manageLink: string },
): MailMessage {
  const words = wording[language];
  const date = new Intl.DateTimeFormat(htmlLangOf[language], { dateStyle: 'long', timeZone: site.timeZone });
  const money = (paise: number) => `₹${(paise / 100).toFixed(2)}`;
  const fill: Fill = {
    plan: facts.plan,
    from: facts.payment?.upgradedFrom ?? '',
    next: facts.renewal?.plan ?? facts.plan,
    until: date.format(facts.until),
    at: date.format(facts.renewal?.at ?? facts.until),
    amount: money(facts.renewal?.amountPaise ?? 0),
  };
  const subjectPlan = event === 'downgraded' ? fill.next : facts.plan;
  const terms = TERMS.includes(event) ? [facts.renewal ? words.renews(fill) : words.once] : [];
  const paid =
    PAID.includes(event) && facts.payment ? [words.paid(money(facts.payment.amountPaise), facts.payment.invoice)] : [];
  return {
    to,
    subject: `${site.service}: ${words.subject[event](subjectPlan)}`,
    text: [[words.body[event](fill), ...terms].join(' '), ...paid, '', words.manage, site.manageLink].join('\n'),
  };
}
