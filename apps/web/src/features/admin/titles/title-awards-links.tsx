import type { AdminTitle } from '@reelhouse/contracts/catalogue-admin';
import { awardOutcomes } from '@reelhouse/contracts/catalogue-values';
import { useTranslation } from 'react-i18next';
import { useSetTitleList } from '../api/admin-queries';
import { RowsEditor } from './title-rows-editor';

type Award = AdminTitle['awards'][number];
type Link = AdminTitle['links'][number];

/** A title's awards: name, year, and whether it won. */
export function TitleAwards({ title }: { title: AdminTitle }) {
  const { t } = useTranslation('admin');
  const save = useSetTitleList(title.slug, 'awards');
  return (
    <RowsEditor<Award>
      id="title-awards"
      heading={t('awards.heading')}
      empty={t('awards.empty')}
      addLabel={t('awards.add')}
      initial={title.awards}
      blank={() => ({ name: '', year: new Date().getFullYear(), outcome: 'nomination' })}
      columns={[
        { key: 'name', label: t('awards.name'), maxLength: 200 },
        { key: 'year', label: t('awards.year'), type: 'number' },
        {
          key: 'outcome',
          label: t('awards.outcome'),
          choices: awardOutcomes.map((outcome) => [outcome, t(`awards.outcomes.${outcome}`)]),
        },
      ]}
      save={(awards, done) =>
        save.mutate({ awards }, { onSuccess: (saved) => done.onSuccess(saved.awards), onError: done.onError })
      }
    />
  );
}

/** The versions a title's page lists: quality, audio language, player, the day it was added. */
export function TitleLinks({ title }: { title: AdminTitle }) {
  const { t } = useTranslation('admin');
  const save = useSetTitleList(title.slug, 'links');
  return (
    <RowsEditor<Link>
      id="title-links"
      heading={t('links.heading')}
      empty={t('links.empty')}
      addLabel={t('links.add')}
      initial={title.links}
      blank={() => ({ quality: '', language: '', player: '', addedOn: new Date().toISOString().slice(0, 10) })}
      columns={[
        { key: 'quality', label: t('links.quality'), maxLength: 20 },
        { key: 'language', label: t('links.language'), maxLength: 40 },
        { key: 'player', label: t('links.player'), maxLength: 40 },
        { key: 'addedOn', label: t('links.addedOn'), type: 'date' },
      ]}
      save={(links, done) =>
        save.mutate({ links }, { onSuccess: (saved) => done.onSuccess(saved.links), onError: done.onError })
      }
    />
  );
}
