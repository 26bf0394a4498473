import { episodeRangeName } from '@soundbites/config';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineAt, speakerTurns } from './components/TranscriptExcerpt';
import { scrollTopToShow } from './components/TranscriptBox';
import { parseShareSearch, parseTimeRange, shareSearchText } from './search-params';
import { LISTENING_PLACES_KEY } from './listening-place';
import { episodeFixture, soundbiteFixture, startPublicApiServer, type PublicApiServer } from '../../test/public-api-server';
import { renderPublicPage } from '../../test/render-public-page';

let server: PublicApiServer;

beforeAll(async () => {
  server = await startPublicApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  localStorage.clear();
});

const episode = episodeFixture();

describe('Share page for a soundbite', () => {
  it('shows the soundbite with its player, art, titles, transcript with speakers, full-episode link and copy button', async () => {
    server.answer('/api/public/soundbites/abc123XYZ0', {
      status: 200,
      body: soundbiteFixture({
        id: 'abc123XYZ0',
        title: 'Why sourdough wins',
        startSeconds: 65,
        durationSeconds: 15,
        excerpt: {
          text: 'It is the wild yeast. Really? Absolutely, and time.',
          segments: [
            { startSeconds: 65, endSeconds: 68, speaker: 'Ada', text: 'It is the wild yeast.' },
            { startSeconds: 68, endSeconds: 70, speaker: 'Bo', text: 'Really?' },
            { startSeconds: 70, endSeconds: 74, speaker: 'Ada', text: 'Absolutely,' },
            { startSeconds: 74, endSeconds: 79, speaker: 'Ada', text: 'and time.' },
          ],
        },
      }),
    });
    server.answer(`/api/public/episodes/${episode.id}`, {
      status: 200,
      body: { ...episode, description: '<p>We talk about <strong>bread</strong>.</p><img src=x onerror="alert(1)">' },
    });
    renderPublicPage('/share?soundbite=abc123XYZ0', server.baseUrl);

    expect(await screen.findByRole('heading', { level: 1, name: 'Why sourdough wins' })).toBeInTheDocument();
    expect(screen.getByText('From Episode 12: Bread and circuses')).toBeInTheDocument();
    expect(screen.getByText('The Long Table')).toBeInTheDocument();
    expect(screen.getByText('1:05–1:20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play “Why sourdough wins”' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Position in “Why sourdough wins”' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // The whole episode, in the app's own player rather than the bare audio file.
    // From the moment: opened in a new tab or shared, it starts there too.
    expect(screen.getByRole('link', { name: 'Listen to the full episode' })).toHaveAttribute(
      'href',
      '/share?episode=0b4f1e39-2f0c-4f51-8f5e-5a4b8b2f7c10&t=65',
    );
    expect(document.querySelector('audio')).toHaveAttribute('preload', 'metadata');

    const transcript = screen.getByRole('region', { name: 'Transcript' });
    const turns = within(transcript).getAllByText((_, element) => element?.tagName === 'P');
    expect(turns.map((turn) => turn.textContent)).toEqual(['Ada:It is the wild yeast.', 'Bo:Really?', 'Ada:Absolutely, and time.']);
    // Set by an effect, which runs after the browser paints.
    await waitFor(() => expect(document.title).toBe('Why sourdough wins — The Long Table · Soundbites'));
    // The episode's notes follow the moment, sanitized as on the episode's own page.
    const about = await screen.findByRole('region', { name: 'About this episode' });
    expect(within(about).getByText('bread').tagName).toBe('STRONG');
    expect(about.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('names an untitled soundbite after its episode', async () => {
    server.answer('/api/public/soundbites/untitled01', {
      status: 200,
      body: soundbiteFixture({ id: 'untitled01', title: '' }),
    });
    renderPublicPage('/share?soundbite=untitled01', server.baseUrl);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Untitled moment from Episode 12: Bread and circuses' }),
    ).toBeInTheDocument();
  });

  it('shows a friendly not-found page with a way home for an unknown or hidden soundbite', async () => {
    renderPublicPage('/share?soundbite=gone000000', server.baseUrl);
    expect(await screen.findByRole('heading', { name: 'This soundbite is not available' })).toBeInTheDocument();
    expect(document.title).toBe('This soundbite is not available · Soundbites');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // A 404 is an answer, not a failure to retry.
    expect(server.requests).toEqual(['/api/public/soundbites/gone000000']);
  });

  it('says so as a page of its own when the soundbite could not be loaded, and loads it on Try again', async () => {
    server.answer('/api/public/soundbites/busy000000', { status: 503, body: { error: { code: 'unavailable', message: 'Busy' } } });
    renderPublicPage('/share?soundbite=busy000000', server.baseUrl);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This soundbite could not be loaded' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('This soundbite could not be loaded · Soundbites');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    server.answer('/api/public/soundbites/busy000000', { status: 200, body: soundbiteFixture({ id: 'busy000000', title: 'Back again' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back again' })).toBeInTheDocument();
  });

  it('explains what is missing when the link has no soundbite or episode', async () => {
    renderPublicPage('/share', server.baseUrl);
    expect(await screen.findByRole('heading', { name: 'Shared soundbite link is incomplete' })).toBeInTheDocument();
    expect(document.title).toBe('Shared soundbite link is incomplete · Soundbites');
    expect(server.requests).toEqual([]);
  });
});

describe('Share page for an ad-hoc range of an episode', () => {
  it('plays the range given in t over the episode, with its sanitized description', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, {
      status: 200,
      body: { ...episode, description: '<p>We talk about <strong>bread</strong>.</p><img src=x onerror="alert(1)">' },
    });
    renderPublicPage(`/share?episode=${episode.id}&t=65,80.5`, server.baseUrl);

    expect(await screen.findByRole('heading', { level: 1, name: 'A moment from Episode 12: Bread and circuses' })).toBeInTheDocument();
    expect(screen.getByText('1:05–1:20')).toBeInTheDocument();
    expect(screen.getByText('0:15 long')).toBeInTheDocument();
    // When the episode came out, in UTC words the server's first paint prints too.
    expect(screen.getByText('Published Jan 31, 2026')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About this episode' });
    expect(within(about).getByText('bread').tagName).toBe('STRONG');
    expect(about.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  const lines = [
    { startSeconds: 64, endSeconds: 68, speaker: 'Ada', text: 'It is the wild yeast.' },
    { startSeconds: 68, endSeconds: 70, speaker: 'Bo', text: 'Really?' },
  ];

  it('shows the transcript lines the range covers, each a way to play from its start', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: episode });
    server.answer(`/api/public/episodes/${episode.id}/transcript?from=65&to=80.5`, { status: 200, body: { segments: lines } });
    renderPublicPage(`/share?episode=${episode.id}&t=65,80.5`, server.baseUrl);

    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    const turns = within(transcript).getAllByText((_, element) => element?.tagName === 'P');
    expect(turns.map((turn) => turn.textContent)).toEqual(['Ada:It is the wild yeast.', 'Bo:Really?']);
    const audio = document.querySelector('audio')!;
    vi.spyOn(audio, 'play').mockImplementation(() => Promise.resolve());
    fireEvent.click(within(transcript).getByRole('button', { name: 'Listen from 1:08: Really?' }));
    await waitFor(() => expect(audio.currentTime).toBe(68));
  });

  it('makes the transcript one tab stop, the arrow keys moving between its lines, the line being said first', async () => {
    const three = [...lines, { startSeconds: 70, endSeconds: 75, speaker: 'Bo', text: 'Yes.' }];
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: episode });
    server.answer(`/api/public/episodes/${episode.id}/transcript?from=65&to=80.5`, { status: 200, body: { segments: three } });
    renderPublicPage(`/share?episode=${episode.id}&t=65,80.5`, server.baseUrl);

    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    const [first, second, third] = within(transcript).getAllByRole('button', { name: /^Listen from / });
    const tabStops = () =>
      within(transcript)
        .getAllByRole('button', { name: /^Listen from / })
        .filter((line) => line.tabIndex === 0);
    expect(tabStops()).toEqual([first]);
    expect(first).toHaveAccessibleDescription('Arrow keys move between lines');

    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    expect(tabStops()).toEqual([second]);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third!, { key: 'ArrowDown' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(first).toHaveFocus();

    // Away from the transcript, Tab comes back to the line being said.
    first!.blur();
    const audio = document.querySelector('audio')!;
    audio.currentTime = 69;
    fireEvent.timeUpdate(audio);
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'));
    expect(tabStops()).toEqual([second]);
  });

  it("loads a whole episode's transcript, and offers it again when it could not be loaded", async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 1800 } });
    server.answer(`/api/public/episodes/${episode.id}/transcript`, {
      status: 503,
      body: { error: { code: 'unavailable', message: 'Busy' } },
    });
    renderPublicPage(`/share?episode=${episode.id}`, server.baseUrl);

    // Tried three times (transient trouble), then said, with a way to try again.
    const alert = await screen.findByText('The transcript could not be loaded', {}, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    server.answer(`/api/public/episodes/${episode.id}/transcript`, { status: 200, body: { segments: lines } });
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    const line = within(transcript).getByRole('button', { name: 'Listen from 1:04: It is the wild yeast.' });
    expect(screen.queryByText('The transcript could not be loaded')).toBeNull();

    // Paused inside a line, the line is marked as where the listener is.
    const audio = document.querySelector('audio')!;
    audio.currentTime = 65;
    fireEvent.timeUpdate(audio);
    await waitFor(() => expect(line).toHaveAttribute('aria-current', 'true'));
    // Scrolled by hand, the box stays put and offers the way back to the line being said.
    expect(within(transcript).queryByRole('button', { name: 'Back to the line being said' })).toBeNull();
    fireEvent.wheel(line.closest('p')!.parentElement!);
    const back = await within(transcript).findByRole('button', { name: 'Back to the line being said' });
    // A click in the text that is not a line (selecting words, the speaker's name) leaves it put.
    fireEvent.click(within(transcript).getByText('Ada:'));
    expect(back).toBeInTheDocument();
    fireEvent.click(back);
    expect(within(transcript).queryByRole('button', { name: 'Back to the line being said' })).toBeNull();
  }, 15_000);

  it("finds words in a whole episode's transcript, marks each place and goes from one to the next", async () => {
    const many = [
      ...lines,
      { startSeconds: 70, endSeconds: 75, speaker: 'Ada', text: 'Wild yeast, and wild flour.' },
      { startSeconds: 75, endSeconds: 80, speaker: 'Bo', text: 'Tame bread.' },
    ];
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 1800 } });
    server.answer(`/api/public/episodes/${episode.id}/transcript`, { status: 200, body: { segments: many } });
    renderPublicPage(`/share?episode=${episode.id}`, server.baseUrl);

    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    const audio = document.querySelector('audio')!;
    audio.currentTime = 76;
    fireEvent.timeUpdate(audio);
    const find = within(transcript).getByRole('searchbox', { name: 'Find in the transcript' });
    fireEvent.input(find, { target: { value: 'WILD' } });
    await waitFor(() => expect(within(transcript).getByRole('status')).toHaveTextContent('1 of 3'));
    // Showing a place found, the box leaves the line being said, with the way back to it.
    expect(within(transcript).getByRole('button', { name: 'Back to the line being said' })).toBeInTheDocument();
    const marks = () => [...transcript.querySelectorAll('mark')];
    expect(marks().map((mark) => mark.textContent)).toEqual(['wild', 'Wild', 'wild']);
    expect(marks()[0]).toHaveAttribute('data-active-match');
    // The line's name, what a screen reader says of it, is its text as before.
    expect(within(transcript).getByRole('button', { name: 'Listen from 1:04: It is the wild yeast.' })).toBeInTheDocument();

    fireEvent.keyDown(find, { key: 'Enter' });
    expect(within(transcript).getByRole('status')).toHaveTextContent('2 of 3, in the line at 1:10');
    expect(marks()[1]).toHaveAttribute('data-active-match');
    // Tab from the find box goes to the line of the place shown, where Enter plays it.
    const tabStops = within(transcript)
      .getAllByRole('button', { name: /^Listen from / })
      .filter((line) => line.tabIndex === 0);
    expect(tabStops.map((line) => line.getAttribute('aria-label'))).toEqual(['Listen from 1:10: Wild yeast, and wild flour.']);
    fireEvent.click(within(transcript).getByRole('button', { name: 'Previous place found' }));
    fireEvent.click(within(transcript).getByRole('button', { name: 'Previous place found' }));
    expect(within(transcript).getByRole('status')).toHaveTextContent('3 of 3');
    fireEvent.keyDown(find, { key: 'Enter', shiftKey: true });
    expect(within(transcript).getByRole('status')).toHaveTextContent('2 of 3');

    fireEvent.input(find, { target: { value: 'sourdough' } });
    await waitFor(() => expect(within(transcript).getByRole('status')).toHaveTextContent('Not found'));
    expect(marks()).toEqual([]);
    expect(within(transcript).getByRole('button', { name: 'Next place found' })).toBeDisabled();
    fireEvent.keyDown(find, { key: 'Escape' });
    expect(find).toHaveValue('');
    expect(within(transcript).getByRole('button', { name: 'Next place found' })).toBeDisabled();
    // Done finding, the box follows the player again.
    expect(within(transcript).queryByRole('button', { name: 'Back to the line being said' })).toBeNull();
  });

  it('shows no transcript, and no error, for an episode without one', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 1800 } });
    server.answer(`/api/public/episodes/${episode.id}/transcript`, { status: 200, body: { segments: [] } });
    renderPublicPage(`/share?episode=${episode.id}`, server.baseUrl);
    await screen.findByRole('heading', { level: 1, name: 'Episode 12: Bread and circuses' });
    await waitFor(() => expect(server.requests).toContain(`/api/public/episodes/${episode.id}/transcript`));
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    expect(screen.queryByText('The transcript could not be loaded')).toBeNull();
  });

  it('names a range over the whole episode as the full episode, without a link back to itself', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 1800 } });
    renderPublicPage(`/share?episode=${episode.id}&t=0,1800`, server.baseUrl);
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 12: Bread and circuses' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Listen to the full episode' })).toBeNull();
  });

  it('plays the whole episode when the link has no range', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 1800 } });
    renderPublicPage(`/share?episode=${episode.id}`, server.baseUrl);
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 12: Bread and circuses' })).toBeInTheDocument();
    // Named by its title alone; its length is the player's (the audio's, which a feed may misstate).
    expect(screen.getByText('Whole episode')).toBeInTheDocument();
    expect(screen.queryByText(/^From /)).toBeNull();
    expect(screen.getByText('0:00 / 30:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '−15 s' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Listen to the full episode' })).toBeNull();
  });

  const salt = {
    id: '11111111-2f0c-4f51-8f5e-5a4b8b2f7c10',
    title: 'Episode 11: Salt',
    publishedAt: '2026-01-24T12:00:00.000Z',
    durationSeconds: 3900,
  };
  const butter = {
    id: '33333333-2f0c-4f51-8f5e-5a4b8b2f7c10',
    title: 'Episode 13: Butter',
    publishedAt: '2026-02-07T12:00:00.000Z',
    durationSeconds: null,
  };

  it("offers the podcast's episodes before and after a whole episode, and goes to one as a whole episode", async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, previousEpisode: salt, nextEpisode: butter } });
    server.answer(`/api/public/episodes/${butter.id}`, {
      status: 200,
      body: episodeFixture({ ...butter, previousEpisode: { ...episode, publishedAt: episode.publishedAt! } }),
    });
    renderPublicPage(`/share?episode=${episode.id}`, server.baseUrl);
    const more = await screen.findByRole('region', { name: 'More from The Long Table' });
    expect(
      within(more).getByRole('link', { name: 'Previous episode Episode 11: Salt Published Jan 24, 2026 · 1 h 5 min' }),
    ).toHaveAttribute('href', `/share?episode=${salt.id}`);
    const nextLink = within(more).getByRole('link', { name: 'Next episode Episode 13: Butter Published Feb 7, 2026' });
    expect(nextLink).toHaveAttribute('href', `/share?episode=${butter.id}`);
    // The podcast's own page lists all of them, as the show's name at the top of the page leads there too.
    const podcastPage = `/share?podcast=${episode.podcast.id}`;
    expect(within(more).getByRole('link', { name: 'All episodes of The Long Table' })).toHaveAttribute('href', podcastPage);
    expect(screen.getByRole('link', { name: 'The Long Table' })).toHaveAttribute('href', podcastPage);

    // Played to its end, the episode names the next one under the player; playing again, it does not.
    const audio = document.querySelector('audio')!;
    // jsdom cannot pause media; the player pauses it at the end.
    vi.spyOn(audio, 'pause').mockImplementation(() => {});
    expect(screen.queryByText(/^Next episode:/)).toBeNull();
    fireEvent.play(audio);
    audio.currentTime = 1000;
    fireEvent.pause(audio);
    expect(screen.queryByText(/^Next episode:/)).toBeNull();
    fireEvent.play(audio);
    audio.currentTime = 1800;
    fireEvent.ended(audio);
    fireEvent.pause(audio);
    const upNext = (await screen.findByText(/^Next episode:/)).closest('[role="status"]') as HTMLElement;
    expect(upNext).toHaveTextContent('Next episode: Episode 13: Butter');
    expect(within(upNext).getByRole('link', { name: 'Episode 13: Butter' })).toHaveAttribute('href', `/share?episode=${butter.id}`);
    fireEvent.play(audio);
    await waitFor(() => expect(screen.queryByText(/^Next episode:/)).toBeNull());

    fireEvent.click(nextLink);
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 13: Butter' })).toBeInTheDocument();
    const moreNow = screen.getByRole('region', { name: 'More from The Long Table' });
    expect(
      within(moreNow)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['← Previous episodeEpisode 12: Bread and circusesPublished Jan 31, 2026 · 30 min', 'All episodes of The Long Table']);
  });

  it('offers no other episodes under a range of an episode, nor when the podcast has none', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, nextEpisode: butter } });
    const range = renderPublicPage(`/share?episode=${episode.id}&t=10,20`, server.baseUrl);
    expect(await screen.findByRole('heading', { level: 1, name: /^A moment from/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^More from/ })).toBeNull();
    range.unmount();

    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: episode });
    renderPublicPage(`/share?episode=${episode.id}`, server.baseUrl);
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 12: Bread and circuses' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^More from/ })).toBeNull();
  });

  it("lists a whole episode's chapters, each a way to play from its start, and none for a range of it", async () => {
    const chapters = [
      { startSeconds: 0, title: 'Welcome' },
      { startSeconds: 95, title: 'Why bread rises' },
    ];
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 1800, chapters } });
    const page = renderPublicPage(`/share?episode=${episode.id}`, server.baseUrl);
    const list = await screen.findByRole('region', { name: 'Chapters' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0:00Welcome', '1:35Why bread rises']);
    expect(within(list).getByRole('button', { name: '1:35 Why bread rises: listen from here' })).toBeInTheDocument();
    // Nothing has played yet: there is no chapter to go back to, and Next plays the next one from its start.
    const previous = within(list).getByRole('button', { name: 'Previous chapter' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    const audio = document.querySelector('audio')!;
    // jsdom has no audio output: playing is taken as begun.
    const play = vi.spyOn(audio, 'play').mockImplementation(() => Promise.resolve());
    fireEvent.click(previous);
    expect(play).not.toHaveBeenCalled();
    const next = within(list).getByRole('button', { name: 'Next chapter' });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(audio.currentTime).toBe(95));
    expect(play).toHaveBeenCalled();
    // At the last chapter Next is unavailable, and keeps the focus it was pressed with.
    fireEvent.timeUpdate(audio);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    expect(next).toHaveFocus();
    expect(previous).not.toHaveAttribute('aria-disabled');
    // Audio that cannot be played leaves the chapters as text, not buttons that do nothing.
    fireEvent.error(audio);
    await waitFor(() => expect(within(list).queryAllByRole('button')).toHaveLength(0));
    expect(within(list).getByText('Why bread rises')).toBeInTheDocument();
    page.unmount();

    renderPublicPage(`/share?episode=${episode.id}&t=60,120`, server.baseUrl);
    expect(await screen.findByRole('heading', { level: 1, name: `A moment from ${episode.title}` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chapters' })).toBeNull();
    // Its title names the episode: no "From …" line under it says it again.
    expect(screen.queryByText(/^From /)).toBeNull();
  });

  it('picks up a whole episode where this device left off, with a way back to the beginning that does not play', async () => {
    localStorage.setItem(LISTENING_PLACES_KEY, JSON.stringify({ [episode.id]: { seconds: 754, keptAt: 1 } }));
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 1800 } });
    renderPublicPage(`/share?episode=${episode.id}`, server.baseUrl);
    expect(await screen.findByText('Picks up at 12:34, where you left off.')).toBeInTheDocument();
    expect(screen.getByText('12:34 / 30:00')).toBeInTheDocument();
    const audio = document.querySelector('audio')!;
    const play = vi.spyOn(audio, 'play').mockImplementation(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'Start from the beginning' }));
    await waitFor(() => expect(audio.currentTime).toBe(0));
    expect(screen.getByText('0:00 / 30:00')).toBeInTheDocument();
    expect(screen.queryByText(/where you left off/)).toBeNull();
    // Moved, not played: the listener presses Play when ready, and the place is kept till then.
    expect(play).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(LISTENING_PLACES_KEY)!)[episode.id].seconds).toBe(754);
    // The button went with the note: the focus is on Play, the next thing to press.
    expect(screen.getByRole('button', { name: /^Play “/ })).toHaveFocus();
  });

  it('notes the place while the whole episode plays, where it pauses and as the page goes, and lets a link’s own start win', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 1800 } });
    const page = renderPublicPage(`/share?episode=${episode.id}`, server.baseUrl);
    await screen.findByRole('heading', { level: 1, name: 'Episode 12: Bread and circuses' });
    // Opening the page is not listening: nothing is noted.
    expect(localStorage.getItem(LISTENING_PLACES_KEY)).toBeNull();
    const audio = document.querySelector('audio')!;
    audio.currentTime = 200;
    fireEvent.play(audio);
    fireEvent.timeUpdate(audio);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(LISTENING_PLACES_KEY)!)[episode.id].seconds).toBe(200));
    // Between two notes, a tab closed or reloaded still keeps where it was.
    audio.currentTime = 202;
    fireEvent.timeUpdate(audio);
    await waitFor(() => expect(screen.getByText('3:22 / 30:00')).toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(LISTENING_PLACES_KEY)!)[episode.id].seconds).toBe(200);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(LISTENING_PLACES_KEY)!)[episode.id].seconds).toBe(202);
    audio.currentTime = 203;
    fireEvent.timeUpdate(audio);
    fireEvent.pause(audio);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(LISTENING_PLACES_KEY)!)[episode.id].seconds).toBe(203));
    page.unmount();

    renderPublicPage(`/share?episode=${episode.id}&t=1:05`, server.baseUrl);
    expect(await screen.findByText('Starts at 1:05, where the link begins.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start from the beginning' })).toBeNull();
  });

  it('plays the whole episode on from a start given alone (t=1:05), as players share a moment', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 1800 } });
    renderPublicPage(`/share?episode=${episode.id}&t=1:05`, server.baseUrl);
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 12: Bread and circuses' })).toBeInTheDocument();
    expect(screen.getByText('Starts at 1:05, where the link begins.')).toBeInTheDocument();
    expect(screen.getByText('1:05 / 30:00')).toBeInTheDocument();
  });

  it('explains a start alone past the end of the episode', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 1800 } });
    renderPublicPage(`/share?episode=${episode.id}&t=3600`, server.baseUrl);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link’s time range does not work' })).toBeInTheDocument();
    expect(screen.getByText(/The link starts at 1:00:00, but “Episode 12: Bread and circuses” is only 30:00 long/)).toBeInTheDocument();
  });

  it('plays a whole episode whose feed gave no length to the end of its audio', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: null } });
    renderPublicPage(`/share?episode=${episode.id}`, server.baseUrl);
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 12: Bread and circuses' })).toBeInTheDocument();
    expect(screen.getByText('Whole episode')).toBeInTheDocument();
    expect(screen.queryByText(/ long$/)).toBeNull();
    // The audio tells its length once it loads (this test's audio never does).
    expect(screen.getByText('0:00 / –:––')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: /^Position in/ })).toHaveAttribute('aria-valuetext', '0:00');
  });

  it('explains a malformed range without asking the API', async () => {
    renderPublicPage(`/share?episode=${episode.id}&t=80,65`, server.baseUrl);
    expect(await screen.findByRole('heading', { name: 'This link’s time range does not work' })).toBeInTheDocument();
    expect(screen.getByText(/end of this time range comes before its start/)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    // The episode may be fine: the way to all of it is offered.
    expect(screen.getByRole('link', { name: 'Play the whole episode' })).toHaveAttribute('href', `/share?episode=${episode.id}`);
  });

  it('explains a range that starts after the end of the episode, and offers the whole episode', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: { ...episode, durationSeconds: 60 } });
    renderPublicPage(`/share?episode=${episode.id}&t=65,80`, server.baseUrl);
    expect(await screen.findByText(/starts at 1:05, but “Episode 12: Bread and circuses” is only 1:00 long/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play the whole episode' })).toHaveAttribute('href', `/share?episode=${episode.id}`);
  });

  it('leads back to the page of Nova it was opened from, going back in history, and nowhere else', async () => {
    server.answer(`/api/public/episodes/${episode.id}`, { status: 200, body: episode });
    const { router } = renderPublicPage('/', server.baseUrl);
    const here = `/share?episode=${episode.id}`;
    await router.navigate({ href: here });
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 12: Bread and circuses' })).toBeInTheDocument();
    // Opened any other way (a link someone sent), there is nothing to go back to.
    expect(screen.queryByRole('link', { name: 'Back to Nova' })).toBeNull();

    await router.navigate({ href: here, state: { returnTo: '//elsewhere.example/nova' } });
    expect(screen.queryByRole('link', { name: 'Back to Nova' })).toBeNull();

    await router.navigate({ href: here, state: { returnTo: '/nova/search?q=bread' } });
    const back = await screen.findByRole('link', { name: 'Back to Nova' });
    expect(back).toHaveAttribute('href', '/nova/search?q=bread');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.state.returnTo).toBe('//elsewhere.example/nova'));
  });

  it('shows a friendly not-found page for an unknown episode', async () => {
    renderPublicPage('/share?episode=not-an-episode&t=1,2', server.baseUrl);
    expect(await screen.findByRole('heading', { name: 'This episode is not available' })).toBeInTheDocument();
  });
});

describe('episodeRangeName', () => {
  it('names a whole episode by its own title, an untitled one as such, and a range as a moment from it', () => {
    expect(episodeRangeName('  Bread and circuses ', true)).toBe('Bread and circuses');
    expect(episodeRangeName('  ', true)).toBe('An untitled episode');
    expect(episodeRangeName('Bread and circuses', false)).toBe('A moment from Bread and circuses');
  });
});

describe('parseTimeRange', () => {
  it('reads a start and an end, in seconds or as clocks', () => {
    expect(parseTimeRange('65,80')).toEqual({ ok: true, startSeconds: 65, endSeconds: 80 });
    expect(parseTimeRange('0,12.75')).toEqual({ ok: true, startSeconds: 0, endSeconds: 12.75 });
    expect(parseTimeRange(' 1.5 , 3 ')).toEqual({ ok: true, startSeconds: 1.5, endSeconds: 3 });
    expect(parseTimeRange('0:10,0:40')).toEqual({ ok: true, startSeconds: 10, endSeconds: 40 });
    expect(parseTimeRange('1:02:05,1:02:30.5')).toEqual({ ok: true, startSeconds: 3725, endSeconds: 3750.5 });
  });

  it('reads a start alone as playing on from there', () => {
    expect(parseTimeRange('65')).toEqual({ ok: true, startSeconds: 65, endSeconds: null });
    expect(parseTimeRange('1:05')).toEqual({ ok: true, startSeconds: 65, endSeconds: null });
  });

  it.each([
    ['65,80,90', /not a time in the episode/],
    ['a,b', /not a time in the episode/],
    ['1e3,2e3', /not a time in the episode/],
    [',80', /not a time in the episode/],
    ['1:75', /not a time in the episode/],
    ['-5,10', /not a time in the episode/],
    ['80,65', /end of this time range comes before its start/],
    ['30,30', /starts and ends at the same moment/],
  ])('refuses %s with a reason', (value, reason) => {
    const result = parseTimeRange(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(reason);
  });
});

describe('parseShareSearch', () => {
  it('keeps the known parameters as they came, numbers the router parsed included, so the address is written back unchanged', () => {
    const params = parseShareSearch({ soundbite: 'abc', t: 15, episode: 12345, other: 'x' });
    expect(params).toEqual({ soundbite: 'abc', episode: 12345, t: 15 });
    expect(shareSearchText(params)).toEqual({ soundbite: 'abc', episode: '12345', t: '15' });
    expect(parseShareSearch({ soundbite: '  ', t: { start: 1 } })).toEqual({});
  });
});

describe('speakerTurns', () => {
  it('joins consecutive segments of one speaker and drops empty ones', () => {
    expect(
      speakerTurns([
        { startSeconds: 0, endSeconds: 1, speaker: null, text: 'Hello' },
        { startSeconds: 1, endSeconds: 2, speaker: null, text: 'there.' },
        { startSeconds: 2, endSeconds: 3, speaker: 'Bo', text: '  ' },
        { startSeconds: 3, endSeconds: 4, speaker: 'Bo', text: 'Hi.' },
      ]),
    ).toEqual([
      {
        speaker: null,
        lines: [
          { startSeconds: 0, endSeconds: 1, speaker: null, text: 'Hello' },
          { startSeconds: 1, endSeconds: 2, speaker: null, text: 'there.' },
        ],
      },
      { speaker: 'Bo', lines: [{ startSeconds: 3, endSeconds: 4, speaker: 'Bo', text: 'Hi.' }] },
    ]);
  });
});

describe('scrollTopToShow', () => {
  const view = { top: 200, height: 300 };
  it('leaves a line where it is while it is in the first three quarters of what the listener sees', () => {
    expect(scrollTopToShow({ top: 200, height: 24 }, view)).toBeNull();
    expect(scrollTopToShow({ top: 400, height: 25 }, view)).toBeNull();
  });
  it('brings a line past three quarters, below or above the view a third of the way down it', () => {
    expect(scrollTopToShow({ top: 410, height: 24 }, view)).toBe(310);
    expect(scrollTopToShow({ top: 900, height: 24 }, view)).toBe(800);
    expect(scrollTopToShow({ top: 190, height: 24 }, view)).toBe(90);
    expect(scrollTopToShow({ top: 50, height: 24 }, view)).toBe(0);
  });
  it('counts only the part on screen when the window cuts the top of the box off', () => {
    // 100 px of the box above the window: its visible part starts 100 px further down.
    expect(scrollTopToShow({ top: 900, height: 24 }, { top: 300, height: 300 }, 100)).toBe(700);
  });
});

describe('lineAt', () => {
  const lines = [
    { startSeconds: 10, endSeconds: 12, speaker: null, text: 'One' },
    { startSeconds: 12, endSeconds: 15, speaker: null, text: 'Two' },
    { startSeconds: 20, endSeconds: 22, speaker: null, text: 'Three' },
  ];
  it('is the line being said, and none in a pause between lines or before playing', () => {
    expect(lineAt(lines, 11)?.text).toBe('One');
    expect(lineAt(lines, 12)?.text).toBe('Two');
    expect(lineAt(lines, 16)).toBeNull();
    expect(lineAt(lines, 9)).toBeNull();
    expect(lineAt(lines, null)).toBeNull();
  });
});
