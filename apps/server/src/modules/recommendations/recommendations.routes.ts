import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import { problems } from '@reelhouse/contracts/problem';
import { recommendationsSchema } from '@reelhouse/contracts/recommendations';
import { profileOf } from '../../platform/auth/session-requests';
import { viewerOf } from '../../platform/auth/viewer';
import type { ApiInstance } from '../../platform/http/types';
import type { RecommendationsService } from './recommendations.service';

/** The watching profile's own rails. */
export function recommendationsRoutes(app: ApiInstance, recommendations: RecommendationsService): void {
  app.get(
    '/recommendations',
    {
      config: { access: 'member' },
      schema: {
        tags: ['catalogue'],
        summary:
          'Rails for the profile watching, each saying why: Recommended for you (every card with the title it is like and a genre the profile likes), Because you watched, More with; a profile with no history gets the most watched in its language.',
        querystring: langQuerySchema,
        response: { 200: recommendationsSchema, ...problems(401, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const profile = profileOf(request);
      return recommendations.forProfile(
        { profileId: profile.id, language: profile.language, viewer: viewerOf(request) },
        request.query.lang,
      );
    },
  );
}
