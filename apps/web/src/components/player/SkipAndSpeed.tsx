import { Button, Group } from '@mantine/core';
import { formatPlaybackRate, SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from './playback-controls';

interface SkipAndSpeedProps {
  disabled: boolean;
  rate: number;
  onSkip: (deltaSeconds: number) => void;
  onChangeRate: () => void;
}

/** Back 15 s, the speed (each press the next one), forward 30 s: for whole episodes and long ranges. At least 24 px tall, a finger's target (WCAG 2.2). */
export function SkipAndSpeed({ disabled, rate, onSkip, onChangeRate }: SkipAndSpeedProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => onSkip(-SKIP_BACK_SECONDS)}
        disabled={disabled}
        // Named by what it shows, so a voice command of what is seen reaches it; the title says it in words.
        title={`Back ${SKIP_BACK_SECONDS} seconds`}
      >
        −{SKIP_BACK_SECONDS} s
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={onChangeRate}
        disabled={disabled}
        aria-label={`Speed ${formatPlaybackRate(rate)}`}
        title="Change the playback speed"
        miw={48}
      >
        {formatPlaybackRate(rate)}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => onSkip(SKIP_FORWARD_SECONDS)}
        disabled={disabled}
        title={`Forward ${SKIP_FORWARD_SECONDS} seconds`}
      >
        +{SKIP_FORWARD_SECONDS} s
      </Button>
    </Group>
  );
}
