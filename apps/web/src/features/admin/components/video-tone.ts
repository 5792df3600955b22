import type { VideoState } from '@reelhouse/contracts/catalogue-admin';
import type { StatusTone } from '../../../shared/ui/status-badge';

/** A video's state as a status colour: ready green, being made amber, failed red, none grey. */
export const videoTone: Record<VideoState, StatusTone> = {
  none: 'neutral',
  processing: 'pending',
  ready: 'success',
  failed: 'failure',
};
