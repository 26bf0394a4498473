import type { Page } from '@playwright/test';
import { expect, restoreSession, test, waitForAppMount, type Session } from './support/fixtures';
import { noteWherePlaybackStarts, wherePlaybackStarted } from './support/playback';
import { ownPublishedSoundbite } from './support/own-soundbite';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift';
import { importServedFeed, LANTERN } from './support/feed-host';

/** The episode of the tests' own soundbite ("Cutting a Good Clip"), found as a visitor finds it: from the soundbite's page. */
async function ownSoundbitesEpisode(page: Page, staff: Session): Promise<string> {
  const id = await ownPublishedSoundbite(staff, { startSeconds: 5, durationSeconds: 10 });
  await page.goto(`/share?soundbite=${id}`);
  const fullEpisode = await page.getByRole('link', { name: 'Listen to the full episode' }).getAttribute('href');
  return new URL(fullEpisode!, 'http://x').searchParams.get('episode')!;
}

/** Holds the app's code back until the returned function is called, as a slow connection would. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const audioState = (page: Page) =>
  page.locator('audio').evaluate((el: HTMLAudioElement) => ({ at: el.currentTime, paused: el.paused, rate: el.playbackRate }));

test("a moment's full episode plays on from the moment, with skip and a remembered speed", async ({ page, staff }) => {
  const range = { startSeconds: 20, durationSeconds: 5 };
  const id = await ownPublishedSoundbite(staff, range);
  await page.goto(`/share?soundbite=${id}`);
  await expect(page.locator('audio')).toHaveCount(1);
  // A soundbite is heard in one go: no skip or speed controls.
  await expect(page.getByRole('button', { name: /^Speed/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Listen to the full episode' }).click();
  await expect(page).toHaveURL(/\/share\?episode=/);
  await expect(page.getByText('Whole episode', { exact: true })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).at).toBeCloseTo(range.startSeconds, 1);
  await expect(page.getByRole('slider', { name: /^Position in/ })).toHaveAttribute('aria-valuetext', /^0:20 of /);
  await expect(page.getByText('Starts at 0:20, where you were in the moment you came from.')).toBeVisible();
  // Named by the episode's own title; the badge says it is all of it.
  await expect(page.getByRole('heading', { level: 1, name: 'Cutting a Good Clip' })).toBeVisible();

  await page.getByRole('button', { name: /^Play “Cutting a Good Clip”/ }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  // Skipped while paused, the position moves by exactly the step, however slow the machine.
  await page.getByRole('button', { name: /^Pause “Cutting a Good Clip”/ }).click();
  const { at: before } = await audioState(page);
  await page.getByRole('button', { name: '−15 s' }).click();
  expect((await audioState(page)).at).toBeCloseTo(before - 15, 1);
  await page.getByRole('button', { name: '+30 s' }).click();
  expect((await audioState(page)).at).toBeCloseTo(before + 15, 1);

  await page.getByRole('button', { name: 'Speed 1×' }).click();
  await expect(page.getByRole('button', { name: 'Speed 1.25×' })).toBeVisible();
  expect((await audioState(page)).rate).toBe(1.25);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Speed 1.25×' })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).rate).toBe(1.25);
});

test('followed while the moment plays, the full episode plays on from where it was, with the focus on its Pause', async ({
  page,
  staff,
}) => {
  const range = { startSeconds: 20, durationSeconds: 8 };
  const id = await ownPublishedSoundbite(staff, range);
  await page.goto(`/share?soundbite=${id}`);
  await page.getByRole('button', { name: /^Play “/ }).click();
  // The lock screen and notification say what plays.
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title ?? null)).toBe('Embedded moment');
  await expect.poll(async () => (await audioState(page)).at).toBeGreaterThan(range.startSeconds + 1.5);
  await page.getByRole('link', { name: 'Listen to the full episode' }).click();
  await expect(page).toHaveURL(/\/share\?episode=/);
  await expect(page.getByText('Whole episode', { exact: true })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  const { at } = await audioState(page);
  expect(at).toBeGreaterThan(range.startSeconds + 1.5);
  await expect(page.getByRole('button', { name: /^Pause “Cutting a Good Clip”/ })).toBeFocused();
});

test("a share page's transcript plays from a line chosen in it, and marks the line being said", async ({ page, staff }) => {
  const id = await ownPublishedSoundbite(staff, { startSeconds: 5, durationSeconds: 20 });
  await page.goto(`/share?soundbite=${id}`);
  await expect(page.locator('audio')).toHaveCount(1);
  const lines = page.getByRole('region', { name: 'Transcript' }).getByRole('button', { name: /^Listen from / });
  await expect(lines.nth(1)).toBeVisible();
  const label = (await lines.nth(1).getAttribute('aria-label')) ?? '';
  const [minutes, seconds] = (/^Listen from (\d+):(\d+)/.exec(label) ?? []).slice(1).map(Number);
  const lineStart = (minutes ?? 0) * 60 + (seconds ?? 0);

  // Paused as soon as it plays, the line stays marked as where the listener is: on a busy machine a
  // playing one could reach the next line between two looks of the test.
  await page.locator('audio').evaluate((el: HTMLAudioElement) => {
    el.addEventListener(
      'playing',
      () => {
        el.dataset.played = 'true';
        el.pause();
      },
      { once: true },
    );
  });
  await lines.nth(1).click();
  await expect(page.locator('audio')).toHaveAttribute('data-played', 'true');
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  const { at } = await audioState(page);
  expect(at).toBeGreaterThanOrEqual(lineStart);
  expect(at).toBeLessThan(lineStart + 2);
  await expect(lines.nth(1)).toHaveAttribute('data-current', 'true');
  await expect(lines.nth(1)).toHaveAttribute('aria-current', 'true');
});

test("a range of an episode shows the transcript lines it covers, from the server's first paint without asking again", async ({
  page,
  staff,
}) => {
  const episodeId = await ownSoundbitesEpisode(page, staff);
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/transcript') && asked.push(request.url()));

  await page.goto(`/share?episode=${episodeId}&t=10,20`);
  const lines = page.getByRole('region', { name: 'Transcript' }).getByRole('button', { name: /^Listen from / });
  await expect(lines.first()).toBeVisible();
  const starts = (await lines.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))).map((label) => {
    const [, minutes, seconds] = /^Listen from (\d+):(\d+)/.exec(label) ?? [];
    return Number(minutes) * 60 + Number(seconds);
  });
  // Every line overlaps 0:10-0:20; one begun just before it is still being said at 0:10.
  expect(starts.length).toBeGreaterThan(0);
  expect(starts.every((start) => start < 20)).toBe(true);
  expect(starts.filter((start) => start < 10).length).toBeLessThanOrEqual(1);
  expect(asked).toEqual([]);
});

test("a whole episode's transcript scrolls in a box of its own that keeps the line being said in view", async ({ page, staff }) => {
  // Short enough a window that the box is smaller than the transcript.
  await page.setViewportSize({ width: 390, height: 560 });
  const episodeId = await ownSoundbitesEpisode(page, staff);
  await page.goto(`/share?episode=${episodeId}&t=45`);
  // The router writes the address back as it came: a quoted "45" is a link the server cannot read.
  expect(page.url()).toMatch(/&t=45$/);

  const transcript = page.getByRole('region', { name: 'Transcript' });
  const box = transcript.locator('[class*="scroller"]');
  const current = transcript.locator('[data-current]');
  const scrolling = () => box.evaluate((el) => ({ top: el.scrollTop, height: el.clientHeight, content: el.scrollHeight }));
  const currentInView = async () => {
    const [line, frame] = await Promise.all([current.boundingBox(), box.boundingBox()]);
    return line !== null && frame !== null && line.y >= frame.y && line.y + line.height <= frame.y + frame.height;
  };
  // Opened at 0:45, the line said there is marked and shown, before anything plays; the page itself stays put.
  await expect(current).toHaveCount(1);
  await expect.poll(currentInView).toBe(true);
  const opened = await scrolling();
  expect(opened.content).toBeGreaterThan(opened.height);
  expect(opened.top).toBeGreaterThan(0);
  const pageScroll = await page.evaluate(() => window.scrollY);

  await page.getByRole('button', { name: /^Play “Cutting a Good Clip”/ }).click();
  await expect.poll(async () => (await audioState(page)).at).toBeGreaterThan(47);
  await expect.poll(currentInView).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);

  // Scrolled back by hand, the box stays there while the player goes on, until the listener asks for the line.
  await box.hover();
  await page.mouse.wheel(0, -2000);
  await expect.poll(async () => (await scrolling()).top).toBe(0);
  await page.waitForTimeout(2500);
  expect((await scrolling()).top).toBe(0);
  await transcript.getByRole('button', { name: 'Back to the line being said' }).click();
  await expect.poll(currentInView).toBe(true);
  // The way back goes as it is pressed: the focus stays in the transcript, on its box.
  await expect(box).toBeFocused();

  // The transcript is one tab stop: Tab reaches the line being said, the arrow keys the others, and a
  // line reached with the keyboard stays in sight while the player goes on past it.
  const skip = transcript.getByRole('link', { name: 'Skip past the transcript' });
  await skip.focus();
  await page.keyboard.press('Tab');
  await expect(transcript.getByRole('searchbox', { name: 'Find in the transcript' })).toBeFocused();
  await page.keyboard.press('Tab');
  const focusedLine = transcript.locator('[role="button"]:focus');
  await expect(focusedLine).toHaveAttribute('aria-current', 'true');
  await expect(transcript.getByText('Arrow keys move between lines')).toBeVisible();
  const said = (await focusedLine.getAttribute('aria-label'))!;
  await page.keyboard.press('ArrowDown');
  await expect(focusedLine).not.toHaveAttribute('aria-label', said);
  const reached = transcript.getByRole('button', { name: (await focusedLine.getAttribute('aria-label'))!, exact: true });
  const reachedInView = async () => {
    const [line, frame] = await Promise.all([reached.boundingBox(), box.boundingBox()]);
    return line!.y >= frame!.y && line!.y + line!.height <= frame!.y + frame!.height;
  };
  await expect.poll(reachedInView).toBe(true);
  await page.waitForTimeout(2500);
  await expect(reached).toBeFocused();
  expect(await reachedInView()).toBe(true);
  // Tab leaves the transcript rather than walking its lines.
  await page.keyboard.press('Tab');
  await expect(transcript.locator('[role="button"][aria-label^="Listen from"]:focus')).toHaveCount(0);
  // And the whole transcript can be passed over in one step.
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#after-transcript')).toBeFocused();
});

test("words are found in a whole episode's transcript, the box showing each place in turn", async ({ page, staff }) => {
  await page.setViewportSize({ width: 390, height: 560 });
  const episodeId = await ownSoundbitesEpisode(page, staff);
  await page.goto(`/share?episode=${episodeId}`);
  const transcript = page.getByRole('region', { name: 'Transcript' });
  const box = transcript.locator('[class*="scroller"]');
  const shown = transcript.locator('mark[data-active-match]');
  const shownInBox = async () => {
    const [mark, frame] = await Promise.all([shown.boundingBox(), box.boundingBox()]);
    return mark !== null && frame !== null && mark.y >= frame.y && mark.y + mark.height <= frame.y + frame.height;
  };

  const find = transcript.getByRole('searchbox', { name: 'Find in the transcript' });
  await find.fill('listening');
  await expect(transcript.getByRole('status')).toHaveText(/^1 of \d+, in the line at \d+:\d\d$/);
  await expect(shown).toHaveText(/listening/i);
  await expect.poll(shownInBox).toBe(true);
  // The last line is far down the box: it was scrolled there, and only the box moved.
  expect(await box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

  await find.fill('the');
  await expect(transcript.getByRole('status')).toHaveText(/^1 of \d+, in the line at \d+:\d\d$/);
  const count = Number(/ of (\d+)/.exec((await transcript.getByRole('status').textContent())!)![1]);
  await find.press('Shift+Enter');
  await expect(transcript.getByRole('status')).toHaveText(new RegExp(`^${count} of ${count},`));
  await expect.poll(shownInBox).toBe(true);
  await find.press('Enter');
  await expect(transcript.getByRole('status')).toHaveText(new RegExp(`^1 of ${count},`));
  await expect.poll(shownInBox).toBe(true);
  await find.press('Escape');
  await expect(transcript.locator('mark')).toHaveCount(0);
});

test("a whole episode offers the podcast's episodes on either side of it, each opening whole", async ({ page, staff }) => {
  const episodeId = await ownSoundbitesEpisode(page, staff);
  await page.goto(`/share?episode=${episodeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cutting a Good Clip' })).toBeVisible();
  const more = page.getByRole('region', { name: 'More from Soundbites Demo' });
  await more.getByRole('link', { name: /^Previous episode Tiny Stories Published Sep 14, 2026/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tiny Stories' })).toBeVisible();
  await expect(page).toHaveURL(/\/share\?episode=[0-9a-f-]+$/);
  await expect(page.getByText('Whole episode')).toBeVisible();
  await expect(more.getByRole('link', { name: /^Previous episode The First Few Seconds/ })).toBeVisible();
  await expect(more.getByRole('link', { name: /^Next episode Cutting a Good Clip/ })).toHaveAttribute(
    'href',
    `/share?episode=${episodeId}`,
  );
  // Played to its end, it names the next one under the player too.
  await page.getByRole('button', { name: 'Play “Tiny Stories”' }).click();
  await page.locator('audio').evaluate((audio: HTMLAudioElement) => (audio.currentTime = audio.duration - 1));
  const upNext = page.getByRole('status').filter({ hasText: 'Next episode: Cutting a Good Clip' });
  await expect(upNext).toBeVisible();
  // Followed from there, the next one plays on at once, from its start, with the keyboard on its Pause.
  await upNext.getByRole('link', { name: 'Cutting a Good Clip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cutting a Good Clip' })).toBeVisible();
  await expect(page).toHaveURL(`/share?episode=${episodeId}`);
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  expect((await audioState(page)).at).toBeLessThan(5);
  await expect(page.getByRole('button', { name: 'Pause “Cutting a Good Clip”' })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Tiny Stories' })).toBeVisible();
});

test("a podcast's page lists its episodes, newest first, each opening whole, and every episode's page leads to it", async ({
  page,
  staff,
}) => {
  const episodeId = await ownSoundbitesEpisode(page, staff);
  await page.goto(`/share?episode=${episodeId}`);
  await page
    .getByRole('region', { name: 'More from Soundbites Demo' })
    .getByRole('link', { name: 'All episodes of Soundbites Demo' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Soundbites Demo' })).toBeVisible();
  await expect(page).toHaveURL(/\/share\?podcast=[0-9a-f-]+$/);
  await expect(page).toHaveTitle('Soundbites Demo · Soundbites');
  const episodes = page.getByRole('region', { name: 'Episodes' });
  const titles = episodes.getByRole('listitem').getByRole('link');
  await expect(titles.first()).toBeVisible();
  const names = await titles.allTextContents();
  // Newest first: "Cutting a Good Clip" came out after "Tiny Stories", which came out after "The First Few Seconds".
  const order = ['Cutting a Good Clip', 'Tiny Stories', 'The First Few Seconds'].map((name) => names.indexOf(name));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await expect(episodes.getByRole('status')).toHaveText(`All ${names.length} episodes`);

  await titles.filter({ hasText: 'Tiny Stories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tiny Stories' })).toBeVisible();
  await expect(page.getByText('Whole episode')).toBeVisible();
  // The show's name over the episode's title leads back to the show.
  await page.getByRole('link', { name: 'Soundbites Demo', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Soundbites Demo' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Tiny Stories' })).toBeVisible();

  // Staff reach the same page from the podcast's page in the console.
  await page.goForward();
  const podcastId = new URL(page.url()).searchParams.get('podcast');
  await restoreSession(page, staff);
  await page.goto(`/ops/podcast/${podcastId}`);
  await expect(page.getByRole('link', { name: 'Public page (opens in a new tab)' })).toHaveAttribute('href', `/share?podcast=${podcastId}`);
});

test("a podcast's page is painted by the server before the app runs, and the app takes it over without moving anything", async ({
  page,
  staff,
}) => {
  const episodeId = await ownSoundbitesEpisode(page, staff);
  await page.goto(`/share?episode=${episodeId}`);
  const podcastPage = await page.getByRole('link', { name: 'Soundbites Demo', exact: true }).getAttribute('href');
  await watchLayoutShifts(page);
  const release = await holdAppCode(page);
  await page.goto(podcastPage!);
  const lookalike = page.locator('#root [data-lookalike]');
  await expect(lookalike.getByRole('heading', { level: 1, name: 'Soundbites Demo' })).toBeVisible();
  await expect(lookalike.getByRole('region', { name: 'Episodes' }).getByRole('link', { name: 'Tiny Stories' })).toBeVisible();
  release();
  await expect(lookalike).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Episodes' }).getByRole('link', { name: 'Tiny Stories' })).toBeVisible();
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
});

test("a long show's page finds an episode by words of its title, from the server's first paint on, lists them all again when cleared, and oldest first", async ({
  page,
  staff,
}) => {
  const lantern = await importServedFeed(staff, '/lantern.xml');
  await watchLayoutShifts(page);
  const release = await holdAppCode(page);
  await page.goto(`/share?podcast=${lantern.id}`);
  const lookalike = page.locator('#root [data-lookalike]');
  await expect(lookalike.getByRole('searchbox', { name: 'Find an episode' })).toBeVisible();
  release();
  await expect(lookalike).toHaveCount(0);
  const episodes = page.getByRole('region', { name: 'Episodes' });
  await expect(episodes.getByRole('status')).toHaveText(`Showing 20 of ${LANTERN.episodes} episodes`);
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);

  const box = episodes.getByRole('searchbox', { name: 'Find an episode' });
  await box.fill('letters 42');
  await expect(episodes.getByRole('status')).toHaveText('1 episode with “letters 42” in its title');
  await expect(episodes.getByRole('listitem').getByRole('link')).toHaveText(['Lantern Letters 42']);
  // Back from an episode opened from the list returns to the same list.
  await episodes.getByRole('link', { name: 'Lantern Letters 42' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lantern Letters 42' })).toBeVisible();
  await page.goBack();
  await expect(box).toHaveValue('letters 42');
  await expect(episodes.getByRole('status')).toHaveText('1 episode with “letters 42” in its title');
  await box.fill('lantern 4');
  await expect(episodes.getByRole('status')).toHaveText('15 episodes with “lantern 4” in their titles');
  await box.fill('foghorn');
  await expect(episodes.getByText('No episode’s title has “foghorn”.')).toBeVisible();
  // The browser's own clearing of a search box (Escape) brings the whole list back.
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(episodes.getByRole('status')).toHaveText(`Showing 20 of ${LANTERN.episodes} episodes`);
  await expect(episodes.getByRole('button', { name: 'Show more episodes' })).toBeVisible();

  // The other way round (this feed dates none of its episodes, so they keep the order they were added in, reversed).
  const links = episodes.getByRole('listitem').getByRole('link');
  const newestFirst = await links.allTextContents();
  const oldestFirst = episodes.getByRole('button', { name: 'Oldest first' });
  await expect(oldestFirst).toHaveAttribute('aria-pressed', 'false');
  await oldestFirst.click();
  await expect(oldestFirst).toHaveAttribute('aria-pressed', 'true');
  await expect(links.first()).not.toHaveText(newestFirst[0]!);
  await episodes.getByRole('button', { name: 'Show more episodes' }).click();
  await episodes.getByRole('button', { name: 'Show more episodes' }).click();
  await expect(episodes.getByRole('status')).toHaveText(`All ${LANTERN.episodes} episodes`);
  expect((await links.allTextContents()).slice(-20).reverse()).toEqual(newestFirst);
});

test('once the player is scrolled out of sight, a bar at the foot of the screen keeps Play/Pause and the way back to it', async ({
  page,
  staff,
}) => {
  await page.setViewportSize({ width: 390, height: 560 });
  const episodeId = await ownSoundbitesEpisode(page, staff);
  await page.goto(`/share?episode=${episodeId}`);
  const bar = page.getByRole('region', { name: 'Now playing' });
  // Not before anything plays, even with the player out of sight.
  await page.getByRole('heading', { name: 'Transcript' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Transcript' })).toBeInViewport();
  await expect(bar).toHaveCount(0);

  await page.getByRole('button', { name: /^Play “/ }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await expect(bar).toHaveCount(0);
  await page.getByRole('heading', { name: 'Transcript' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  await bar.getByRole('button', { name: 'Back to the player' }).click();
  await expect(page.getByRole('button', { name: /^Play “/ })).toBeFocused();
  await expect(page.getByRole('button', { name: /^Play “/ })).toBeInViewport();
  await expect(bar).toHaveCount(0);
});

test('Space on the page plays and pauses its player, and stays with a focused field', async ({ page, staff }) => {
  const episodeId = await ownSoundbitesEpisode(page, staff);
  await page.goto(`/share?episode=${episodeId}`);
  // A space typed into the find box (the app's, so the app is running) is a space in it.
  const find = page.getByRole('searchbox', { name: 'Find in the transcript' });
  await find.fill('a');
  await find.press('Space');
  await expect(find).toHaveValue('a ');
  expect((await audioState(page)).paused).toBe(true);
  await find.fill('');

  const scrolled = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const before = await scrolled();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  // Not also scrolled by a screen, as Space does on a page.
  expect(await scrolled()).toBe(before);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
});

test('a whole episode picks up where the listener paused it, on a later visit too, or starts afresh on request', async ({
  page,
  staff,
}) => {
  const episodeId = await ownSoundbitesEpisode(page, staff);

  await page.goto(`/share?episode=${episodeId}&t=20`);
  await page.getByRole('button', { name: /^Play “Cutting a Good Clip”/ }).click();
  await expect.poll(async () => (await audioState(page)).at).toBeGreaterThan(21);
  await page.getByRole('button', { name: /^Pause “Cutting a Good Clip”/ }).click();
  const { at: pausedAt } = await audioState(page);

  await page.goto(`/share?episode=${episodeId}`);
  await expect(page.getByText(/^Picks up at 0:2\d, where you left off\.$/)).toBeVisible();
  await noteWherePlaybackStarts(page.locator('audio'));
  await page.getByRole('button', { name: /^Play “Cutting a Good Clip”/ }).click();
  const resumedAt = await wherePlaybackStarted(page.locator('audio'));
  expect(resumedAt).toBeGreaterThanOrEqual(Math.floor(pausedAt * 10) / 10 - 0.01);
  expect(resumedAt).toBeLessThan(pausedAt + 0.5);

  await page.getByRole('button', { name: 'Start from the beginning' }).click();
  await expect.poll(async () => (await audioState(page)).at).toBeLessThan(3);
  await expect(page.getByText(/where you left off/)).toHaveCount(0);
  await page.getByRole('button', { name: /^Pause “Cutting a Good Clip”/ }).click();
  // Back near the start there is nothing to pick up.
  await page.reload();
  await expect(page).toHaveURL(/\/share\?episode=/);
  await expect(page.getByText('Whole episode', { exact: true })).toBeVisible();
  await expect(page.getByText(/where you left off/)).toHaveCount(0);
});

test("a whole episode's link is copied at the player's position, to open there", async ({ page, staff }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const episodeId = await ownSoundbitesEpisode(page, staff);
  await page.goto(`/share?episode=${episodeId}&t=20`);
  await page.getByRole('button', { name: /^Play “Cutting a Good Clip”/ }).click();
  await expect.poll(async () => (await audioState(page)).at).toBeGreaterThan(22);
  await page.getByRole('button', { name: /^Pause “Cutting a Good Clip”/ }).click();
  const second = Math.floor((await audioState(page)).at);

  await page.getByRole('button', { name: 'Copy link at current time' }).click();
  await expect(page.getByRole('button', { name: `Link at 0:${second} copied` })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/share\\?episode=${episodeId}&t=${second}$`));
  // The page's own link is still the one it was opened with.
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/&t=20$/);

  // Opened, the link starts the episode there.
  await page.goto(link);
  await page.getByRole('button', { name: /^Play “Cutting a Good Clip”/ }).click();
  await expect.poll(async () => (await audioState(page)).at).toBeGreaterThanOrEqual(second);
});

test("what is done on the server's page before the app runs carries over: the skip link, a pressed Play, the focus", async ({
  page,
  staff,
}) => {
  // The app's code is held back, as on a slow connection, while the visitor uses the server's page.
  const release = await holdAppCode(page);
  const id = await ownPublishedSoundbite(staff, { startSeconds: 2, durationSeconds: 4 });
  await page.goto(`/share?soundbite=${id}`);
  const lookalike = page.locator('#root [data-lookalike]');
  await expect(lookalike).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(lookalike.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  const play = lookalike.getByRole('button', { name: /^Play “/ }).first();
  const playName = (await play.getAttribute('aria-label'))!;
  await play.click();
  release();
  await expect(lookalike).toHaveCount(0);
  // The press was not lost: the app's player plays, and keeps the focus the look-alike's button had.
  const pause = page.getByRole('button', { name: playName.replace(/^Play/, 'Pause'), exact: true });
  await expect(pause).toBeVisible();
  await expect(pause).toBeFocused();
});

test("Copy link pressed on the server's page before the app runs copies the link once it does", async ({ page, staff }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const release = await holdAppCode(page);
  const id = await ownPublishedSoundbite(staff, { startSeconds: 2, durationSeconds: 4 });
  await page.goto(`/share?soundbite=${id}`);
  const lookalike = page.locator('#root [data-lookalike]');
  await lookalike.getByRole('button', { name: 'Copy link', exact: true }).click();
  release();
  await expect(lookalike).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/share\\?soundbite=${id}$`));
});

test('a link the browser will not copy is handed over selected, with the keyboard on it', async ({ page, staff }) => {
  const id = await ownPublishedSoundbite(staff, { startSeconds: 5, durationSeconds: 10 });
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await page.goto(`/share?soundbite=${id}`);
  await waitForAppMount(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = page.getByRole('textbox', { name: 'Link to this moment' });
  await expect(link).toBeFocused();
  await expect(link).toHaveValue(new RegExp(`/share\\?soundbite=${id}$`));
  expect(await link.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(
    (await link.inputValue()).length,
  );
});
