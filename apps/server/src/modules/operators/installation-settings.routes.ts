import { installationSettingsSchema, type InstallationSettings } from '@reelhouse/contracts/installation-settings';
import { problems } from '@reelhouse/contracts/problem';
import type { ApiInstance } from '../../platform/http/types';

/** The installation's settings, read-only (admins only: they name the services the business runs on). */
export function installationSettingsRoutes(admin: ApiInstance, settings: InstallationSettings): void {
  admin.get(
    '/settings',
    {
      schema: {
        tags: ['operators'],
        summary: 'How this installation is configured through its environment: services and modes, never secrets.',
        response: { 200: installationSettingsSchema, ...problems(400) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return settings;
    },
  );
}
