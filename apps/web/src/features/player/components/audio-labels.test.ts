import { describe, expect, it } from 'vitest';
import { audioLabels } from './audio-labels';

describe('audio track labels', () => {
  it('names each track by its language in the viewer’s language, and by its own name where that is not enough', () => {
    const tracks = [
      { index: 0, lang: 'en', name: 'English' },
      { index: 1, lang: 'fr', name: 'French' },
      { index: 2, lang: 'en', name: 'Commentary' },
      { index: 3, lang: '', name: 'Audio 4' },
    ];
    expect(audioLabels(tracks, 'de').map((option) => option.label)).toEqual([
      'Englisch · English',
      'Französisch',
      'Englisch · Commentary',
      'Audio 4',
    ]);
    expect(audioLabels(tracks.slice(0, 2), 'ar')).toEqual([
      { value: 0, label: 'الإنجليزية' },
      { value: 1, label: 'الفرنسية' },
    ]);
  });
});
