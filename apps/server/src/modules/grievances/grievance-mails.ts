import { htmlLangOf, type Language } from '@reelhouse/contracts/locales';
import type { MailMessage } from '../../integrations/mail/mail-sender';

interface Wording {
  ackSubject: (reference: string, service: string) => string;
  greeting: (name: string) => string;
  ackBody: (officer: string, reference: string, date: string) => string;
  resolvedSubject: (reference: string, service: string) => string;
  signature: (officer: string, service: string) => string;
}

/** The complainant's mails, in the language the form was sent in. */
const wordings: Record<Language, Wording> = {
  en: {
    ackSubject: (reference, service) => `We received your complaint ${reference} — ${service}`,
    greeting: (name) => `Hello ${name},`,
    ackBody: (officer, reference, date) =>
      `Your complaint has reached our grievance officer, ${officer}. Its reference is ${reference}: quote it if you write to us about it. We will resolve it and write to you by ${date}.`,
    resolvedSubject: (reference, service) => `Your complaint ${reference} — ${service}`,
    signature: (officer, service) => `${officer}, grievance officer, ${service}`,
  },
  ar: {
    ackSubject: (reference, service) => `وصلتنا شكواك ${reference} — ${service}`,
    greeting: (name) => `مرحبًا ${name}،`,
    ackBody: (officer, reference, date) =>
      `وصلت شكواك إلى مسؤول التظلمات لدينا، ${officer}. رقمها المرجعي ${reference}: اذكره إن راسلتنا بشأنها. سنعالجها ونكتب إليك قبل ${date}.`,
    resolvedSubject: (reference, service) => `شكواك ${reference} — ${service}`,
    signature: (officer, service) => `${officer}، مسؤول التظلمات، ${service}`,
  },
  gr: {
    ackSubject: (reference, service) => `Λάβαμε το παράπονό σας ${reference} — ${service}`,
    greeting: (name) => `Γεια σας ${name},`,
    ackBody: (officer, reference, date) =>
      `Το παράπονό σας έφτασε στον υπεύθυνο παραπόνων μας, ${officer}. Ο αριθμός αναφοράς του είναι ${reference}: αναφέρετέ τον αν μας γράψετε γι’ αυτό. Θα το επιλύσουμε και θα σας γράψουμε έως ${date}.`,
    resolvedSubject: (reference, service) => `Το παράπονό σας ${reference} — ${service}`,
    signature: (officer, service) => `${officer}, υπεύθυνος παραπόνων, ${service}`,
  },
  fr: {
    ackSubject: (reference, service) => `Nous avons reçu votre réclamation ${reference} — ${service}`,
    greeting: (name) => `Bonjour ${name},`,
    ackBody: (officer, reference, date) =>
      `Votre réclamation est parvenue à notre responsable des réclamations, ${officer}. Sa référence est ${reference} : rappelez-la si vous nous écrivez à son sujet. Nous la traiterons et vous écrirons d’ici le ${date}.`,
    resolvedSubject: (reference, service) => `Votre réclamation ${reference} — ${service}`,
    signature: (officer, service) => `${officer}, responsable des réclamations, ${service}`,
  },
  de: {
    ackSubject: (reference, service) => `Wir haben Ihre Beschwerde ${reference} erhalten – ${service}`,
    greeting: (name) => `Hallo ${name},`,
    ackBody: (officer, reference, date) =>
      `Ihre Beschwerde ist bei unserem Beschwerdebeauftragten, ${officer}, angekommen. Ihr Aktenzeichen ist ${reference}: Bitte geben Sie es an, wenn Sie uns dazu schreiben. Wir bearbeiten sie und melden uns bis zum ${date}.`,
    resolvedSubject: (reference, service) => `Ihre Beschwerde ${reference} – ${service}`,
    signature: (officer, service) => `${officer}, Beschwerdebeauftragte(r), ${service}`,
  },
};

export interface MailContext {
  service: string;
  officer: { name: string; email: string };
  timeZone: string;
}

interface Complaint {
  reference: string;
  name: string;
  email: string;
  language: Language;
  category: string;
  title: string | null;
  description: string;
  resolveBy: Date;
}

/** The acknowledgement sent the moment a complaint is filed, and the officer's copy. */
export function acknowledgementMails(complaint: Complaint, context: MailContext): MailMessage[] {
  const words = wordings[complaint.language];
  const date = new Intl.DateTimeFormat(htmlLangOf[complaint.language], {
    dateStyle: 'long',
    timeZone: context.timeZone,
  }).format(complaint.resolveBy);
  return [
    {
      to: complaint.email,
      replyTo: context.officer.email,
      subject: words.ackSubject(complaint.reference, context.service),
      text: [
        words.greeting(complaint.name),
        words.ackBody(context.officer.name, complaint.reference, date),
        `— ${words.signature(context.officer.name, context.service)}`,
      ].join('\n\n'),
    },
    {
      to: context.officer.email,
      replyTo: complaint.email,
      subject: `[${context.service}] Grievance ${complaint.reference} (${complaint.category}) from ${complaint.name}`,
      text: [
        `From: ${complaint.name} <${complaint.email}>`,
        `About: ${complaint.category}${complaint.title ? ` — ${complaint.title}` : ''}`,
        `Resolve by: ${complaint.resolveBy.toISOString()}`,
        '',
        complaint.description,
      ].join('\n'),
    },
  ];
}

/** The officer's answer that resolves a complaint, in the complainant's language. */
export function resolutionMail(
  complaint: Pick<Complaint, 'reference' | 'name' | 'email' | 'language'>,
  reply: string,
  context: MailContext,
): MailMessage {
  const words = wordings[complaint.language];
  return {
    to: complaint.email,
    replyTo: context.officer.email,
    subject: words.resolvedSubject(complaint.reference, context.service),
    text: [words.greeting(complaint.name), reply, `— ${words.signature(context.officer.name, context.service)}`].join(
      '\n\n',
    ),
  };
}
