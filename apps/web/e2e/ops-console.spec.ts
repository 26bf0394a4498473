import fs from 'node:fs';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { DRIFT, HARBOUR, MISTAKE, startFeedHost, type FeedHost } from './support/feed-host';
import { E2E_BASE_URL, STAFF_DOMAIN } from './support/constants';
import { createAccount, expect, restoreSession, signInThroughForm, test, type Session } from './support/fixtures';
import { expectFocusClearOfBars } from './support/focus';
import { apiCall, idTokenOf, importFeed } from './support/ops-api';

let host: FeedHost;
test.beforeAll(async () => {
  host = await startFeedHost();
});
test.afterAll(async () => {
  await host.stop();
});

async function openAsStaff(page: Page, staff: Session, path: string) {
  await restoreSession(page, staff);
  await page.goto(path);
}

/** The harbour feed, imported through the API when the dashboard test has not done it already. */
async function harbourPodcast(staff: Session) {
  return importFeed(staff, host.url('/harbour.xml'));
}

test('adding a feed from the dashboard shows the import as it happens, then names the podcast', async ({ page, staff }) => {
  await openAsStaff(page, staff, '/ops');
  await expect(page).toHaveTitle(/Dashboard/);
  await page.getByLabel('Feed URL').fill(host.url('/harbour.xml'));
  await page.getByRole('button', { name: 'Add podcast' }).click();

  const progress = page.getByRole('status').filter({ hasText: /Fetching|Reading|Writing|Starting/ });
  await expect(progress).toContainText('Fetching the feed');
  await expect(page.getByText(new RegExp(`Fetching transcripts: \\d of ${HARBOUR.transcripts}`))).toBeVisible();

  // Added, or fetched again when a restarted worker imported it first.
  const outcome = page.getByRole('status').filter({ hasText: new RegExp(`${HARBOUR.title} (added|was already here)`) });
  await expect(outcome).toBeVisible({ timeout: 20_000 });
  await expect(outcome.getByRole('link', { name: 'its soundbites' })).toBeVisible();
  // The progress it was on went: the keyboard is on the outcome, beside its links.
  await expect(outcome).toBeFocused();
  await expect(page.getByRole('region', { name: 'Recent imports' }).getByRole('link', { name: HARBOUR.title })).toBeVisible();
  // Said once, where the form is: no notification repeats it over the page.
  await expect(page.getByRole('alert').filter({ hasText: HARBOUR.title })).toHaveCount(0);

  await outcome.getByRole('link', { name: 'episodes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Episodes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Harbour Notes 40', exact: true })).toBeVisible();
});

test('a URL that is not a feed is refused in plain words, and stays in the box', async ({ page, staff }) => {
  await openAsStaff(page, staff, '/ops');
  const url = host.url('/page.html');
  await page.getByLabel('Feed URL').fill(url);
  await page.getByRole('button', { name: 'Add podcast' }).click();
  // Said with the field (its description, aria-invalid), which has the focus back to correct it.
  const field = page.getByLabel('Feed URL');
  await expect(field).toHaveAccessibleDescription(/not a podcast feed/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Not added' })).toBeVisible();
  await expect(field).toHaveValue(url);

  // An address that is not http(s) is refused before anything is fetched, in the same words.
  await field.fill('ftp://example.org/feed.xml');
  await page.getByRole('button', { name: 'Add podcast' }).click();
  await expect(field).toHaveAccessibleDescription('That is not a web address. A feed URL starts with http:// or https://.');
  await expect(page.getByRole('alert').filter({ hasText: 'Not added' })).toHaveCount(0);
  await expect(field).toBeFocused();

  // The failed import is listed, and Try again opens Add a podcast with its address, to correct it.
  await page.reload();
  await page
    .getByRole('button', { name: `Try again: ${url}` })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Add a podcast' }).getByLabel('Feed URL')).toHaveValue(url);
});

test('an import that fails after its page was left is told in a notification; while it runs the keyboard is on its progress', async ({
  page,
  staff,
}) => {
  await openAsStaff(page, staff, '/ops');
  const url = host.url('/slow-missing.xml');
  await page.getByLabel('Feed URL').fill(url);
  await page.getByLabel('Feed URL').press('Enter');
  // The box is disabled while it runs: the focus is on the progress, not lost to the page.
  await expect(page.getByRole('status').filter({ has: page.getByRole('progressbar', { name: 'Import progress' }) })).toBeFocused();
  await page.getByRole('navigation', { name: 'Ops' }).getByRole('link', { name: 'Podcasts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
  const told = page.getByRole('alert').filter({ hasText: 'A podcast was not added' });
  await expect(told).toContainText(url);
});

test('the same podcast from a second address of its feed is refused, with the way to the one already here', async ({ page, staff }) => {
  const harbour = await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops');
  const field = page.getByLabel('Feed URL');
  await field.fill(host.url('/mirror/harbour.xml'));
  await page.getByRole('button', { name: 'Add podcast' }).click();
  await expect(field).toHaveAccessibleDescription('That podcast is already here, added from another address of its feed.');
  await expect(field).toBeFocused();
  const alert = page.getByRole('alert').filter({ hasText: 'Not added' });
  await expect(alert).toContainText(`This is the feed of “${HARBOUR.title}”, already added from ${host.url('/harbour.xml')}`);
  await alert.getByRole('link', { name: 'Open the podcast already here' }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/podcast/${harbour.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: HARBOUR.title })).toBeVisible();
});

test('adding a feed that is already here says so and leads to it, making no second podcast', async ({ page, staff }) => {
  const harbour = await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops');
  await page.getByLabel('Feed URL').fill(host.url('/harbour.xml'));
  await page.getByRole('button', { name: 'Add podcast' }).click();
  const outcome = page.getByRole('status').filter({ hasText: `${HARBOUR.title} was already here: fetched again` });
  await expect(outcome).toContainText(`${HARBOUR.episodes} episodes (`);
  await outcome.getByRole('link', { name: 'Open the podcast' }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/podcast/${harbour.id}$`));
});

test('the Podcasts list adds a podcast in a dialog over it, which closes once the podcast is in', async ({ page, staff }) => {
  await openAsStaff(page, staff, '/ops/podcasts');
  const add = page.getByRole('button', { name: 'Add podcast' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add a podcast' });
  const field = dialog.getByLabel('Feed URL');
  await expect(field).toBeFocused();
  // A refusal stays in the dialog, beside the URL to correct.
  await field.fill(host.url('/page.html'));
  await dialog.getByRole('button', { name: 'Add podcast' }).click();
  await expect(field).toHaveAccessibleDescription(/not a podcast feed/);
  await field.fill(host.url('/harbour.xml'));
  await dialog.getByRole('button', { name: 'Add podcast' }).click();
  await expect(page.getByRole('alert').filter({ hasText: new RegExp(`${HARBOUR.title} (added|was already here)`) })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
  await expect(page.getByRole('main').getByRole('link', { name: HARBOUR.title, exact: true })).toBeVisible();
});

test("the list's search finds a soundbite, and a reload shows the same view", async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/soundbites');
  await page.getByLabel('Search', { exact: true }).fill('Salt in the');
  await expect(page).toHaveURL(/\/ops\/soundbites\?q=Salt(\+|%20)in(\+|%20)the$/);
  const row = page.getByRole('link', { name: 'Salt in the ropes' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gulls at first light' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('Salt in the');
  await expect(row).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gulls at first light' })).toHaveCount(0);
});

test('Export CSV downloads every row of the list as filtered, in a file a spreadsheet opens', async ({ page, staff }) => {
  const harbour = await harbourPodcast(staff);
  await openAsStaff(page, staff, `/ops/episodes?podcastId=${harbour.id}&sort=title`);
  await expect(page.getByText(`${HARBOUR.episodes} episodes`)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^episodes-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('ID,Title,Podcast,Published,Length (s),Season,Episode,Transcript,Soundbites,Audio,GUID,Added');
  // Every episode of the filtered list (more than one page of 25), in the list's order.
  expect(lines).toHaveLength(HARBOUR.episodes + 1);
  expect(lines[1]).toContain(',Harbour Notes 1,Harbour Notes,');
  await expect(page.getByRole('alert').filter({ hasText: `Exported ${HARBOUR.episodes} rows` })).toBeVisible();
});

test('Export CSV on Activity writes who did what to which record, every change of an event in its one cell', async ({ page, staff }) => {
  const harbour = await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/activity?recordType=podcast');
  await expect(page.getByRole('table')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const parsed = Papa.parse<Record<string, string>>(fs.readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields).toEqual(['When', 'Who', 'What', 'Record type', 'Record ID', 'Record', 'Still there', 'Changes']);
  // Only the filtered records, each with its e-mail, words and record.
  expect(new Set(parsed.data.map((row) => row['Record type']))).toEqual(new Set(['podcast']));
  // Its oldest event, the one that added it, lists what the feed set.
  const imported = parsed.data.filter((row) => row['Record ID'] === harbour.id).at(-1)!;
  expect(imported).toMatchObject({ Record: HARBOUR.title, 'Still there': 'yes' });
  expect(imported.Who).toMatch(new RegExp(`@${STAFF_DOMAIN}$`));
  expect(imported.What).toMatch(/podcast/);
  expect(imported.Changes?.split('\n').length).toBeGreaterThan(1);
  expect(imported.Changes).toContain('Title: Harbour Notes');
});

test("New soundbite on the list asks for the episode and opens its editor; a list of one episode's goes straight there", async ({
  page,
  staff,
}) => {
  const podcast = await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/soundbites');
  const start = page.getByRole('button', { name: 'New soundbite…' });
  await start.click();
  const dialog = page.getByRole('dialog', { name: 'New soundbite' });
  const episode = dialog.getByRole('combobox', { name: 'Episode' });
  await expect(episode).toBeFocused();
  const open = dialog.getByRole('button', { name: 'Open the episode' });
  // Nothing chosen yet: Open says so at the field rather than going anywhere.
  await open.click();
  await expect(episode).toHaveAccessibleDescription(/Choose an episode from the list\./);
  // Searched among every podcast's episodes by the API, each option naming its podcast.
  await episode.fill('Harbour Notes 17');
  const option = page.getByRole('option', { name: 'Harbour Notes 17' });
  await expect(option).toContainText(HARBOUR.title);
  await option.click();
  await expect(episode).toHaveAccessibleDescription(new RegExp(`^From ${HARBOUR.title} · `));
  // Editing the title lets go of the episode but keeps what is typed (it used to empty the box).
  await episode.press('End');
  await episode.press('Backspace');
  await expect(episode).toHaveValue('Harbour Notes 1');
  await expect(episode).toHaveAccessibleDescription(/^Type part of its title/);
  // Typing something else lets go of it: Open cannot open an episode no longer named.
  await episode.fill('Harbour Notes 17 and more');
  // Escape folds the options list away (the dialog stays), uncovering Open.
  await episode.press('Escape');
  await open.click();
  await expect(episode).toHaveAccessibleDescription(/Choose an episode from the list\./);
  await expect(dialog).toBeVisible();
  await episode.fill('Harbour Notes 17');
  await option.click();
  await open.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Notes 17' })).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/episode\//);
  const episodeId = new URL(page.url()).pathname.split('/').pop()!;

  // Cancel gives the keyboard back to the button.
  await page.goBack();
  await start.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(start).toBeFocused();

  await page.goto(`/ops/soundbites?podcastId=${podcast.id}&episodeId=${episodeId}`);
  await page.getByRole('button', { name: 'New soundbite', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Notes 17' })).toBeVisible();

  // Narrowed by the episode alone (as the Episodes list links), the list names it and its podcast.
  await page.goto(`/ops/soundbites?episodeId=${episodeId}`);
  await expect(page.getByText('Episode: Harbour Notes 17')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Episode' })).toHaveValue('Harbour Notes 17');
  await expect(page.getByRole('combobox', { name: 'Podcast' })).toHaveValue(HARBOUR.title);
});

test('an unticked row checkbox has an edge that stands out (3:1) in both colour schemes', async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/soundbites');
  const box = page.getByRole('checkbox', { name: /^Select / }).first();
  const edge = () => box.evaluate((el) => getComputedStyle(el).borderTopColor);
  // Gray 6 on white, 3.3:1; Mantine's gray 4 was 1.5:1.
  await expect.poll(edge).toBe('rgb(134, 142, 150)');
  await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByText('Dark', { exact: true }).click();
  // Dark 2 on the dark rows, 3.9:1 or more; Mantine's dark 4 was 1.5:1.
  await expect.poll(edge).toBe('rgb(130, 130, 130)');
});

test('filtering by status keeps only soundbites with that status', async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/soundbites');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByLabel('Status').selectOption('draft');
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  const statuses = page.getByRole('table').locator('tbody tr td:nth-child(6)');
  await expect(statuses.first()).toHaveText('draft');
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(['draft']));
});

test('on a phone each soundbite is a card with every detail in sight, and the list sorts from its Sort by bar', async ({ page, staff }) => {
  const podcast = await harbourPodcast(staff);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsStaff(page, staff, `/ops/soundbites?podcastId=${podcast.id}`);
  const title = HARBOUR.soundbites[0]!;
  const card = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card).toBeVisible();
  // The filters wait behind their button, which says how many are in use, so the first screen shows cards.
  const filters = page.getByRole('button', { name: 'Filters, 1 in use' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Status', { exact: true })).toBeHidden();
  await filters.click();
  await expect(page.getByLabel('Status', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Podcast' })).toHaveValue(HARBOUR.title);
  await filters.click();
  await expect(page.getByLabel('Status', { exact: true })).toBeHidden();

  // Nothing hides past the right edge: the list does not scroll sideways, and the card's last
  // details (its status and when it was added) lie inside the screen.
  const frame = page.getByRole('table').locator('xpath=ancestor::div[2]');
  expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  for (const cell of [card.getByRole('cell').nth(5), card.getByRole('cell').last()]) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(card.getByRole('cell').last()).toHaveText(/ago|just now/);

  // Ticking a card leaves it where it was, and what can be done with the selection stays in sight.
  const checkbox = card.getByRole('checkbox', { name: `Select ${title}` });
  await checkbox.scrollIntoViewIfNeeded();
  const before = (await checkbox.boundingBox())!.y;
  await checkbox.check();
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar).toContainText('1 selected');
  expect((await checkbox.boundingBox())!.y).toBe(before);
  await expect(bar).toBeInViewport();

  await page.getByRole('button', { name: /^Status/ }).click();
  await expect(page).toHaveURL(/sort=status/);
  await expect(page.getByRole('columnheader', { name: /^Status/ })).toHaveAttribute('aria-sort', 'ascending');

  // A tablet's width is still too narrow for this table: cards there too, nothing off the edge.
  await page.setViewportSize({ width: 820, height: 1000 });
  await expect.poll(() => frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  const added = card.getByRole('cell').last();
  expect((await added.boundingBox())!.x + (await added.boundingBox())!.width).toBeLessThanOrEqual(820);
});

test('on a phone the checkbox of a row ticked at the foot of the screen is not left under the selection bar, and unticking at the foot of the list moves nothing', async ({
  page,
  staff,
}) => {
  const podcast = await harbourPodcast(staff);
  await page.setViewportSize({ width: 390, height: 700 });
  await openAsStaff(page, staff, `/ops/soundbites?podcastId=${podcast.id}`);
  const rowCheckboxes = page.getByRole('checkbox', { name: /^Select (?!all on this page)/ });
  const bar = page.getByRole('region', { name: 'Selection' });
  const bottomOf = async (locator: typeof bar) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height;
  };

  const second = rowCheckboxes.nth(1);
  await second.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 10));
  await second.check();
  await expect(bar).toBeInViewport();
  await expect.poll(() => bottomOf(second)).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  await second.uncheck();
  await expect(bar).toBeHidden();

  const last = rowCheckboxes.last();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await last.check();
  await expect(bar).toContainText('1 selected');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const before = (await last.boundingBox())!.y;
  await last.uncheck();
  await expect(bar).toBeHidden();
  expect((await last.boundingBox())!.y).toBe(before);
});

test('moving through a list by keyboard keeps what has focus in sight, clear of the header and the selection bar', async ({
  page,
  staff,
}) => {
  const podcast = await harbourPodcast(staff);
  await page.setViewportSize({ width: 1280, height: 420 });
  await openAsStaff(page, staff, `/ops/soundbites?podcastId=${podcast.id}`);
  const first = page.getByRole('checkbox', { name: /^Select (?!all on this page)/ }).first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: 'Selection' })).toContainText('1 selected');
  await expectFocusClearOfBars(page, 'Tab', 20);
  await expectFocusClearOfBars(page, 'Shift+Tab', 30);
});

test('bulk-hiding two soundbites of a filtered list asks first, and they stay hidden after a reload', async ({ page, staff }) => {
  const podcast = await harbourPodcast(staff);
  const [first, second] = [HARBOUR.soundbites[2]!, HARBOUR.soundbites[3]!];
  await openAsStaff(page, staff, `/ops/soundbites?status=draft&podcastId=${podcast.id}`);
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await expect(page.getByRole('region', { name: 'Selection' })).toContainText('2 selected');
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Hide', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Hide 2 soundbites?' });
  await dialog.getByRole('button', { name: 'Hide 2 soundbites' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 soundbites hidden' })).toBeVisible();
  // The selection's bar went with the change: the keyboard's place is Undo, not the page's top.
  await expect(page.getByRole('alert').getByRole('button', { name: 'Undo' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('link', { name: HARBOUR.soundbites[0]! })).toBeVisible();
  await expect(page.getByRole('link', { name: first })).toHaveCount(0);
  await expect(page.getByRole('link', { name: second })).toHaveCount(0);
  await page.goto(`/ops/soundbites?status=hidden&podcastId=${podcast.id}`);
  await expect(page.getByRole('link', { name: first })).toBeVisible();
  await expect(page.getByRole('link', { name: second })).toBeVisible();

  // Hidden again: the dialog says nothing would change and offers only Cancel.
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Hide', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Hide 2 soundbites?' });
  await expect(again).toContainText('All of them are already hidden: nothing will change.');
  await expect(again.getByRole('button', { name: 'Hide 2 soundbites' })).toBeDisabled();
  await expect(again.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole('region', { name: 'Selection' })).toContainText('2 selected');
});

test("Undo after a bulk change restores only what this tab changed, keeping another tab's change made since", async ({ page, staff }) => {
  const podcast = await harbourPodcast(staff);
  const [first, second] = [HARBOUR.soundbites[2]!, HARBOUR.soundbites[3]!];
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await idTokenOf(staff)}` };
  const listed = (await (await fetch(`${E2E_BASE_URL}/api/ops/soundbites?podcastId=${podcast.id}&pageSize=100`, { headers })).json()) as {
    items: Array<{ id: string; title: string }>;
  };
  const idOf = (title: string) => listed.items.find((item) => item.title === title)!.id;
  const setStatus = async (ids: string[], status: string) =>
    expect(
      (await fetch(`${E2E_BASE_URL}/api/ops/soundbites/bulk-status`, { method: 'POST', headers, body: JSON.stringify({ ids, status }) }))
        .status,
    ).toBe(200);
  await setStatus([idOf(first), idOf(second)], 'hidden');

  await openAsStaff(page, staff, `/ops/soundbites?status=hidden&podcastId=${podcast.id}`);
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Publish 2 soundbites?' }).getByRole('button', { name: 'Publish 2 soundbites' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 soundbites published' })).toBeVisible();

  // Another tab hides the second again before this one's Undo.
  await setStatus([idOf(second)], 'hidden');
  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Undone' })).toContainText(
    '1 soundbite is back as it was. 1 was changed again since, and is left as it is.',
  );
  const after = (await (
    await fetch(`${E2E_BASE_URL}/api/ops/soundbites?podcastId=${podcast.id}&status=hidden&pageSize=100`, { headers })
  ).json()) as { items: Array<{ title: string }> };
  expect(after.items.map((item) => item.title).sort()).toEqual([first, second].sort());
});

test('search finds a phrase said in a transcript, and a name typed with a typo', async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/search');
  await page.getByLabel('Search', { exact: true }).fill(HARBOUR.phrase);
  await expect(page).toHaveURL(/\/ops\/search\?q=the/);
  const lines = page.getByRole('region', { name: 'Transcript lines' });
  await expect(lines.locator('mark').first()).toBeVisible();
  await expect(lines).toContainText('marmalade lighthouse');
  await expect(lines.getByRole('link').first()).toHaveAttribute('href', /\/ops\/episode\/[0-9a-f-]+\?t=5/);

  await page.getByLabel('Search', { exact: true }).fill('Wilhelmina Quarington');
  await expect(page.getByText('Did you mean')).toBeVisible();
  const people = page.getByRole('region', { name: 'People and topics' });
  await expect(people.getByRole('link', { name: HARBOUR.host })).toBeVisible();
  // What tells namesakes apart: the podcasts each is linked with.
  await expect(people.getByText(`1 record in ${HARBOUR.title}`, { exact: true })).toBeVisible();
});

test('a search group with more hits than shown opens on its own with more of them', async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/search?q=harbour');
  const episodes = page.getByRole('region', { name: 'Episodes' });
  await expect(episodes.getByRole('link', { name: /^Harbour Notes \d+$/ })).toHaveCount(10);
  await episodes.getByRole('link', { name: 'Show more episodes' }).click();
  await expect(page).toHaveURL(/kind=episode/);
  await expect(page.getByRole('region', { name: 'Episodes' }).getByRole('link', { name: /^Harbour Notes \d+$/ })).toHaveCount(
    HARBOUR.episodes,
  );
  await expect(page.getByRole('region', { name: 'Podcasts' })).toHaveCount(0);
  await page.getByRole('link', { name: '← Every kind' }).click();
  await expect(page.getByRole('region', { name: 'Podcasts' })).toBeVisible();
});

test('the command palette opens a soundbite by its title', async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops dashboard' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByLabel('Command palette', { exact: true });
  await expect(palette).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Jump to a page or record' })).toBeVisible();
  await palette.fill('Gulls at first');
  const hit = page.getByRole('listbox', { name: 'Pages and records' }).getByRole('option', { name: /Gulls at first light/ });
  await expect(hit).toBeVisible();
  // The arrow keys' choice is the box's active descendant: what a screen reader announces.
  await palette.press('ArrowDown');
  await expect(palette).toHaveAttribute('aria-activedescendant', /.+/);
  const active = await palette.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await hit.click();
  await expect(page).toHaveURL(/\/ops\/soundbite\/[A-Za-z0-9_-]+$/);
});

test('on a phone the rows of the command palette fit inside it, the kind of each in sight', async ({ page, staff }) => {
  await harbourPodcast(staff);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsStaff(page, staff, '/ops');
  await page.getByRole('button', { name: /^Jump to/ }).click();
  await page.getByLabel('Command palette', { exact: true }).fill('Harbour Notes');
  const list = page.getByRole('listbox', { name: 'Pages and records' });
  await expect(list.getByRole('option', { name: /^Every result for/ })).toBeVisible();
  const listRight = await list.evaluate((element) => element.getBoundingClientRect().right);
  const options = await list
    .getByRole('option')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
  expect(options.length).toBeGreaterThan(2);
  for (const right of options) expect(right).toBeLessThanOrEqual(listRight);
  const episode = list.getByRole('group', { name: 'Episodes' }).getByRole('option').first();
  await expect(episode.getByText('Episode', { exact: true })).toBeInViewport();
});

test('in the command palette, what is typed straight after Ctrl+K is kept, and Enter opens the best match as soon as it is listed', async ({
  page,
  staff,
}) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops dashboard' })).toBeVisible();
  const palette = page.getByLabel('Command palette', { exact: true });
  // Opened a second time, and typed into with no pause for the dialog to open: its box has the first letters too.
  await page.keyboard.press('Control+K');
  await expect(palette).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('Gulls at first light');
  await expect(palette).toHaveValue('Gulls at first light');
  const hit = page
    .getByRole('listbox', { name: 'Pages and records' })
    .getByRole('option', { name: /Gulls at first light/ })
    .first();
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await palette.press('Enter');
  await expect(page).toHaveURL(/\/ops\/soundbite\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gulls at first light' })).toBeVisible();
});

test('the command palette starts a task anywhere: Add a podcast and New soundbite open their dialogs over the page', async ({
  page,
  staff,
}) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/activity');
  const jump = page.getByRole('button', { name: /^Jump to…/ });
  await jump.click();
  const palette = page.getByLabel('Command palette', { exact: true });
  // Found by other words for it too.
  await palette.fill('import');
  await page
    .getByRole('group', { name: 'Tasks' })
    .getByRole('option', { name: /Add a podcast/ })
    .click();
  const add = page.getByRole('dialog', { name: 'Add a podcast' });
  await expect(add.getByLabel('Feed URL')).toBeFocused();
  await expect(page).toHaveURL(/\/ops\/activity$/);
  // Closed without adding, it gives the keyboard back to where it was before the palette.
  await page.keyboard.press('Escape');
  await expect(add).toHaveCount(0);
  await expect(jump).toBeFocused();

  // A feed URL pasted is the podcast to add: the dialog opens with it, waiting for Add podcast.
  const feedUrl = host.url('/a-feed-to-add.xml');
  await page.keyboard.press('Control+K');
  await palette.fill(feedUrl);
  await page
    .getByRole('group', { name: 'Tasks' })
    .getByRole('option', { name: `Add the podcast at ${feedUrl}` })
    .click();
  await expect(add.getByLabel('Feed URL')).toHaveValue(feedUrl);
  await page.keyboard.press('Escape');
  await expect(add).toHaveCount(0);

  await page.keyboard.press('Control+K');
  await palette.fill('new sound');
  await palette.press('Enter');
  const choose = page.getByRole('dialog', { name: 'New soundbite' });
  const episode = choose.getByRole('combobox', { name: 'Episode' });
  await expect(episode).toBeFocused();
  await episode.fill('Harbour Notes 17');
  await page.getByRole('option', { name: 'Harbour Notes 17' }).click();
  await choose.getByRole('button', { name: 'Open the episode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Notes 17' })).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/episode\//);
  await expect(choose).toHaveCount(0);
});

test('the command palette leads on to every result on the Search page', async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops dashboard' })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.getByLabel('Command palette', { exact: true }).fill('harbour');
  await page.getByRole('option', { name: /Every result for “harbour”/ }).click();
  await expect(page).toHaveURL(/\/ops\/search\?q=harbour$/);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('harbour');
});

test('a list whose API answers 500 shows the error with Retry, and Retry recovers', async ({ page, staff }) => {
  await harbourPodcast(staff);
  let failing = true;
  await page.route('**/api/ops/podcasts?**', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal_error', message: 'The database is not answering' } }),
        })
      : route.fallback(),
  );
  await openAsStaff(page, staff, '/ops/podcasts');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load podcasts' });
  await expect(alert).toContainText('The database is not answering');
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: HARBOUR.title, exact: true })).toBeVisible();
});

test('an unknown ops path is not found inside the console, with its navigation; ? lists the shortcuts', async ({ page, staff }) => {
  await openAsStaff(page, staff, '/ops/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ops' }).getByRole('link', { name: 'Soundbites' })).toBeVisible();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Open the command palette');
});

test('shortcuts without Ctrl can be turned off from the shortcuts dialog, and back on', async ({ page, staff }) => {
  await openAsStaff(page, staff, '/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const toggle = dialog.getByRole('switch', { name: /Shortcuts without Ctrl/ });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.locator('body').press('g');
  await page.locator('body').press('p');
  await page.locator('body').press('?');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops dashboard' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await page.keyboard.press('Escape');
  // Until the dialog has gone the focus is still on the switch, where letters are not shortcuts.
  await expect(dialog).toBeHidden();
  await page.locator('body').press('g');
  await page.locator('body').press('p');
  await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
});

test('an unverified staff address gets a screen saying so, with the verification e-mail to resend', async ({ page }) => {
  const account = await createAccount({ domain: STAFF_DOMAIN, verified: false, localPart: 'unverified' });
  await page.goto('/ops/auth?redirect=/ops');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
  await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
  await page.getByRole('button', { name: 'Resend the verification e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent.' })).toBeVisible();
});

test('a list link with values the list does not know opens the list on its defaults', async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/podcasts?sort=bogus&pageSize=abc&status=nonsense&page=-3');
  await expect(page.getByRole('link', { name: HARBOUR.title }).first()).toBeVisible();
  await expect(page.getByText('Could not load podcasts')).toHaveCount(0);
});

test("a podcast's page shows its feed, counts and people, and pausing it shows in its history", async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/podcasts');
  await page.getByRole('link', { name: HARBOUR.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: HARBOUR.title })).toBeVisible();
  await expect(page).toHaveTitle(`${HARBOUR.title} · Ops · Soundbites`);
  await expect(page.getByRole('link', { name: host.url('/harbour.xml') })).toBeVisible();
  await expect(page.getByRole('region', { name: 'People' }).getByRole('link', { name: HARBOUR.host })).toBeVisible();

  await page.getByRole('button', { name: `Pause ${HARBOUR.title}` }).click();
  await expect(page.getByText('Not refreshed, and not shown publicly, until resumed.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('history-entry').first()).toContainText('paused');
  await expect(history.getByTestId('history-entry').first()).toContainText('Status: active → paused');
  await page.getByRole('button', { name: `Resume ${HARBOUR.title}` }).click();
  await expect(page.getByText('Refreshed on schedule and shown publicly.')).toBeVisible();

  await page.getByRole('link', { name: `${HARBOUR.episodes} episodes`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Episodes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Harbour Notes 40', exact: true })).toBeVisible();
});

test('a feed that moved without saying so gets its new address on its page, once it answers there, and is fetched from there', async ({
  page,
  staff,
}) => {
  await harbourPodcast(staff);
  const podcast = await importFeed(staff, host.url(DRIFT.oldPath));
  await openAsStaff(page, staff, `/ops/podcast/${podcast.id}`);
  const change = page.getByRole('button', { name: 'Change the feed URL' });
  await change.click();
  const field = page.getByLabel('New feed URL');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(host.url(DRIFT.oldPath));
  const save = page.getByRole('button', { name: 'Save and refresh' });

  // Another podcast's address is refused at the field, with the way to that podcast.
  await field.fill(host.url('/harbour.xml'));
  await save.click();
  await expect(field).toHaveAccessibleDescription(new RegExp(`“${HARBOUR.title}” is already added from`));
  await expect(field).toBeFocused();
  await expect(page.getByRole('link', { name: 'Open the podcast already there' })).toBeVisible();

  // Typing again takes the refusal away; an address that answers no feed is refused before anything is saved.
  await field.fill(host.url('/nowhere.xml'));
  await expect(page.getByRole('link', { name: 'Open the podcast already there' })).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await save.click();
  await expect(field).toHaveAccessibleDescription(/The feed host answered HTTP 404\. The feed URL was not changed\./);
  await expect(field).toBeFocused();

  // A feed of another title (neither has a podcast:guid to tell) waits for staff to accept the title.
  const accept = page.getByRole('button', { name: 'Accept the new title' });
  await field.fill(host.url(DRIFT.renamedPath));
  await save.click();
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`That address serves “${DRIFT.newTitle}”, not “${DRIFT.title}”\\..*The feed URL was not changed\\.`),
  );
  await expect(accept).toBeVisible();
  await field.fill(host.url(DRIFT.newPath));
  await expect(accept).toHaveCount(0);

  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fetched from the new address' })).toContainText('no new or changed episodes');
  await expect(page.getByRole('link', { name: new RegExp(`^${host.url(DRIFT.newPath)}`) })).toBeVisible();
  await expect(change).toBeFocused();
  await expect(page.getByText('The last refresh failed', { exact: true })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('history-entry').filter({ hasText: 'edited' }).first()).toContainText(
    `Feed URL: ${host.url(DRIFT.oldPath)} → ${host.url(DRIFT.newPath)}`,
  );

  // Renamed with its next move: accepted, it is fetched from there and takes the feed's new title.
  await change.click();
  await field.fill(host.url(DRIFT.renamedPath));
  await save.click();
  await accept.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fetched from the new address' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DRIFT.newTitle })).toBeVisible();
});

test('a podcast added by mistake is deleted from its page once its title is typed, and is gone everywhere', async ({ page, staff }) => {
  const podcast = await importFeed(staff, host.url('/mistake.xml'));
  await openAsStaff(page, staff, `/ops/podcast/${podcast.id}`);
  const open = page.getByRole('button', { name: 'Delete podcast…' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Delete ${MISTAKE.title}?` });
  await expect(dialog).toContainText(`${MISTAKE.episodes} episodes`);
  await expect(dialog).toContainText('1 soundbite, staff edits included; none is published, so no listener has them;');
  await expect(dialog).toContainText('This cannot be undone.');
  const deleteButton = dialog.getByRole('button', { name: 'Delete this podcast' });
  // Pressed before the title is typed, it deletes nothing and says why at the field.
  const confirmField = dialog.getByLabel(/^Type the podcast’s title to confirm/);
  await confirmField.fill(MISTAKE.title.slice(0, 5));
  await deleteButton.click();
  await expect(confirmField).toHaveAccessibleDescription('Type the title exactly as it is shown, to confirm.');
  await expect(confirmField).toBeFocused();
  await expect(dialog).toBeVisible();
  // Closed without deleting: nothing happens, and the focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  // From the keyboard: Enter in the title's box deletes it.
  await dialog.getByLabel(/^Type the podcast’s title to confirm/).fill(MISTAKE.title);
  await dialog.getByLabel(/^Type the podcast’s title to confirm/).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: `Deleted ${MISTAKE.title}` })).toContainText('With 2 episodes and 1 soundbite.');
  await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
  await expect(page.getByRole('link', { name: MISTAKE.title })).toHaveCount(0);
  // The dialog's button went with the page: the keyboard goes on from the list's top.
  await expect(page.locator('main')).toBeFocused();

  await page.goto(`/ops/podcast/${podcast.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Podcast not found' })).toBeVisible();
  // The audit keeps what it was.
  await page.goto('/ops/activity');
  await expect(page.getByText(new RegExp(`deleted a podcast.*${MISTAKE.title}|${MISTAKE.title}.*deleted a podcast`)).first()).toBeVisible();
  // Named, not linked: its page is gone. So are the events from before, its import's among them.
  const deletion = page.getByRole('row').filter({ hasText: 'deleted a podcast' }).filter({ hasText: MISTAKE.title }).first();
  await expect(deletion.getByRole('link', { name: MISTAKE.title })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: MISTAKE.title }).filter({ hasNotText: 'deleted a podcast' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: MISTAKE.title })).toHaveCount(0);
});

test('Back from a record opened from a list returns the keyboard to the row it was opened from', async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/podcasts');
  const row = page.getByRole('link', { name: HARBOUR.title, exact: true });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: HARBOUR.title })).toBeVisible();
  // The link went with the list: the keyboard goes on from the record's page.
  await expect(page.locator('main')).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('link', { name: HARBOUR.title, exact: true })).toBeFocused();
});

test('a podcast page for an id that does not exist says so, with the way back', async ({ page, staff }) => {
  await openAsStaff(page, staff, '/ops/podcast/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Podcast not found' })).toBeVisible();
  await expect(page).toHaveTitle('Podcast not found · Ops · Soundbites');
  await page.getByRole('link', { name: 'Every podcast' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
});

test('a person or topic added by staff opens its page, and the list finds it by name and kind', async ({ page, staff }) => {
  const name = `Tide pools ${Date.now()}`;
  await openAsStaff(page, staff, '/ops/entities');
  await expect(page.getByRole('heading', { level: 1, name: 'People & topics' })).toBeVisible();
  await page.getByRole('button', { name: 'Add person or topic' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a person or topic' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Give it a name.')).toBeVisible();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await dialog.getByRole('option', { name: 'Topic' }).click();
  await dialog.getByLabel('Name').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Ops · Soundbites`);
  // The dialog went with the list: the keyboard goes on from the new page's top.
  await expect(page.locator('main')).toBeFocused();

  // The same name again is said while typing, with the way to the one already there.
  await page.goto('/ops/entities');
  await page.getByRole('button', { name: 'Add person or topic' }).first().click();
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await expect(dialog.getByText(`“${name.toUpperCase()}” is already here`)).toBeVisible();
  // Typing on makes it old news, until the new name settles.
  await dialog.getByLabel('Name').fill(`${name} the second`);
  await expect(dialog.getByText(/is already here/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await expect(dialog.getByText(`“${name.toUpperCase()}” is already here`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create another anyway' })).toBeVisible();
  await dialog.getByRole('link', { name: new RegExp(`^${name} \\(topic`) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto('/ops/entities?kind=person');
  await page.getByLabel('Search', { exact: true }).fill(name);
  await expect(page.getByText('No people and topics match these filters')).toBeVisible();
  await page.getByLabel('Kind').selectOption('topic');
  await expect(page).toHaveURL(/kind=topic/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});

test('a person or topic added by mistake is deleted from its page, said first, and is gone from the list', async ({ page, staff }) => {
  const name = `Slip of the keyboard ${Date.now()}`;
  await openAsStaff(page, staff, '/ops/entities');
  await page.getByRole('button', { name: 'Add person or topic' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add a person or topic' });
  await add.getByLabel('Name').fill(name);
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Created with a click, the keyboard goes on from the new page's content too.
  await expect(page.locator('main')).toBeFocused();

  const open = page.getByRole('button', { name: `Delete ${name}…` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText('It is linked to nothing, so only its name and details go.');
  await expect(dialog).not.toContainText('A feed names it');
  // The safe choice has the focus; Cancel hands it back to the button.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Deleted ${name}` })).toContainText('It was linked to nothing.');
  await expect(page.getByRole('heading', { level: 1, name: 'People & topics' })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(name);
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.goto('/ops/activity');
  await expect(page.getByRole('row').filter({ hasText: 'deleted a person or topic' }).filter({ hasText: name }).first()).toBeVisible();
});

test('people linked to nothing are found with the Links filter and deleted together, said first', async ({ page, staff }) => {
  const tag = `Stray ${Date.now()}`;
  for (const name of [`${tag} Ada`, `${tag} Bo`]) await apiCall(staff, 'POST', '/api/ops/entities', { kind: 'person', name });
  await openAsStaff(page, staff, `/ops/entities?q=${encodeURIComponent(tag)}`);
  await page.getByLabel('Links').selectOption('false');
  await expect(page).toHaveURL(/linked=false/);
  await expect(page.getByRole('link', { name: `${tag} Bo`, exact: true })).toBeVisible();

  await page.getByRole('checkbox', { name: `Select ${tag} Ada` }).check();
  await page.getByRole('checkbox', { name: `Select ${tag} Bo` }).check();
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 people and topics?' });
  await expect(dialog).toContainText('None of them is linked to anything, so only their names and details go.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete 2 people and topics' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Deleted 2 people and topics' })).toContainText('They were linked to nothing.');
  // The dialog and the selection's bar went: the keyboard goes on from the page's content.
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByText('No people and topics match these filters')).toBeVisible();
  await page.goto('/ops/activity');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'deleted a person or topic' })
      .filter({ hasText: `${tag} Bo` })
      .first(),
  ).toBeVisible();
});

test('activity lists every change with who made it, and narrows to one person and one kind of record', async ({ page, staff }) => {
  const podcast = await harbourPodcast(staff);
  await openAsStaff(page, staff, `/ops/podcast/${podcast.id}`);
  await page.getByRole('button', { name: `Pause ${HARBOUR.title}` }).click();
  await expect(page.getByText('Not refreshed, and not shown publicly, until resumed.')).toBeVisible();
  await page.getByRole('button', { name: `Resume ${HARBOUR.title}` }).click();
  await expect(page.getByText('Refreshed on schedule and shown publicly.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Ops' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText(`${staff.email} resumed a podcast: ${HARBOUR.title}`);
  await expect(newest).toContainText('Status: paused → active');

  await page.getByLabel('Records').selectOption('soundbite');
  await expect(page).toHaveURL(/recordType=soundbite/);
  await expect(page.getByRole('row').filter({ hasText: 'resumed a podcast' })).toHaveCount(0);
  await page.getByLabel('Records').selectOption('podcast');
  // A period: from tomorrow nothing is listed; from today the change is.
  const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  };
  await page.getByLabel('From', { exact: true }).fill(day(1));
  await expect(page).toHaveURL(new RegExp(`from=${day(1)}`));
  await expect(page.getByRole('row').filter({ hasText: 'resumed a podcast' })).toHaveCount(0);
  await page.getByLabel('From', { exact: true }).fill(day(0));
  await page.getByLabel('To', { exact: true }).fill(day(0));
  await expect(page).toHaveURL(new RegExp(`from=${day(0)}.*to=${day(0)}|to=${day(0)}.*from=${day(0)}`));
  await expect(newest).toContainText('resumed a podcast');
  // A To day before From is held in its box with the reason; the list keeps its period.
  await page.getByLabel('To', { exact: true }).fill(day(-1));
  await expect(page.getByText('Before the From day')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`to=${day(0)}`));
  await expect(newest).toContainText('resumed a podcast');
  await page.getByLabel('To', { exact: true }).fill(day(0));
  await expect(page.getByText('Before the From day')).toHaveCount(0);
  await newest.getByRole('link', { name: staff.email }).click();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(staff.email);
  await expect(page.getByRole('row').nth(1)).toContainText('resumed a podcast');
  await page.getByRole('row').nth(1).getByRole('link', { name: HARBOUR.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: HARBOUR.title })).toBeVisible();
});

test('page numbers are links, and Back after searching a list returns to the page it started from', async ({ page, staff }) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/episodes');
  // Page numbers are links to their pages.
  const second = page.getByRole('link', { name: 'Page 2', exact: true });
  await expect(second).toHaveAttribute('href', '/ops/episodes?page=2');
  await second.click();
  await expect(page).toHaveURL(/\/ops\/episodes\?page=2$/);
  await expect(second).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/ops/episodes');
  await page.getByLabel('Search', { exact: true }).fill('Harbour Notes 1');
  await expect(page).toHaveURL(/q=Harbour/);
  // Refining the words does not add a history entry per pause in the typing.
  await page.getByLabel('Search', { exact: true }).fill('Harbour Notes 12');
  await expect(page).toHaveURL(/q=Harbour(\+|%20)Notes(\+|%20)12/);
  await expect(page.getByRole('link', { name: 'Harbour Notes 12', exact: true })).toBeVisible();
  // Other words are another search: Back returns to this one.
  await page.getByLabel('Search', { exact: true }).fill('Notes 3');
  await expect(page).toHaveURL(/q=Notes(\+|%20)3/);
  await page.goBack();
  await expect(page).toHaveURL(/q=Harbour(\+|%20)Notes(\+|%20)12/);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('Harbour Notes 12');

  await page.goBack();
  await expect(page).toHaveURL(/\/ops\/episodes\?page=2$/);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
});

test('leaving a list for a record and coming back by its breadcrumb or the navigation returns to the same view', async ({
  page,
  staff,
}) => {
  await harbourPodcast(staff);
  await openAsStaff(page, staff, '/ops/episodes?q=Harbour&sort=title&page=2');
  const view = /\/ops\/episodes\?(?=.*q=Harbour)(?=.*sort=title)(?=.*page=2)/;
  const record = page.getByRole('main').getByRole('table').getByRole('link').first();
  await expect(record).toBeVisible();

  await record.click();
  await expect(page).not.toHaveURL(/\/ops\/episodes/);
  // The record's breadcrumb, not the navigation's link of the same name (the second half uses that).
  await page
    .locator('main a:not(nav *)')
    .filter({ hasText: /^Episodes$/ })
    .click();
  await expect(page).toHaveURL(view);

  await record.click();
  await expect(page).not.toHaveURL(/\/ops\/episodes/);
  await page.getByRole('navigation', { name: 'Ops' }).getByRole('link', { name: 'Episodes' }).click();
  await expect(page).toHaveURL(view);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('Harbour');
});

test("a podcast's page lists its newest episodes, each leading to its page, and the way to all of them", async ({ page, staff }) => {
  const podcast = await harbourPodcast(staff);
  await openAsStaff(page, staff, `/ops/podcast/${podcast.id}`);
  const latest = page.getByRole('region', { name: 'Latest episodes' });
  await expect(latest.getByRole('listitem')).toHaveCount(5);
  await latest.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/ops\/episode\//);
  await page.goBack();
  await latest.getByRole('link', { name: `All ${HARBOUR.episodes} episodes →` }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/episodes\\?podcastId=${podcast.id}`));
  await expect(page.getByText(`${HARBOUR.episodes} episodes`, { exact: false }).first()).toBeVisible();
});
