import { NativeSelect, Select } from '@mantine/core';
import { useEpisodeChoice, useEpisodeOptions, usePodcastOptions } from '../../lib/ops-options';

interface FilterProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Choice of podcast for the lists' `podcastId` filter. */
export function PodcastFilter({ value, onChange }: FilterProps) {
  const options = usePodcastOptions();
  const data = options.data ?? [];
  // A podcast from the URL that is not among the options still shows as chosen.
  const withCurrent = value && !data.some((option) => option.value === value) ? [...data, { value, label: 'Chosen podcast' }] : data;
  return (
    <Select
      label="Podcast"
      placeholder="Any podcast"
      data={withCurrent}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      searchable
      clearable
      nothingFoundMessage="No podcast by that name"
      w={220}
    />
  );
}

/** Choice of episode, among those of the chosen podcast. */
export function EpisodeFilter({ podcastId, value, onChange }: FilterProps & { podcastId: string | undefined }) {
  const options = useEpisodeOptions(podcastId);
  const data = options.data ?? [];
  const unlisted = value && !data.some((option) => option.value === value) ? value : undefined;
  // An episode the options do not list is named all the same, once known.
  const chosen = useEpisodeChoice(unlisted);
  const withCurrent = unlisted ? [...data, { value: unlisted, label: chosen.data?.label ?? 'Chosen episode' }] : data;
  return (
    <Select
      label="Episode"
      placeholder={podcastId ? 'Any episode' : 'Choose a podcast first'}
      disabled={!podcastId && !value}
      data={withCurrent}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      searchable
      clearable
      w={240}
    />
  );
}

/** A yes-or-no filter (`hasTranscript`, `linked`): either way, or neither, in the list's own words. */
export function YesNoFilter({
  label,
  value,
  yes,
  no,
  onChange,
}: {
  label: string;
  value: boolean | undefined;
  yes: string;
  no: string;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <NativeSelect
      label={label}
      value={value === undefined ? '' : String(value)}
      data={[
        { value: '', label: 'Any' },
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(chosen === '' ? undefined : chosen === 'true');
      }}
      w={190}
    />
  );
}
