import type { genreTypes } from '@reelhouse/contracts/catalogue-values';
import type { departments } from '@reelhouse/contracts/catalogue';
import { l, type Localized } from './localized';

export const demoGenres: { slug: string; type: (typeof genreTypes)[number]; name: Localized }[] = [
  { slug: 'action', type: 'movie', name: l('Action', 'أكشن', 'Δράση', 'Action', 'Action') },
  { slug: 'adventure', type: 'movie', name: l('Adventure', 'مغامرة', 'Περιπέτεια', 'Aventure', 'Abenteuer') },
  { slug: 'comedy', type: 'movie', name: l('Comedy', 'كوميديا', 'Κωμωδία', 'Comédie', 'Komödie') },
  { slug: 'drama', type: 'movie', name: l('Drama', 'دراما', 'Δράμα', 'Drame', 'Drama') },
  { slug: 'thriller', type: 'movie', name: l('Thriller', 'إثارة', 'Θρίλερ', 'Thriller', 'Thriller') },
  { slug: 'romance', type: 'movie', name: l('Romance', 'رومانسي', 'Ρομαντική', 'Romance', 'Liebesfilm') },
  {
    slug: 'science-fiction',
    type: 'movie',
    name: l('Science fiction', 'خيال علمي', 'Επιστημονική φαντασία', 'Science-fiction', 'Science-Fiction'),
  },
  { slug: 'family', type: 'movie', name: l('Family', 'عائلي', 'Οικογενειακή', 'Famille', 'Familie') },
  { slug: 'mystery', type: 'movie', name: l('Mystery', 'غموض', 'Μυστήριο', 'Mystère', 'Mystery') },
  {
    slug: 'documentary',
    type: 'movie',
    name: l('Documentary', 'وثائقي', 'Ντοκιμαντέρ', 'Documentaire', 'Dokumentarfilm'),
  },
  {
    slug: 'crime-series',
    type: 'tv-show',
    name: l('Crime series', 'مسلسلات جريمة', 'Αστυνομικές σειρές', 'Séries policières', 'Krimiserien'),
  },
  { slug: 'reality', type: 'tv-show', name: l('Reality', 'تلفزيون الواقع', 'Ριάλιτι', 'Téléréalité', 'Reality') },
  { slug: 'kids', type: 'tv-show', name: l('Kids', 'أطفال', 'Παιδικά', 'Enfants', 'Kinder') },
  { slug: 'how-to', type: 'video', name: l('How-to', 'تعلّم كيف', 'Πώς να', 'Tutoriels', 'Anleitungen') },
  { slug: 'music', type: 'video', name: l('Music', 'موسيقى', 'Μουσική', 'Musique', 'Musik') },
];

export const demoTags: { slug: string; name: Localized }[] = [
  { slug: 'feel-good', name: l('Feel-good', 'مبهج', 'Ευχάριστο', 'Feel-good', 'Gute Laune') },
  { slug: 'slow-burn', name: l('Slow burn', 'تصاعد هادئ', 'Αργή κλιμάκωση', 'Tension lente', 'Langsam brennend') },
  {
    slug: 'based-on-a-true-story',
    name: l(
      'Based on a true story',
      'مستوحى من قصة حقيقية',
      'Βασισμένο σε αληθινή ιστορία',
      "D'après une histoire vraie",
      'Nach einer wahren Geschichte',
    ),
  },
  {
    slug: 'coming-of-age',
    name: l('Coming of age', 'النضوج', 'Ενηλικίωση', "Passage à l'âge adulte", 'Erwachsenwerden'),
  },
  { slug: 'road-trip', name: l('Road trip', 'رحلة برية', 'Οδοιπορικό', 'Road trip', 'Roadtrip') },
  { slug: 'heist', name: l('Heist', 'سطو', 'Ληστεία', 'Casse', 'Coup') },
  { slug: 'friendship', name: l('Friendship', 'صداقة', 'Φιλία', 'Amitié', 'Freundschaft') },
  { slug: 'courtroom', name: l('Courtroom', 'قاعة المحكمة', 'Δικαστική αίθουσα', 'Procès', 'Gerichtssaal') },
  { slug: 'space', name: l('Space', 'الفضاء', 'Διάστημα', 'Espace', 'Weltraum') },
  { slug: 'food', name: l('Food', 'طعام', 'Φαγητό', 'Cuisine', 'Essen') },
  { slug: 'music', name: l('Music', 'موسيقى', 'Μουσική', 'Musique', 'Musik') },
  { slug: 'sports', name: l('Sports', 'رياضة', 'Αθλητισμός', 'Sport', 'Sport') },
  { slug: 'small-town', name: l('Small town', 'بلدة صغيرة', 'Μικρή πόλη', 'Petite ville', 'Kleinstadt') },
  { slug: 'award-winner', name: l('Award winner', 'حائز على جوائز', 'Βραβευμένο', 'Primé', 'Preisgekrönt') },
  { slug: 'mind-bending', name: l('Mind-bending', 'مُحيّر', 'Μπερδεμένο', 'Vertigineux', 'Verblüffend') },
  { slug: 'ocean', name: l('Ocean', 'المحيط', 'Ωκεανός', 'Océan', 'Ozean') },
  { slug: 'mountains', name: l('Mountains', 'الجبال', 'Βουνά', 'Montagnes', 'Berge') },
  { slug: 'monsoon', name: l('Monsoon', 'الرياح الموسمية', 'Μουσώνας', 'Mousson', 'Monsun') },
];

export const departmentDesignations: Record<(typeof departments)[number], Localized> = {
  acting: l('Actor', 'ممثل', 'Ηθοποιός', 'Acteur', 'Schauspieler'),
  directing: l('Director', 'مخرج', 'Σκηνοθέτης', 'Réalisateur', 'Regisseur'),
  writing: l('Writer', 'كاتب', 'Σεναριογράφος', 'Scénariste', 'Drehbuchautor'),
  production: l('Producer', 'منتج', 'Παραγωγός', 'Producteur', 'Produzent'),
  camera: l('Cinematographer', 'مدير تصوير', 'Διευθυντής φωτογραφίας', 'Directeur de la photographie', 'Kameramann'),
  editing: l('Editor', 'مونتير', 'Μοντέρ', 'Monteur', 'Cutter'),
  sound: l('Sound designer', 'مصمم صوت', 'Ηχολήπτης', 'Concepteur sonore', 'Sounddesigner'),
  art: l('Production designer', 'مصمم إنتاج', 'Σκηνογράφος', 'Chef décorateur', 'Szenenbildner'),
};

export const seasonName = (number: number): Localized =>
  l(`Season ${number}`, `الموسم ${number}`, `Σεζόν ${number}`, `Saison ${number}`, `Staffel ${number}`);
