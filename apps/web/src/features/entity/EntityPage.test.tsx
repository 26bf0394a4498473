import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntityDetail, EntityLink } from '@soundbites/api-types';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { opsApiServerForEachTest, page } from '../../test/ops-api-server';
import { personRecord } from '../../test/entity-records';
import { renderOpsPage } from '../../test/render-ops-page';
import { EntityPage } from './components/EntityPage';

// Mantine's Modal does not render in these tests (its portal fails in jsdom under preact/compat);
// the leave-without-saving dialog is not what they are about.
vi.mock('../../components/form/LeaveGuard', () => ({ LeaveGuard: () => null }));

const server = opsApiServerForEachTest();
beforeAll(() => {
  // jsdom has no document.fonts; the Description's autosizing Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
  }
});
beforeEach(() => {
  // Unsaved edits are kept on the device as drafts; each test starts from the saved record.
  window.localStorage.clear();
});

const ENTITY = '2b7c4e1a-5d3f-4a8e-9c21-7f0e6d5b4a31';
const PODCAST = '6f1c2a52-8d1e-4c4b-9a57-0c1f6a1d2b01';

let nextLink = 0;
function link(type: EntityLink['target']['type'], id: string, title: string, overrides: Partial<EntityLink> = {}): EntityLink {
  return {
    id: `00000000-0000-4000-8000-${String(nextLink++).padStart(12, '0')}`,
    role: 'guest',
    group: 'cast',
    source: 'feed',
    createdAt: '2026-01-31T12:00:00.000Z',
    target: { type, id, title, podcastTitle: null },
    ...overrides,
  };
}

function entity(overrides: Partial<EntityDetail> = {}): EntityDetail {
  return { ...personRecord(ENTITY), links: [], mergedDuplicates: [], ...overrides };
}

/** The entity page of `ENTITY`, reading it from the stand-in API. */
function renderEntityPage(id = ENTITY) {
  return renderOpsPage(
    { path: '/ops/entity/$id', validateSearch: () => ({}), Page: () => <EntityPage id={id} /> },
    `/ops/entity/${id}`,
    server.baseUrl,
  );
}

const answersWith = (detail: EntityDetail) => server.on(`/api/ops/entities/${detail.id}`, () => ({ status: 200, body: detail }));

describe('Entity page: not found', () => {
  it('says there is no such person or topic and leads back to them all', async () => {
    renderEntityPage('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Person or topic not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no person or topic with the id “00000000-0000-4000-8000-000000000000”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Every person and topic' })).toHaveAttribute('href', '/ops/entities');
  });
});

describe('Entity page: Linked to', () => {
  it('opens a linked podcast on its own page', async () => {
    answersWith(entity({ links: [link('podcast', PODCAST, 'The Long Table', { role: 'host' })] }));
    renderEntityPage();
    expect(await screen.findByRole('link', { name: 'The Long Table' })).toHaveAttribute('href', `/ops/podcast/${PODCAST}`);
  });
});

describe('Entity page: Linked to, told apart', () => {
  it('names the podcast of a linked episode, as feeds reuse episode titles', async () => {
    answersWith(
      entity({
        links: [
          link('episode', '3c9d2e1f-0000-4000-8000-000000000001', 'Episode 1', {
            target: { type: 'episode', id: '3c9d2e1f-0000-4000-8000-000000000001', title: 'Episode 1', podcastTitle: 'The Long Table' },
          }),
          link('episode', '3c9d2e1f-0000-4000-8000-000000000002', 'Episode 1', {
            target: { type: 'episode', id: '3c9d2e1f-0000-4000-8000-000000000002', title: 'Episode 1', podcastTitle: 'Short Walks' },
          }),
        ],
      }),
    );
    renderEntityPage();
    const episodes = await screen.findByRole('region', { name: 'Episodes' });
    expect(episodes).toHaveTextContent('Episode 1 in The Long Table');
    expect(episodes).toHaveTextContent('Episode 1 in Short Walks');
  });
});

describe('Entity page: History', () => {
  it('says a person a feed brought in came from a feed, rather than that nothing is recorded', async () => {
    answersWith(entity({ createdBy: null, createdAt: '2026-01-31T12:00:00.000Z' }));
    server.on('/api/ops/audit', (url) => page([], url));
    renderEntityPage();
    expect(await screen.findByText(/^Added from a feed on .*2026\. No changes since\.$/)).toBeInTheDocument();
  });

  it('says nothing is recorded yet for one made by staff', async () => {
    answersWith(entity({ createdBy: 'staff@example.com' }));
    server.on('/api/ops/audit', (url) => page([], url));
    renderEntityPage();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});

describe('Entity page: removing a link', () => {
  /** The entity with `links`, until a link is removed through the API; then without it. */
  function answersWithRemovable(links: EntityLink[]) {
    let current = links;
    server.on(`/api/ops/entities/${ENTITY}`, () => ({ status: 200, body: entity({ links: current }) }));
    for (const removed of links) {
      server.on(`/api/ops/entities/${ENTITY}/links/${removed.id}`, () => {
        current = current.filter((link) => link.id !== removed.id);
        return { status: 204, body: null };
      });
    }
  }

  it('moves focus to the next link’s remove button', async () => {
    answersWithRemovable([link('episode', 'e1', '1: Bread', { role: 'host' }), link('episode', 'e2', '2: Circuses', { role: 'host' })]);
    renderEntityPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove link to 1: Bread as host' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: '1: Bread' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove link to 2: Circuses as host' })).toHaveFocus());
  });

  it('moves focus to the Linked to heading when no link is left', async () => {
    answersWithRemovable([link('podcast', PODCAST, 'The Long Table', { role: 'host' })]);
    renderEntityPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove link to The Long Table as host' }));

    expect(await screen.findByText('Not linked to anything yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Linked to' })).toHaveFocus());
  });
});

describe('Entity page: Details', () => {
  const entityRequests = () => server.requests.filter((url) => url.pathname === `/api/ops/entities/${ENTITY}`);

  it('asks for a name in the words of Add a person or topic, without sending anything', async () => {
    answersWith(entity());
    renderEntityPage();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Give it a name.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).not.toBeRequired();
    expect(entityRequests()).toHaveLength(1);
    // It follows the typing once shown.
    await userEvent.type(name, 'Ada');
    expect(screen.queryByText('Give it a name.')).not.toBeInTheDocument();
  });

  it('says an image or link that is not a web address before sending it', async () => {
    answersWith(entity());
    renderEntityPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Image URL' }), 'ada.png');
    await userEvent.type(screen.getByRole('textbox', { name: /^Web page/ }), 'ada.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Give a web address starting with http:// or https://.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveFocus();
    expect(entityRequests()).toHaveLength(1);
  });

  it('still shows what the server refuses', async () => {
    let calls = 0;
    server.on(`/api/ops/entities/${ENTITY}`, () =>
      calls++ === 0
        ? { status: 200, body: entity() }
        : {
            status: 400,
            body: {
              error: {
                code: 'invalid_request',
                message: 'Invalid input',
                details: [{ field: 'href', message: 'Not a page we can link to' }],
              },
            },
          },
    );
    renderEntityPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Web page/ }), 'https://ada.example/');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Not a page we can link to')).toBeInTheDocument();
    expect(entityRequests()).toHaveLength(2);
  });
});
