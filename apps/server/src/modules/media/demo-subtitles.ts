/**
 * WebVTT subtitles for the demo clips, written from what each clip shows: its title card, the
 * pattern on screen, the running clock in the corner and the tone that beeps each second. Clips 1
 * to 3 carry them (so most demo titles have subtitles and the rest show the player without the
 * button); each in several languages, one of them right-to-left.
 */

interface Phrases {
  title: (clip: number) => string;
  /** What each clip's pattern looks like, by clip index. */
  patterns: readonly [string, string, string, string, string];
  clock: (time: string) => string;
  tone: (hertz: number) => string;
  end: (clip: number) => string;
}

const phrases: Record<string, Phrases> = {
  en: {
    title: (clip) => `Reelhouse demo clip ${clip}`,
    patterns: [
      'Cells are born and die on a grid: a game of life.',
      'Blue, amber and green drift into one another.',
      'The picture rests on the Mandelbrot set.',
      'A test card: colour bars, a moving circle and counters.',
      'Slow gradients wash across the screen.',
    ],
    clock: (time) => `The clock in the corner reads ${time}.`,
    tone: (hertz) => `A short tone sounds every second, at ${hertz} hertz.`,
    end: (clip) => `End of demo clip ${clip}.`,
  },
  fr: {
    title: (clip) => `Reelhouse, extrait de démonstration ${clip}`,
    patterns: [
      'Des cellules naissent et meurent sur une grille : le jeu de la vie.',
      'Le bleu, l’ambre et le vert se fondent les uns dans les autres.',
      'L’image s’attarde sur l’ensemble de Mandelbrot.',
      'Une mire : barres de couleur, un cercle qui bouge et des compteurs.',
      'De lents dégradés traversent l’écran.',
    ],
    clock: (time) => `L’horloge dans le coin indique ${time}.`,
    tone: (hertz) => `Un bref signal retentit chaque seconde, à ${hertz} hertz.`,
    end: (clip) => `Fin de l’extrait de démonstration ${clip}.`,
  },
  de: {
    title: (clip) => `Reelhouse-Democlip ${clip}`,
    patterns: [
      'Zellen entstehen und vergehen auf einem Raster: ein Spiel des Lebens.',
      'Blau, Bernstein und Grün fließen ineinander.',
      'Das Bild verweilt auf der Mandelbrot-Menge.',
      'Ein Testbild: Farbbalken, ein wandernder Kreis und Zähler.',
      'Langsame Farbverläufe ziehen über den Bildschirm.',
    ],
    clock: (time) => `Die Uhr in der Ecke zeigt ${time}.`,
    tone: (hertz) => `Jede Sekunde ertönt ein kurzer Ton mit ${hertz} Hertz.`,
    end: (clip) => `Ende von Democlip ${clip}.`,
  },
  el: {
    title: (clip) => `Reelhouse – απόσπασμα επίδειξης ${clip}`,
    patterns: [
      'Κύτταρα γεννιούνται και πεθαίνουν σε ένα πλέγμα: το παιχνίδι της ζωής.',
      'Το μπλε, το κεχριμπαρένιο και το πράσινο χύνονται το ένα στο άλλο.',
      'Η εικόνα μένει πάνω στο σύνολο Mandelbrot.',
      'Μια κάρτα δοκιμής: χρωματιστές μπάρες, ένας κύκλος που κινείται και μετρητές.',
      'Αργές διαβαθμίσεις χρώματος περνούν από την οθόνη.',
    ],
    clock: (time) => `Το ρολόι στη γωνία δείχνει ${time}.`,
    tone: (hertz) => `Ένας σύντομος ήχος ακούγεται κάθε δευτερόλεπτο, στα ${hertz} χερτζ.`,
    end: (clip) => `Τέλος του αποσπάσματος επίδειξης ${clip}.`,
  },
  ar: {
    title: (clip) => `Reelhouse – مقطع تجريبي ${clip}`,
    patterns: [
      'خلايا تولد وتموت على شبكة: لعبة الحياة.',
      'الأزرق والكهرماني والأخضر يمتزج بعضها ببعض.',
      'تتوقف الصورة عند مجموعة ماندلبرو.',
      'بطاقة اختبار: أشرطة ألوان ودائرة متحركة وعدّادات.',
      'تدرجات لونية بطيئة تعبر الشاشة.',
    ],
    clock: (time) => `تشير الساعة في الزاوية إلى ${time}.`,
    tone: (hertz) => `تُسمع نغمة قصيرة كل ثانية بتردد ${hertz} هرتز.`,
    end: (clip) => `نهاية المقطع التجريبي ${clip}.`,
  },
};

/** The languages each demo clip carries, by clip index; clips not listed have none. */
const languagesByClip: readonly (readonly string[])[] = [
  ['en', 'ar', 'de', 'el', 'fr'],
  ['en', 'ar', 'fr'],
  ['en', 'de', 'el'],
];

export function demoSubtitleLanguages(clipIndex: number): readonly string[] {
  return languagesByClip[clipIndex] ?? [];
}

const cueTime = (seconds: number) => {
  const whole = Math.floor(seconds);
  const minutes = String(Math.floor(whole / 60)).padStart(2, '0');
  const rest = String(whole % 60).padStart(2, '0');
  const millis = String(Math.round((seconds - whole) * 1000)).padStart(3, '0');
  return `${minutes}:${rest}.${millis}`;
};

/** The clock as the clip draws it, without hours: 0:05, 1:10. */
const clockTime = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The subtitles of demo clip `clipIndex` (`seconds` long, title card for `titleCardSeconds`, tone
 * at `hertz`) in `lang`: the title while the card shows, then the pattern, then every five seconds
 * the clock or the tone in turn, and the end.
 */
export function demoSubtitles(
  clipIndex: number,
  lang: string,
  clip: { seconds: number; titleCardSeconds: number; hertz: number },
): string {
  const say = phrases[lang];
  const pattern = say?.patterns[clipIndex];
  if (!say || !pattern) throw new Error(`no demo subtitles for clip ${clipIndex} in ${lang}`);
  const number = clipIndex + 1;
  const cues: [number, number, string][] = [
    [0.5, clip.titleCardSeconds, say.title(number)],
    [clip.titleCardSeconds + 0.5, clip.titleCardSeconds + 4.5, pattern],
  ];
  for (let at = 10; at <= clip.seconds - 8; at += 5) {
    cues.push([at, at + 4, at % 10 === 0 ? say.clock(clockTime(at)) : say.tone(clip.hertz)]);
  }
  cues.push([clip.seconds - 3.5, clip.seconds - 0.5, say.end(number)]);
  const body = cues.map(([from, to, text]) => `${cueTime(from)} --> ${cueTime(to)}\n${text}`).join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}
