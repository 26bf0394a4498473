import type { Locator, Page } from '@playwright/test';
import { expectFocusClearOfBars } from './support/focus';
import { publishDemoPodcast } from './support/catalog';
import { expect, restoreSession, test } from './support/fixtures';
import { importServedFeed, LANTERN } from './support/feed-host';

const DEMO_PODCAST = 'Soundbites Demo';

test.beforeEach(async ({ request, staff }) => {
  await publishDemoPodcast(request, staff);
});

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const titleOf = async (card: Locator) => (await card.getAttribute('aria-label')) ?? '';
/** The range badge says "From m:ss to m:ss" (in words for screen readers, beside the range shown). */
const spokenRange = async (card: Locator) => (await card.getByText(/^From \d+:\d+ to /).textContent()) ?? '';
async function lengthOf(card: Locator): Promise<number> {
  const label = await spokenRange(card);
  const [from, to] = [...label.matchAll(/(\d+):(\d+)/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return (to ?? 0) - (from ?? 0);
}
/** How far above `foot` (the window's bottom edge unless given) the element's bottom edge is. */
async function distanceFromFoot(element: Locator, foot?: number): Promise<number> {
  const box = (await element.boundingBox())!;
  const bottom = foot ?? (await element.page().evaluate(() => window.innerHeight));
  return bottom - (box.y + box.height);
}
const nowPlaying = (page: Page) => page.getByTestId('now-playing');
const mediaSessionTitle = (page: Page) => page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);

/** The follow toggle's name, on or off. */
const followButtonName = new RegExp(`^Follow(ing)? ${DEMO_PODCAST}$`);

test('a staff user saves, follows and plays two soundbites, the second after the first ends', async ({ page, staff }) => {
  // Real playback: the first soundbite plays its whole range before the second starts.
  test.setTimeout(90_000);
  await restoreSession(page, staff);
  await page.goto('/nova');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova' })).toBeVisible();
  await expect(page.getByTestId('account-area')).toContainText(staff.email);
  const first = cards(page).nth(0);
  const second = cards(page).nth(1);
  await expect(second).toBeVisible();
  const [firstTitle, secondTitle] = [await titleOf(first), await titleOf(second)];
  // The feed's cards are headed right under the page's title: no level skipped.
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(firstTitle);

  // Save and follow, each shown at once.
  await first.getByRole('button', { name: /^Save/ }).click();
  await expect(first.getByRole('button', { name: /^Save/ })).toHaveAttribute('aria-pressed', 'true');
  await first.getByRole('button', { name: `Follow ${DEMO_PODCAST}`, exact: true }).click();
  await expect(second.getByRole('button', { name: `Following ${DEMO_PODCAST}`, exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Play: the first soundbite's range, then the next one on its own.
  const firstLength = await lengthOf(first);
  await first.getByRole('button', { name: `Play “${firstTitle}”` }).click();
  const started = Date.now();
  await expect(nowPlaying(page)).toHaveText(firstTitle);
  await expect(first.getByRole('button', { name: `Pause “${firstTitle}”` })).toBeVisible();
  await expect.poll(() => mediaSessionTitle(page)).toBe(firstTitle);
  await expect(nowPlaying(page)).toHaveText(secondTitle, { timeout: (firstLength + 15) * 1000 });
  // The second started only once the first had played its whole range (whole seconds in the badge).
  expect(Date.now() - started).toBeGreaterThanOrEqual((firstLength - 1) * 1000);
  await expect(second.getByRole('button', { name: `Pause “${secondTitle}”` })).toBeVisible();
  // The list follows the player on: the playing card is marked and in sight, clear of the bar.
  await expect(page.locator('main article[data-current]')).toHaveAttribute('aria-label', secondTitle);
  await expect(page.locator('main article[data-current]')).toBeInViewport();
  await expect.poll(() => mediaSessionTitle(page)).toBe(secondTitle);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');

  // The player survives navigation inside Nova; Saved and Following show what was done.
  await page.getByRole('navigation', { name: 'Nova' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  await expect(page).toHaveTitle('Saved · Nova · Soundbites');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAttribute('aria-label', firstTitle);
  await expect(nowPlaying(page)).toHaveText(secondTitle);
  await expect(page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Nova' }).getByRole('link', { name: 'Following' }).click();
  await expect(page.getByRole('article', { name: DEMO_PODCAST })).toBeVisible();

  // Keyboard: space pauses.
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
});

test("a Nova page's first Tab reaches the skip link, on a phone whose tabs scroll sideways too", async ({ page, staff }) => {
  await restoreSession(page, staff);
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/nova/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  }
});

test('j and k move through the list, and the list follows: the playing card comes into sight', async ({ page, staff }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await restoreSession(page, staff);
  await page.goto('/nova');
  await cards(page)
    .first()
    .getByRole('button', { name: /^Play “/ })
    .click();
  await expect(nowPlaying(page)).toBeVisible();
  const count = await cards(page).count();
  for (let i = 1; i < Math.min(count, 5); i++) {
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('j');
    await expect(page.locator('main article[data-current]')).toHaveAttribute('aria-label', (await titleOf(cards(page).nth(i))) || /./);
  }
  await expect(page.locator('main article[data-current]')).toBeInViewport();

  // From a card's Play, j takes the focus along to the next card's: Space then pauses what plays, where
  // it used to press the card before and start that one again.
  const second = cards(page).nth(1);
  await second.getByRole('button', { name: /^Play “/ }).click();
  await expect(page.locator('main article[data-current]')).toHaveAttribute('aria-label', (await titleOf(second)) || /./);
  await page.keyboard.press('j');
  const third = cards(page).nth(2);
  await expect(third.getByRole('button', { name: /^Pause “/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(third.getByRole('button', { name: /^Play “/ })).toBeFocused();
  await expect(page.locator('main article[data-current]')).toHaveAttribute('aria-label', (await titleOf(third)) || /./);
  await expect(page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
});

test("Nova's keys are listed by ? and by the header's button, and the dialog closes with Esc", async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toContainText('Next soundbite in the list being played');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(dialog).toBeVisible();
});

test('unsave and unfollow are immediate and can be undone', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova');
  const first = cards(page).nth(0);
  const title = await titleOf(first);
  const save = first.getByRole('button', { name: /^Save/ });
  if ((await save.getAttribute('aria-pressed')) !== 'true') await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/nova/saved');
  const saved = page.getByRole('article', { name: title });
  await expect(saved).toBeVisible();
  // From the keyboard: the card goes, and the focus moves to Undo rather than to the top of the page.
  await saved.getByRole('button', { name: /^Save/ }).focus();
  await page.keyboard.press('Enter');
  await expect(saved).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  // The notice is at the foot of the screen, not over the cards that moved up into the removed one's place.
  expect(await distanceFromFoot(page.getByRole('button', { name: 'Undo' }))).toBeLessThan(40);
  // Undo brings the card back with the focus on its button again.
  await page.keyboard.press('Enter');
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: /^Save/ })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Undone, a soundbite is back in its place in Saved (by when it was first saved), not at the top.
  await page.goto('/nova');
  const secondSave = cards(page).nth(1).getByRole('button', { name: /^Save/ });
  if ((await secondSave.getAttribute('aria-pressed')) !== 'true') await secondSave.click();
  await expect(secondSave).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/nova/saved');
  await expect(cards(page).nth(1)).toBeVisible();
  const order = await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute('aria-label')));
  const older = cards(page).nth(1);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/api/nova/saved/')),
    older.getByRole('button', { name: /^Save/ }).click(),
  ]);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/nova/saved/')),
    page.getByRole('button', { name: 'Undo' }).click(),
  ]);
  await expect(page.getByRole('article', { name: order[1]! })).toBeVisible();
  // With the player open, the notice sits right above it.
  await cards(page)
    .nth(0)
    .getByRole('button', { name: /^Play “/ })
    .click();
  const bar = page.getByRole('region', { name: 'Player' });
  await expect(bar).toBeVisible();
  await older.getByRole('button', { name: /^Save/ }).click();
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  const aboveBar = await distanceFromFoot(undo, (await bar.boundingBox())!.y);
  expect(aboveBar).toBeGreaterThan(0);
  expect(aboveBar).toBeLessThan(40);
  await undo.click();
  await expect(page.getByRole('article', { name: order[1]! })).toBeVisible();
  await page.reload();
  await expect(cards(page).nth(1)).toBeVisible();
  expect(await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute('aria-label')))).toEqual(order);

  // Follow the podcast from the feed if an earlier test left it unfollowed (the button is a toggle).
  await page.goto('/nova');
  const follow = cards(page).first().getByRole('button', { name: followButtonName });
  if ((await follow.getAttribute('aria-pressed')) !== 'true') await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/nova/following');
  const podcast = page.getByRole('article', { name: DEMO_PODCAST });
  // Its name starts with what it shows: "Following" while on.
  await podcast.getByRole('button', { name: `Following ${DEMO_PODCAST}`, exact: true }).click();
  await expect(podcast).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(podcast).toBeVisible();
});

test('a save or an unfollow the server refuses is taken back and said, with no Undo offered for it', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova');
  const first = cards(page).nth(0);
  const title = await titleOf(first);
  const save = first.getByRole('button', { name: /^Save/ });
  const wasSaved = (await save.getAttribute('aria-pressed')) === 'true';
  await page.route('**/api/nova/saved/*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Internal error' } }),
    }),
  );
  await save.click();
  const alert = page.getByRole('alert').filter({ hasText: `“${title}”` });
  await expect(alert).toContainText(
    wasSaved ? 'is still in Saved: Internal error. Try again in a moment.' : 'was not saved: Internal error.',
  );
  await expect(save).toHaveAttribute('aria-pressed', wasSaved ? 'true' : 'false');
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);

  // The server out of reach: said in plain words, not the browser's.
  await page.route('**/api/nova/follows/*', (route) => route.abort('connectionrefused'));
  const follow = first.getByRole('button', { name: followButtonName });
  const wasFollowing = (await follow.getAttribute('aria-pressed')) === 'true';
  await follow.click();
  await expect(page.getByRole('alert').filter({ hasText: DEMO_PODCAST })).toContainText(
    'The server could not be reached. Check your connection. Try again in a moment.',
  );
  await expect(follow).toHaveAttribute('aria-pressed', wasFollowing ? 'true' : 'false');
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
});

test('autoplay goes past soundbites whose audio fails, three in a row at most, and Try again plays once the audio is back', async ({
  page,
  staff,
}) => {
  await restoreSession(page, staff);
  const audioFiles = /\/demo\/audio\//;
  await page.route(audioFiles, (route) => route.abort('connectionrefused'));
  await page.goto('/nova');
  await expect(cards(page).nth(3)).toBeVisible();
  const titles = await Promise.all([0, 1, 2, 3].map((i) => titleOf(cards(page).nth(i))));
  await cards(page)
    .nth(0)
    .getByRole('button', { name: `Play “${titles[0]}”` })
    .click();
  const player = page.getByRole('region', { name: 'Player' });
  // Three skipped; the fourth stops, says why, and offers to try again.
  await expect(nowPlaying(page)).toHaveText(titles[3]!);
  await expect(player.getByRole('alert')).toContainText('audio');
  await expect(player.getByRole('status')).toHaveText(`Not playing: ${titles[3]}`);
  await page.unroute(audioFiles);
  await player.getByRole('button', { name: 'Try again' }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(player.getByRole('alert')).toHaveCount(0);
  await player.getByRole('button', { name: 'Pause', exact: true }).click();
});

test('search finds published soundbites, podcasts and people, and a podcast opens from a card', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova/search');
  await page.getByLabel('Search').fill('demo');
  await expect(page).toHaveURL(/\/nova\/search\?q=demo/);
  await expect(page.getByRole('region', { name: 'Podcasts' }).getByRole('link', { name: DEMO_PODCAST })).toBeVisible();
  await page.getByLabel('Search').fill('ada');
  await expect(page.getByRole('region', { name: 'People' })).toContainText('Ada Quill');

  await page.goto('/nova');
  await cards(page).first().getByRole('link', { name: DEMO_PODCAST }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_PODCAST })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Episodes' })).toContainText('The First Few Seconds');
  await expect(page).toHaveTitle(`${DEMO_PODCAST} · Nova · Soundbites`);
  // On its own page the podcast is followed from its heading, not from every card again.
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: followButtonName })).toHaveCount(1);
  await expect(cards(page).first().getByRole('link', { name: DEMO_PODCAST })).toHaveCount(0);

  // An episode plays its own soundbites.
  await page.getByRole('button', { name: 'Play the soundbites of “Tiny Stories”' }).click();
  await expect(nowPlaying(page)).toHaveText('The lighthouse keeper who recorded the sea');
  await expect(page.getByText(`${DEMO_PODCAST} · Tiny Stories`)).toBeVisible();
});

test('the Search tab puts what is typed next into the search box, not into the player', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova');
  const first = cards(page).first();
  const firstTitle = await titleOf(first);
  await first.getByRole('button', { name: `Play “${firstTitle}”` }).click();
  await expect(nowPlaying(page)).toHaveText(firstTitle);
  await page.getByRole('navigation', { name: 'Nova' }).getByRole('link', { name: 'Search' }).click();
  await expect(page.getByLabel('Search')).toBeFocused();
  // j and k are the player's next and previous when focus is outside a text box.
  await page.keyboard.type('jk demo');
  await expect(page.getByLabel('Search')).toHaveValue('jk demo');
  await expect(nowPlaying(page)).toHaveText(firstTitle);
});

test('the Search tab returns to the last search, and pressed again readies the box for a new one', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova/search');
  await page.getByLabel('Search').fill('lighthouse');
  await expect(page).toHaveURL(/\/nova\/search\?q=lighthouse$/);
  await expect(page.getByRole('heading', { name: 'Soundbites' })).toBeVisible();
  const nova = page.getByRole('navigation', { name: 'Nova' });
  await nova.getByRole('link', { name: 'Feed' }).click();
  await expect(cards(page).first()).toBeVisible();
  await nova.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/nova\/search\?q=lighthouse$/);
  await expect(page.getByLabel('Search')).toHaveValue('lighthouse');
  // Pressed while searching: the results stay, and what is typed replaces the words in the box.
  await page.getByRole('heading', { name: 'Soundbites' }).click();
  await nova.getByRole('link', { name: 'Search' }).click();
  await expect(page.getByLabel('Search')).toBeFocused();
  await expect(page).toHaveURL(/\/nova\/search\?q=lighthouse$/);
  await expect(page.getByRole('heading', { name: 'Soundbites' })).toBeVisible();
  await page.keyboard.type('keeper');
  await expect(page.getByLabel('Search')).toHaveValue('keeper');
  await expect(page).toHaveURL(/\/nova\/search\?q=keeper$/);
});

test("a playing card's episode goes on playing in the whole episode, from where Nova's player was", async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova');
  const card = cards(page).first();
  const title = await titleOf(card);
  const [from] = [...(await spokenRange(card)).matchAll(/(\d+):(\d+)/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  await card.getByRole('button', { name: /^Play “/ }).click();
  await expect(nowPlaying(page)).toBeVisible();
  await page.waitForTimeout(1500);
  await card.getByRole('link', { name: /^Whole episode: / }).click();
  await expect(page).toHaveURL(/\/share\?episode=/);
  await expect(page.getByText('Whole episode', { exact: true })).toBeVisible();
  await expect.poll(() => page.locator('audio').evaluate((el: HTMLAudioElement) => el.paused)).toBe(false);
  expect(await page.locator('audio').evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan((from ?? 0) + 0.5);

  // Back in Nova, its player has that soundbite again, paused where it was, and plays on from there.
  await page.getByRole('link', { name: 'Back to Nova' }).click();
  await expect(nowPlaying(page)).toHaveText(title);
  // What a screen reader finds there says it is paused, not playing.
  await expect(page.getByRole('region', { name: 'Player' }).getByText(`Paused: ${title}, from `)).toBeAttached();
  const resume = page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Resume', exact: true });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  // And after a reload too.
  await page.reload();
  await expect(nowPlaying(page)).toHaveText(title);
});

test("a card's episode opens the whole episode, playing on from the card's moment; a podcast's episodes open whole too", async ({
  page,
  staff,
}) => {
  await restoreSession(page, staff);
  await page.goto('/nova');
  const card = cards(page).first();
  const range = await spokenRange(card);
  const [from] = [...range.matchAll(/(\d+):(\d+)/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  await card.getByRole('link', { name: /^Whole episode: / }).click();
  await expect(page).toHaveURL(/\/share\?episode=/);
  await expect(page.getByText('Whole episode', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.locator('audio').evaluate((el: HTMLAudioElement) => el.currentTime))
    .toBeGreaterThanOrEqual((from ?? 0) - 0.01);
  expect(await page.locator('audio').evaluate((el: HTMLAudioElement) => el.currentTime)).toBeLessThan((from ?? 0) + 1);

  // The way back is on the page, not only the browser's Back.
  await page.getByRole('link', { name: 'Back to Nova' }).click();
  await expect(page).toHaveURL(/\/nova$/);
  await cards(page).first().getByRole('link', { name: DEMO_PODCAST }).click();
  // Its many soundbites come first: the episodes are one link away.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Go to its episodes' }).click();
  await expect(page.getByRole('region', { name: 'Episodes' })).toBeInViewport();
  await page.getByRole('region', { name: 'Episodes' }).getByRole('link', { name: 'Whole episode: Tiny Stories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tiny Stories' })).toBeVisible();
});

test('search finds an episode by its title, with its podcast, and opens it to be heard whole', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova/search?q=tiny%20stories');
  const episodes = page.getByRole('region', { name: 'Episodes' });
  await expect(episodes.getByRole('link', { name: DEMO_PODCAST })).toBeVisible();
  await episodes.getByRole('link', { name: 'Whole episode: Tiny Stories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tiny Stories' })).toBeVisible();
});

test('search finds a soundbite by words said in it, not only by its title', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova/search?q=tape%20machine');
  await expect(cards(page).filter({ hasText: 'The lighthouse keeper who recorded the sea' })).toBeVisible();
});

test('moving back up the feed by keyboard stops below the header and its tabs, not under them', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/nova');
  await expect(cards(page).first()).toBeVisible();
  await cards(page).last().getByRole('button').last().focus();
  await expectFocusClearOfBars(page, 'Shift+Tab', 30);
});

test('Share that the browser will not copy hands over the link itself, to select and copy', async ({ page, staff }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await restoreSession(page, staff);
  await page.goto('/nova');
  const first = cards(page).first();
  const title = await titleOf(first);
  await first.getByRole('button', { name: /^Share/ }).click();
  const link = first.getByRole('textbox', { name: `Link to “${title}”` });
  await expect(link).toHaveValue(/\/share\?soundbite=/);
  await expect(
    first.getByText('Your browser did not let us copy. The link is selected below: copy it yourself (Ctrl+C, or ⌘C on a Mac).'),
  ).toBeVisible();
  // Selected, with the keyboard there: one keystroke copies it.
  await expect(link).toBeFocused();
  expect(await link.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(
    (await link.inputValue()).length,
  );
});

test('search forgives a typo when the words as typed find nothing, and says what it searched for', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova/search?q=lighthuose%20keeper');
  await expect(
    page.getByRole('status').filter({ hasText: 'Nothing found for “lighthuose keeper”. Showing results for “lighthouse keeper”.' }),
  ).toBeVisible();
  await expect(cards(page).filter({ hasText: 'The lighthouse keeper who recorded the sea' })).toBeVisible();

  // Taking the correction searches for it, keeps the focus in the box, and Back returns to what was typed.
  await page.getByRole('button', { name: '“lighthouse keeper”' }).click();
  await expect(page).toHaveURL(/\/nova\/search\?q=lighthouse(\+|%20)keeper$/);
  await expect(page.getByLabel('Search')).toHaveValue('lighthouse keeper');
  await expect(page.getByLabel('Search')).toBeFocused();
  await expect(page.getByText('Nothing found for')).toHaveCount(0);
  await expect(cards(page).filter({ hasText: 'The lighthouse keeper who recorded the sea' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/nova\/search\?q=lighthuose(\+|%20)keeper$/);
  await expect(page.getByLabel('Search')).toHaveValue('lighthuose keeper');

  // New words typed: the results of the old ones stay in place, marked busy (and dimmed), until the new answer.
  await page.getByLabel('Search').fill('zzzqqq');
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toContainText('The lighthouse keeper who recorded the sea');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing found for “zzzqqq”' })).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
});

test('a podcast link with no podcast id in it says the podcast is not available', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova/podcast/not-a-podcast');
  await expect(page.getByRole('heading', { level: 1, name: 'This podcast is not available' })).toBeVisible();
  await expect(page.getByRole('button', { name: /try again|retry/i })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Go to the feed' }).click();
  await expect(page).toHaveURL(/\/nova$/);
});

test('an unknown Nova address is not found inside Nova, with its navigation and a way to the feed', async ({ page, staff }) => {
  await restoreSession(page, staff);
  await page.goto('/nova/nonsense');
  await expect(page.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeVisible();
  await expect(page).toHaveTitle(/^Not found · Nova/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the feed' })).toHaveAttribute('href', '/nova');
  await expect(page.getByTestId('account-area')).toContainText(staff.email);
});

test('search shows the first 20 of a kind, says there are more, and shows more on request with the focus on the first new one', async ({
  page,
  staff,
}) => {
  // Last in this file: the podcast it adds stays, and the searches above expect the demo's words alone.
  const lantern = await importServedFeed(staff, '/lantern.xml');
  await restoreSession(page, staff);
  await page.goto('/nova/search?q=lantern%20letters');
  const episodes = page.getByRole('region', { name: 'Episodes' });
  const episodeLinks = episodes.getByRole('link', { name: /^Whole episode: Lantern Letters \d+/ });
  await expect(episodeLinks).toHaveCount(20);
  await expect(page.getByRole('status').filter({ hasText: /^Found / })).toContainText('more than 20 episodes');
  await episodes.getByRole('button', { name: 'Show more episodes' }).click();
  // At most 49 of a kind: past them, more words narrow the search.
  await expect(episodeLinks).toHaveCount(49);
  await expect(episodes.getByRole('button', { name: 'Show more episodes' })).toHaveCount(0);
  await expect(episodes.getByText('The first 49 are shown: more words narrow them down.')).toBeVisible();
  await expect(episodeLinks.nth(20)).toBeFocused();

  // The podcast's own page lists its newest 50 episodes, says how many it has, and shows the older ones on request.
  await page.goto(`/nova/podcast/${lantern.id}`);
  await expect(page.getByRole('heading', { level: 1, name: LANTERN.title })).toBeVisible();
  const listed = page.getByRole('region', { name: 'Episodes' });
  await expect(listed.getByText(`${LANTERN.episodes} episodes, newest first`)).toBeVisible();
  const listedLinks = listed.getByRole('link', { name: /^Whole episode: Lantern Letters \d+/ });
  await expect(listedLinks).toHaveCount(50);
  await listed.getByRole('button', { name: `Show more episodes (${LANTERN.episodes - 50} older)` }).click();
  await expect(listedLinks).toHaveCount(LANTERN.episodes);
  await expect(listedLinks.nth(50)).toBeFocused();
  await expect(listed.getByRole('button', { name: /^Show more episodes/ })).toHaveCount(0);
  const titles = await listedLinks.allTextContents();
  expect(new Set(titles).size).toBe(LANTERN.episodes);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("a card's controls are at least 44 px across, for a fingertip", async ({ page, staff }) => {
    await restoreSession(page, staff);
    await page.goto('/nova');
    const card = cards(page).first();
    await expect(card).toBeVisible();
    for (const name of [/^(Play|Pause) “/, /^Save “/, /^Share “/, followButtonName]) {
      const box = (await card.getByRole('button', { name }).boundingBox())!;
      expect(Math.min(box.width, box.height), String(name)).toBeGreaterThanOrEqual(44);
    }
    const feedTab = (await page.getByRole('navigation', { name: 'Nova' }).getByRole('link', { name: 'Feed' }).boundingBox())!;
    expect(feedTab.height).toBeGreaterThanOrEqual(44);
    // The colour scheme's options, and the player's switch and seek band once something plays.
    for (const option of await page.getByRole('radiogroup', { name: 'Colour scheme' }).locator('label').all()) {
      const box = (await option.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await card.getByRole('button', { name: /^Play “/ }).click();
    const player = page.getByRole('region', { name: 'Player' });
    const autoplay = (await player.locator('label', { has: page.getByRole('switch', { name: 'Autoplay' }) }).boundingBox())!;
    expect(autoplay.height).toBeGreaterThanOrEqual(44);
    const seekBand = (await player.locator('.mantine-Slider-root').filter({ visible: true }).boundingBox())!;
    expect(seekBand.height).toBeGreaterThanOrEqual(44);
    // Wide enough to seek along, and the bar leaves most of the screen to the list.
    expect(seekBand.width).toBeGreaterThanOrEqual(180);
    expect((await player.boundingBox())!.height).toBeLessThanOrEqual(120);
  });
});
