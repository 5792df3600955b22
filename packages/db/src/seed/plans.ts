import { eq } from 'drizzle-orm';
import { languages } from '@reelhouse/contracts/locales';
import type { AccessTier } from '@reelhouse/contracts/catalogue';
import type { Db } from '../database';
import { settings } from '../schema/accounts';
import { plans, planTranslations } from '../schema/plans';
import { l, type Localized } from './localized';

/** Recorded once the plans are in: the operator may then edit or retire them freely. */
export const PLANS_SEED_KEY = 'plans.seededAt';

interface PlanSeed {
  code: string;
  pricePaise: number;
  maxHeight: number;
  streams: number;
  tiers: AccessTier[];
  includesAdult: boolean;
  name: Localized;
  description: Localized;
  features: Localized[];
}

/** Free, Basic and Premium as a new service starts; prices exclude GST (18 %). */
export const startingPlans: PlanSeed[] = [
  {
    code: 'free',
    pricePaise: 0,
    maxHeight: 540,
    streams: 1,
    tiers: ['free'],
    includesAdult: false,
    name: l('Free', 'مجاني', 'Δωρεάν', 'Gratuit', 'Kostenlos'),
    description: l(
      'Start watching today with the free part of the catalogue.',
      'ابدأ المشاهدة اليوم مع الجزء المجاني من المكتبة.',
      'Ξεκινήστε να βλέπετε σήμερα με το δωρεάν μέρος του καταλόγου.',
      'Commencez à regarder dès aujourd’hui avec la partie gratuite du catalogue.',
      'Schauen Sie noch heute los – mit dem kostenlosen Teil des Katalogs.',
    ),
    features: [
      l('No payment needed', 'لا حاجة إلى الدفع', 'Χωρίς πληρωμή', 'Aucun paiement', 'Keine Zahlung nötig'),
      l(
        'Watchlist, playlists and resume on every device',
        'قائمة المشاهدة وقوائم التشغيل والاستئناف على كل جهاز',
        'Λίστα παρακολούθησης, λίστες αναπαραγωγής και συνέχιση σε κάθε συσκευή',
        'Liste à regarder, playlists et reprise sur tous vos appareils',
        'Merkliste, Playlists und Weiterschauen auf jedem Gerät',
      ),
    ],
  },
  {
    code: 'basic',
    pricePaise: 14_900,
    maxHeight: 720,
    streams: 2,
    tiers: ['free', 'basic'],
    includesAdult: false,
    name: l('Basic', 'أساسي', 'Βασικό', 'Essentiel', 'Basis'),
    description: l(
      'Most of the catalogue in HD, for two screens at once.',
      'معظم المكتبة بدقة عالية، على شاشتين في الوقت نفسه.',
      'Το μεγαλύτερο μέρος του καταλόγου σε HD, σε δύο οθόνες ταυτόχρονα.',
      'L’essentiel du catalogue en HD, sur deux écrans à la fois.',
      'Der Großteil des Katalogs in HD, auf zwei Bildschirmen gleichzeitig.',
    ),
    features: [
      l(
        'New movies and series every week',
        'أفلام ومسلسلات جديدة كل أسبوع',
        'Νέες ταινίες και σειρές κάθε εβδομάδα',
        'De nouveaux films et séries chaque semaine',
        'Jede Woche neue Filme und Serien',
      ),
      l(
        'GST invoice for every payment',
        'فاتورة ضريبة السلع والخدمات لكل دفعة',
        'Τιμολόγιο GST για κάθε πληρωμή',
        'Facture avec TPS (GST) pour chaque paiement',
        'GST-Rechnung für jede Zahlung',
      ),
    ],
  },
  {
    code: 'premium',
    pricePaise: 29_900,
    maxHeight: 1080,
    streams: 4,
    tiers: ['free', 'basic', 'premium'],
    includesAdult: true,
    name: l('Premium', 'بريميوم', 'Premium', 'Premium', 'Premium'),
    description: l(
      'The whole catalogue in Full HD, for the whole household.',
      'المكتبة كاملة بدقة عالية الوضوح الكاملة، لكل أفراد المنزل.',
      'Ολόκληρος ο κατάλογος σε Full HD, για όλο το σπίτι.',
      'Tout le catalogue en Full HD, pour toute la maison.',
      'Der ganze Katalog in Full HD, für den ganzen Haushalt.',
    ),
    features: [
      l(
        'Premium originals and early releases',
        'إنتاجات بريميوم الأصلية والإصدارات المبكرة',
        'Πρωτότυπες παραγωγές Premium και πρώιμες κυκλοφορίες',
        'Créations originales Premium et sorties en avant-première',
        'Premium-Eigenproduktionen und Vorabveröffentlichungen',
      ),
      l(
        'GST invoice for every payment',
        'فاتورة ضريبة السلع والخدمات لكل دفعة',
        'Τιμολόγιο GST για κάθε πληρωμή',
        'Facture avec TPS (GST) pour chaque paiement',
        'GST-Rechnung für jede Zahlung',
      ),
    ],
  },
];

/**
 * Puts in the starting plans on a new database, once: every service needs them (not only the
 * demo), and later starts leave the operator's edits alone.
 */
export async function seedPlans(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(settings).where(eq(settings.key, PLANS_SEED_KEY));
    if (done) return { seeded: false };
    for (const [position, plan] of startingPlans.entries()) {
      const { name, description, features, ...fields } = plan;
      const [row] = await tx
        .insert(plans)
        .values({ ...fields, position })
        .onConflictDoNothing()
        .returning({ id: plans.id });
      if (!row) continue;
      await tx.insert(planTranslations).values(
        languages.map((lang) => ({
          planId: row.id,
          lang,
          name: name[lang],
          description: description[lang],
          features: features.map((feature) => feature[lang]),
        })),
      );
    }
    await tx.insert(settings).values({ key: PLANS_SEED_KEY, value: new Date().toISOString() });
    return { seeded: true };
  });
}
