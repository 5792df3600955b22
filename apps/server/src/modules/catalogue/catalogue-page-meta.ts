import type { TitleKind } from '@reelhouse/contracts/catalogue';
import { AppError } from '../../platform/errors/app-error';
import { itemSlug, previewImage, previewLanguage, type PageMeta } from '../../platform/http/page-meta';
import { anonymousViewer } from '../../platform/auth/viewer';
import type { CatalogueService } from './catalogue.service';

const typeOf: Record<TitleKind, PageMeta['type']> = {
  movie: 'video.movie',
  series: 'video.tv_show',
  show: 'video.tv_show',
  video: 'video.other',
};

const DETAIL = /^\/(movies-detail|shows-details|videos-detail|cast-detail)(?:\/([^/]+))?\/?$/i;

/**
 * Link previews for the catalogue's detail pages, as a visitor sees them: a restricted title gives
 * nothing away (the page keeps the site's own title), and an unknown one answers 404.
 */
export function cataloguePageMeta(service: CatalogueService) {
  return async (url: URL): Promise<PageMeta | 'not_found' | null> => {
    const lang = previewLanguage(url);
    try {
      const detail = DETAIL.exec(url.pathname);
      if (detail) {
        const [, page, pathSlug] = detail;
        const slug = itemSlug(pathSlug, url);
        if (!slug) return null;
        if (page?.toLowerCase() === 'cast-detail') {
          const person = await service.person(slug, lang, anonymousViewer);
          return {
            title: person.name,
            description: person.biography,
            image: previewImage(person.profile, url.origin),
            type: 'profile',
          };
        }
        const title = await service.titleSummary(slug, lang, anonymousViewer);
        return {
          title: title.name,
          description: title.description ?? title.tagline,
          image: previewImage(title.backdrop ?? title.poster, url.origin),
          type: typeOf[title.kind],
        };
      }
      if (url.pathname.toLowerCase().replace(/\/$/, '') === '/episodes') {
        const slug = url.searchParams.get('title');
        if (!slug) return null;
        const title = await service.title(slug, lang, anonymousViewer);
        const season = title.seasons.find((item) => item.number === Number(url.searchParams.get('season') ?? 1));
        const episode = season?.episodes.find((item) => item.number === Number(url.searchParams.get('episode') ?? 1));
        if (!season || !episode) return 'not_found';
        return {
          title: `${episode.name} · ${title.name}`,
          description: episode.description,
          image: previewImage(episode.image ?? title.backdrop, url.origin),
          type: 'video.episode',
        };
      }
      return null;
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return 'not_found';
      if (error instanceof AppError && (error.code === 'content_restricted' || error.code === 'content_locked')) {
        return null;
      }
      throw error;
    }
  };
}
