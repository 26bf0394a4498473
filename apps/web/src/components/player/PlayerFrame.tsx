import { useRef, type CSSProperties } from 'react';
import { PlayIcon } from './player-icons';
import { formatClock } from './range';

/** `calc(<rem> * var(--mantine-scale))`, as Mantine writes a pixel size. */
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

const vars = (declarations: Record<string, string>) => declarations as CSSProperties;

export interface PlayerFrameProps {
  label: string;
  lengthSeconds: number;
  /** The visitor pressed play, or moved the keyboard focus onto a control. */
  onActivate: (activation: { focus: 'play' | 'position' | null; play: boolean }) => void;
  /** The visitor is pointing at the player: a press may follow. */
  onIntent: () => void;
}

/**
 * The player at rest (play button, empty position slider, 0:00 of its length) as plain elements with
 * Mantine's own classes and variables: the same boxes, names and roles as `SoundbitePlayer` renders
 * before anything plays, for a fraction of the work and none of its code. A page with many players
 * shows these, and brings in the real player the visitor reaches for.
 */
export function PlayerFrame({ label, lengthSeconds, onActivate, onIntent }: PlayerFrameProps) {
  // A press focuses the button on its way to a click: the click, not the focus, brings the player in,
  // so the press and the click land on the same button.
  const pressing = useRef(false);
  return (
    <div
      className="m_6d731127 mantine-Stack-root"
      onPointerEnter={onIntent}
      style={vars({ '--stack-gap': rem(6), '--stack-align': 'stretch', '--stack-justify': 'flex-start' })}
    >
      <div
        className="m_4081bf90 mantine-Group-root"
        style={vars({
          '--group-gap': 'var(--mantine-spacing-sm)',
          '--group-align': 'center',
          '--group-justify': 'flex-start',
          '--group-wrap': 'nowrap',
        })}
      >
        <button
          className="mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
          data-variant="filled"
          type="button"
          aria-label={`Play “${label}”`}
          onPointerDown={() => {
            pressing.current = true;
          }}
          onClick={() => onActivate({ focus: 'play', play: true })}
          onFocus={() => pressing.current || onActivate({ focus: 'play', play: false })}
          style={vars({
            '--ai-size': rem(44),
            '--ai-radius': 'var(--mantine-radius-xl)',
            '--ai-bg': 'var(--mantine-color-violet-filled)',
            '--ai-hover': 'var(--mantine-color-violet-filled-hover)',
            '--ai-color': 'var(--mantine-color-white)',
            '--ai-bd': `${rem(1)} solid transparent`,
          })}
        >
          <span className="m_8d3afb97 mantine-ActionIcon-icon">
            <PlayIcon />
          </span>
        </button>
        <div
          className="m_6d731127 mantine-Stack-root"
          style={vars({
            '--stack-gap': rem(2),
            '--stack-align': 'stretch',
            '--stack-justify': 'flex-start',
            flex: '1 1 0%',
            minWidth: '0px',
          })}
        >
          <div
            className="m_dd36362e mantine-Slider-root"
            data-size="sm"
            tabIndex={-1}
            onPointerDown={() => onActivate({ focus: null, play: false })}
            style={vars({
              '--slider-size': 'var(--slider-size-sm)',
              '--slider-radius': 'var(--mantine-radius-xl)',
              '--slider-thumb-size': 'calc(var(--slider-size) * 2)',
            })}
          >
            <div className="m_a8645c2 mantine-Slider-trackContainer">
              <div className="m_c9ade57f mantine-Slider-track">
                <div
                  className="m_38aeed47 mantine-Slider-bar"
                  style={vars({
                    '--slider-bar-width': 'calc(0% + 2 * var(--slider-size))',
                    '--slider-bar-offset': 'calc(0% - var(--slider-size))',
                  })}
                />
                <div
                  className="mantine-focus-auto m_c9a9a60a mantine-Slider-thumb"
                  tabIndex={0}
                  role="slider"
                  aria-label={`Position in “${label}”`}
                  aria-valuemin={0}
                  aria-valuemax={Math.max(lengthSeconds, 0.1)}
                  aria-valuenow={0}
                  aria-valuetext={`${formatClock(0)} of ${formatClock(lengthSeconds)}`}
                  aria-orientation="horizontal"
                  onFocus={() => onActivate({ focus: 'position', play: false })}
                  style={vars({ '--slider-thumb-offset': '0%' })}
                />
              </div>
            </div>
          </div>
          <p
            className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
            data-size="xs"
            aria-hidden="true"
            style={vars({
              '--text-fz': 'var(--mantine-font-size-xs)',
              '--text-lh': 'var(--mantine-line-height-xs)',
              color: 'var(--mantine-color-dimmed)',
              fontFamily: 'var(--mantine-font-family-monospace)',
            })}
          >
            {formatClock(0)} / {formatClock(lengthSeconds)}
          </p>
        </div>
      </div>
    </div>
  );
}
