import { htmlLangOf, type Language } from '@reelhouse/contracts/locales';
import type { Notice } from '@reelhouse/contracts/notices';
import type { MailMessage } from '../../integrations/mail/mail-sender';

interface Wording {
  subject: (service: string) => string;
  intro: (service: string) => string;
  forProfile: (name: string) => string;
  /** The holder's own profile before they name it. */
  forYou: string;
  newEpisode: (season: number, number: number, name: string) => string;
  leaving: (date: string) => string;
  watch: string;
  stop: string;
}

const wording: Record<Language, Wording> = {
  en: {
    subject: (service) => `This week on your ${service} lists`,
    intro: (service) => `Here is what changed this week for the titles on your ${service} lists.`,
    forProfile: (name) => `For ${name}:`,
    forYou: 'For you:',
    newEpisode: (season, number, name) => `new episode S${season} E${number}, “${name}”`,
    leaving: (date) => `leaving on ${date}`,
    watch: 'Watch now:',
    stop: 'To stop this weekly e-mail, turn it off on My Account, or use your mail program’s unsubscribe button.',
  },
  ar: {
    subject: (service) => `هذا الأسبوع في قوائمك على ${service}`,
    intro: (service) => `إليك ما تغيّر هذا الأسبوع في الأعمال التي في قوائمك على ${service}.`,
    forProfile: (name) => `لـ ${name}:`,
    forYou: 'لك:',
    newEpisode: (season, number, name) => `حلقة جديدة م${season} ح${number}، «${name}»`,
    leaving: (date) => `يغادر في ${date}`,
    watch: 'شاهد الآن:',
    stop: 'لإيقاف هذه الرسالة الأسبوعية أوقفها من صفحة حسابي، أو استخدم زر إلغاء الاشتراك في برنامج بريدك.',
  },
  gr: {
    subject: (service) => `Αυτή την εβδομάδα στις λίστες σας στο ${service}`,
    intro: (service) => `Δείτε τι άλλαξε αυτή την εβδομάδα στους τίτλους των λιστών σας στο ${service}.`,
    forProfile: (name) => `Για ${name}:`,
    forYou: 'Για εσάς:',
    newEpisode: (season, number, name) => `νέο επεισόδιο Σ${season} Ε${number}, «${name}»`,
    leaving: (date) => `αποχωρεί στις ${date}`,
    watch: 'Δείτε τώρα:',
    stop: 'Για να σταματήσει αυτό το εβδομαδιαίο e-mail, απενεργοποιήστε το στον Λογαριασμό μου ή πατήστε το κουμπί απεγγραφής του προγράμματος αλληλογραφίας σας.',
  },
  fr: {
    subject: (service) => `Cette semaine dans vos listes ${service}`,
    intro: (service) => `Voici ce qui a changé cette semaine pour les titres de vos listes ${service}.`,
    forProfile: (name) => `Pour ${name} :`,
    forYou: 'Pour vous :',
    newEpisode: (season, number, name) => `nouvel épisode S${season} É${number}, « ${name} »`,
    leaving: (date) => `disponible jusqu’au ${date}`,
    watch: 'Regarder :',
    stop: 'Pour ne plus recevoir cet e-mail hebdomadaire, désactivez-le dans Mon compte, ou utilisez le bouton de désabonnement de votre messagerie.',
  },
  de: {
    subject: (service) => `Diese Woche auf Ihren ${service}-Listen`,
    intro: (service) => `Das hat sich diese Woche bei den Titeln auf Ihren ${service}-Listen getan.`,
    forProfile: (name) => `Für ${name}:`,
    forYou: 'Für Sie:',
    newEpisode: (season, number, name) => `neue Folge S${season} F${number}, „${name}“`,
    leaving: (date) => `nur noch bis ${date}`,
    watch: 'Jetzt ansehen:',
    stop: 'Um diese wöchentliche E-Mail abzubestellen, schalten Sie sie unter „Mein Konto“ aus oder nutzen Sie die Abmelde-Schaltfläche Ihres E-Mail-Programms.',
  },
};

export interface DigestSection {
  /** Null for the holder's own profile until they name it. */
  profileName: string | null;
  notices: Notice[];
}

/**
 * The weekly digest: each profile's new notices under its name, in the account holder's
 * language, with where to watch and how to stop it; `oneClick` is the List-Unsubscribe address.
 */
export function digestMail(
  to: string,
  language: Language,
  site: { service: string; origin: string; timeZone: string },
  sections: DigestSection[],
  oneClick: string,
): MailMessage {
  const words = wording[language];
  const date = new Intl.DateTimeFormat(htmlLangOf[language], {
    day: 'numeric',
    month: 'long',
    timeZone: site.timeZone,
  });
  const line = (notice: Notice) =>
    `– ${notice.title.name}: ${
      notice.episode
        ? words.newEpisode(notice.episode.season, notice.episode.number, notice.episode.name)
        : words.leaving(date.format(new Date(notice.leavingAt ?? notice.at)))
    }`;
  const blocks = sections.map((section) =>
    [
      section.profileName === null ? words.forYou : words.forProfile(section.profileName),
      ...section.notices.map(line),
    ].join('\n'),
  );
  return {
    to,
    subject: words.subject(site.service),
    text: [words.intro(site.service), ...blocks, `${words.watch} ${site.origin}/`, words.stop].join('\n\n'),
    unsubscribeUrl: oneClick,
  };
}
