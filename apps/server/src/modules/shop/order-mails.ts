import type { Language } from '@reelhouse/contracts/locales';
import type { Order, OrderStatus } from '@reelhouse/contracts/shop-orders';
import { isLanguage } from '@reelhouse/contracts/locales';
import type { MailMessage } from '../../integrations/mail/mail-sender';

interface Wording {
  status: Record<OrderStatus, string>;
  placedSubject: (service: string, number: string) => string;
  placed: string;
  changedSubject: (service: string, number: string, status: string) => string;
  changed: (status: string) => string;
  total: string;
  view: string;
  bank: string;
}

const wording: Record<Language, Wording> = {
  en: {
    status: {
      pending_payment: 'Pending payment',
      processing: 'Processing',
      on_hold: 'On hold',
      completed: 'Completed',
      cancelled: 'Cancelled',
      refunded: 'Refunded',
      failed: 'Failed',
    },
    placedSubject: (service, number) => `${service}: we have your order #${number}`,
    placed: 'Thank you for your order. Here is what you ordered:',
    changedSubject: (service, number, status) => `${service}: order #${number} is now ${status.toLowerCase()}`,
    changed: (status) => `Your order’s status is now: ${status}.`,
    total: 'Total (GST and shipping included)',
    view: 'See your order:',
    bank: 'Pay by bank transfer to the account shown at checkout, with your order number as the reference.',
  },
  ar: {
    status: {
      pending_payment: 'بانتظار الدفع',
      processing: 'قيد التجهيز',
      on_hold: 'معلّق',
      completed: 'مكتمل',
      cancelled: 'ملغى',
      refunded: 'مسترد',
      failed: 'فشل',
    },
    placedSubject: (service, number) => `${service}: استلمنا طلبك رقم ${number}`,
    placed: 'شكرًا لطلبك. هذا ما طلبته:',
    changedSubject: (service, number, status) => `${service}: حالة الطلب رقم ${number} الآن: ${status}`,
    changed: (status) => `حالة طلبك الآن: ${status}.`,
    total: 'الإجمالي (شاملًا ضريبة السلع والخدمات والشحن)',
    view: 'اطّلع على طلبك:',
    bank: 'ادفع بتحويل مصرفي إلى الحساب المعروض عند الدفع، مع رقم طلبك مرجعًا.',
  },
  gr: {
    status: {
      pending_payment: 'Εκκρεμεί πληρωμή',
      processing: 'Σε επεξεργασία',
      on_hold: 'Σε αναμονή',
      completed: 'Ολοκληρώθηκε',
      cancelled: 'Ακυρώθηκε',
      refunded: 'Επιστράφηκαν τα χρήματα',
      failed: 'Απέτυχε',
    },
    placedSubject: (service, number) => `${service}: λάβαμε την παραγγελία σας #${number}`,
    placed: 'Σας ευχαριστούμε για την παραγγελία. Αυτά παραγγείλατε:',
    changedSubject: (service, number, status) => `${service}: η παραγγελία #${number} είναι τώρα: ${status}`,
    changed: (status) => `Η κατάσταση της παραγγελίας σας είναι τώρα: ${status}.`,
    total: 'Σύνολο (με ΦΠΑ και μεταφορικά)',
    view: 'Δείτε την παραγγελία σας:',
    bank: 'Πληρώστε με τραπεζική μεταφορά στον λογαριασμό που εμφανίστηκε στο ταμείο, με αιτιολογία τον αριθμό παραγγελίας.',
  },
  fr: {
    status: {
      pending_payment: 'En attente de paiement',
      processing: 'En cours',
      on_hold: 'En attente',
      completed: 'Terminée',
      cancelled: 'Annulée',
      refunded: 'Remboursée',
      failed: 'Échouée',
    },
    placedSubject: (service, number) => `${service} : nous avons bien reçu votre commande n° ${number}`,
    placed: 'Merci pour votre commande. Voici ce que vous avez commandé :',
    changedSubject: (service, number, status) => `${service} : commande n° ${number} — ${status.toLowerCase()}`,
    changed: (status) => `Le statut de votre commande est désormais : ${status}.`,
    total: 'Total (TVA et livraison comprises)',
    view: 'Voir votre commande :',
    bank: 'Payez par virement sur le compte indiqué lors de la commande, avec votre numéro de commande en référence.',
  },
  de: {
    status: {
      pending_payment: 'Zahlung ausstehend',
      processing: 'In Bearbeitung',
      on_hold: 'In Wartestellung',
      completed: 'Abgeschlossen',
      cancelled: 'Storniert',
      refunded: 'Erstattet',
      failed: 'Fehlgeschlagen',
    },
    placedSubject: (service, number) => `${service}: Ihre Bestellung Nr. ${number} ist eingegangen`,
    placed: 'Danke für Ihre Bestellung. Sie haben bestellt:',
    changedSubject: (service, number, status) => `${service}: Bestellung Nr. ${number} – ${status}`,
    changed: (status) => `Ihre Bestellung hat jetzt den Status: ${status}.`,
    total: 'Gesamt (inkl. GST und Versand)',
    view: 'Ihre Bestellung ansehen:',
    bank: 'Zahlen Sie per Überweisung auf das beim Bezahlen angezeigte Konto, mit Ihrer Bestellnummer als Verwendungszweck.',
  },
};

const words = (lang: string) => wording[isLanguage(lang) ? lang : 'en'];
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** The mail confirming a new order: what was ordered and what it costs. */
export function orderPlacedMail(order: Order, lang: string, service: string, link: string): MailMessage {
  const w = words(lang);
  const lines = order.items.map(
    (item) =>
      `- ${item.quantity} × ${item.name}${[item.size, item.colour].some(Boolean) ? ` (${[item.size, item.colour].filter(Boolean).join(', ')})` : ''}: ${rupees(item.totalPaise)}`,
  );
  return {
    to: order.email,
    subject: w.placedSubject(service, order.number),
    text: [
      w.placed,
      '',
      ...lines,
      '',
      `${w.total}: ${rupees(order.totalPaise)}`,
      `${w.status[order.status]}`,
      ...(order.paymentMethod === 'bank_transfer' ? ['', w.bank] : []),
      '',
      w.view,
      link,
    ].join('\n'),
  };
}

/** The mail telling the buyer their order moved on. */
export function orderStatusMail(
  order: { number: string; email: string; to: OrderStatus; note: string | null },
  lang: string,
  service: string,
  link: string,
): MailMessage {
  const w = words(lang);
  const status = w.status[order.to];
  return {
    to: order.email,
    subject: w.changedSubject(service, order.number, status),
    text: [w.changed(status), ...(order.note ? ['', order.note] : []), '', w.view, link].join('\n'),
  };
}
