import type { Language } from '@reelhouse/contracts/locales';
import type { EnquiryInput } from '@reelhouse/contracts/enquiries';
import type { MailMessage } from '../../integrations/mail/mail-sender';

interface Wording {
  subject: (service: string) => string;
  greeting: (name: string) => string;
  body: (service: string) => string;
  quoted: string;
  signature: (service: string) => string;
  /** An operator's answer from the console. */
  replySubject: (service: string) => string;
  wrote: string;
}

/** The sender's copy, in the language the form was sent in. */
const confirmations: Record<Language, Wording> = {
  en: {
    subject: (service) => `We received your message — ${service}`,
    greeting: (name) => `Hello ${name},`,
    body: (service) =>
      `Thank you for writing to ${service}. Your message has reached our team and we will answer by e-mail, usually within two working days.`,
    quoted: 'Your message:',
    signature: (service) => `The ${service} team`,
    replySubject: (service) => `Re: your message to ${service}`,
    wrote: 'You wrote:',
  },
  ar: {
    subject: (service) => `وصلتنا رسالتك — ${service}`,
    greeting: (name) => `مرحبًا ${name}،`,
    body: (service) =>
      `شكرًا لتواصلك مع ${service}. وصلت رسالتك إلى فريقنا وسنرد عليك بالبريد الإلكتروني، عادةً خلال يومَي عمل.`,
    quoted: 'رسالتك:',
    signature: (service) => `فريق ${service}`,
    replySubject: (service) => `رد: رسالتك إلى ${service}`,
    wrote: 'كتبتَ:',
  },
  gr: {
    subject: (service) => `Λάβαμε το μήνυμά σας — ${service}`,
    greeting: (name) => `Γεια σας ${name},`,
    body: (service) =>
      `Σας ευχαριστούμε που επικοινωνήσατε με το ${service}. Το μήνυμά σας έφτασε στην ομάδα μας και θα σας απαντήσουμε με e-mail, συνήθως μέσα σε δύο εργάσιμες ημέρες.`,
    quoted: 'Το μήνυμά σας:',
    signature: (service) => `Η ομάδα του ${service}`,
    replySubject: (service) => `Απ: το μήνυμά σας προς ${service}`,
    wrote: 'Γράψατε:',
  },
  fr: {
    subject: (service) => `Nous avons bien reçu votre message — ${service}`,
    greeting: (name) => `Bonjour ${name},`,
    body: (service) =>
      `Merci d’avoir écrit à ${service}. Votre message est bien arrivé à notre équipe et nous vous répondrons par e-mail, en général sous deux jours ouvrés.`,
    quoted: 'Votre message :',
    signature: (service) => `L’équipe ${service}`,
    replySubject: (service) => `Re : votre message à ${service}`,
    wrote: 'Vous avez écrit :',
  },
  de: {
    subject: (service) => `Wir haben Ihre Nachricht erhalten – ${service}`,
    greeting: (name) => `Hallo ${name},`,
    body: (service) =>
      `Danke, dass Sie ${service} geschrieben haben. Ihre Nachricht ist bei unserem Team angekommen; wir antworten per E-Mail, meist innerhalb von zwei Werktagen.`,
    quoted: 'Ihre Nachricht:',
    signature: (service) => `Ihr ${service}-Team`,
    replySubject: (service) => `Re: Ihre Nachricht an ${service}`,
    wrote: 'Sie schrieben:',
  },
};

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

export function confirmationMail(enquiry: EnquiryInput, language: Language, service: string): MailMessage {
  const words = confirmations[language];
  return {
    to: enquiry.email,
    subject: words.subject(service),
    text: [
      words.greeting(enquiry.name),
      words.body(service),
      `${words.quoted}\n${quote(enquiry.message)}`,
      `— ${words.signature(service)}`,
    ].join('\n\n'),
  };
}

/** The operator's copy: replying to it answers the sender. */
export function operatorMail(
  enquiry: EnquiryInput & { id: number; language: Language },
  operator: string,
  service: string,
): MailMessage {
  return {
    to: operator,
    replyTo: enquiry.email,
    subject: `[${service}] Enquiry #${enquiry.id} from ${enquiry.name}`,
    text: [
      `From: ${enquiry.name} <${enquiry.email}>`,
      `Language: ${enquiry.language}`,
      '',
      enquiry.message,
      '',
      'Reply to this mail to answer the sender.',
    ].join('\n'),
  };
}

/** An operator's answer, in the sender's language, with what they wrote quoted under it. */
export function replyMail(
  enquiry: { name: string; email: string; message: string; language: Language },
  body: string,
  service: string,
  replyTo: string,
): MailMessage {
  const words = confirmations[enquiry.language];
  return {
    to: enquiry.email,
    replyTo,
    subject: words.replySubject(service),
    text: [
      words.greeting(enquiry.name),
      body,
      `— ${words.signature(service)}`,
      `${words.wrote}\n${quote(enquiry.message)}`,
    ].join('\n\n'),
  };
}
