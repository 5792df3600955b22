import type { Language } from '@reelhouse/contracts/locales';
import type { Notices } from '@reelhouse/contracts/notices';
import { hiddenRatings, type Viewer } from '../../platform/auth/viewer';
import type { NoticesRepository } from './notices.repository';

/** The bell of the profile watching: its notices with how many are unread, and marking them read. */
export class NoticesService {
  constructor(private readonly repository: NoticesRepository) {}

  async forProfile(profileId: number, viewer: Viewer, lang: Language): Promise<Notices> {
    const items = await this.repository.list(profileId, lang, { hiddenRatings: hiddenRatings(viewer) });
    return { items, unread: items.filter((item) => item.unread).length };
  }

  markRead(profileId: number): Promise<void> {
    return this.repository.markSeen(profileId);
  }
}
