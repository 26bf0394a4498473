import { screen, within } from '@testing-library/react';
import type { EntityListItem } from '@soundbites/api-types';
import { describe, expect, it, vi } from 'vitest';
import { opsApiServerForEachTest, page } from '../../test/ops-api-server';
import { personRecord } from '../../test/entity-records';
import { renderOpsPage } from '../../test/render-ops-page';
import { EntitiesPage } from './components/EntitiesPage';
import { entitiesSearch } from './search';

// Mantine's Modal does not render in jsdom under preact/compat; the Add dialog is not what these tests are about.
vi.mock('./components/NewEntityDialog', () => ({ NewEntityDialog: () => null }));

const server = opsApiServerForEachTest();

const PODCAST = '6f1c2a52-8d1e-4c4b-9a57-0c1f6a1d2b01';

function entity(id: string, overrides: Partial<EntityListItem>): EntityListItem {
  return { ...personRecord(id, { name: 'Adam Curry' }), linkCount: 1, podcastTitles: [], podcastCount: 0, ...overrides };
}

const renderAt = (url: string) =>
  renderOpsPage(
    { path: '/ops/entities', validateSearch: entitiesSearch.validate, defaults: entitiesSearch.defaults, Page: EntitiesPage },
    url,
    server.baseUrl,
  );

describe('People & topics list', () => {
  it('tells namesakes apart by the host of their link and the podcasts they are linked with', async () => {
    server.on('/api/ops/entities', (url) =>
      page(
        [
          entity('00000000-0000-4000-8000-000000000001', {
            href: 'https://www.curry.com/',
            linkCount: 14,
            podcastTitles: ['No Agenda'],
            podcastCount: 1,
          }),
          entity('00000000-0000-4000-8000-000000000002', {
            href: 'https://podchaser.com/a',
            podcastTitles: ['A', 'B', 'C'],
            podcastCount: 5,
          }),
        ],
        url,
      ),
    );
    renderAt('/ops/entities?q=adam');
    const [first, second] = (await screen.findAllByRole('link', { name: 'Adam Curry' })).map((link) => link.closest('tr')!);
    expect(within(first!).getByText('curry.com')).toBeInTheDocument();
    expect(within(first!).getByText('14 records')).toBeInTheDocument();
    expect(within(first!).getByText('in No Agenda')).toBeInTheDocument();
    expect(within(second!).getByText('podchaser.com')).toBeInTheDocument();
    expect(within(second!).getByText('in A, B, C and 2 more')).toBeInTheDocument();
  });

  it('narrows to one podcast from the URL and asks the API for just that', async () => {
    server.on('/api/ops/entities', (url) => page([], url));
    renderAt(`/ops/entities?podcastId=${PODCAST}`);
    expect(await screen.findByText('One podcast')).toBeInTheDocument();
    const asked = server.requests.filter((url) => url.pathname === '/api/ops/entities');
    expect(asked.at(-1)?.searchParams.get('podcastId')).toBe(PODCAST);
  });
});
