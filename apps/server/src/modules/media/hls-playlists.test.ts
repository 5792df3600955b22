import { describe, expect, it } from 'vitest';
import { limitMasterPlaylist, masterPlaylist, measureBandwidth, segmentsOf } from './hls-playlists';
import { rungsFor, widthFor } from './ladder';

const entry = (height: number) => ({
  height,
  width: (height * 16) / 9,
  peakBandwidth: height * 1000,
  averageBandwidth: height * 800,
  codecs: 'avc1.4d401e,mp4a.40.2',
  frameRate: 25,
});

describe('HLS playlists', () => {
  it('lists renditions lowest first with what players need to choose between them', () => {
    const master = masterPlaylist([entry(720), entry(360)]);
    expect(master).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=360000,AVERAGE-BANDWIDTH=288000,RESOLUTION=640x360,FRAME-RATE=25.000,CODECS="avc1.4d401e,mp4a.40.2"',
        '360/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=720000,AVERAGE-BANDWIDTH=576000,RESOLUTION=1280x720,FRAME-RATE=25.000,CODECS="avc1.4d401e,mp4a.40.2"',
        '720/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('lists alternate audio tracks as one group every rung names, counting the largest in its bandwidth', () => {
    const audio = [
      { position: 0, language: 'en', name: null, peakBandwidth: 140_000, averageBandwidth: 130_000 },
      { position: 1, language: 'fr', name: null, peakBandwidth: 150_000, averageBandwidth: 120_000 },
      { position: 2, language: 'en', name: 'Commentary "live"', peakBandwidth: 90_000, averageBandwidth: 80_000 },
      { position: 3, language: 'und', name: null, peakBandwidth: 90_000, averageBandwidth: 80_000 },
      { position: 4, language: 'fr', name: null, peakBandwidth: 90_000, averageBandwidth: 80_000 },
    ];
    const lines = masterPlaylist([entry(360)], audio).split('\n');
    expect(lines.filter((line) => line.startsWith('#EXT-X-MEDIA:'))).toEqual([
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio/0/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="fr",NAME="French",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio/1/index.m3u8"',
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="en",NAME="Commentary 'live'",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio/2/index.m3u8"`,
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Audio 4",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio/3/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="fr",NAME="French (5)",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio/4/index.m3u8"',
    ]);
    expect(lines).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=510000,AVERAGE-BANDWIDTH=418000,RESOLUTION=640x360,FRAME-RATE=25.000,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="audio"',
    );
    // The plan's limit takes rungs away and leaves the audio a rung names.
    expect(limitMasterPlaylist(masterPlaylist([entry(360), entry(720)], audio), 360)).toContain(
      'URI="audio/1/index.m3u8"',
    );
  });

  it('leaves out renditions above the plan’s maximum height', () => {
    const limited = limitMasterPlaylist(masterPlaylist([entry(360), entry(540), entry(1080)]), 720);
    expect(limited).toContain('360/index.m3u8');
    expect(limited).toContain('540/index.m3u8');
    expect(limited).not.toContain('1080');
    expect(limited.startsWith('#EXTM3U\n')).toBe(true);
  });

  it('reads segments and measures peak and average bandwidth', () => {
    const playlist =
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:6.000000,\nseg_00000.m4s\n#EXTINF:2.0,\nseg_00001.m4s\n#EXT-X-ENDLIST\n';
    expect(segmentsOf(playlist)).toEqual([
      { uri: 'seg_00000.m4s', seconds: 6 },
      { uri: 'seg_00001.m4s', seconds: 2 },
    ]);
    expect(
      measureBandwidth([
        { seconds: 6, bytes: 6000 },
        { seconds: 2, bytes: 4000 },
      ]),
    ).toEqual({ peak: 16000, average: 10000 });
  });

  it('offers each ladder rung at or below the source height, and the lowest for small sources', () => {
    expect(rungsFor(720).map((rung) => rung.height)).toEqual([360, 540, 720]);
    expect(rungsFor(2160).map((rung) => rung.height)).toEqual([360, 540, 720, 1080]);
    expect(rungsFor(240).map((rung) => rung.height)).toEqual([360]);
    expect(widthFor(540, { width: 1920, height: 1080 })).toBe(960);
    expect(widthFor(360, { width: 1080, height: 1920 })).toBe(202);
  });
});
