import { Code, Text } from '@mantine/core';
import { PagePlaceholder } from '../../../components/PagePlaceholder';
import type { OpsSearchSearch, SoundbitesSearch } from '../search-params';

export function OpsDashboardPage() {
  return (
    <PagePlaceholder
      title="Ops dashboard"
      purpose="Counts of podcasts, episodes and soundbites, failing feeds, recent imports and audit events, and a box to add a podcast by its feed URL."
    />
  );
}

export function PodcastsPage() {
  return (
    <PagePlaceholder
      title="Podcasts"
      purpose="Every imported podcast with its feed status, paging, sorting, filters and a search box, all kept in the address so reload and back keep the view."
    />
  );
}

export function EpisodesPage() {
  return (
    <PagePlaceholder
      title="Episodes"
      purpose="Episodes across all podcasts, with paging, sorting, filters and search kept in the address."
    />
  );
}

export function SoundbitesPage({ search }: { search: SoundbitesSearch }) {
  return (
    <PagePlaceholder title="Soundbites" purpose="Soundbites from feeds and staff, filtered by status, with bulk publish and hide.">
      <Text size="sm">
        Current view: status <Code>{search.status ?? 'any'}</Code>, page <Code>{String(search.page ?? 1)}</Code>
        {search.q ? (
          <>
            , matching <Code>{search.q}</Code>
          </>
        ) : null}
      </Text>
    </PagePlaceholder>
  );
}

export function SoundbitePage({ id }: { id: string }) {
  return (
    <PagePlaceholder
      title="Soundbite"
      purpose="Plays exactly this soundbite's range, with a waveform to adjust start and end, its title and status, the transcript excerpt, the share link and its audit history."
    >
      <Text size="sm">
        Soundbite <Code>{id}</Code>
      </Text>
    </PagePlaceholder>
  );
}

export function EntityPage({ id }: { id: string }) {
  return (
    <PagePlaceholder
      title="Entity"
      purpose="A person, organisation, topic or place with the podcasts, episodes and soundbites it is linked to, and a way to merge it with a duplicate."
    >
      <Text size="sm">
        Entity <Code>{id}</Code>
      </Text>
    </PagePlaceholder>
  );
}

export function OpsSearchPage({ search }: { search: OpsSearchSearch }) {
  return (
    <PagePlaceholder
      title="Search"
      purpose="One box over podcasts, episodes, soundbites, transcripts and entities, grouped by kind, with highlighted snippets and tolerance for typos."
    >
      {search.q ? (
        <Text size="sm">
          Searching for <Code>{search.q}</Code>
        </Text>
      ) : null}
    </PagePlaceholder>
  );
}
