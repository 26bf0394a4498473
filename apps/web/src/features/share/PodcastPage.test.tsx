import type { PublicPodcast, PublicPodcastEpisode } from '@soundbites/api-types';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { episodeFixture, soundbiteFixture, startPublicApiServer, type PublicApiServer } from '../../test/public-api-server';
import { renderPublicPage } from '../../test/render-public-page';
import { PODCAST_EPISODES_PAGE_SIZE } from '@soundbites/config/podcast-page';

let server: PublicApiServer;

beforeAll(async () => {
  server = await startPublicApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const show = episodeFixture().podcast;
const podcastPath = `/api/public/podcasts/${show.id}`;
const episodesPath = (page: number) => `${podcastPath}/episodes?page=${page}&pageSize=${PODCAST_EPISODES_PAGE_SIZE}`;

function podcastFixture(overrides: Partial<PublicPodcast> = {}): PublicPodcast {
  return {
    ...show,
    description: '<p>Food, <em>slowly</em>.</p><img src=x onerror="alert(1)">',
    link: 'https://longtable.example/',
    episodeCount: 3,
    soundbites: [],
    ...overrides,
  };
}

/** Episodes numbered down from `from`, a day apart, as the API lists them newest first. */
function episodesFrom(from: number, count: number): PublicPodcastEpisode[] {
  return Array.from({ length: count }, (_, index) => {
    const number = from - index;
    return {
      id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
      title: `Episode ${number}`,
      publishedAt: new Date(Date.UTC(2026, 0, number)).toISOString(),
      durationSeconds: 60 * number,
      imageUrl: null,
    };
  });
}

describe("A podcast's page", () => {
  it('shows the show, its website, its notes sanitized, its newest soundbites and its episodes, each opening as a whole episode', async () => {
    server.answer(podcastPath, {
      status: 200,
      body: podcastFixture({
        soundbites: [
          soundbiteFixture({ id: 'moment0001', title: 'Why sourdough wins', durationSeconds: 15 }),
          soundbiteFixture({ id: 'moment0002', title: '', durationSeconds: 75 }),
        ],
      }),
    });
    server.answer(episodesPath(1), {
      status: 200,
      body: {
        items: [...episodesFrom(3, 2), { ...episodesFrom(1, 1)[0]!, title: '', publishedAt: null, durationSeconds: null }],
        total: 3,
        page: 1,
        pageSize: 20,
      },
    });
    renderPublicPage(`/share?podcast=${show.id}`, server.baseUrl);

    expect(await screen.findByRole('heading', { level: 1, name: 'The Long Table' })).toBeInTheDocument();
    expect(screen.getByText('By Ada Host')).toBeInTheDocument();
    expect(screen.getByText('3 episodes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The show’s website (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://longtable.example/',
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('The Long Table · Soundbites'));

    const about = screen.getByRole('region', { name: 'About this podcast' });
    expect(within(about).getByText('slowly').tagName).toBe('EM');
    expect(about.querySelector('img')?.getAttribute('onerror')).toBeNull();

    const soundbites = screen.getByRole('region', { name: 'Latest soundbites' });
    expect(within(soundbites).getByRole('link', { name: 'Why sourdough wins' })).toHaveAttribute('href', '/share?soundbite=moment0001');
    expect(soundbites).toHaveTextContent('From Episode 12: Bread and circuses · 0:15 long');
    // An untitled one is named after its episode, as everywhere.
    expect(within(soundbites).getByRole('link', { name: 'Untitled moment from Episode 12: Bread and circuses' })).toHaveAttribute(
      'href',
      '/share?soundbite=moment0002',
    );

    const episodes = screen.getByRole('region', { name: 'Episodes' });
    const rows = await within(episodes).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Episode 3', 'Episode 2', 'An untitled episode']);
    expect(rows[0]).toHaveTextContent('Jan 3, 2026 · 3 min');
    expect(rows[1]).toHaveTextContent('Jan 2, 2026 · 2 min');
    // Undated and of no known length: the name alone.
    expect(rows[2]).toHaveTextContent(/^An untitled episode$/);
    expect(within(rows[0]!).getByRole('link', { name: 'Episode 3' })).toHaveAttribute(
      'href',
      `/share?episode=00000000-0000-4000-8000-000000000003`,
    );
    expect(within(episodes).getByRole('status')).toHaveTextContent('All 3 episodes');
    expect(within(episodes).queryByRole('button', { name: 'Show more episodes' })).toBeNull();

    // An episode opens as a whole episode in the app's player.
    server.answer(`/api/public/episodes/00000000-0000-4000-8000-000000000003`, {
      status: 200,
      body: episodeFixture({ id: '00000000-0000-4000-8000-000000000003', title: 'Episode 3' }),
    });
    fireEvent.click(within(rows[0]!).getByRole('link', { name: 'Episode 3' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 3' })).toBeInTheDocument();
    expect(screen.getByText('Whole episode')).toBeInTheDocument();
  });

  it('lists a long show a page at a time, says how many it shows, and keeps what it has when the next page fails', async () => {
    server.answer(podcastPath, { status: 200, body: podcastFixture({ description: null, link: null, episodeCount: 45 }) });
    server.answer(episodesPath(1), { status: 200, body: { items: episodesFrom(45, 20), total: 45, page: 1, pageSize: 20 } });
    renderPublicPage(`/share?podcast=${show.id}`, server.baseUrl);
    const episodes = await screen.findByRole('region', { name: 'Episodes' });
    expect(await within(episodes).findAllByRole('listitem')).toHaveLength(20);
    expect(within(episodes).getByRole('status')).toHaveTextContent('Showing 20 of 45 episodes');
    expect(screen.queryByRole('region', { name: 'About this podcast' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest soundbites' })).toBeNull();
    expect(screen.queryByRole('link', { name: /website/ })).toBeNull();

    // The next page fails: the first stays, with a way to try again.
    fireEvent.click(within(episodes).getByRole('button', { name: 'Show more episodes' }));
    expect(await within(episodes).findByText('More episodes could not be loaded')).toBeInTheDocument();
    expect(within(episodes).getAllByRole('listitem')).toHaveLength(20);

    server.answer(episodesPath(2), { status: 200, body: { items: episodesFrom(25, 20), total: 45, page: 2, pageSize: 20 } });
    server.answer(episodesPath(3), { status: 200, body: { items: episodesFrom(5, 5), total: 45, page: 3, pageSize: 20 } });
    fireEvent.click(within(episodes).getByRole('button', { name: 'Show more episodes' }));
    await waitFor(() => expect(within(episodes).getAllByRole('listitem')).toHaveLength(40));
    expect(within(episodes).getByRole('status')).toHaveTextContent('Showing 40 of 45 episodes');
    expect(within(episodes).queryByText('More episodes could not be loaded')).toBeNull();
    fireEvent.click(within(episodes).getByRole('button', { name: 'Show more episodes' }));
    await waitFor(() => expect(within(episodes).getAllByRole('listitem')).toHaveLength(45));
    expect(within(episodes).getByRole('status')).toHaveTextContent('All 45 episodes');
    expect(within(episodes).queryByRole('button', { name: 'Show more episodes' })).toBeNull();
    expect(within(episodes).getAllByRole('listitem').at(-1)).toHaveTextContent('Episode 1Jan 1, 2026 · 1 min');
  });

  it('finds the episodes of a long show by words of their titles, says when none has them, and lists them all again when cleared', async () => {
    server.answer(podcastPath, { status: 200, body: podcastFixture({ episodeCount: 45 }) });
    server.answer(episodesPath(1), { status: 200, body: { items: episodesFrom(45, 20), total: 45, page: 1, pageSize: 20 } });
    const found = (q: string) => `${episodesPath(1)}&q=${encodeURIComponent(q)}`;
    server.answer(found('Episode 4'), {
      status: 200,
      body: { items: [...episodesFrom(45, 6), ...episodesFrom(4, 1)], total: 7, page: 1, pageSize: 20 },
    });
    server.answer(found('Episode 41'), { status: 200, body: { items: episodesFrom(41, 1), total: 1, page: 1, pageSize: 20 } });
    server.answer(found('foghorn'), { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } });
    renderPublicPage(`/share?podcast=${show.id}`, server.baseUrl);
    const episodes = await screen.findByRole('region', { name: 'Episodes' });
    expect(await within(episodes).findAllByRole('listitem')).toHaveLength(20);
    const box = within(episodes).getByRole('searchbox', { name: 'Find an episode' });

    fireEvent.input(box, { target: { value: 'Episode 4' } });
    await waitFor(() => expect(within(episodes).getByRole('status')).toHaveTextContent('7 episodes with “Episode 4” in their titles'));
    expect(
      within(episodes)
        .getAllByRole('listitem')
        .map((row) => within(row).getByRole('link').textContent),
    ).toEqual(['Episode 45', 'Episode 44', 'Episode 43', 'Episode 42', 'Episode 41', 'Episode 40', 'Episode 4']);
    expect(within(episodes).queryByRole('button', { name: 'Show more episodes' })).toBeNull();

    fireEvent.input(box, { target: { value: 'Episode 41 ' } });
    await waitFor(() => expect(within(episodes).getByRole('status')).toHaveTextContent('1 episode with “Episode 41” in its title'));

    fireEvent.input(box, { target: { value: 'foghorn' } });
    expect(await within(episodes).findByText('No episode’s title has “foghorn”.')).toBeInTheDocument();
    expect(within(episodes).queryAllByRole('listitem')).toHaveLength(0);

    fireEvent.input(box, { target: { value: '' } });
    await waitFor(() => expect(within(episodes).getAllByRole('listitem')).toHaveLength(20));
    expect(within(episodes).getByRole('status')).toHaveTextContent('Showing 20 of 45 episodes');
    expect(within(episodes).getByRole('button', { name: 'Show more episodes' })).toBeInTheDocument();
  });

  it('lists a long show oldest first on request, pages on in that order, and back to newest first', async () => {
    server.answer(podcastPath, { status: 200, body: podcastFixture({ episodeCount: 45 }) });
    server.answer(episodesPath(1), { status: 200, body: { items: episodesFrom(45, 20), total: 45, page: 1, pageSize: 20 } });
    const oldestFrom = (first: number, count: number) => episodesFrom(first + count - 1, count).reverse();
    server.answer(`${episodesPath(1)}&order=oldest`, { status: 200, body: { items: oldestFrom(1, 20), total: 45, page: 1, pageSize: 20 } });
    server.answer(`${episodesPath(2)}&order=oldest`, {
      status: 200,
      body: { items: oldestFrom(21, 20), total: 45, page: 2, pageSize: 20 },
    });
    renderPublicPage(`/share?podcast=${show.id}`, server.baseUrl);
    const episodes = await screen.findByRole('region', { name: 'Episodes' });
    const names = () =>
      within(episodes)
        .getAllByRole('listitem')
        .map((row) => within(row).getByRole('link').textContent);
    await waitFor(() => expect(names()[0]).toBe('Episode 45'));
    const oldestFirst = within(episodes).getByRole('button', { name: 'Oldest first' });
    expect(oldestFirst).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(oldestFirst);
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['Episode 1', 'Episode 2']));
    expect(oldestFirst).toHaveAttribute('aria-pressed', 'true');
    expect(within(episodes).getByRole('status')).toHaveTextContent('Showing 20 of 45 episodes');
    fireEvent.click(within(episodes).getByRole('button', { name: 'Show more episodes' }));
    await waitFor(() => expect(names()).toHaveLength(40));
    expect(names().at(-1)).toBe('Episode 40');

    fireEvent.click(oldestFirst);
    await waitFor(() => expect(names()[0]).toBe('Episode 45'));
    expect(oldestFirst).toHaveAttribute('aria-pressed', 'false');
  });

  it('returns to the list as the listener left it, words and order, on Back from an episode opened from it', async () => {
    server.answer(podcastPath, { status: 200, body: podcastFixture({ episodeCount: 45 }) });
    server.answer(episodesPath(1), { status: 200, body: { items: episodesFrom(45, 20), total: 45, page: 1, pageSize: 20 } });
    const found = `${episodesPath(1)}&q=Episode%204&order=oldest`;
    server.answer(found, {
      status: 200,
      body: { items: [...episodesFrom(4, 1), ...episodesFrom(45, 6).reverse()], total: 7, page: 1, pageSize: 20 },
    });
    const episodeId = episodesFrom(4, 1)[0]!.id;
    server.answer(`/api/public/episodes/${episodeId}`, { status: 200, body: episodeFixture({ id: episodeId, title: 'Episode 4' }) });
    const { router } = renderPublicPage(`/share?podcast=${show.id}`, server.baseUrl);
    const episodes = await screen.findByRole('region', { name: 'Episodes' });
    await within(episodes).findAllByRole('listitem');
    fireEvent.click(within(episodes).getByRole('button', { name: 'Oldest first' }));
    fireEvent.input(within(episodes).getByRole('searchbox', { name: 'Find an episode' }), { target: { value: 'Episode 4' } });
    await waitFor(() => expect(within(episodes).getByRole('status')).toHaveTextContent('7 episodes with “Episode 4” in their titles'));

    fireEvent.click(within(episodes).getByRole('link', { name: 'Episode 4' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 4' })).toBeInTheDocument();
    act(() => router.history.back());

    const again = await screen.findByRole('region', { name: 'Episodes' });
    expect(within(again).getByRole('searchbox', { name: 'Find an episode' })).toHaveValue('Episode 4');
    expect(within(again).getByRole('button', { name: 'Oldest first' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(again).getByRole('status')).toHaveTextContent('7 episodes with “Episode 4” in their titles'));
    expect(within(again).getAllByRole('listitem')[0]).toHaveTextContent('Episode 4');
  });

  it('offers no search and no other order to a show whose episodes all fit its first page', async () => {
    server.answer(podcastPath, { status: 200, body: podcastFixture({ episodeCount: 3 }) });
    server.answer(episodesPath(1), { status: 200, body: { items: episodesFrom(3, 3), total: 3, page: 1, pageSize: 20 } });
    renderPublicPage(`/share?podcast=${show.id}`, server.baseUrl);
    const episodes = await screen.findByRole('region', { name: 'Episodes' });
    expect(await within(episodes).findAllByRole('listitem')).toHaveLength(3);
    expect(within(episodes).queryByRole('searchbox')).toBeNull();
    expect(within(episodes).queryByRole('button', { name: 'Oldest first' })).toBeNull();
  });

  it('says so when the show has no episodes yet', async () => {
    server.answer(podcastPath, { status: 200, body: podcastFixture({ episodeCount: 0 }) });
    server.answer(episodesPath(1), { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } });
    renderPublicPage(`/share?podcast=${show.id}`, server.baseUrl);
    expect(await screen.findByText('This podcast has no episodes yet.')).toBeInTheDocument();
    expect(screen.getByText('0 episodes')).toBeInTheDocument();
  });

  it('offers to try the episodes again when they could not be loaded', async () => {
    server.answer(podcastPath, { status: 200, body: podcastFixture() });
    server.answer(episodesPath(1), { status: 500, body: { error: { code: 'internal', message: 'Boom' } } });
    renderPublicPage(`/share?podcast=${show.id}`, server.baseUrl);
    expect(await screen.findByText('The episodes could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    server.answer(episodesPath(1), { status: 200, body: { items: episodesFrom(3, 3), total: 3, page: 1, pageSize: 20 } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const episodes = screen.getByRole('region', { name: 'Episodes' });
    await waitFor(() => expect(within(episodes).getAllByRole('listitem')).toHaveLength(3));
  });

  it('names an untitled podcast as such, in its heading and its tab', async () => {
    server.answer(podcastPath, { status: 200, body: podcastFixture({ title: '  ' }) });
    server.answer(episodesPath(1), { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } });
    renderPublicPage(`/share?podcast=${show.id}`, server.baseUrl);
    expect(await screen.findByRole('heading', { level: 1, name: 'An untitled podcast' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('An untitled podcast · Soundbites'));
  });

  it('shows a friendly not-found page for an unknown or withdrawn podcast', async () => {
    renderPublicPage(`/share?podcast=${show.id}`, server.baseUrl);
    expect(await screen.findByRole('heading', { name: 'This podcast is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });
});
