import { z } from 'zod';
import { namedRefSchema, titleCardSchema } from './catalogue';

/**
 * Why a title is recommended: the title the profile watched that it is most like, and a genre the
 * profile keeps watching that it belongs to ("Because you watched Night Market and like Mystery").
 */
export const recommendationReasonSchema = z.object({
  watched: namedRefSchema.nullable(),
  genre: namedRefSchema.nullable(),
});
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

export const recommendedCardSchema = titleCardSchema.extend({ reason: recommendationReasonSchema });
export type RecommendedCard = z.infer<typeof recommendedCardSchema>;

/** The profile's own rails, each saying why it is there; a rail with nothing in it is left out. */
export const recommendationRailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('for_you'), items: z.array(recommendedCardSchema) }),
  z.object({ kind: z.literal('because_watched'), title: namedRefSchema, items: z.array(titleCardSchema) }),
  z.object({ kind: z.literal('more_with'), person: namedRefSchema, items: z.array(titleCardSchema) }),
  /** A profile that has watched nothing yet: what is watched most, in its language when there is any. */
  z.object({ kind: z.literal('popular'), language: z.string(), items: z.array(titleCardSchema) }),
]);
export type RecommendationRail = z.infer<typeof recommendationRailSchema>;

export const recommendationsSchema = z.object({ rails: z.array(recommendationRailSchema) });
export type Recommendations = z.infer<typeof recommendationsSchema>;
