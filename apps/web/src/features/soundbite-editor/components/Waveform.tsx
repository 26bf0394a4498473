import { ActionIcon, Box, Group, Loader, Text, Tooltip, useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import TimelinePlugin from 'wavesurfer.js/dist/plugins/timeline.esm.js';
import type { Landmarks } from '../landmarks';
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
  /** Drawn under the soundbite and out of the pointer's way: the episode's chapters and its other soundbites. */
  landmarks: Landmarks;
  onRangeChange: (range: EditRange, edge: 'start' | 'end' | 'both') => void;
}

const COLORS = {
  light: {
    wave: '#b9aee6',
    progress: '#7048e8',
    cursor: '#343a40',
    region: 'rgba(112, 72, 232, 0.18)',
    chapter: 'rgba(52, 58, 64, 0.55)',
    neighbour: 'rgba(73, 80, 87, 0.55)',
    // The landmarks' names, over the wave: dark on nearly white, 4.5:1 and more wherever they sit.
    label: '#343a40',
    labelBackground: 'rgba(255, 255, 255, 0.88)',
  },
  dark: {
    wave: '#5f5694',
    progress: '#b197fc',
    cursor: '#f1f3f5',
    region: 'rgba(177, 151, 252, 0.22)',
    chapter: 'rgba(233, 236, 239, 0.5)',
    neighbour: 'rgba(206, 212, 218, 0.55)',
    label: '#dee2e6',
    labelBackground: 'rgba(36, 36, 36, 0.88)',
  },
};

/** What the regions plugin hands back once registered. */
type RegionsApi = ReturnType<typeof RegionsPlugin.create>;

const ZOOM_STEP = 1.6;
/** Drags land on pixels; a millisecond is finer than any cut a listener can hear. */
const toMilliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** wavesurfer.js with one draggable, resizable region for the soundbite, drawn from server peaks. */
export function Waveform({ media, audioUrl, durationSeconds, peaks, range, initialView, landmarks, onRangeChange }: WaveformProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const surferRef = useRef<WaveSurfer | null>(null);
  const regionsRef = useRef<RegionsApi | null>(null);
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
      height: WAVE_HEIGHT,
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
          height: TIMELINE_HEIGHT,
          formatTimeCallback: (seconds) => formatTime(Math.round(seconds)),
          // Darker than "dimmed" and at full strength between the minutes: 11 px labels need 4.5:1, over the
          // highlighted range too (the plugin's default of 0.25 for the minor ones left them unreadable).
          style: { fontSize: '11px', color: 'light-dark(var(--mantine-color-gray-8), var(--mantine-color-dark-0))' },
          secondaryLabelOpacity: 1,
        }),
      ],
    });
    const regions = surfer.registerPlugin(RegionsPlugin.create());
    regionsRef.current = regions;
    // The scrolling area is the waveform's keyboard stop, named, not a bare div. Focusable by its own
    // tabindex: some browsers make a scroller focusable only while it scrolls, and not at all in Safari.
    const scroller = surfer.getWrapper().parentElement;
    if (scroller) scroller.tabIndex = 0;
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
      // Above the landmarks drawn before or after it; down to the other soundbites' lane, so that its edges
      // never run through the times under it.
      if (region.element) Object.assign(region.element.style, { zIndex: '3', height: `${NEIGHBOUR_LANE_TOP + NEIGHBOUR_LANE_HEIGHT}px` });
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
      regionsRef.current = null;
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
    const regions = regionsRef.current;
    if (!regions) return;
    const drawn = [
      ...landmarks.neighbours.map((neighbour) =>
        regions.addRegion({
          start: neighbour.start,
          end: neighbour.end,
          drag: false,
          resize: false,
          color: colors.neighbour,
        }),
      ),
      ...landmarks.chapters.map((chapter) =>
        regions.addRegion({
          start: chapter.start,
          drag: false,
          resize: false,
          color: colors.chapter,
          content: chapterLabel(chapter.title, colors),
        }),
      ),
    ];
    for (const [index, landmark] of drawn.entries()) {
      // Seen, not operated: clicks go through to the waveform (the playhead) and the soundbite's range. The
      // chapters are offered by the Chapter box and the soundbites listed beside, for keyboards and screen readers.
      if (!landmark.element) continue;
      landmark.element.style.pointerEvents = 'none';
      landmark.element.setAttribute('aria-hidden', 'true');
      if (index < landmarks.neighbours.length) {
        // The other soundbites are a lane under the wave, where many that overlap still read as "taken", not
        // as a fog: the top of the timeline's row, above its labels, which sit at its foot.
        Object.assign(landmark.element.style, { top: `${NEIGHBOUR_LANE_TOP}px`, height: `${NEIGHBOUR_LANE_HEIGHT}px` });
      } else {
        // A chapter's name stays above the soundbite's range, so the range's edge never runs through it, and
        // its line ends with the wave, so it never runs through a time under it.
        Object.assign(landmark.element.style, { zIndex: '4', height: `${WAVE_HEIGHT}px` });
      }
    }
    return () => drawn.forEach((landmark) => landmark.remove());
  }, [landmarks, colors]);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    if (Math.abs(region.start - range.start) > 1e-6 || Math.abs(region.end - range.end) > 1e-6) {
      region.setOptions({ start: range.start, end: range.end });
      // Moved from elsewhere (a chapter, a transcript line, a typed time): bring it into view.
      const surfer = surferRef.current;
      if (surfer) scrollIntoView(surfer, { start: range.start, end: range.end });
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
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', minHeight: FRAME_HEIGHT }}
      />
      <WaveformFooter zoom={zoom} zoomedOut={zoomedOut} zoomedIn={zoomedIn} />
    </Box>
  );
}

/** The wave and its timeline under it, as wavesurfer draws them. */
const WAVE_HEIGHT = 112;
/** The timeline's row holds the other soundbites' lane on top (1 px clear of the wave) and the times at its foot: they never share a line. */
const NEIGHBOUR_LANE_TOP = WAVE_HEIGHT + 1;
const NEIGHBOUR_LANE_HEIGHT = 5;
const TIMELINE_HEIGHT = 24;
const FRAME_HEIGHT = WAVE_HEIGHT + TIMELINE_HEIGHT;

/**
 * Stands where the waveform will be, at its height and with the same lines under it, so that the
 * controls below do not move down when it is drawn.
 */
export function WaveformLoading() {
  return (
    <Box>
      <Group gap="xs" h={FRAME_HEIGHT} justify="center" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          Drawing the waveform…
        </Text>
      </Group>
      <WaveformFooter zoom={null} zoomedOut zoomedIn />
    </Box>
  );
}

/** How to use the waveform, and its zoom; the zoom is off until there is a wave to zoom. */
function WaveformFooter({ zoom, zoomedOut, zoomedIn }: { zoom: ((factor: number) => void) | null; zoomedOut: boolean; zoomedIn: boolean }) {
  return (
    <Group justify="space-between" align="flex-start" mt={4} gap="xs" wrap="nowrap">
      {/* The same words whatever the episode has: they do not grow when its chapters and other soundbites
          arrive (after the wave, from the episode's record), which moved everything below. */}
      <Text size="xs" c="dimmed" style={{ flex: 1 }}>
        Drag the range or its edges. Click the waveform to move the playhead. Chapters show as lines, the episode’s other soundbites as a
        bar under the wave.
      </Text>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Zoom out">
          <ActionIcon variant="default" size="md" aria-label="Zoom out" onClick={() => zoom?.(1 / ZOOM_STEP)} disabled={zoomedOut}>
            −
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Zoom in">
          <ActionIcon variant="default" size="md" aria-label="Zoom in" onClick={() => zoom?.(ZOOM_STEP)} disabled={zoomedIn}>
            +
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** A chapter's name, styled inline: the waveform is drawn in a shadow root, where the page's classes do not reach. */
function chapterLabel(text: string, colors: (typeof COLORS)['light']): HTMLElement {
  const label = document.createElement('span');
  label.textContent = text;
  Object.assign(label.style, {
    position: 'absolute',
    top: '2px',
    left: '3px',
    maxWidth: '160px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    padding: '0 4px',
    borderRadius: '3px',
    font: '11px/16px var(--mantine-font-family)',
    color: colors.label,
    background: colors.labelBackground,
  });
  return label;
}

/** Scrolls the waveform to show the range when it is out of sight, with a little of what comes before it. */
function scrollIntoView(surfer: WaveSurfer, range: EditRange) {
  const pxPerSec = surfer.getWrapper().scrollWidth / surfer.getDuration();
  const width = surfer.getWidth();
  if (!pxPerSec || !width) return;
  const shownFrom = surfer.getScroll() / pxPerSec;
  const shownTo = shownFrom + width / pxPerSec;
  if (range.start >= shownFrom && range.end <= shownTo) return;
  const span = shownTo - shownFrom;
  surfer.setScrollTime(Math.max(0, range.end - range.start < span * 0.8 ? range.start - span * 0.1 : range.start - span * 0.05));
}
