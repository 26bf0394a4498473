import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AnchorLink } from '../../../components/AnchorLink';
import { SearchInput } from '../../../components/list-page/SearchInput';
import { useSearchUpdater } from '../../../components/list-page/useSearchUpdater';
import { Snippet } from '../../../components/ops/Snippet';
import { StatusBadge } from '../../../components/ops/StatusBadge';
import { errorMessage } from '../../../lib/api-context';
import { searchReplacesEntry } from '../../../lib/list-search';
import {
  groupsByBestHit,
  hasSearchableWords,
  hitContext,
  hitKindLabel,
  hitTitle,
  hitLink,
  SEARCH_KIND_LABELS,
  snippetAddsToTitle,
  suggestedQuery,
  useOpsSearch,
  type SearchGroup,
  type SearchHit,
} from '../../../lib/ops-search';
import { opsTitle } from '../../../lib/titles';
import type { OpsSearchSearch } from '../search';
import classes from './SearchPage.module.css';

const HITS_PER_KIND = 10;
/** Of a long query, the tab shows the start: the whole stays in the box and on the page. */
const TITLE_QUERY_LENGTH = 40;
const shortened = (q: string) => (q.length > TITLE_QUERY_LENGTH ? `${q.slice(0, TITLE_QUERY_LENGTH - 1)}…` : q);
/** With one kind shown: the API's most per kind. */
const HITS_OF_ONE_KIND = 50;

export function SearchPage({ search }: { search: OpsSearchSearch }) {
  const q = search.q ?? '';
  const setSearch = useSearchUpdater();
  useDocumentTitle(opsTitle(q ? `“${shortened(q)}” – Search` : 'Search'));
  const kind = search.kind;
  const result = useOpsSearch(q, kind ? HITS_OF_ONE_KIND : HITS_PER_KIND, kind);
  const suggestion = result.data ? suggestedQuery(result.data) : null;
  const groups = groupsByBestHit(result.data?.groups ?? [], result.data?.query);

  return (
    <Stack gap="md" maw={880}>
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        Search
      </Title>
      <SearchInput
        value={q}
        placeholder="Podcasts, episodes, soundbites, transcripts, people…"
        onChange={(next) => setSearch({ q: next || undefined }, { replace: searchReplacesEntry(q || undefined, next || undefined) })}
      />
      {/* A suggestion whose words were searched too and found nothing is no help. */}
      {suggestion && groups.length > 0 && (
        <Text size="sm">
          Did you mean{' '}
          <AnchorLink to="/ops/search" search={{ q: suggestion }} fw={600}>
            {suggestion}
          </AnchorLink>
          ?{' '}
          {result.data?.corrections.length ? (
            <Text span c="dimmed" size="sm">
              Similar words are included below.
            </Text>
          ) : null}
        </Text>
      )}
      {!q ? (
        <Text c="dimmed">Type a few words: a title, a name, or something said in an episode. Typos are forgiven.</Text>
      ) : !hasSearchableWords(q) ? (
        <Paper withBorder p="lg" radius="md" role="status" className={classes.query}>
          <Text fw={600}>Nothing to search for in “{q}”</Text>
          <Text c="dimmed" size="sm">
            Search looks for words and numbers: type at least one letter or digit.
          </Text>
        </Paper>
      ) : result.isError ? (
        <Alert color="red" variant="light" title="Search failed" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(result.error)}</Text>
            <Button color="red" variant="light" onClick={() => void result.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : !result.data ? (
        <Stack gap="xs" aria-busy aria-label="Searching">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={64} radius="md" />
          ))}
        </Stack>
      ) : groups.length === 0 ? (
        <Paper withBorder p="lg" radius="md" role="status" className={classes.query}>
          <Text fw={600}>Nothing matches “{q}”</Text>
          <Text c="dimmed" size="sm">
            Try fewer words, or another spelling.
          </Text>
        </Paper>
      ) : (
        <Stack gap="lg" opacity={result.isPlaceholderData ? 0.6 : 1} aria-busy={result.isPlaceholderData || undefined}>
          {kind && (
            <AnchorLink to="/ops/search" search={{ q }} size="sm">
              ← Every kind
            </AnchorLink>
          )}
          {groups.map((group) => (
            <ResultGroup key={group.kind} group={group} q={q} narrowed={kind !== undefined} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ResultGroup({ group, q, narrowed }: { group: SearchGroup; q: string; narrowed: boolean }) {
  const label = SEARCH_KIND_LABELS[group.kind];
  const more = group.hasMore || (group.total ?? 0) > group.items.length;
  return (
    <section aria-label={label}>
      <Group gap="xs" mb="xs">
        <Title order={2} fz="md">
          {label}
        </Title>
        <Badge variant="light" color="gray" tt="none">
          {group.total !== undefined ? group.total.toLocaleString() : `${group.items.length}+`}
        </Badge>
      </Group>
      <Paper withBorder radius="md" className={classes.list}>
        {group.items.map((hit) => (
          <Hit key={hit.id} kind={group.kind} hit={hit} />
        ))}
      </Paper>
      {more &&
        (narrowed ? (
          <Text size="sm" c="dimmed" mt="xs">
            The best {group.items.length} are shown. Add a word to narrow the search.
          </Text>
        ) : (
          <AnchorLink to="/ops/search" search={{ q, kind: group.kind }} size="sm" mt="xs" display="inline-block">
            Show more {label.toLowerCase()}
          </AnchorLink>
        ))}
    </section>
  );
}

function Hit({ kind, hit }: { kind: SearchGroup['kind']; hit: SearchHit }) {
  const context = hitContext(kind, hit);
  return (
    <div className={classes.hit}>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <AnchorLink {...hitLink(kind, hit)} fw={600} lineClamp={1}>
          {hitTitle(kind, hit)}
        </AnchorLink>
        {hit.status && <StatusBadge status={hit.status} />}
        {kind === 'entity' && (
          <Badge variant="outline" color="gray" tt="none">
            {hitKindLabel(kind, hit)}
          </Badge>
        )}
      </Group>
      {context && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {context}
        </Text>
      )}
      {snippetAddsToTitle(hit) && <Snippet html={hit.snippet} size="sm" c="dimmed" lineClamp={3} />}
    </div>
  );
}
