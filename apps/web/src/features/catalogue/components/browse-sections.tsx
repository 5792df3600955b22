import type { Rail } from '@reelhouse/contracts/catalogue';
import { Fragment, useDeferredValue, type ReactNode } from 'react';
import { LoadError } from '../../../shared/ui/load-error';
import { useRails, useSlider } from '../api/catalogue-queries';
import { viewAllPath } from '../catalogue-paths';
import { HeroSlider, HeroSliderSkeleton } from './hero-slider';
import { TitleRail, TitleRailSkeleton } from './title-rail';
import './browse-sections.css';

interface BrowseSectionsProps {
  placement: Rail['placement'];
  /** Accessible name of the hero banner. */
  sliderLabel: string;
  /** Put between the rails after the second one (the home page's pitch for visitors). */
  interlude?: ReactNode;
  /** Put before the first rail (the home page's "continue watching"). */
  lead?: ReactNode;
}

/** A browse page's body: its hero slider, then its rails in the operator's order. */
export function BrowseSections({ placement, sliderLabel, interlude, lead }: BrowseSectionsProps) {
  const slider = useSlider(placement);
  // The rails are most of the page: when they arrive they are built in a background render that
  // hands the main thread back every few milliseconds, not in one long task (a query's answer
  // otherwise renders at once, and a phone stopped answering taps for a third of a second).
  const rails = useDeferredValue(useRails(placement));
  const shape = placement === 'videos' ? 'landscape' : 'poster';

  return (
    <>
      {slider.isPending ? (
        <HeroSliderSkeleton />
      ) : slider.data && slider.data.items.length > 0 ? (
        <HeroSlider titles={slider.data.items} label={sliderLabel} />
      ) : null}
      <div className="container-xxl browse-rails">
        {slider.isError && <LoadError onRetry={() => void slider.refetch()} />}
        {lead}
        {rails.isPending && Array.from({ length: 3 }, (_, index) => <TitleRailSkeleton key={index} shape={shape} />)}
        {rails.isError && <LoadError onRetry={() => void rails.refetch()} />}
        {rails.data?.items
          .filter((rail) => rail.items.length > 0)
          .map((rail, index) => (
            <Fragment key={rail.slug}>
              <TitleRail
                heading={rail.name}
                titles={rail.items}
                viewAllTo={viewAllPath(rail.slug)}
                ranked={rail.rule === 'top10'}
              />
              {index === 1 && interlude}
            </Fragment>
          ))}
      </div>
    </>
  );
}
