import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEATURED_LIMIT } from './components/FeaturedSoundbites';
import { soundbiteFixture, startPublicApiServer, type PublicApiServer } from '../../test/public-api-server';
import { renderPublicPage } from '../../test/render-public-page';

let server: PublicApiServer;
const featuredPath = `/api/public/featured?limit=${FEATURED_LIMIT}`;

beforeAll(async () => {
  server = await startPublicApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('Home page', () => {
  it('shows the featured soundbites with their range, a player and a share link; untitled ones are named after their episode', async () => {
    server.answer(featuredPath, {
      status: 200,
      body: {
        items: [
          soundbiteFixture({ id: 'titled0001', title: 'Why sourdough wins', startSeconds: 65, durationSeconds: 15 }),
          soundbiteFixture({ id: 'untitled01', title: '  ', startSeconds: 3600, durationSeconds: 30.5 }),
        ],
      },
    });
    renderPublicPage('/', server.baseUrl);

    const titled = await screen.findByRole('article', { name: 'Why sourdough wins' });
    expect(within(titled).getByRole('heading', { name: 'Why sourdough wins' })).toBeInTheDocument();
    expect(within(titled).getByText('Episode 12: Bread and circuses')).toBeInTheDocument();
    expect(within(titled).getByText('1:05–1:20')).toBeInTheDocument();
    expect(within(titled).getByRole('button', { name: 'Play “Why sourdough wins”' })).toBeInTheDocument();
    expect(within(titled).getByRole('link', { name: 'Share “Why sourdough wins”' })).toHaveAttribute('href', '/share?soundbite=titled0001');

    const fallback = 'Untitled moment from Episode 12: Bread and circuses';
    const untitled = screen.getByRole('article', { name: fallback });
    expect(within(untitled).getByRole('heading', { name: fallback })).toBeInTheDocument();
    expect(within(untitled).getByText('1:00:00–1:00:30')).toBeInTheDocument();
    // The episode title is shown as the episode, never as a heading of its own.
    expect(screen.queryByRole('heading', { name: 'Episode 12: Bread and circuses' })).not.toBeInTheDocument();
    expect(server.requests).toEqual([featuredPath]);
  });

  it('says so when nothing is featured yet', async () => {
    server.answer(featuredPath, { status: 200, body: { items: [] } });
    renderPublicPage('/', server.baseUrl);
    expect(await screen.findByText('No featured soundbites yet')).toBeInTheDocument();
  });

  it('retries a server error, then shows an error with a working retry button', async () => {
    server.answer(featuredPath, { status: 500, body: { error: { code: 'internal', message: 'Boom' } } });
    renderPublicPage('/', server.baseUrl);
    // Two automatic retries with backoff come first.
    expect(await screen.findByText('Featured soundbites could not be loaded', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(server.requests).toEqual([featuredPath, featuredPath, featuredPath]);

    server.answer(featuredPath, { status: 200, body: { items: [soundbiteFixture({ id: 'back00001', title: 'Back again' })] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
  });

  it('links to support, privacy and terms', async () => {
    server.answer(featuredPath, { status: 200, body: { items: [] } });
    renderPublicPage('/', server.baseUrl);
    expect(await screen.findByRole('link', { name: 'Get support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
  });
});
