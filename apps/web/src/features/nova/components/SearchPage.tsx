import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { Anchor, Avatar, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { useTypedQuery } from '../../../lib/use-typed-query';
import { PodcastArt } from '../../../components/PodcastArt';
import { useNovaSearch } from '../api/nova-api';
import { cutToShown, FIRST_RESULTS, foundInWords, MOST_RESULTS } from '../search-results';
import { NOVA_SEARCH_INPUT_ID } from '../search-box';
import { EpisodeTitle, episodeFacts } from './EpisodeTitle';
import { EmptyState, LoadError, SoundbiteList } from './SoundbiteList';

interface SearchPageProps {
  q: string;
  onQueryChange: (q: string, options?: { push?: boolean }) => void;
}

/** Search over what listeners may see; the query lives in the URL (?q=) so back and reload keep it. */
export function SearchPage({ q, onQueryChange }: SearchPageProps) {
  const { text, setText } = useTypedQuery(q, onQueryChange, 250);
  const inputRef = useRef<HTMLInputElement>(null);
  // Arriving here, typing goes into the box, not to the player's keys. An effect rather than
  // autoFocus: on arrival from a Nova tab, autoFocus left the focus on the tab that was clicked.
  useEffect(() => inputRef.current?.focus(), []);
  const takeCorrection = (corrected: string) => {
    setText(corrected);
    onQueryChange(corrected, { push: true });
    // The link goes away with the correction: focus stays where the search goes on.
    inputRef.current?.focus();
  };
  // How many of each kind are shown: the first few, or after "Show more" the most there are to show.
  const [shown, setShown] = useState({ q, count: FIRST_RESULTS });
  const count = shown.q === q ? shown.count : FIRST_RESULTS;
  const search = useNovaSearch(q, count + 1);
  const cut = search.data ? cutToShown(search.data, count) : null;
  const result = cut?.shownResult;
  const more = cut?.more;
  const nothing = result && result.soundbites.length + result.podcasts.length + result.episodes.length + result.people.length === 0;
  // Results of the words before (kept while new ones come, so the page does not jump): dimmed, busy,
  // and not announced as the answer to what is in the box now.
  const stale = !!result && (result.query !== q || text.trim() !== q);
  // The button goes once more are shown: the focus moves on to the first of them, where reading goes on.
  const [moreShownOf, setMoreShownOf] = useState<string | null>(null);
  useEffect(() => {
    if (!moreShownOf || count !== MOST_RESULTS || search.isPlaceholderData) return;
    const section = document.querySelector(`section[aria-label="${moreShownOf}" i]`);
    const firstNew = section?.querySelectorAll('article, [data-result]')[FIRST_RESULTS];
    firstNew?.querySelector<HTMLElement>('a[href], button')?.focus();
    setMoreShownOf(null);
  }, [moreShownOf, count, search.isPlaceholderData]);
  const moreOf = (kind: keyof NonNullable<typeof more>, what: string) =>
    more?.[kind] ? (
      count < MOST_RESULTS ? (
        <Button
          variant="light"
          size="sm"
          style={{ alignSelf: 'flex-start' }}
          loading={search.isFetching}
          onClick={() => {
            setShown({ q, count: MOST_RESULTS });
            setMoreShownOf(what);
          }}
        >
          Show more {what}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          The first {count} are shown: more words narrow them down.
        </Text>
      )
    ) : null;

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Search
      </Title>
      <TextInput
        id={NOVA_SEARCH_INPUT_ID}
        // Named for assistive technology; on screen the page's heading says it already.
        aria-label="Search"
        placeholder="Soundbites, podcasts, episodes, people"
        value={text}
        ref={inputRef}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        type="search"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
      />
      {!q ? (
        <Text size="sm" c="dimmed">
          Type words said in a soundbite or from its title, an episode’s title, a podcast’s name or a person’s.
        </Text>
      ) : search.isError ? (
        <LoadError what="Search results" retry={() => void search.refetch()} />
      ) : !result ? null : nothing ? (
        <div role="status" aria-busy={stale || undefined} style={staleStyle(stale)}>
          <EmptyState title={`Nothing found for “${result.query}”`}>Try fewer or other words.</EmptyState>
        </div>
      ) : (
        <Stack gap="lg" aria-busy={stale || undefined} style={staleStyle(stale)}>
          {result.correctedQuery ? null : <VisuallyHidden role="status">{stale ? '' : foundInWords(result, more)}</VisuallyHidden>}
          {result.correctedQuery ? (
            <Text size="sm" role="status">
              Nothing found for “{result.query}”. Showing results for{' '}
              <Anchor component="button" type="button" size="sm" fw={600} onClick={() => takeCorrection(result.correctedQuery ?? '')}>
                “{result.correctedQuery}”
              </Anchor>
              .
            </Text>
          ) : null}
          {/* What can be played first: the rest leads to more of it. */}
          {result.soundbites.length > 0 ? (
            <ResultSection title="Soundbites" grid={false} after={moreOf('soundbites', 'soundbites')}>
              <SoundbiteList
                source={`search:${result.query}`}
                label="Soundbites found"
                items={result.soundbites}
                empty={null}
                quoteOnPhones
              />
            </ResultSection>
          ) : null}
          {result.podcasts.length > 0 ? (
            <ResultSection title="Podcasts" after={moreOf('podcasts', 'podcasts')}>
              {result.podcasts.map((podcast) => (
                <ResultCard key={podcast.id} art={<PodcastArt imageUrl={podcast.imageUrl} podcastTitle={podcast.title} size={48} />}>
                  <AnchorLink to="/nova/podcast/$id" params={{ id: podcast.id }} fw={600} lineClamp={1}>
                    {podcast.title}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {podcast.soundbiteCount === 1 ? '1 soundbite' : `${podcast.soundbiteCount} soundbites`}
                    {podcast.author ? ` · ${podcast.author}` : ''}
                  </Text>
                </ResultCard>
              ))}
            </ResultSection>
          ) : null}
          {result.episodes.length > 0 ? (
            <ResultSection title="Episodes" after={moreOf('episodes', 'episodes')}>
              {result.episodes.map((episode) => {
                const facts = episodeFacts(episode);
                return (
                  <ResultCard
                    key={episode.id}
                    art={<PodcastArt imageUrl={episode.podcast.imageUrl} podcastTitle={episode.podcast.title} size={48} />}
                  >
                    <EpisodeTitle episode={episode} />
                    <Text size="xs" c="dimmed">
                      <AnchorLink to="/nova/podcast/$id" params={{ id: episode.podcast.id }} size="xs">
                        {episode.podcast.title}
                      </AnchorLink>
                      {facts ? ` · ${facts}` : ''}
                    </Text>
                  </ResultCard>
                );
              })}
            </ResultSection>
          ) : null}
          {result.people.length > 0 ? (
            <ResultSection title="People" after={moreOf('people', 'people')}>
              {result.people.map((person) => (
                <ResultCard
                  key={person.id}
                  art={
                    <Avatar src={person.imageUrl} alt="" radius="xl" color="grape">
                      {person.name.slice(0, 1)}
                    </Avatar>
                  }
                >
                  <Text fw={600}>{person.name}</Text>
                  <Text size="xs" c="dimmed">
                    In{' '}
                    {person.podcasts.map((podcast, index) => (
                      <span key={podcast.id}>
                        {index > 0 ? ', ' : ''}
                        <AnchorLink to="/nova/podcast/$id" params={{ id: podcast.id }} size="xs">
                          {podcast.title}
                        </AnchorLink>
                      </span>
                    ))}
                  </Text>
                </ResultCard>
              ))}
            </ResultSection>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

const staleStyle = (stale: boolean) => ({ opacity: stale ? 0.5 : 1, transition: 'opacity 120ms' });

/** One found podcast, episode or person: its picture, then what it is. */
function ResultCard({ art, children }: { art: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="sm" data-result>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {art}
        <Stack gap={2} style={{ minWidth: 0 }}>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}

/** One kind of result under its heading; cards of podcasts and people sit two to a row from small screens up. */
function ResultSection({ title, grid = true, after, children }: { title: string; grid?: boolean; after?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {grid ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {children}
        </SimpleGrid>
      ) : (
        children
      )}
      {after}
    </Stack>
  );
}
