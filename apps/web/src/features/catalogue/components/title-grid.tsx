import type { TitleCard as TitleCardData } from '@reelhouse/contracts/catalogue';
import { TitleCard, TitleCardSkeleton, type CardShape } from './title-card';
import '../../../shared/styles/title-grid.css';

/** Cards in a responsive grid; skeleton cards stand in while the first page loads. */
export function TitleGrid({
  titles,
  shape = 'poster',
  loading = false,
}: {
  titles: readonly TitleCardData[] | undefined;
  shape?: CardShape;
  loading?: boolean;
}) {
  if (!titles) {
    return (
      <div className={`title-grid title-grid--${shape}`} aria-hidden>
        {Array.from({ length: 12 }, (_, index) => (
          <TitleCardSkeleton key={index} shape={shape} />
        ))}
      </div>
    );
  }
  return (
    <ul className={`title-grid title-grid--${shape}`} aria-busy={loading}>
      {titles.map((title) => (
        <li key={title.slug}>
          <TitleCard title={title} shape={shape} />
        </li>
      ))}
    </ul>
  );
}
