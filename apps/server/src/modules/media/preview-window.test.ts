import { describe, expect, it } from 'vitest';
import { PREVIEW_SECONDS, previewWindow } from './preview-window';

describe('previewWindow', () => {
  it('starts where the operator chose', () => {
    expect(previewWindow({ durationSeconds: 600, previewStartSeconds: 95.25, introEndSeconds: 30 })).toEqual({
      startSeconds: 95.3,
      seconds: PREVIEW_SECONDS,
    });
  });

  it('starts just past the intro by default, or a tenth of the way in without one', () => {
    expect(previewWindow({ durationSeconds: 600, previewStartSeconds: null, introEndSeconds: 42 }).startSeconds).toBe(
      42,
    );
    expect(previewWindow({ durationSeconds: 600, previewStartSeconds: null, introEndSeconds: null }).startSeconds).toBe(
      60,
    );
  });

  it('moves a start near the end back so the preview keeps its length', () => {
    expect(previewWindow({ durationSeconds: 45, previewStartSeconds: 40, introEndSeconds: null })).toEqual({
      startSeconds: 25,
      seconds: PREVIEW_SECONDS,
    });
  });

  it('gives a short video from its start to its end, the start within the first third', () => {
    expect(previewWindow({ durationSeconds: 12, previewStartSeconds: null, introEndSeconds: 4 })).toEqual({
      startSeconds: 4,
      seconds: 8,
    });
    expect(previewWindow({ durationSeconds: 12, previewStartSeconds: 11, introEndSeconds: null })).toEqual({
      startSeconds: 4,
      seconds: 8,
    });
  });
});
