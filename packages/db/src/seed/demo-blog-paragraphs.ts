import { l, type Localized } from './localized';

/**
 * Whole paragraphs and headings that demo post bodies are made of, each written in every
 * language, so a body reads naturally in all of them. A body picks a heading, three paragraphs
 * and a pull quote by the post's seed.
 */

export const bodyHeadings: Localized[] = [
  l('Where it started', 'من أين بدأ الأمر', 'Πώς ξεκίνησε', 'Le point de départ', 'Wie alles begann'),
  l('What we learned', 'ما تعلمناه', 'Τι μάθαμε', 'Ce que nous avons appris', 'Was wir gelernt haben'),
  l('A closer look', 'نظرة أقرب', 'Μια πιο προσεκτική ματιά', 'De plus près', 'Ein genauerer Blick'),
  l('Why it matters', 'لماذا يهم ذلك', 'Γιατί έχει σημασία', 'Pourquoi c’est important', 'Warum es wichtig ist'),
];

export const bodyParagraphs: Localized[] = [
  l(
    'Most of the work happens long before anyone shouts “action”. Weeks of planning go into a few minutes on screen, and most of that planning is invisible when it works.',
    'يجري معظم العمل قبل أن يصرخ أحد «أكشن» بوقت طويل. أسابيع من التخطيط تذهب إلى دقائق قليلة على الشاشة، ومعظم هذا التخطيط لا يُرى حين ينجح.',
    'Το μεγαλύτερο μέρος της δουλειάς γίνεται πολύ πριν φωνάξει κανείς «πάμε». Εβδομάδες σχεδιασμού καταλήγουν σε λίγα λεπτά στην οθόνη, και όταν πετυχαίνει, ο σχεδιασμός δεν φαίνεται.',
    'L’essentiel du travail se fait bien avant que quelqu’un ne crie « action ». Des semaines de préparation pour quelques minutes à l’écran, et cette préparation reste invisible quand elle réussit.',
    'Die meiste Arbeit geschieht lange bevor jemand „Action“ ruft. Wochen der Planung fließen in wenige Minuten auf der Leinwand, und wenn sie gelingt, sieht man davon nichts.',
  ),
  l(
    'Small decisions add up. The colour of a wall, the length of a pause, the moment a sound fades out: each one nudges how we feel without asking for our attention.',
    'القرارات الصغيرة تتراكم. لون جدار، وطول وقفة، واللحظة التي يخفت فيها صوت: كل واحد منها يؤثر في شعورنا دون أن يطلب انتباهنا.',
    'Οι μικρές αποφάσεις αθροίζονται. Το χρώμα ενός τοίχου, η διάρκεια μιας παύσης, η στιγμή που σβήνει ένας ήχος: καθεμιά επηρεάζει το πώς νιώθουμε χωρίς να ζητά την προσοχή μας.',
    'Les petites décisions s’additionnent. La couleur d’un mur, la longueur d’un silence, l’instant où un son s’éteint : chacune oriente ce que l’on ressent sans réclamer notre attention.',
    'Kleine Entscheidungen summieren sich. Die Farbe einer Wand, die Länge einer Pause, der Moment, in dem ein Ton verklingt: Jede lenkt unser Gefühl, ohne um Aufmerksamkeit zu bitten.',
  ),
  l(
    'The crew we spoke to agreed on one thing: the best ideas often arrive on the worst days, when the weather, the schedule or the budget forces a different approach.',
    'اتفق فريق العمل الذي تحدثنا إليه على أمر واحد: أفضل الأفكار تأتي غالبًا في أسوأ الأيام، حين يفرض الطقس أو الجدول أو الميزانية طريقة مختلفة.',
    'Το συνεργείο με το οποίο μιλήσαμε συμφώνησε σε ένα: οι καλύτερες ιδέες έρχονται συχνά τις χειρότερες μέρες, όταν ο καιρός, το πρόγραμμα ή ο προϋπολογισμός επιβάλλουν άλλη προσέγγιση.',
    'L’équipe que nous avons rencontrée s’accorde sur un point : les meilleures idées arrivent souvent les pires jours, quand la météo, le planning ou le budget imposent une autre approche.',
    'Die Crew, mit der wir sprachen, war sich in einem einig: Die besten Ideen kommen oft an den schlechtesten Tagen, wenn Wetter, Zeitplan oder Budget einen anderen Weg erzwingen.',
  ),
  l(
    'Watching again with this in mind changes the experience. Scenes that felt effortless turn out to be carefully built, and the care becomes part of the pleasure.',
    'المشاهدة مرة أخرى مع وضع ذلك في الحسبان تغيّر التجربة. المشاهد التي بدت سهلة يتبين أنها مبنية بعناية، وتصبح العناية جزءًا من المتعة.',
    'Αν τη δεις ξανά με αυτό στο μυαλό, η εμπειρία αλλάζει. Σκηνές που έμοιαζαν αβίαστες αποδεικνύονται προσεκτικά χτισμένες, και η φροντίδα γίνεται μέρος της απόλαυσης.',
    'Revoir le film en gardant cela à l’esprit change l’expérience. Des scènes qui semblaient naturelles se révèlent minutieusement construites, et ce soin devient une part du plaisir.',
    'Wer den Film mit diesem Wissen noch einmal sieht, erlebt ihn anders. Szenen, die mühelos wirkten, erweisen sich als sorgfältig gebaut, und die Sorgfalt wird Teil des Vergnügens.',
  ),
  l(
    'Technology helps, but it rarely decides. The tools have changed a great deal in twenty years; the questions a storyteller asks have hardly changed at all.',
    'التقنية تساعد لكنها نادرًا ما تحسم الأمر. تغيرت الأدوات كثيرًا خلال عشرين عامًا، أما الأسئلة التي يطرحها الحكّاء فبالكاد تغيرت.',
    'Η τεχνολογία βοηθά, αλλά σπάνια αποφασίζει. Τα εργαλεία άλλαξαν πολύ μέσα σε είκοσι χρόνια· τα ερωτήματα ενός αφηγητή σχεδόν καθόλου.',
    'La technique aide, mais elle décide rarement. Les outils ont beaucoup changé en vingt ans ; les questions que se pose un conteur, presque pas.',
    'Technik hilft, entscheidet aber selten. Die Werkzeuge haben sich in zwanzig Jahren stark verändert, die Fragen eines Erzählers kaum.',
  ),
  l(
    'If you try one thing after reading this, let it be patience: give a slow opening ten minutes before you decide. Many favourites start quietly.',
    'إن جربت شيئًا واحدًا بعد قراءة هذا فليكن الصبر: امنح البداية البطيئة عشر دقائق قبل أن تقرر. كثير من الأعمال المفضلة تبدأ بهدوء.',
    'Αν δοκιμάσετε ένα πράγμα μετά από αυτό, ας είναι η υπομονή: δώστε σε μια αργή αρχή δέκα λεπτά πριν αποφασίσετε. Πολλά αγαπημένα έργα ξεκινούν ήσυχα.',
    'Si vous ne deviez essayer qu’une chose après cette lecture, ce serait la patience : accordez dix minutes à un début lent avant de décider. Bien des films préférés commencent doucement.',
    'Wenn Sie nach dem Lesen nur eines ausprobieren, dann Geduld: Geben Sie einem langsamen Anfang zehn Minuten, bevor Sie entscheiden. Viele Lieblingsfilme beginnen leise.',
  ),
  l(
    'Audiences notice more than they can name. In test screenings people rarely mention the music or the framing, yet change either and their reactions change with it.',
    'يلاحظ الجمهور أكثر مما يستطيع تسميته. في العروض التجريبية نادرًا ما يذكر الناس الموسيقى أو التأطير، لكن غيّر أيًّا منهما وستتغير ردود أفعالهم.',
    'Το κοινό προσέχει περισσότερα απ’ όσα μπορεί να ονομάσει. Στις δοκιμαστικές προβολές σπάνια αναφέρεται η μουσική ή το κάδρο, όμως αν αλλάξει κάποιο από τα δύο, αλλάζουν και οι αντιδράσεις.',
    'Le public remarque plus qu’il ne sait nommer. Lors des projections tests, on parle rarement de la musique ou du cadrage, mais changez l’un ou l’autre et les réactions changent aussi.',
    'Das Publikum bemerkt mehr, als es benennen kann. Bei Testvorführungen erwähnt kaum jemand die Musik oder den Bildausschnitt, doch ändert man eines davon, ändern sich die Reaktionen.',
  ),
  l(
    'There is no single right way. Two teams given the same script will make two different films, and both can be good; that freedom is what keeps the craft alive.',
    'لا توجد طريقة صحيحة واحدة. فريقان يحصلان على السيناريو نفسه سيصنعان فيلمين مختلفين، وقد يكون كلاهما جيدًا، وهذه الحرية هي ما يبقي الحرفة حية.',
    'Δεν υπάρχει ένας μόνο σωστός τρόπος. Δύο ομάδες με το ίδιο σενάριο θα κάνουν δύο διαφορετικές ταινίες, και μπορεί να είναι και οι δύο καλές· αυτή η ελευθερία κρατά ζωντανή την τέχνη.',
    'Il n’existe pas une seule bonne manière. Deux équipes avec le même scénario feront deux films différents, tous deux réussis peut-être ; c’est cette liberté qui fait vivre le métier.',
    'Es gibt nicht den einen richtigen Weg. Zwei Teams mit demselben Drehbuch drehen zwei verschiedene Filme, und beide können gut sein; diese Freiheit hält das Handwerk lebendig.',
  ),
];

export const pullQuotes: Localized[] = [
  l(
    'Good craft hides itself.',
    'الحرفة الجيدة تخفي نفسها.',
    'Η καλή τέχνη κρύβεται.',
    'Le bon artisanat se fait oublier.',
    'Gutes Handwerk versteckt sich.',
  ),
  l(
    'Every frame is a choice.',
    'كل لقطة اختيار.',
    'Κάθε καρέ είναι μια επιλογή.',
    'Chaque plan est un choix.',
    'Jedes Bild ist eine Entscheidung.',
  ),
  l(
    'The audience feels what it cannot see.',
    'يشعر الجمهور بما لا يراه.',
    'Το κοινό νιώθει όσα δεν βλέπει.',
    'Le public ressent ce qu’il ne voit pas.',
    'Das Publikum spürt, was es nicht sieht.',
  ),
];
