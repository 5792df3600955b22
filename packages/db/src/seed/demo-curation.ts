import type { placements } from '@reelhouse/contracts/catalogue';
import type { railRules } from '@reelhouse/contracts/catalogue-values';
import type { RailRuleParams } from '../schema/curation';
import { l, type Localized } from './localized';

export interface DemoRail {
  slug: string;
  placement: (typeof placements)[number];
  rule: (typeof railRules)[number];
  params: RailRuleParams;
  name: Localized;
}

/** The original product's lists, as rails on the four catalogue pages. Curated rails get picks in the seed. */
export const demoRails: DemoRail[] = [
  {
    slug: 'popular',
    placement: 'home',
    rule: 'most_watched',
    params: { days: 30 },
    name: l('Popular right now', 'الأكثر شعبية الآن', 'Δημοφιλή τώρα', 'Populaires en ce moment', 'Gerade beliebt'),
  },
  {
    slug: 'latest',
    placement: 'home',
    rule: 'latest',
    params: { kinds: ['movie'] },
    name: l('Latest movies', 'أحدث الأفلام', 'Νέες ταινίες', 'Derniers films', 'Neueste Filme'),
  },
  {
    slug: 'top-10',
    placement: 'home',
    rule: 'top10',
    params: {},
    name: l('Top 10 today', 'أفضل 10 اليوم', 'Top 10 σήμερα', 'Top 10 du jour', 'Top 10 heute'),
  },
  {
    slug: 'suggested-for-you',
    placement: 'home',
    rule: 'curated',
    params: {},
    name: l('Suggested for you', 'مقترحات لك', 'Προτάσεις για εσάς', 'Suggestions pour vous', 'Vorschläge für dich'),
  },
  {
    slug: 'upcoming',
    placement: 'home',
    rule: 'upcoming',
    params: {},
    name: l('Coming soon', 'قريبًا', 'Έρχονται σύντομα', 'Bientôt disponibles', 'Demnächst'),
  },
  {
    slug: 'movie-of-the-year',
    placement: 'movies',
    rule: 'curated',
    params: { kinds: ['movie'] },
    name: l('Movies of the year', 'أفلام العام', 'Ταινίες της χρονιάς', "Films de l'année", 'Filme des Jahres'),
  },
  {
    slug: 'trending-movies',
    placement: 'movies',
    rule: 'most_watched',
    params: { days: 7, kinds: ['movie'] },
    name: l(
      'Trending this week',
      'الرائج هذا الأسبوع',
      'Τάσεις της εβδομάδας',
      'Tendances de la semaine',
      'Trends dieser Woche',
    ),
  },
  {
    slug: 'recommended-movies',
    placement: 'movies',
    rule: 'curated',
    params: { kinds: ['movie'] },
    name: l('Recommended', 'موصى بها', 'Προτεινόμενα', 'Recommandés', 'Empfohlen'),
  },
  {
    slug: 'thrillers',
    placement: 'movies',
    rule: 'genre',
    params: { genre: 'thriller' },
    name: l(
      'Edge-of-your-seat thrillers',
      'أفلام إثارة تحبس الأنفاس',
      'Θρίλερ που κόβουν την ανάσα',
      'Des thrillers à couper le souffle',
      'Thriller zum Mitfiebern',
    ),
  },
  {
    slug: 'popular-shows',
    placement: 'tv',
    rule: 'most_watched',
    params: { days: 30, kinds: ['series', 'show'] },
    name: l('Popular shows', 'مسلسلات رائجة', 'Δημοφιλείς σειρές', 'Séries populaires', 'Beliebte Serien'),
  },
  {
    slug: 'best-of-international-shows',
    placement: 'tv',
    rule: 'curated',
    params: { kinds: ['series', 'show'] },
    name: l(
      'Best of international shows',
      'أفضل المسلسلات العالمية',
      'Οι καλύτερες διεθνείς σειρές',
      'Le meilleur des séries internationales',
      'Das Beste aus internationalen Serien',
    ),
  },
  {
    slug: 'shows-we-recommend',
    placement: 'tv',
    rule: 'curated',
    params: { kinds: ['series', 'show'] },
    name: l(
      'Shows we recommend',
      'مسلسلات نوصي بها',
      'Σειρές που προτείνουμε',
      'Nos séries coup de cœur',
      'Serien, die wir empfehlen',
    ),
  },
  {
    slug: 'specials-latest-videos',
    placement: 'videos',
    rule: 'latest',
    params: { kinds: ['video'] },
    name: l(
      'Specials & latest videos',
      'حلقات خاصة وأحدث الفيديوهات',
      'Αφιερώματα και νέα βίντεο',
      'Spéciaux et dernières vidéos',
      'Specials und neue Videos',
    ),
  },
  {
    slug: 'popular-videos',
    placement: 'videos',
    rule: 'most_watched',
    params: { days: 30, kinds: ['video'] },
    name: l('Popular videos', 'فيديوهات رائجة', 'Δημοφιλή βίντεο', 'Vidéos populaires', 'Beliebte Videos'),
  },
  {
    slug: 'videos-recommended-for-you',
    placement: 'videos',
    rule: 'curated',
    params: { kinds: ['video'] },
    name: l(
      'Videos recommended for you',
      'فيديوهات مقترحة لك',
      'Βίντεο που σας προτείνουμε',
      'Vidéos recommandées pour vous',
      'Empfohlene Videos für dich',
    ),
  },
];

/** Reviews as members write them: each in one language, with an invented name. */
export const demoReviews: { body: string; author: string; rating: number }[] = [
  { body: 'Beautifully shot, and the ending stayed with me for days.', author: 'Meera K.', rating: 5 },
  { body: 'A little slow in the middle, but the last half hour is worth it.', author: 'Daniel R.', rating: 4 },
  { body: 'قصة مؤثرة وتمثيل رائع، شاهدته مع العائلة كلها.', author: 'سلمى ع.', rating: 5 },
  { body: 'Très belle photographie, mais le scénario manque un peu de surprises.', author: 'Camille L.', rating: 3 },
  { body: 'Hat mich von der ersten Minute an gepackt. Klare Empfehlung!', author: 'Jonas W.', rating: 5 },
  { body: 'Πολύ όμορφη ταινία με υπέροχη μουσική.', author: 'Ελένη Π.', rating: 4 },
  { body: 'Fun for a Sunday afternoon. The kids loved the second act.', author: 'Arjun S.', rating: 4 },
  { body: 'Not really my kind of story, though the performances are strong.', author: 'Priya N.', rating: 3 },
];
