import { l, type Localized } from './localized';

/** The shapes the demo artwork draws a product as. */
export type ProductShape =
  'tshirt' | 'hoodie' | 'cap' | 'mug' | 'poster' | 'tote' | 'pin' | 'notebook' | 'disc' | 'artpack';

/**
 * A kind of demo merchandise: its name around a title's name in each language ({title} is
 * replaced), descriptions, price, GST rate (Indian slabs: 5 % for apparel under ₹1,000, 12 %
 * above, 18 % for most goods and digital supplies), sizes and colours.
 */
export interface DemoProductKind {
  code: string;
  shape: ProductShape;
  name: Localized;
  short: Localized;
  description: Localized;
  category: string;
  tags: string[];
  pricePaise: number;
  gstBasisPoints: number;
  sizes: string[];
  colours: string[];
  weightGrams: number | null;
  dimensionsMm: [number, number, number] | null;
  digital?: {
    limit: number | null;
    expiryDays: number | null;
    files: ('soundtrack' | 'wallpaper-wide' | 'wallpaper-tall')[];
  };
}

export const demoShopCategories: { slug: string; name: Localized }[] = [
  { slug: 'clothing', name: l('Clothing', 'ملابس', 'Ρούχα', 'Vêtements', 'Kleidung') },
  { slug: 'accessories', name: l('Accessories', 'إكسسوارات', 'Αξεσουάρ', 'Accessoires', 'Accessoires') },
  { slug: 'home', name: l('Home & Kitchen', 'المنزل والمطبخ', 'Σπίτι & κουζίνα', 'Maison & cuisine', 'Haus & Küche') },
  {
    slug: 'posters',
    name: l('Posters & Prints', 'ملصقات ومطبوعات', 'Αφίσες & εκτυπώσεις', 'Affiches & tirages', 'Poster & Drucke'),
  },
  { slug: 'digital', name: l('Digital', 'منتجات رقمية', 'Ψηφιακά', 'Numérique', 'Digital') },
];

export const demoShopTags: { slug: string; name: Localized }[] = [
  { slug: 'cotton', name: l('Cotton', 'قطن', 'Βαμβάκι', 'Coton', 'Baumwolle') },
  { slug: 'unisex', name: l('Unisex', 'للجنسين', 'Unisex', 'Unisexe', 'Unisex') },
  { slug: 'gift', name: l('Gift idea', 'فكرة هدية', 'Ιδέα για δώρο', 'Idée cadeau', 'Geschenkidee') },
  {
    slug: 'limited-edition',
    name: l('Limited edition', 'إصدار محدود', 'Περιορισμένη έκδοση', 'Édition limitée', 'Limitierte Auflage'),
  },
  { slug: 'collectible', name: l('Collectible', 'قطعة للاقتناء', 'Συλλεκτικό', 'À collectionner', 'Sammlerstück') },
  { slug: 'soundtrack', name: l('Soundtrack', 'موسيقى تصويرية', 'Soundtrack', 'Bande originale', 'Soundtrack') },
  { slug: 'wall-art', name: l('Wall art', 'فن جداري', 'Διακόσμηση τοίχου', 'Art mural', 'Wandkunst') },
  { slug: 'everyday', name: l('Everyday', 'للاستخدام اليومي', 'Καθημερινό', 'Au quotidien', 'Für jeden Tag') },
];

const apparelSizes = ['S', 'M', 'L', 'XL', 'XXL'];

export const demoProductKinds: DemoProductKind[] = [
  {
    code: 'tee',
    shape: 'tshirt',
    name: l('{title} T-shirt', 'قميص {title}', 'Μπλουζάκι {title}', 'T-shirt {title}', '{title}-T-Shirt'),
    short: l(
      'Soft cotton tee with the title’s artwork printed on the chest.',
      'قميص قطني ناعم مطبوع على صدره رسم العمل.',
      'Απαλό βαμβακερό μπλουζάκι με το έργο τέχνης του τίτλου στο στήθος.',
      'T-shirt en coton doux, avec le visuel du titre imprimé sur la poitrine.',
      'Weiches Baumwoll-T-Shirt mit dem Motiv des Titels auf der Brust.',
    ),
    description: l(
      'Cut from 180 g combed cotton with a relaxed fit. The print is water-based, so it stays soft and keeps its colour wash after wash. Machine wash cold, inside out.',
      'مصنوع من قطن ممشّط بوزن 180 غرامًا بقصّة مريحة. الطباعة بأحبار مائية فتبقى ناعمة وتحافظ على ألوانها بعد كل غسلة. يُغسل في الغسالة بماء بارد ومقلوبًا.',
      'Από χτενισμένο βαμβάκι 180 γρ. σε άνετη γραμμή. Η εκτύπωση είναι με μελάνια νερού, μένει απαλή και κρατά το χρώμα της πλύση με την πλύση. Πλύσιμο στο πλυντήριο σε κρύο νερό, από την ανάποδη.',
      'Taillé dans un coton peigné de 180 g, coupe ample. L’impression à l’eau reste souple et garde ses couleurs lavage après lavage. Lavage en machine à froid, sur l’envers.',
      'Aus 180 g gekämmter Baumwolle mit lockerem Schnitt. Der Druck auf Wasserbasis bleibt weich und behält seine Farbe Wäsche für Wäsche. Kalt und auf links in der Maschine waschen.',
    ),
    category: 'clothing',
    tags: ['cotton', 'unisex', 'everyday'],
    pricePaise: 69_900,
    gstBasisPoints: 500,
    sizes: apparelSizes,
    colours: ['black', 'white'],
    weightGrams: 180,
    dimensionsMm: [300, 250, 20],
  },
  {
    code: 'hoodie',
    shape: 'hoodie',
    name: l('{title} Hoodie', 'هودي {title}', 'Φούτερ {title}', 'Sweat à capuche {title}', '{title}-Hoodie'),
    short: l(
      'Heavyweight fleece hoodie with an embroidered title mark.',
      'هودي صوفي ثقيل مع شعار العمل مطرّزًا.',
      'Βαρύ φούτερ φλις με κεντημένο το σήμα του τίτλου.',
      'Sweat à capuche en molleton épais, logo du titre brodé.',
      'Schwerer Fleece-Hoodie mit gesticktem Titelzeichen.',
    ),
    description: l(
      'A brushed-back fleece of cotton and recycled polyester, with a lined hood, a front pocket and ribbed cuffs. The title mark is embroidered, not printed, so it lasts.',
      'صوف مخلوط من القطن والبوليستر المعاد تدويره، بغطاء رأس مبطّن وجيب أمامي وأساور مضلّعة. الشعار مطرّز لا مطبوع، فيدوم طويلًا.',
      'Φλις από βαμβάκι και ανακυκλωμένο πολυεστέρα, με φοδραρισμένη κουκούλα, μπροστινή τσέπη και ριπ μανσέτες. Το σήμα είναι κεντημένο, όχι τυπωμένο, για να αντέχει.',
      'Molleton gratté en coton et polyester recyclé, capuche doublée, poche kangourou et poignets côtelés. Le logo est brodé, pas imprimé : il dure.',
      'Angerautes Fleece aus Baumwolle und recyceltem Polyester, mit gefütterter Kapuze, Bauchtasche und Rippbündchen. Das Zeichen ist gestickt, nicht gedruckt – es hält.',
    ),
    category: 'clothing',
    tags: ['cotton', 'unisex', 'limited-edition'],
    pricePaise: 189_900,
    gstBasisPoints: 1200,
    sizes: ['S', 'M', 'L', 'XL'],
    colours: ['charcoal', 'navy'],
    weightGrams: 620,
    dimensionsMm: [350, 300, 60],
  },
  {
    code: 'cap',
    shape: 'cap',
    name: l('{title} Cap', 'قبعة {title}', 'Καπέλο {title}', 'Casquette {title}', '{title}-Cap'),
    short: l(
      'Six-panel cotton cap with an adjustable strap.',
      'قبعة قطنية من ستة ألواح بحزام قابل للتعديل.',
      'Βαμβακερό καπέλο έξι φύλλων με ρυθμιζόμενο λουράκι.',
      'Casquette six panneaux en coton, sangle réglable.',
      'Baumwoll-Cap mit sechs Feldern und verstellbarem Riemen.',
    ),
    description: l(
      'Washed cotton twill with a curved peak and a brass buckle at the back. One size fits most heads.',
      'قماش قطني مغسول بحافة منحنية وإبزيم نحاسي في الخلف. مقاس واحد يناسب معظم الرؤوس.',
      'Πλυμένο βαμβακερό twill με κυρτό γείσο και μπρούτζινη αγκράφα πίσω. Ένα μέγεθος για τα περισσότερα κεφάλια.',
      'Sergé de coton délavé, visière incurvée et boucle en laiton à l’arrière. Taille unique, convient à la plupart.',
      'Gewaschener Baumwollköper mit gebogenem Schirm und Messingschnalle hinten. Eine Größe passt fast allen.',
    ),
    category: 'accessories',
    tags: ['cotton', 'unisex'],
    pricePaise: 59_900,
    gstBasisPoints: 1200,
    sizes: [],
    colours: ['black', 'sand'],
    weightGrams: 110,
    dimensionsMm: [280, 200, 120],
  },
  {
    code: 'mug',
    shape: 'mug',
    name: l('{title} Mug', 'كوب {title}', 'Κούπα {title}', 'Mug {title}', '{title}-Becher'),
    short: l(
      'Stoneware mug, 350 ml, with the title’s artwork all round.',
      'كوب خزفي بسعة 350 مل يلتفّ حوله رسم العمل.',
      'Κεραμική κούπα 350 ml με το έργο τέχνης του τίτλου γύρω γύρω.',
      'Mug en grès de 350 ml, visuel du titre tout autour.',
      'Steinzeugbecher, 350 ml, rundum mit dem Motiv des Titels.',
    ),
    description: l(
      'Glazed stoneware that keeps tea hot for longer. Safe in the dishwasher and the microwave.',
      'خزف مزجّج يحفظ الشاي ساخنًا مدة أطول. آمن في غسالة الصحون والميكروويف.',
      'Εφυαλωμένη κεραμική που κρατά το τσάι ζεστό για περισσότερο. Κατάλληλη για πλυντήριο πιάτων και φούρνο μικροκυμάτων.',
      'Grès émaillé qui garde le thé chaud plus longtemps. Va au lave-vaisselle et au micro-ondes.',
      'Glasiertes Steinzeug, das Tee länger warm hält. Spülmaschinen- und mikrowellenfest.',
    ),
    category: 'home',
    tags: ['gift', 'everyday'],
    pricePaise: 44_900,
    gstBasisPoints: 1200,
    sizes: [],
    colours: [],
    weightGrams: 380,
    dimensionsMm: [120, 90, 95],
  },
  {
    code: 'poster',
    shape: 'poster',
    name: l('{title} Poster', 'ملصق {title}', 'Αφίσα {title}', 'Affiche {title}', '{title}-Poster'),
    short: l(
      'The key art on heavy matte paper.',
      'الصورة الرئيسية للعمل على ورق مطفأ سميك.',
      'Η κεντρική αφίσα σε βαρύ ματ χαρτί.',
      'Le visuel officiel sur papier mat épais.',
      'Das Hauptmotiv auf schwerem Mattpapier.',
    ),
    description: l(
      'Printed with pigment inks on 250 g acid-free paper and shipped rolled in a tube. Frame not included.',
      'مطبوع بأحبار صبغية على ورق خالٍ من الأحماض بوزن 250 غرامًا ويُشحن ملفوفًا في أنبوب. الإطار غير مشمول.',
      'Τυπωμένη με μελάνια χρωστικής σε χαρτί 250 γρ. χωρίς οξέα, αποστέλλεται τυλιγμένη σε σωλήνα. Η κορνίζα δεν περιλαμβάνεται.',
      'Imprimée aux encres pigmentaires sur papier sans acide de 250 g, envoyée roulée dans un tube. Cadre non fourni.',
      'Mit Pigmenttinten auf säurefreiem 250-g-Papier gedruckt und gerollt in einer Röhre verschickt. Ohne Rahmen.',
    ),
    category: 'posters',
    tags: ['wall-art', 'collectible', 'gift'],
    pricePaise: 39_900,
    gstBasisPoints: 1200,
    sizes: ['A3', 'A2'],
    colours: [],
    weightGrams: 150,
    dimensionsMm: [620, 80, 80],
  },
  {
    code: 'tote',
    shape: 'tote',
    name: l(
      '{title} Tote Bag',
      'حقيبة {title} القماشية',
      'Πάνινη τσάντα {title}',
      'Tote bag {title}',
      '{title}-Stofftasche',
    ),
    short: l(
      'Sturdy canvas tote with long handles.',
      'حقيبة قماشية متينة بمقابض طويلة.',
      'Ανθεκτική πάνινη τσάντα με μακριά χερούλια.',
      'Sac en toile solide à longues anses.',
      'Robuste Canvas-Tasche mit langen Henkeln.',
    ),
    description: l(
      'Heavy organic canvas that carries a week of groceries or a laptop. Printed on both sides.',
      'قماش عضوي ثقيل يحمل مشتريات أسبوع أو حاسوبًا محمولًا. مطبوعة على الوجهين.',
      'Βαρύς οργανικός καμβάς που σηκώνει τα ψώνια της εβδομάδας ή ένα λάπτοπ. Τυπωμένη και από τις δύο πλευρές.',
      'Toile bio épaisse qui porte les courses de la semaine ou un ordinateur. Imprimé recto verso.',
      'Schweres Bio-Canvas für den Wocheneinkauf oder einen Laptop. Beidseitig bedruckt.',
    ),
    category: 'accessories',
    tags: ['cotton', 'everyday', 'gift'],
    pricePaise: 34_900,
    gstBasisPoints: 500,
    sizes: [],
    colours: ['sand', 'black'],
    weightGrams: 200,
    dimensionsMm: [420, 380, 10],
  },
  {
    code: 'pin',
    shape: 'pin',
    name: l(
      '{title} Enamel Pin',
      'دبوس {title} المينا',
      'Καρφίτσα σμάλτου {title}',
      'Pin’s émaillé {title}',
      '{title}-Emaille-Pin',
    ),
    short: l(
      'Hard enamel pin with a rubber clutch.',
      'دبوس من المينا الصلبة بمشبك مطاطي.',
      'Καρφίτσα σκληρού σμάλτου με λαστιχένιο κούμπωμα.',
      'Pin’s en émail dur avec fermoir en caoutchouc.',
      'Hartemaille-Pin mit Gummiverschluss.',
    ),
    description: l(
      'Gold-plated metal and hard enamel, 30 mm across, on a printed backing card. Numbered run.',
      'معدن مطليّ بالذهب ومينا صلبة بقطر 30 مم، على بطاقة مطبوعة. إصدار مرقّم.',
      'Επιχρυσωμένο μέταλλο και σκληρό σμάλτο, διαμέτρου 30 mm, σε τυπωμένη κάρτα. Αριθμημένη σειρά.',
      'Métal doré et émail dur, 30 mm de diamètre, sur carte imprimée. Série numérotée.',
      'Vergoldetes Metall und Hartemaille, 30 mm, auf bedruckter Karte. Nummerierte Auflage.',
    ),
    category: 'accessories',
    tags: ['collectible', 'limited-edition', 'gift'],
    pricePaise: 24_900,
    gstBasisPoints: 1800,
    sizes: [],
    colours: [],
    weightGrams: 20,
    dimensionsMm: [90, 60, 5],
  },
  {
    code: 'notebook',
    shape: 'notebook',
    name: l('{title} Notebook', 'دفتر {title}', 'Σημειωματάριο {title}', 'Carnet {title}', '{title}-Notizbuch'),
    short: l(
      'A5 notebook with dotted pages and a printed cover.',
      'دفتر بمقاس A5 بصفحات منقّطة وغلاف مطبوع.',
      'Σημειωματάριο A5 με σελίδες με τελείες και τυπωμένο εξώφυλλο.',
      'Carnet A5 à pages pointillées, couverture imprimée.',
      'A5-Notizbuch mit gepunkteten Seiten und bedrucktem Umschlag.',
    ),
    description: l(
      '160 pages of 100 g paper that fountain pens do not bleed through, a ribbon marker and a lay-flat binding.',
      '160 صفحة من ورق بوزن 100 غرام لا يتسرّب منه حبر أقلام الحبر، مع شريط علامة وتجليد يبقى مفتوحًا.',
      '160 σελίδες χαρτιού 100 γρ. που δεν το περνά η πένα, με κορδέλα σελιδοδείκτη και βιβλιοδεσία που ανοίγει επίπεδα.',
      '160 pages de papier 100 g que l’encre de stylo-plume ne traverse pas, un signet ruban et une reliure qui s’ouvre à plat.',
      '160 Seiten 100-g-Papier, durch das Füllertinte nicht durchschlägt, mit Lesebändchen und flach aufschlagbarer Bindung.',
    ),
    category: 'home',
    tags: ['gift', 'everyday'],
    pricePaise: 29_900,
    gstBasisPoints: 1200,
    sizes: [],
    colours: [],
    weightGrams: 300,
    dimensionsMm: [210, 148, 15],
  },
  {
    code: 'soundtrack',
    shape: 'disc',
    name: l(
      '{title} — Original Soundtrack (digital)',
      '{title} — الموسيقى التصويرية الأصلية (رقمي)',
      '{title} — Πρωτότυπο soundtrack (ψηφιακό)',
      '{title} — Bande originale (numérique)',
      '{title} – Original-Soundtrack (digital)',
    ),
    short: l(
      'The score as a lossless download.',
      'الموسيقى كاملة للتنزيل دون فقدان في الجودة.',
      'Η μουσική σε λήψη χωρίς απώλειες.',
      'La musique du film en téléchargement sans perte.',
      'Die Filmmusik als verlustfreier Download.',
    ),
    description: l(
      'A lossless WAV of the main theme, yours to keep. Download it up to five times within 30 days of paying.',
      'ملف WAV دون فقدان للجودة للّحن الرئيسي، تحتفظ به. يمكنك تنزيله حتى خمس مرات خلال 30 يومًا من الدفع.',
      'Ένα WAV χωρίς απώλειες με το κεντρικό θέμα, δικό σας για πάντα. Κατεβάστε το έως πέντε φορές μέσα σε 30 ημέρες από την πληρωμή.',
      'Le thème principal en WAV sans perte, à garder. Téléchargeable jusqu’à cinq fois dans les 30 jours suivant le paiement.',
      'Das Hauptthema als verlustfreie WAV-Datei zum Behalten. Bis zu fünfmal herunterladbar innerhalb von 30 Tagen nach der Zahlung.',
    ),
    category: 'digital',
    tags: ['soundtrack'],
    pricePaise: 19_900,
    gstBasisPoints: 1800,
    sizes: [],
    colours: [],
    weightGrams: null,
    dimensionsMm: null,
    digital: { limit: 5, expiryDays: 30, files: ['soundtrack'] },
  },
  {
    code: 'art-pack',
    shape: 'artpack',
    name: l(
      '{title} — Digital Art Pack',
      '{title} — حزمة فنية رقمية',
      '{title} — Ψηφιακό πακέτο τέχνης',
      '{title} — Pack d’art numérique',
      '{title} – Digitales Kunstpaket',
    ),
    short: l(
      'Wallpapers for your desktop and phone.',
      'خلفيات لحاسوبك وهاتفك.',
      'Ταπετσαρίες για την επιφάνεια εργασίας και το κινητό.',
      'Fonds d’écran pour ordinateur et téléphone.',
      'Hintergrundbilder für Computer und Handy.',
    ),
    description: l(
      'Two high-resolution PNG wallpapers from the title’s artwork: one wide for screens, one tall for phones. No download limit.',
      'خلفيتان بصيغة PNG بدقة عالية من رسومات العمل: واحدة عريضة للشاشات وأخرى طولية للهواتف. دون حدّ للتنزيل.',
      'Δύο ταπετσαρίες PNG υψηλής ανάλυσης από το έργο τέχνης του τίτλου: μία φαρδιά για οθόνες, μία ψηλή για κινητά. Χωρίς όριο λήψεων.',
      'Deux fonds d’écran PNG haute résolution tirés du visuel du titre : un large pour les écrans, un haut pour les téléphones. Sans limite de téléchargement.',
      'Zwei hochaufgelöste PNG-Hintergründe aus dem Motiv des Titels: einer breit für Bildschirme, einer hoch für Handys. Ohne Download-Limit.',
    ),
    category: 'digital',
    tags: ['wall-art'],
    pricePaise: 14_900,
    gstBasisPoints: 1800,
    sizes: [],
    colours: [],
    weightGrams: null,
    dimensionsMm: null,
    digital: { limit: null, expiryDays: null, files: ['wallpaper-wide', 'wallpaper-tall'] },
  },
];

/** How many products of each kind the demo shop has (30 in all), each for another title. */
export const demoKindCounts: Record<string, number> = {
  tee: 6,
  hoodie: 4,
  cap: 3,
  mug: 4,
  poster: 5,
  tote: 2,
  pin: 2,
  notebook: 1,
  soundtrack: 2,
  'art-pack': 1,
};

/** Short reviews as shoppers write them, each in its writer's language. */
export const demoReviewTexts: { name: string; rating: number; body: string }[] = [
  {
    name: 'Ananya R.',
    rating: 5,
    body: 'The print is sharp and the fabric is soft. Washed it twice already, still looks new.',
  },
  { name: 'Karim H.', rating: 4, body: 'جودة ممتازة والمقاس مناسب، لكن التوصيل استغرق أسبوعًا.' },
  { name: 'Eleni P.', rating: 5, body: 'Πολύ ωραίο δώρο, ο φίλος μου ενθουσιάστηκε.' },
  { name: 'Camille D.', rating: 4, body: 'Belle qualité, les couleurs sont fidèles aux photos.' },
  { name: 'Jonas W.', rating: 3, body: 'Gut verarbeitet, fällt aber etwas kleiner aus als erwartet.' },
  { name: 'Rohan M.', rating: 5, body: 'Exactly what I wanted for my shelf. Packed carefully too.' },
  { name: 'Priya S.', rating: 4, body: 'Lovely colours. Would buy another in a different design.' },
  { name: 'Sara A.', rating: 2, body: 'The colour was darker than in the picture.' },
];
