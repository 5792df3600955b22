import type { Language } from '@reelhouse/contracts/locales';
import type { MailMessage } from '../../integrations/mail/mail-sender';

interface Wording {
  confirmSubject: (service: string) => string;
  confirmBody: (service: string, days: number) => string;
  welcomeSubject: (service: string) => string;
  welcomeBody: (service: string) => string;
  ignore: string;
  leave: string;
}

const wording: Record<Language, Wording> = {
  en: {
    confirmSubject: (service) => `Confirm your subscription to the ${service} newsletter`,
    confirmBody: (service, days) =>
      `Someone, hopefully you, asked to receive the ${service} newsletter at this address. To confirm, open this link within ${days} days and press the button:`,
    welcomeSubject: (service) => `You are subscribed to the ${service} newsletter`,
    welcomeBody: (service) =>
      `Thank you for confirming. You will now receive news about new titles, the shop and the blog from ${service}.`,
    ignore: 'If you did not ask for this, ignore this mail: nothing will be sent to you.',
    leave: 'To stop receiving these mails, open:',
  },
  ar: {
    confirmSubject: (service) => `أكّد اشتراكك في النشرة البريدية لـ ${service}`,
    confirmBody: (service, days) =>
      `طلب شخصٌ، نأمل أن تكون أنت، تلقّي النشرة البريدية لـ ${service} على هذا العنوان. للتأكيد افتح هذا الرابط خلال ${days} أيام واضغط الزر:`,
    welcomeSubject: (service) => `اشتركتَ في النشرة البريدية لـ ${service}`,
    welcomeBody: (service) => `شكرًا لتأكيدك. ستصلك من الآن أخبار الأعمال الجديدة والمتجر والمدونة من ${service}.`,
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، ولن يُرسل إليك شيء.',
    leave: 'لإيقاف هذه الرسائل افتح:',
  },
  gr: {
    confirmSubject: (service) => `Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο του ${service}`,
    confirmBody: (service, days) =>
      `Κάποιος, ελπίζουμε εσείς, ζήτησε να λαμβάνει το ενημερωτικό δελτίο του ${service} σε αυτή τη διεύθυνση. Για επιβεβαίωση, ανοίξτε αυτόν τον σύνδεσμο μέσα σε ${days} ημέρες και πατήστε το κουμπί:`,
    welcomeSubject: (service) => `Εγγραφήκατε στο ενημερωτικό δελτίο του ${service}`,
    welcomeBody: (service) =>
      `Σας ευχαριστούμε για την επιβεβαίωση. Από τώρα θα λαμβάνετε νέα για νέους τίτλους, το κατάστημα και το ιστολόγιο του ${service}.`,
    ignore: 'Αν δεν το ζητήσατε, αγνοήστε αυτό το μήνυμα: δεν θα σας σταλεί τίποτα.',
    leave: 'Για να σταματήσετε να λαμβάνετε αυτά τα μηνύματα, ανοίξτε:',
  },
  fr: {
    confirmSubject: (service) => `Confirmez votre inscription à la newsletter de ${service}`,
    confirmBody: (service, days) =>
      `Quelqu’un, vous sans doute, a demandé à recevoir la newsletter de ${service} à cette adresse. Pour confirmer, ouvrez ce lien dans les ${days} jours et appuyez sur le bouton :`,
    welcomeSubject: (service) => `Vous êtes inscrit à la newsletter de ${service}`,
    welcomeBody: (service) =>
      `Merci d’avoir confirmé. Vous recevrez désormais les nouveautés, les offres de la boutique et les articles du blog de ${service}.`,
    ignore: 'Si vous n’avez rien demandé, ignorez ce message : rien ne vous sera envoyé.',
    leave: 'Pour ne plus recevoir ces messages, ouvrez :',
  },
  de: {
    confirmSubject: (service) => `Bestätigen Sie Ihr Abonnement des ${service}-Newsletters`,
    confirmBody: (service, days) =>
      `Jemand, hoffentlich Sie, möchte den Newsletter von ${service} an diese Adresse erhalten. Zum Bestätigen öffnen Sie diesen Link innerhalb von ${days} Tagen und drücken Sie die Schaltfläche:`,
    welcomeSubject: (service) => `Sie haben den ${service}-Newsletter abonniert`,
    welcomeBody: (service) =>
      `Danke für Ihre Bestätigung. Ab jetzt erhalten Sie Neuigkeiten zu neuen Titeln, zum Shop und zum Blog von ${service}.`,
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Sie erhalten nichts weiter.',
    leave: 'Um diese E-Mails abzubestellen, öffnen Sie:',
  },
};

interface Links {
  /** The page where the address leaves the list. */
  unsubscribePage: string;
  /** Where mail clients' own unsubscribe button posts. */
  oneClick: string;
}

export function confirmationMail(
  to: string,
  language: Language,
  service: string,
  confirmUrl: string,
  days: number,
  links: Links,
): MailMessage {
  const words = wording[language];
  return {
    to,
    subject: words.confirmSubject(service),
    text: [words.confirmBody(service, days), confirmUrl, words.ignore, `${words.leave}\n${links.unsubscribePage}`].join(
      '\n\n',
    ),
    unsubscribeUrl: links.oneClick,
  };
}

export function welcomeMail(to: string, language: Language, service: string, links: Links): MailMessage {
  const words = wording[language];
  return {
    to,
    subject: words.welcomeSubject(service),
    text: [words.welcomeBody(service), `${words.leave}\n${links.unsubscribePage}`].join('\n\n'),
    unsubscribeUrl: links.oneClick,
  };
}

/** A newsletter as one subscriber gets it: its text in their language (else English), then how to leave. */
export function issueMail(
  to: string,
  language: Language,
  texts: { subject: string; body: string },
  links: Links,
): MailMessage {
  return {
    to,
    subject: texts.subject,
    text: [texts.body, `${wording[language].leave}\n${links.unsubscribePage}`].join('\n\n'),
    unsubscribeUrl: links.oneClick,
  };
}
