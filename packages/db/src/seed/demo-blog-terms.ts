import { l, type Localized } from './localized';

/** The demo blog's writers, categories and tags. */

export const demoBlogAuthors: { slug: string; name: string; bio: Localized }[] = [
  {
    slug: 'meera-iyer',
    name: 'Meera Iyer',
    bio: l(
      'Editor of the blog. Writes about how films are made and why some scenes stay with us.',
      'محررة المدونة. تكتب عن صناعة الأفلام ولماذا تبقى بعض المشاهد عالقة في أذهاننا.',
      'Υπεύθυνη του ιστολογίου. Γράφει για το πώς γυρίζονται οι ταινίες και γιατί κάποιες σκηνές μάς μένουν.',
      'Rédactrice en chef du blog. Elle écrit sur la fabrication des films et sur ces scènes qui nous restent.',
      'Leitet den Blog. Schreibt darüber, wie Filme entstehen und warum manche Szenen uns nicht loslassen.',
    ),
  },
  {
    slug: 'daniel-okafor',
    name: 'Daniel Okafor',
    bio: l(
      'Listens to soundtracks before he watches the film. Covers music, sound design and composers.',
      'يستمع إلى الموسيقى التصويرية قبل مشاهدة الفيلم. يكتب عن الموسيقى وتصميم الصوت والمؤلفين.',
      'Ακούει το σάουντρακ πριν δει την ταινία. Γράφει για μουσική, ηχητικό σχεδιασμό και συνθέτες.',
      'Il écoute les bandes originales avant de voir le film. Il couvre la musique, le design sonore et les compositeurs.',
      'Hört den Soundtrack, bevor er den Film sieht. Schreibt über Musik, Sounddesign und Komponisten.',
    ),
  },
  {
    slug: 'sofia-marchetti',
    name: 'Sofia Marchetti',
    bio: l(
      'Turns questions from viewers into practical guides, from picture quality to subtitles.',
      'تحوّل أسئلة المشاهدين إلى أدلة عملية، من جودة الصورة إلى الترجمة.',
      'Μετατρέπει τις ερωτήσεις των θεατών σε πρακτικούς οδηγούς, από την ποιότητα εικόνας ως τους υπότιτλους.',
      'Elle transforme les questions des spectateurs en guides pratiques, de la qualité d’image aux sous-titres.',
      'Macht aus Fragen der Zuschauer praktische Ratgeber, von der Bildqualität bis zu Untertiteln.',
    ),
  },
  {
    slug: 'karan-mehta',
    name: 'Karan Mehta',
    bio: l(
      'Talks to the people behind the camera: directors, editors, writers and crews.',
      'يحاور الأشخاص خلف الكاميرا: المخرجين والمونتيرين والكتّاب وفرق العمل.',
      'Συνομιλεί με τους ανθρώπους πίσω από την κάμερα: σκηνοθέτες, μοντέρ, σεναριογράφους και συνεργεία.',
      'Il donne la parole à ceux qui travaillent derrière la caméra : réalisateurs, monteurs, scénaristes et équipes.',
      'Spricht mit den Menschen hinter der Kamera: Regie, Schnitt, Drehbuch und Crews.',
    ),
  },
];

export const demoBlogCategories: { slug: string; name: Localized }[] = [
  {
    slug: 'behind-the-scenes',
    name: l('Behind the scenes', 'كواليس', 'Πίσω από τις κάμερες', 'Coulisses', 'Hinter den Kulissen'),
  },
  { slug: 'interviews', name: l('Interviews', 'مقابلات', 'Συνεντεύξεις', 'Entretiens', 'Interviews') },
  { slug: 'guides', name: l('Guides', 'أدلة', 'Οδηγοί', 'Guides', 'Ratgeber') },
  { slug: 'soundtracks', name: l('Soundtracks', 'موسيقى تصويرية', 'Σάουντρακ', 'Bandes originales', 'Soundtracks') },
  {
    slug: 'news',
    name: l(
      'News and festivals',
      'أخبار ومهرجانات',
      'Νέα και φεστιβάλ',
      'Actualités et festivals',
      'Neuigkeiten und Festivals',
    ),
  },
];

export const demoBlogTags: { slug: string; name: Localized }[] = [
  { slug: 'cinematography', name: l('Cinematography', 'تصوير سينمائي', 'Φωτογραφία', 'Photographie', 'Kameraarbeit') },
  { slug: 'music', name: l('Music', 'موسيقى', 'Μουσική', 'Musique', 'Musik') },
  { slug: 'directors', name: l('Directors', 'مخرجون', 'Σκηνοθέτες', 'Réalisateurs', 'Regie') },
  { slug: 'series', name: l('Series', 'مسلسلات', 'Σειρές', 'Séries', 'Serien') },
  { slug: 'documentary', name: l('Documentary', 'وثائقي', 'Ντοκιμαντέρ', 'Documentaire', 'Dokumentarfilm') },
  { slug: 'tips', name: l('Tips', 'نصائح', 'Συμβουλές', 'Astuces', 'Tipps') },
  { slug: 'festivals', name: l('Festivals', 'مهرجانات', 'Φεστιβάλ', 'Festivals', 'Festivals') },
  { slug: 'animation', name: l('Animation', 'رسوم متحركة', 'Κινούμενα σχέδια', 'Animation', 'Animation') },
  { slug: 'independent', name: l('Independent', 'مستقل', 'Ανεξάρτητος', 'Indépendant', 'Independent') },
  { slug: 'editing', name: l('Editing', 'مونتاج', 'Μοντάζ', 'Montage', 'Schnitt') },
];

/** Captions for gallery pictures (the pictures themselves are drawn from each post's seed). */
export const demoGalleryCaptions: Localized[] = [
  l(
    'The first sketch, drawn on the back of a call sheet.',
    'الرسم الأول، على ظهر جدول التصوير.',
    'Το πρώτο σκίτσο, στο πίσω μέρος του προγράμματος γυρισμάτων.',
    'Le premier croquis, au dos d’une feuille de service.',
    'Die erste Skizze, auf der Rückseite einer Dispo.',
  ),
  l(
    'A model built at one twentieth of the real size.',
    'مجسم بحجم جزء من عشرين من الحجم الحقيقي.',
    'Μακέτα σε κλίμακα ένα προς είκοσι.',
    'Une maquette au vingtième de la taille réelle.',
    'Ein Modell im Maßstab eins zu zwanzig.',
  ),
  l(
    'Morning light through the studio windows.',
    'ضوء الصباح عبر نوافذ الاستوديو.',
    'Πρωινό φως από τα παράθυρα του στούντιο.',
    'La lumière du matin à travers les fenêtres du studio.',
    'Morgenlicht durch die Studiofenster.',
  ),
  l(
    'The finished room, minutes before the first take.',
    'الغرفة في شكلها النهائي قبل اللقطة الأولى بدقائق.',
    'Το τελειωμένο δωμάτιο, λίγα λεπτά πριν από την πρώτη λήψη.',
    'La pièce terminée, quelques minutes avant la première prise.',
    'Der fertige Raum, Minuten vor der ersten Klappe.',
  ),
  l(
    'Colour tests for the evening scenes.',
    'اختبارات الألوان لمشاهد المساء.',
    'Δοκιμές χρώματος για τις βραδινές σκηνές.',
    'Essais de couleur pour les scènes du soir.',
    'Farbtests für die Abendszenen.',
  ),
  l(
    'The crew waiting for the clouds to pass.',
    'فريق العمل ينتظر انقشاع الغيوم.',
    'Το συνεργείο περιμένει να περάσουν τα σύννεφα.',
    'L’équipe attend que les nuages passent.',
    'Die Crew wartet, bis die Wolken vorbeiziehen.',
  ),
];
