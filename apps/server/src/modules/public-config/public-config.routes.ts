import { publicConfigSchema, type PublicConfig } from '@reelhouse/contracts/public-config';
import type { ApiInstance } from '../../platform/http/types';

export function publicConfigRoutes(app: ApiInstance, brand: PublicConfig): void {
  app.get(
    '/config',
    {
      schema: {
        tags: ['operations'],
        summary: 'Operator settings the web app shows: service name, contacts, links, launch date.',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return brand;
    },
  );
}
