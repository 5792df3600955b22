import { z } from 'zod';
import { slugParamsSchema } from '@reelhouse/contracts/catalogue';
import {
  adminTitleSchema,
  episodeInputSchema,
  episodeParamsSchema,
  episodePatchSchema,
  seasonInputSchema,
  seasonParamsSchema,
} from '@reelhouse/contracts/catalogue-admin';
import { languages } from '@reelhouse/contracts/locales';
import { problemSchema } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { SeasonsAdmin } from './seasons-admin.service';

const tags = ['catalogue (operators)'];
const answers = {
  200: adminTitleSchema,
  400: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
};
const renameSchema = z.object({
  names: z
    .partialRecord(z.enum(languages), z.string().trim().min(1, 'enter a name').max(100).nullable())
    .refine((names) => names.en !== null, { message: 'an English name is required', path: ['en'] }),
});

/** Seasons and episodes of series and TV shows; each answers the whole title as the console shows it. */
export function seasonsAdminRoutes(admin: ApiInstance, seasons: SeasonsAdmin): void {
  const operator = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  admin.post(
    '/titles/:slug/seasons',
    {
      schema: {
        tags,
        summary: 'Add a season (the next number unless one is given), named per language.',
        params: slugParamsSchema,
        body: seasonInputSchema,
        response: answers,
      },
    },
    async (request) => seasons.addSeason(operator(request), request.params.slug, request.body),
  );

  admin.patch(
    '/titles/:slug/seasons/:number',
    {
      schema: {
        tags,
        summary: "Rename a season (null removes a language's name).",
        params: seasonParamsSchema,
        body: renameSchema,
        response: answers,
      },
    },
    async (request) =>
      seasons.renameSeason(operator(request), request.params.slug, request.params.number, request.body.names),
  );

  admin.delete(
    '/titles/:slug/seasons/:number',
    {
      schema: { tags, summary: 'Delete a season with its episodes.', params: seasonParamsSchema, response: answers },
    },
    async (request) => seasons.removeSeason(operator(request), request.params.slug, request.params.number),
  );

  admin.post(
    '/titles/:slug/seasons/:number/episodes',
    {
      schema: {
        tags,
        summary: 'Add an episode to a season (the next number unless one is given); English texts required.',
        params: seasonParamsSchema,
        body: episodeInputSchema,
        response: answers,
      },
    },
    async (request) => seasons.addEpisode(operator(request), request.params.slug, request.params.number, request.body),
  );

  admin.patch(
    '/episodes/:id',
    {
      schema: {
        tags,
        summary: 'Change what is sent of an episode (null removes a language, never English).',
        params: episodeParamsSchema,
        body: episodePatchSchema,
        response: answers,
      },
    },
    async (request) => seasons.updateEpisode(operator(request), request.params.id, request.body),
  );

  admin.delete(
    '/episodes/:id',
    {
      schema: { tags, summary: 'Delete an episode.', params: episodeParamsSchema, response: answers },
    },
    async (request) => seasons.removeEpisode(operator(request), request.params.id),
  );
}
