import type { ImageSet } from '@reelhouse/contracts/catalogue';
import type { ProfileAvatar as AvatarKey } from '@reelhouse/contracts/profiles';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import {
  Cloud,
  Flame,
  Gem,
  Heart,
  Leaf,
  Moon,
  Rocket,
  Star,
  Sun,
  Waves,
  Wind,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import './profile-avatar.css';

/** Each drawn avatar: a symbol on two colours of its own, bright enough for a child's home too. */
const avatars: Record<AvatarKey, { Icon: LucideIcon; from: string; to: string }> = {
  sun: { Icon: Sun, from: '#ffb703', to: '#fb5607' },
  moon: { Icon: Moon, from: '#5e60ce', to: '#240046' },
  star: { Icon: Star, from: '#f72585', to: '#7209b7' },
  leaf: { Icon: Leaf, from: '#52b788', to: '#1b4332' },
  wave: { Icon: Waves, from: '#48cae4', to: '#0353a4' },
  flame: { Icon: Flame, from: '#ff7b00', to: '#9d0208' },
  cloud: { Icon: Cloud, from: '#90e0ef', to: '#3a86ff' },
  gem: { Icon: Gem, from: '#2ec4b6', to: '#3d348b' },
  bolt: { Icon: Zap, from: '#ffd60a', to: '#e85d04' },
  heart: { Icon: Heart, from: '#ff8fab', to: '#c9184a' },
  kite: { Icon: Wind, from: '#80ffdb', to: '#5390d9' },
  rocket: { Icon: Rocket, from: '#b5179e', to: '#3a0ca3' },
};

/**
 * A profile's picture, or its drawn avatar, square with rounded corners; `size` in pixels.
 * Decorative: the name beside it says who.
 */
export function ProfileAvatar({
  avatar,
  picture = null,
  size = 48,
}: {
  avatar: AvatarKey;
  picture?: ImageSet | null;
  size?: number;
}) {
  if (picture) {
    return (
      <span className="profile-avatar" aria-hidden style={{ width: size, height: size }}>
        <ResponsiveImage image={picture} alt="" sizes={`${size}px`} className="profile-avatar__picture" />
      </span>
    );
  }
  const { Icon, from, to } = avatars[avatar];
  return (
    <span
      className="profile-avatar"
      aria-hidden
      style={{ width: size, height: size, backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <Icon size={Math.round(size * 0.5)} strokeWidth={2.2} />
    </span>
  );
}
