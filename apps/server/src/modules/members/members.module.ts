import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { MembersAdminRepository } from './members-admin.repository';
import { membersAdminRoutes } from './members-admin.routes';
import { MembersAdmin, type MemberSources } from './members-admin.service';

/** Members as operators find them: the console's list and member page, read from the modules that own each part. */
export function membersModule(platform: Platform, sources: MemberSources) {
  const list = new MembersAdminRepository(platform.db);
  const members = new MembersAdmin(sources, list);
  return {
    list,
    adminRoutes: { for: 'admin', routes: (admin) => membersAdminRoutes(admin, { list, members }) },
  } satisfies AppModule & Record<string, unknown>;
}
