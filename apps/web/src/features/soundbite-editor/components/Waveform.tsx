import { ActionIcon, Box, Group, Text, Tooltip, useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import TimelinePlugin from 'wavesurfer.js/dist/plugins/timeline.esm.js';
import { fullLengthPeaks, type PeaksWindow } from '../peaks';
import { MIN_LENGTH_SECONDS, type EditRange } from '../range';
import { formatTime } from '../../../lib/time';
import classes from './Waveform.module.css';

interface WaveformProps {
  media: HTMLAudioElement;
  audioUrl: string;
  durationSeconds: number;
  peaks: PeaksWindow;
  range: EditRange;
  /** The stretch of the episode shown when the editor opens. */
  initialView: EditRange;
  onRangeChange: (range: EditRange, edge: 'start' | 'end' | 'both') => void;
}

const COLORS = {
  light: { wave: '#b9aee6', progress: '#7048e8', cursor: '#343a40', region: 'rgba(112, 72, 232, 0.18)' },
  dark: { wave: '#5f5694', progress: '#b197fc', cursor: '#f1f3f5', region: 'rgba(177, 151, 252, 0.22)' },
};

const ZOOM_STEP = 1.6;
/** Drags land on pixels; a millisecond is finer than any cut a listener can hear. */
const toMilliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** wavesurfer.js with one draggable, resizable region for the soundbite, drawn from server peaks. */
export function Waveform({ media, audioUrl, durationSeconds, peaks, range, initialView, onRangeChange }: WaveformProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const surferRef = useRef<WaveSurfer | null>(null);
  const regionRef = useRef<Region | null>(null);
  const onChangeRef = useRef(onRangeChange);
  onChangeRef.current = onRangeChange;
  const [pxPerSec, setPxPerSec] = useState<number | null>(null);
  const scheme = useComputedColorScheme('light');
  const colors = COLORS[scheme];

  const peakData = useRef<Float32Array | null>(null);
  peakData.current = fullLengthPeaks(peaks, durationSeconds);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const fit = container.clientWidth / Math.max(1, initialView.end - initialView.start);
    const surfer = WaveSurfer.create({
      container,
      media,
      url: new URL(audioUrl, window.location.href).href,
      peaks: [peakData.current!],
      duration: durationSeconds,
      height: 112,
      normalize: true,
      barWidth: 2,
      barGap: 1,
      barRadius: 2,
      cursorWidth: 2,
      minPxPerSec: fit,
      fillParent: true,
      autoScroll: true,
      autoCenter: false,
      dragToSeek: false,
      waveColor: colors.wave,
      progressColor: colors.progress,
      cursorColor: colors.cursor,
      plugins: [
        TimelinePlugin.create({
          height: 18,
          formatTimeCallback: (seconds) => formatTime(Math.round(seconds)),
          // Darker than "dimmed" and at full strength between the minutes: 11 px labels need 4.5:1, over the
          // highlighted range too (the plugin's default of 0.25 for the minor ones left them unreadable).
          style: { fontSize: '11px', color: 'light-dark(var(--mantine-color-gray-8), var(--mantine-color-dark-0))' },
          secondaryLabelOpacity: 1,
        }),
      ],
    });
    const regions = surfer.registerPlugin(RegionsPlugin.create());
    // The scrolling area is a keyboard stop (browsers make scrollers focusable): named, not a bare div.
    const scroller = surfer.getWrapper().parentElement;
    scroller?.setAttribute('role', 'group');
    scroller?.setAttribute('aria-label', 'Waveform, scrolled with the arrow keys; [ and ] move the start, with Shift the end');
    // A click on the waveform moves the playhead and takes the keyboard there, so I, O and Space act on it next.
    surfer.on('interaction', () => scroller?.focus({ preventScroll: true }));
    let drawn = false;
    surfer.on('redrawcomplete', () => {
      if (drawn) return;
      drawn = true;
      performance.mark('soundbite-editor:waveform-drawn');
      container.dataset.drawn = 'true';
      surfer.setScrollTime(initialView.start);
    });
    surfer.on('ready', () => {
      const region = regions.addRegion({
        start: range.start,
        end: range.end,
        drag: true,
        resize: true,
        minLength: MIN_LENGTH_SECONDS,
        color: colors.region,
      });
      regionRef.current = region;
    });
    regions.on('region-updated', (region, side) => {
      onChangeRef.current({ start: toMilliseconds(region.start), end: toMilliseconds(region.end) }, side ?? 'both');
    });
    surferRef.current = surfer;
    setPxPerSec(fit);
    return () => {
      surfer.destroy();
      surferRef.current = null;
      regionRef.current = null;
    };
    // One wavesurfer per episode audio; peaks, colours, zoom and range are updated in place below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [media, audioUrl, durationSeconds]);

  useEffect(() => {
    surferRef.current?.setOptions({ peaks: [peakData.current!], duration: durationSeconds });
  }, [peaks, durationSeconds]);

  useEffect(() => {
    surferRef.current?.setOptions({ waveColor: colors.wave, progressColor: colors.progress, cursorColor: colors.cursor });
    regionRef.current?.setOptions({ color: colors.region });
  }, [colors]);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    if (Math.abs(region.start - range.start) > 1e-6 || Math.abs(region.end - range.end) > 1e-6) {
      region.setOptions({ start: range.start, end: range.end });
    }
  }, [range.start, range.end]);

  // Zoomed in no further than one bar (2 px and its 1 px gap) per peak the server measured (past that the
  // bars only grow wider, with nothing more to see), nor than 10 s across, so that the timeline's labels,
  // every 5 s there, stay in sight. Out, no further than the whole episode.
  const container = containerRef.current;
  const whole = container ? container.clientWidth / durationSeconds : 0;
  const closest = Math.max(whole, Math.min(peaks.peaksPerSecond * 3, container ? container.clientWidth / 10 : 0));
  const zoomedOut = pxPerSec === null || pxPerSec <= whole * 1.001;
  const zoomedIn = pxPerSec === null || pxPerSec >= closest * 0.999;

  function zoom(factor: number) {
    const surfer = surferRef.current;
    if (!surfer || !container || pxPerSec === null) return;
    const next = Math.min(closest, Math.max(whole, pxPerSec * factor));
    surfer.zoom(next);
    setPxPerSec(next);
    surfer.setScrollTime(Math.max(0, (range.start + range.end) / 2 - container.clientWidth / next / 2));
  }

  return (
    <Box>
      <Box
        ref={containerRef}
        role="group"
        aria-label="Waveform of the episode: drag the highlighted range, or its edges, to change the soundbite"
        data-testid="waveform"
        className={classes.waveform}
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', minHeight: 112 }}
      />
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" c="dimmed">
          Drag the range or its edges. Click the waveform to move the playhead.
        </Text>
        <Group gap={4}>
          <Tooltip label="Zoom out">
            <ActionIcon variant="default" size="md" aria-label="Zoom out" onClick={() => zoom(1 / ZOOM_STEP)} disabled={zoomedOut}>
              −
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Zoom in">
            <ActionIcon variant="default" size="md" aria-label="Zoom in" onClick={() => zoom(ZOOM_STEP)} disabled={zoomedIn}>
              +
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Box>
  );
}
