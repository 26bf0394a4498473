import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/constants';
import { expect, restoreSession, test, type Session } from './support/fixtures';
import { startFeedHost } from './support/feed-host';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift';
import { apiCall, idTokenOf, importFeed } from './support/ops-api';

/** The demo podcast the app serves itself, with its script's timings (the transcripts are written from them). */
const manifest = JSON.parse(
  fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/demo-content/manifest.json'), 'utf8'),
) as { episodes: { guid: string; title: string; sentences: { start: number; end: number; text: string }[] }[] };
const episodeOne = manifest.episodes[0]!;
const sentence = (index: number) => episodeOne.sentences[index]!;

/** The id of one of the demo podcast's episodes (the first unless told), importing the demo feed (idempotent) when needed. */
async function demoEpisodeId(staff: Session, title = episodeOne.title): Promise<string> {
  const podcast = await importFeed(staff, `${E2E_BASE_URL}/demo/feed.xml`);
  const page = await apiCall<{ items: { id: string; title: string }[] }>(
    staff,
    'GET',
    `/api/ops/episodes?podcastId=${podcast.id}&pageSize=10`,
  );
  const episode = page.items.find((item) => item.title === title);
  if (!episode) throw new Error(`The demo feed has no episode “${title}”`);
  return episode.id;
}

async function newSoundbite(staff: Session, title: string, startSeconds = 30, durationSeconds = 5) {
  const episodeId = await demoEpisodeId(staff);
  return apiCall<{ id: string; updatedAt: string }>(staff, 'POST', `/api/ops/episodes/${episodeId}/soundbites`, {
    title,
    startSeconds,
    durationSeconds,
  });
}

async function openEditor(page: Page, staff: Session, id: string) {
  await restoreSession(page, staff);
  await page.goto(`/ops/soundbite/${id}`);
  await expect(page.locator('[data-testid="waveform"][data-drawn="true"]')).toBeVisible();
}

const setTime = async (page: Page, label: 'Start' | 'End', value: string) => {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Enter');
};

test('cut a soundbite with the inputs, the transcript and the keys; save, reload, publish; history; the share page plays the new range', async ({
  page,
  staff,
}) => {
  test.setTimeout(90_000);
  const soundbite = await newSoundbite(staff, 'E2E range');
  await openEditor(page, staff, soundbite.id);

  await setTime(page, 'Start', '0:12.5');
  await setTime(page, 'End', '18.25');
  await expect(page.getByText('0:12.5–0:18.25')).toBeVisible();
  // A mistyped End is explained and changes nothing, rather than becoming a 0.1 s soundbite.
  await setTime(page, 'End', '0:05');
  await expect(page.getByText('End must be at least 0.1 s after Start (0:12.5).')).toBeVisible();
  await expect(page.getByText('0:12.5–0:18.25')).toBeVisible();
  await setTime(page, 'End', '18.25');
  await expect(page.getByText('End must be at least 0.1 s after Start')).toHaveCount(0);

  // Cut on the words: click a line for the start, Shift-click one for the end.
  await page.getByRole('button', { name: new RegExp(sentence(3).text) }).click();
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue(`0:0${sentence(3).start}`);
  await page.getByRole('button', { name: new RegExp(sentence(4).text) }).click({ modifiers: ['Shift'] });
  await expect(page.getByLabel('End', { exact: true })).toHaveValue(`0:${sentence(4).end}`);
  await expect(page.getByRole('button', { name: new RegExp(sentence(4).text) })).toHaveAttribute('aria-current', 'true');
  // Without a Shift key (a touch screen), a line sets the end once that is chosen.
  await page.getByText('Ends there', { exact: true }).click();
  await page.getByRole('button', { name: new RegExp(sentence(5).text) }).click();
  await expect(page.getByLabel('End', { exact: true })).toHaveValue(`0:${sentence(5).end}`);
  await page.getByRole('button', { name: new RegExp(sentence(4).text) }).click();
  await expect(page.getByLabel('End', { exact: true })).toHaveValue(`0:${sentence(4).end}`);
  await page.getByText('Starts there', { exact: true }).click();

  // ] moves the start 0.1 s later, and says so to screen readers.
  await page.getByRole('button', { name: 'Play soundbite' }).focus();
  await page.keyboard.press(']');
  const start = Math.round((sentence(3).start + 0.1) * 1000) / 1000;
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue(`0:0${start}`);
  await expect(page.getByTestId('range-announcement')).toHaveText(`Start ${start} seconds`);

  // A title over the limit is explained and cannot be sent.
  await page.getByLabel('Title', { exact: true }).fill('x'.repeat(140));
  await expect(page.getByText('At most 128 characters (12 too many)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await page.getByLabel('Title', { exact: true }).fill('Cut on the words');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Cut on the words');
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue(`0:0${start}`);
  await expect(page.getByLabel('End', { exact: true })).toHaveValue(`0:${sentence(4).end}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cut on the words' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('published', { exact: true })).toBeVisible();

  const history = page.getByRole('region', { name: 'History' });
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(history.getByTestId('history-entry')).toHaveCount(3);
  await expect(history.getByTestId('history-entry').first()).toContainText('edited');
  await expect(history.getByTestId('history-entry').first()).toContainText(staff.email);
  await expect(history.getByTestId('history-entry').first()).toContainText('draft → published');
  await expect(history.getByText('Cut on the words').first()).toBeVisible();

  await expect(page.getByTestId('share-preview')).toContainText('Cut on the words — Soundbites Demo');
  await page.goto(`/share?soundbite=${soundbite.id}`);
  // The server's look-alike shows a Play button before the app mounts; the app's player has the <audio>.
  const audio = page.locator('audio');
  await expect(audio).toHaveCount(1);
  await page.getByRole('button', { name: /^Play/ }).click();
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement, from) => !el.paused && el.currentTime >= from - 0.3, start)).toBe(true);
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.paused), { timeout: 15_000 }).toBe(true);
  const stoppedAt = await audio.evaluate((el: HTMLAudioElement) => el.currentTime);
  expect(stoppedAt).toBeGreaterThan(sentence(4).end - 0.3);
  expect(stoppedAt).toBeLessThan(sentence(4).end + 0.3);
});

test('the editor’s breadcrumb leads to the soundbite’s list, podcast and episode', async ({ page, staff }) => {
  const soundbite = await newSoundbite(staff, 'Breadcrumb moment');
  const { episode } = await apiCall<{ episode: { id: string; title: string } }>(staff, 'GET', `/api/ops/soundbites/${soundbite.id}`);
  await openEditor(page, staff, soundbite.id);
  await page.getByRole('main').getByRole('link', { name: episode.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/ops/episode/${episode.id}`));
});

test('after Save or Publish from the keyboard, the focus is on what was saved, not back at the top of the editor', async ({
  page,
  staff,
}) => {
  const soundbite = await newSoundbite(staff, 'Saved by keyboard');
  await openEditor(page, staff, soundbite.id);
  await page.getByLabel('Title', { exact: true }).fill('Saved by keyboard, renamed');
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  const note = page.getByRole('status').filter({ hasText: /^Saved\.$/ });
  await expect(note).toBeFocused();
  await page.getByRole('button', { name: 'Publish', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved and published.' })).toBeFocused();
  await expect(page.getByLabel('Start', { exact: true })).not.toBeFocused();
});

test('a stale save is refused with what changed, and the saved version can be reloaded', async ({ page, staff }) => {
  const soundbite = await newSoundbite(staff, 'Before both');
  await openEditor(page, staff, soundbite.id);

  await apiCall(staff, 'PATCH', `/api/ops/soundbites/${soundbite.id}`, { title: 'Saved elsewhere' });

  await page.getByLabel('Title', { exact: true }).fill('Mine, late');
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  const notice = page.getByRole('alert').filter({ hasText: 'Not saved: someone else changed this in the meantime' });
  await expect(notice).toBeVisible();
  // The refusal takes the focus, so the keyboard goes on from it, not from the top of the page.
  await expect(notice).toBeFocused();
  const changes = notice.getByRole('table', { name: 'What changed' });
  await expect(changes.getByRole('row', { name: /Title/ })).toContainText('Before both');
  await expect(changes.getByRole('row', { name: /Title/ })).toContainText('Saved elsewhere');
  await expect(changes.getByRole('row', { name: /Title/ })).toContainText('Mine, late');
  // The page shows what is saved now; the form still holds this editor's words.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved elsewhere');
  await expect(page.getByTestId('share-preview')).toContainText('Saved elsewhere');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Mine, late');

  await notice.getByRole('button', { name: 'Reload their version' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Saved elsewhere');
  await expect(notice).toBeHidden();
  // The notice went with the button pressed: the focus goes to the editor's first field, not the page.
  await expect(page.getByLabel('Start', { exact: true })).toBeFocused();
});

test('on a phone the refused save lists what changed field by field, with nothing to scroll sideways', async ({ page, staff }) => {
  const soundbite = await newSoundbite(staff, 'Narrow before');
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, staff, soundbite.id);
  await apiCall(staff, 'PATCH', `/api/ops/soundbites/${soundbite.id}`, { title: 'Narrow, saved elsewhere with a longer title' });
  await page.getByLabel('Title', { exact: true }).fill('Narrow, mine');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Not saved: someone else changed this in the meantime' });
  const title = notice.getByRole('list', { name: 'What changed' }).getByRole('listitem').filter({ hasText: 'Title' });
  await expect(title).toContainText('Was: Narrow before');
  await expect(title).toContainText('Saved now: Narrow, saved elsewhere with a longer title');
  await expect(title).toContainText('Yours: Narrow, mine');
  await expect(notice.getByRole('table')).toHaveCount(0);
  expect(await notice.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
});

test('on a phone the editor does not move as its parts arrive: the waveform and the lines under it are in place when it shows', async ({
  page,
  staff,
}) => {
  // A neighbour in the same episode: the line under the waveform then explains the bar that marks it.
  await newSoundbite(staff, 'Steady neighbour', 40, 5);
  const soundbite = await newSoundbite(staff, 'Steady on a phone', 30, 5);
  await page.setViewportSize({ width: 390, height: 844 });
  await watchLayoutShifts(page);
  await openEditor(page, staff, soundbite.id);
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
});

test('saving over a newer version keeps what the other editor changed in fields this one did not edit', async ({ page, staff }) => {
  const soundbite = await newSoundbite(staff, 'Shared between two', 30, 5);
  await openEditor(page, staff, soundbite.id);

  // The other editor moves the end and hides it.
  await apiCall(staff, 'PATCH', `/api/ops/soundbites/${soundbite.id}`, { durationSeconds: 8, status: 'hidden' });

  await page.getByLabel('Title', { exact: true }).fill('Renamed here');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Not saved: someone else changed this in the meantime' });
  await expect(notice.getByRole('row', { name: /Status/ })).toContainText('not edited: theirs stays');
  // The fields not edited here already show theirs (the end they moved); the edit stays.
  await expect(page.getByLabel('End', { exact: true })).toHaveValue('0:38');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Renamed here');
  await notice.getByRole('button', { name: 'Save mine over it' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved over the other version.' })).toBeVisible();

  const saved = await apiCall<{ title: string; startSeconds: number; durationSeconds: number; status: string }>(
    staff,
    'GET',
    `/api/ops/soundbites/${soundbite.id}`,
  );
  expect(saved).toMatchObject({ title: 'Renamed here', startSeconds: 30, durationSeconds: 8, status: 'hidden' });
  await expect(page.getByLabel('End', { exact: true })).toHaveValue('0:38');
});

test('saving over a newer version waits while my start and their end cross, and goes ahead once the range is set', async ({
  page,
  staff,
}) => {
  const soundbite = await newSoundbite(staff, 'Crossing edges', 0, 15);
  await openEditor(page, staff, soundbite.id);
  // The other editor ends it at 0:10; this one moves the start to 0:12, past that end.
  await apiCall(staff, 'PATCH', `/api/ops/soundbites/${soundbite.id}`, { durationSeconds: 10 });
  await page.getByLabel('Start', { exact: true }).fill('0:12');
  await page.getByLabel('Start', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Not saved: someone else changed this in the meantime' });
  await expect(notice).toContainText('Your edits and theirs together make a range that ends before it starts');
  const keepMine = notice.getByRole('button', { name: 'Save mine over it' });
  await expect(keepMine).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByLabel('End', { exact: true })).toHaveAccessibleDescription(/End must be at least 0.1 s after Start \(0:12\)/);

  await page.getByLabel('End', { exact: true }).fill('0:20');
  await page.getByLabel('End', { exact: true }).press('Enter');
  await keepMine.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved over the other version.' })).toBeVisible();
  const saved = await apiCall<{ startSeconds: number; durationSeconds: number }>(staff, 'GET', `/api/ops/soundbites/${soundbite.id}`);
  expect(saved).toMatchObject({ startSeconds: 12, durationSeconds: 8 });
});

test('a time the box could not take blocks saving until it is corrected', async ({ page, staff }) => {
  const soundbite = await newSoundbite(staff, 'Guarded times', 30, 5);
  await openEditor(page, staff, soundbite.id);
  await page.getByLabel('Start', { exact: true }).fill('0:10');
  await page.getByLabel('End', { exact: true }).fill('0:05');
  await page.getByLabel('End', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await expect(page.getByText('Correct the Start or End time above to save.')).toBeVisible();

  await page.getByLabel('End', { exact: true }).fill('0:14');
  await page.getByLabel('End', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const saved = await apiCall<{ startSeconds: number; durationSeconds: number }>(staff, 'GET', `/api/ops/soundbites/${soundbite.id}`);
  expect(saved).toMatchObject({ startSeconds: 10, durationSeconds: 4 });
});

test('Ctrl+S saves from the title box, and Discard changes goes back to the saved version after asking', async ({ page, staff }) => {
  const soundbite = await newSoundbite(staff, 'Keyed in');
  await openEditor(page, staff, soundbite.id);
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('Keyed in, saved by key');
  await title.press('Control+s');
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  expect((await apiCall<{ title: string }>(staff, 'GET', `/api/ops/soundbites/${soundbite.id}`)).title).toBe('Keyed in, saved by key');
  // From a time box too: what is typed there is taken as the key is pressed, and saved with the rest.
  const end = page.getByLabel('End', { exact: true });
  await end.fill('0:33.5');
  await end.press('Control+s');
  const savedRange = async () => {
    const saved = await apiCall<{ startSeconds: number; durationSeconds: number }>(staff, 'GET', `/api/ops/soundbites/${soundbite.id}`);
    return saved.startSeconds + saved.durationSeconds;
  };
  await expect.poll(savedRange).toBe(33.5);
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  await title.fill('A change to drop');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(title).toHaveValue('A change to drop');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(title).toHaveValue('Keyed in, saved by key');
  await expect(page.getByRole('button', { name: 'Discard changes' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Start', { exact: true })).toBeFocused();
});

test('unsaved edits survive a reload, and leaving asks first', async ({ page, staff }) => {
  const soundbite = await newSoundbite(staff, 'Draft me');
  await openEditor(page, staff, soundbite.id);
  await page.getByLabel('Title', { exact: true }).fill('Not saved yet');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Not saved yet');
  await expect(page.getByText('Unsaved changes restored')).toBeVisible();

  await page.getByRole('navigation', { name: 'Ops' }).getByRole('link', { name: 'Soundbites' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/soundbite/${soundbite.id}$`));
  // The notice's discard asks first, as the one beside Save does.
  await page.getByRole('button', { name: 'Discard my changes' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Not saved yet');
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Draft me');
  await expect(page.getByText('Unsaved changes restored')).toHaveCount(0);
});

test('a second tab on the same soundbite shows the saved version, not the first tab’s unsaved edits', async ({ page, staff }) => {
  const soundbite = await newSoundbite(staff, 'Open twice');
  await openEditor(page, staff, soundbite.id);
  await page.getByLabel('Title', { exact: true }).fill('Half typed in the first tab');

  const second = await page.context().newPage();
  await openEditor(second, staff, soundbite.id);
  await expect(second.getByLabel('Title', { exact: true })).toHaveValue('Open twice');
  await expect(second.getByText('Open in another tab with unsaved changes')).toBeVisible();
  await expect(second.getByText('Unsaved changes restored')).toHaveCount(0);
  // Edits in the second tab do not overwrite the first one's draft, and the page says they are not kept.
  await second.getByLabel('Title', { exact: true }).fill('Typed in the second tab');
  await expect(second.getByText('Unsaved changes (not kept: another tab has its own draft of this)')).toBeVisible();
  // The second tab did not take the first one's draft away: a reload of the first still has it.
  await second.close();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half typed in the first tab');
});

test('create a soundbite from an episode, with Ctrl+S; leaving before asks first', async ({ page, staff }) => {
  const episodeId = await demoEpisodeId(staff);
  await restoreSession(page, staff);
  await page.goto(`/ops/episode/${episodeId}?t=20`);
  await expect(page.getByRole('heading', { level: 1, name: episodeOne.title })).toBeVisible();
  await expect(page.getByText('A new soundbite from this episode', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue('0:20');
  await expect(page.getByLabel('End', { exact: true })).toHaveValue('0:35');
  await page.getByRole('button', { name: new RegExp(sentence(7).text) }).click({ modifiers: ['Shift'] });
  await page.getByLabel('Title', { exact: true }).fill('Made from the episode');
  // Not created yet: leaving asks first, and says what would be lost.
  await page.getByRole('navigation', { name: 'Ops' }).getByRole('link', { name: 'Soundbites' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('the range and title you chose are lost');
  await ask.getByRole('button', { name: 'Stay' }).click();
  // Ctrl+S creates it, as it saves on any editor's page.
  await page.getByLabel('Title', { exact: true }).press('Control+s');

  await expect(page).toHaveURL(/\/ops\/soundbite\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Made from the episode' })).toBeVisible();
  await expect(page.getByText('draft', { exact: true })).toBeVisible();
  await expect(page.getByLabel('End', { exact: true })).toHaveValue(`0:${sentence(7).end}`);
});

test('merge two entities and see the links move', async ({ page, staff }) => {
  const episodeId = await demoEpisodeId(staff);
  const tag = Math.random().toString(36).slice(2, 8);
  type Entity = { id: string; name: string };
  const survivor = await apiCall<Entity>(staff, 'POST', '/api/ops/entities', { kind: 'person', name: `Rosa Merge ${tag}` });
  const duplicate = await apiCall<Entity>(staff, 'POST', '/api/ops/entities', {
    kind: 'person',
    name: `Rosa M. ${tag}`,
    href: 'https://rosa.example/about',
  });
  await apiCall(staff, 'POST', `/api/ops/entities/${duplicate.id}/links`, { episodeId, role: 'guest' });

  await restoreSession(page, staff);
  await page.goto(`/ops/entity/${survivor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: survivor.name })).toBeVisible();
  await expect(page.getByText('Not linked to anything yet.')).toBeVisible();

  const mergeButton = page.getByRole('button', { name: 'Merge', exact: true });
  await mergeButton.click();
  const dialog = page.getByRole('dialog');
  // Closed without merging, the focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(mergeButton).toBeFocused();
  await mergeButton.click();
  await dialog.getByLabel('Find the duplicate').fill(tag);
  await dialog.getByLabel(new RegExp(`Rosa M\\. ${tag}`)).check();
  // Which one is kept is never assumed: nothing merges until it is chosen.
  await expect(dialog.getByRole('button', { name: 'Merge', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('radiogroup', { name: 'Which one is kept' })).toHaveAccessibleDescription(/^Choose one to merge/);
  await dialog.getByRole('radio', { name: /^This one: / }).check();
  const plan = dialog.getByRole('table', { name: 'What moves where' });
  await expect(plan.getByRole('row', { name: new RegExp(episodeOne.title) })).toContainText(`moves to ${survivor.name}`);
  // What the merge drops is said before it happens, and that it is final.
  await expect(dialog).toContainText('This cannot be undone.');
  await expect(dialog).toContainText(`Not kept from ${duplicate.name}, as ${survivor.name} keeps its own`);
  await expect(dialog).toContainText('web page https://rosa.example/about');
  await dialog.getByRole('button', { name: `Merge into ${survivor.name}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Merged' })).toContainText(`is merged into ${survivor.name}`);

  const episodes = page.getByRole('region', { name: 'Episodes' });
  await expect(episodes.getByRole('link', { name: episodeOne.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByTestId('history-entry').first()).toContainText('merge');
  // The one kept names what was merged into it, and deleting it says the duplicate goes too.
  await expect(page.getByText(`Merged into it: ${duplicate.name}`)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${survivor.name}…` }).click();
  const deletion = page.getByRole('dialog', { name: `Delete ${survivor.name}?` });
  await expect(deletion).toContainText(`The duplicate merged into it (${duplicate.name}) goes too`);
  await deletion.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/ops/entity/${duplicate.id}`);
  await expect(page.getByText('Merged into another person or topic')).toBeVisible();
  await page.getByRole('link', { name: `Go to ${survivor.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: survivor.name })).toBeVisible();
});

test('a person is merged into another from its own page, which then leads to the one kept', async ({ page, staff }) => {
  const episodeId = await demoEpisodeId(staff);
  const tag = Math.random().toString(36).slice(2, 8);
  type Entity = { id: string; name: string };
  const kept = await apiCall<Entity>(staff, 'POST', '/api/ops/entities', { kind: 'person', name: `Ines Kept ${tag}` });
  const gone = await apiCall<Entity>(staff, 'POST', '/api/ops/entities', { kind: 'person', name: `Ines K. ${tag}` });
  await apiCall(staff, 'POST', `/api/ops/entities/${gone.id}/links`, { episodeId, role: 'guest' });

  await restoreSession(page, staff);
  await page.goto(`/ops/entity/${gone.id}`);
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Find the duplicate').fill(`Ines Kept ${tag}`);
  await dialog.getByLabel(new RegExp(`^Ines Kept ${tag}`)).check();
  await dialog.getByRole('radio', { name: /^The other one: / }).check();
  await expect(dialog).toContainText(`Ines K. ${tag} will be merged into Ines Kept ${tag}: its page will lead there`);
  const plan = dialog.getByRole('table', { name: 'What moves where' });
  await expect(plan.getByRole('row', { name: new RegExp(episodeOne.title) })).toContainText(`moves to ${kept.name}`);
  await dialog.getByRole('button', { name: `Merge into ${kept.name}` }).click();

  // The merge leads to the one kept, which now has the links.
  await expect(page).toHaveURL(new RegExp(`/ops/entity/${kept.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: kept.name })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Merged' })).toContainText(
    `${gone.name} is merged into ${kept.name}: its links are there now.`,
  );
  await expect(page.getByRole('region', { name: 'Episodes' }).getByRole('link', { name: episodeOne.title })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Merged into another person or topic')).toBeVisible();
});

test('a person is linked to an episode from their page, with a role', async ({ page, staff }) => {
  await demoEpisodeId(staff);
  const tag = Math.random().toString(36).slice(2, 8);
  const person = await apiCall<{ id: string }>(staff, 'POST', '/api/ops/entities', { kind: 'person', name: `Linked Person ${tag}` });
  await restoreSession(page, staff);
  await page.goto(`/ops/entity/${person.id}`);
  const form = page.getByRole('region', { name: 'Add a link' });
  // Add link before a record is chosen says what is missing, and gives the keyboard to the box.
  await form.getByRole('button', { name: 'Add link' }).click();
  await expect(form.getByRole('alert')).toHaveText('Search for a record by its title, then choose it from the list.');
  await expect(form.getByLabel('Record', { exact: true })).toBeFocused();
  await form.getByLabel('Type', { exact: true }).click();
  await page.getByRole('option', { name: 'Episode', exact: true }).click();
  await form.getByLabel('Record', { exact: true }).fill(episodeOne.title);
  await page
    .getByRole('option', { name: new RegExp(episodeOne.title) })
    .first()
    .click();
  await form.getByLabel('Role', { exact: true }).fill('host');
  await form.getByRole('button', { name: 'Add link' }).click();
  const episodes = page.getByRole('region', { name: 'Episodes' });
  await expect(episodes.getByRole('link', { name: episodeOne.title })).toBeVisible();
  await expect(episodes).toContainText('host');
  // Said in the form, whose Record box has the keyboard back for the next one.
  await expect(form.getByRole('status')).toContainText(`Linked to ${episodeOne.title}`);
  await expect(form.getByLabel('Record', { exact: true })).toBeFocused();
});

test('people are linked to a soundbite from its own page, one found by name and one added new; unlinking one has Undo', async ({
  page,
  staff,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const soundbite = await newSoundbite(staff, `People here ${tag}`);
  const known = await apiCall<{ id: string }>(staff, 'POST', '/api/ops/entities', { kind: 'person', name: `Known Guest ${tag}` });
  await openEditor(page, staff, soundbite.id);
  const panel = page.getByRole('region', { name: 'People' });
  await expect(panel).toContainText('Nobody is linked yet.');
  const form = panel.getByRole('form', { name: 'Link a person or topic' });

  // Someone already in People & topics, found by part of their name, as host.
  await form.getByLabel('Person or topic', { exact: true }).fill(`known guest ${tag}`);
  await page.getByRole('option', { name: `Known Guest ${tag} linked to no podcast` }).click();
  await form.getByLabel('Role', { exact: true }).fill('host');
  await form.getByRole('button', { name: 'Link' }).click();
  await expect(panel.getByRole('link', { name: `Known Guest ${tag}` })).toHaveAttribute('href', `/ops/entity/${known.id}`);
  await expect(form.getByRole('status')).toHaveText(`Known Guest ${tag} is linked as host.`);
  await expect(form.getByLabel('Person or topic', { exact: true })).toBeFocused();

  // Someone new, added as a person by the name typed.
  await form.getByLabel('Person or topic', { exact: true }).fill(`Brand New ${tag}`);
  await page.getByRole('option', { name: `Add “Brand New ${tag}” as a new person` }).click();
  await form.getByLabel('Role', { exact: true }).fill('guest');
  await form.getByRole('button', { name: 'Link' }).click();
  await expect(panel.getByRole('link', { name: `Brand New ${tag}` })).toBeVisible();

  // Both stay after a reload, and the person's own page lists the soundbite.
  await page.reload();
  await expect(panel.getByRole('link', { name: `Known Guest ${tag}` })).toBeVisible();
  await expect(panel.getByRole('link', { name: `Brand New ${tag}` })).toBeVisible();

  await panel.getByRole('button', { name: `Unlink Known Guest ${tag} (host)` }).click();
  await expect(panel.getByRole('link', { name: `Known Guest ${tag}` })).toHaveCount(0);
  await page
    .getByRole('alert')
    .filter({ hasText: `Known Guest ${tag} unlinked` })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(panel.getByRole('link', { name: `Known Guest ${tag}` })).toBeVisible();
  await page.goto(`/ops/entity/${known.id}`);
  await expect(page.getByRole('region', { name: 'Soundbites' }).getByRole('link', { name: `People here ${tag}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Soundbites' })).toContainText('host');
});

test("the transcript's speakers within the range are offered to link, and Link without a choice says what is missing", async ({
  page,
  staff,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  // 30–35 s of the first demo episode: only Otto Brindle speaks there.
  const soundbite = await newSoundbite(staff, `Speakers here ${tag}`, 30, 5);
  await openEditor(page, staff, soundbite.id);
  const panel = page.getByRole('region', { name: 'People' });
  const form = panel.getByRole('form', { name: 'Link a person or topic' });
  const box = form.getByLabel('Person or topic', { exact: true });

  await form.getByRole('button', { name: 'Link' }).click();
  await expect(form.getByRole('alert')).toHaveText('Type a name, then choose who to link from the list.');
  await expect(box).toBeFocused();

  const speaking = form.getByRole('group', { name: 'Speaking in this range' });
  await expect(speaking.getByRole('button')).toHaveText(['Otto Brindle']);
  await speaking.getByRole('button', { name: 'Search for Otto Brindle' }).click();
  await expect(box).toHaveValue('Otto Brindle');
  await expect(box).toBeFocused();
  await expect(form.getByRole('alert')).toHaveCount(0);
  // Known already (the demo's soundbites link their speakers) or added new: either way the list offers them.
  await page
    .getByRole('option', { name: /Otto Brindle/ })
    .first()
    .click();
  // The common roles are offered; any words do.
  const role = form.getByLabel('Role', { exact: true });
  await role.click();
  await expect(page.getByRole('option', { name: 'host', exact: true })).toBeVisible();
  await role.fill('co-host');
  await form.getByRole('button', { name: 'Link' }).click();
  await expect(form.getByRole('status')).toHaveText('Otto Brindle is linked as co-host.');
  await expect(panel.getByRole('link', { name: 'Otto Brindle' })).toBeVisible();
  // Linked now: no longer offered.
  await expect(speaking).toHaveCount(0);

  // Moving the range to where Ada Quill speaks offers her.
  await setTime(page, 'Start', '0:23');
  await expect(form.getByRole('group', { name: 'Speaking in this range' }).getByRole('button')).toHaveText(['Ada Quill']);
});

test("the command palette offers what can be done on a soundbite's page: publish it, and copy its link", async ({ page, staff }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const soundbite = await newSoundbite(staff, `Palette here ${tag}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEditor(page, staff, soundbite.id);
  const palette = page.getByLabel('Command palette', { exact: true });
  const options = page.getByRole('listbox', { name: 'Pages and records' });
  const thisPage = options.getByRole('group', { name: 'This page' });

  await page.keyboard.press('Control+K');
  await palette.fill('publish');
  // Hide is "unpublish" too; Publish comes first, for Enter.
  await expect(thisPage.getByRole('option')).toHaveText([/^Publish this soundbite/, /^Hide this soundbite/]);
  await palette.press('Enter');
  await expect(page.getByText('Saved and published.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  // Published now: Publish is no longer offered, Hide is.
  await page.keyboard.press('Control+K');
  await palette.fill('this soundbite');
  await expect(thisPage.getByRole('option')).toHaveText([/^Hide this soundbite/]);

  await palette.fill('copy');
  await thisPage.getByRole('option', { name: /^Copy its share link/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Share link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_BASE_URL}/share?soundbite=${soundbite.id}`);

  // Another page offers nothing of this one's.
  await page.goto('/ops/soundbites');
  await expect(page.getByRole('heading', { level: 1, name: 'Soundbites' })).toBeVisible();
  await page.keyboard.press('Control+K');
  await palette.fill('publish');
  await expect(options.getByRole('group', { name: 'More' })).toBeVisible();
  await expect(thisPage).toHaveCount(0);
});

test('a link removed from a person is back with Undo', async ({ page, staff }) => {
  const episodeId = await demoEpisodeId(staff);
  const tag = Math.random().toString(36).slice(2, 8);
  const person = await apiCall<{ id: string }>(staff, 'POST', '/api/ops/entities', { kind: 'person', name: `Undo Person ${tag}` });
  await apiCall(staff, 'POST', `/api/ops/entities/${person.id}/links`, { episodeId, role: 'host' });
  await restoreSession(page, staff);
  await page.goto(`/ops/entity/${person.id}`);
  const episodes = page.getByRole('region', { name: 'Episodes' });
  await expect(episodes.getByRole('link', { name: episodeOne.title })).toBeVisible();
  await page.getByRole('button', { name: `Remove link to ${episodeOne.title} as host` }).click();
  await expect(page.getByText('Not linked to anything yet.')).toBeVisible();
  await page
    .getByRole('alert')
    .filter({ hasText: `Link to ${episodeOne.title} removed` })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(episodes.getByRole('link', { name: episodeOne.title })).toBeVisible();
  await expect(episodes).toContainText('host');
});

test("a person's page points out a possible duplicate, which merges into it from there", async ({ page, staff }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  type Entity = { id: string; name: string };
  const survivor = await apiCall<Entity>(staff, 'POST', '/api/ops/entities', { kind: 'person', name: `Ines Varga-Whitlock ${tag}` });
  const duplicate = await apiCall<Entity>(staff, 'POST', '/api/ops/entities', { kind: 'person', name: `Varga-Whitlock, Ines ${tag}` });

  await restoreSession(page, staff);
  await page.goto(`/ops/entity/${survivor.id}`);
  const hint = page.getByRole('region', { name: 'A possible duplicate' });
  await expect(hint.getByRole('link', { name: duplicate.name })).toBeVisible();
  // The page's own Merge offers it too, though its name is not the one the dialog starts from.
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(
    page.getByRole('dialog').getByRole('radio', { name: new RegExp('^' + duplicate.name.replace(/[,.-]/g, '.')) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await hint.getByRole('button', { name: `Merge into this one: ${duplicate.name}` }).click();
  // The dialog opens with that duplicate chosen.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(new RegExp('^' + duplicate.name.replace(/[,.-]/g, '.')))).toBeChecked();
  await dialog.getByRole('button', { name: `Merge into ${survivor.name}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Merged' })).toContainText(`is merged into ${survivor.name}`);
  // Merged, it is no longer a possible duplicate, and the focus is back on the page's Merge button.
  await expect(hint).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Merge', exact: true })).toBeFocused();
});

test('when the episode audio is missing the editor says so, and the rest still works', async ({ page, staff }) => {
  const host = await startFeedHost({ feedTrickleMs: 0, transcriptDelayMs: 0 });
  try {
    // The harbour feed's enclosures are not served: every one answers 404.
    const podcast = await importFeed(staff, host.url('/harbour.xml'));
    const episodes = await apiCall<{ items: { id: string }[] }>(staff, 'GET', `/api/ops/episodes?podcastId=${podcast.id}&pageSize=1`);
    const soundbite = await apiCall<{ id: string }>(staff, 'POST', `/api/ops/episodes/${episodes.items[0]!.id}/soundbites`, {
      title: 'No audio here',
      startSeconds: 1,
      durationSeconds: 4,
    });
    await restoreSession(page, staff);
    await page.goto(`/ops/soundbite/${soundbite.id}`);
    const noWaveform = page.getByRole('status').filter({ hasText: 'No waveform for this episode' });
    await expect(noWaveform).toContainText('The episode’s audio could not be fetched');
    // Disabled once the browser has failed to load the audio too, which adds no second alert.
    await expect(page.getByRole('button', { name: 'Play soundbite' })).toBeDisabled();
    await expect(page.getByRole('alert').filter({ hasText: 'audio could not be loaded' })).toHaveCount(0);

    await setTime(page, 'End', '0:04.5');
    await page.getByRole('button', { name: /Welcome back to the harbour/ }).click({ modifiers: ['Shift'] });
    await expect(page.getByLabel('End', { exact: true })).toHaveValue('0:05');
    await page.getByLabel('Title', { exact: true }).fill('Still editable');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  } finally {
    await host.stop();
  }
});

test('a soundbite made by staff is deleted after a confirmation saying what it means, and the page gives way to the list', async ({
  page,
  staff,
}) => {
  const soundbite = await newSoundbite(staff, 'Made by mistake');
  await openEditor(page, staff, soundbite.id);
  // Unsaved edits go with it: leaving then does not ask about them.
  await page.getByLabel('Title', { exact: true }).fill('Half-edited');
  await page.getByRole('button', { name: 'Delete soundbite…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Made by mistake”?' });
  await expect(dialog).toContainText('It is a draft: no listener has heard it.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete this soundbite' }).click();
  await expect(page).toHaveURL(/\/ops\/soundbites/);
  await expect(page.getByRole('heading', { level: 1, name: 'Soundbites' })).toBeVisible();
  await expect(page.getByText('Deleted “Made by mistake”')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  const gone = await fetch(`${E2E_BASE_URL}/api/ops/soundbites/${soundbite.id}`, {
    headers: { authorization: `Bearer ${await idTokenOf(staff)}` },
  });
  expect(gone.status).toBe(404);
});

test('a click on the waveform moves the playhead, and I and O (or their buttons) put the start and the end there', async ({
  page,
  staff,
}) => {
  const soundbite = await newSoundbite(staff, 'Cut at the playhead', 2, 3);
  await openEditor(page, staff, soundbite.id);
  const waveform = page.locator('[data-testid="waveform"]');
  const box = (await waveform.boundingBox())!;
  const playhead = () => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
  await page.mouse.click(box.x + box.width * 0.85, box.y + box.height / 2);
  await expect.poll(playhead).toBeGreaterThan(10);
  const end = await playhead();
  await page.keyboard.press('o');
  const secondsIn = async (label: string) => {
    const [minutes, seconds] = (await page.getByLabel(label, { exact: true }).inputValue()).split(':').map(Number);
    return minutes! * 60 + seconds!;
  };
  await expect.poll(() => secondsIn('End')).toBeCloseTo(end, 2);
  await page.mouse.click(box.x + box.width * 0.02, box.y + box.height / 2);
  await page.getByRole('button', { name: 'Start at the playhead' }).click();
  const start = await playhead();
  expect(start).toBeLessThan(2);
  await expect.poll(() => secondsIn('Start')).toBeCloseTo(start, 2);
});

test("an episode's chapters are marked on the waveform and move the range; its other soundbites are drawn under it", async ({
  page,
  staff,
}) => {
  // The demo's second episode has chapters: 0:00 Our guest, 0:16.522 The lighthouse keeper, 0:45.146 Why it works.
  const episodeId = await demoEpisodeId(staff, manifest.episodes[1]!.title);
  const create = (title: string, startSeconds: number) =>
    apiCall<{ id: string }>(staff, 'POST', `/api/ops/episodes/${episodeId}/soundbites`, { title, startSeconds, durationSeconds: 3 });
  await create('A neighbour', 46);
  const soundbite = await create('Moved by chapter', 2);
  await openEditor(page, staff, soundbite.id);

  // Chapters are lines with their names; what is out of sight is drawn once scrolled to.
  const waveform = page.locator('[data-testid="waveform"]');
  const marker = (name: string) => waveform.locator('[part~="marker"]').filter({ hasText: name });
  await expect(marker('Our guest')).toBeVisible();

  const chapter = page.getByRole('combobox', { name: 'Chapter' });
  await expect(chapter).toHaveValue('0:00 Our guest');
  // Tab passes through it without opening its list over the buttons below.
  await page.getByLabel('End', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(chapter).toBeFocused();
  await expect(page.getByRole('option', { name: '0:45.146 Why it works' })).toBeHidden();
  await chapter.click();
  await page.getByRole('option', { name: '0:45.146 Why it works' }).click();
  // The range starts there and keeps its length, and the waveform follows it.
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue('0:45.146');
  await expect(page.getByLabel('End', { exact: true })).toHaveValue('0:48.146');
  await expect(chapter).toHaveValue('0:45.146 Why it works');
  const inSight = (name: string) =>
    marker(name).evaluate((line) => {
      const shown = line.closest('[part~="scroll"]')!.getBoundingClientRect();
      const at = line.getBoundingClientRect().left;
      return at >= shown.left && at <= shown.right;
    });
  await expect.poll(() => inSight('Why it works')).toBe(true);
  // The soundbite's own range and, under the wave, the other soundbite made at 0:46.
  await expect.poll(() => waveform.locator('[part~="region"]').count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('range-announcement')).toHaveText('Range 45.146 seconds to 48.146 seconds');

  // Nothing runs through the times under the wave: the range, the other soundbites' lane and the chapters'
  // lines all end above the row's foot, where the times are written.
  const timeline = (await waveform.locator('[part~="timeline"]').boundingBox())!;
  const timesTop = timeline.y + timeline.height - 16;
  const drawn = waveform.locator('[part~="region"], [part~="marker"]');
  expect(await drawn.count()).toBeGreaterThanOrEqual(5);
  for (const box of await Promise.all((await drawn.all()).map((landmark) => landmark.boundingBox()))) {
    expect(box!.y + box!.height).toBeLessThanOrEqual(timesTop);
  }
});

test('changes of the range are undone and redone, by the buttons and by Ctrl+Z on the waveform', async ({ page, staff }) => {
  const soundbite = await newSoundbite(staff, 'Undo me', 10, 5);
  await openEditor(page, staff, soundbite.id);
  const start = page.getByLabel('Start', { exact: true });
  const end = page.getByLabel('End', { exact: true });
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const redo = page.getByRole('button', { name: 'Redo', exact: true });
  await expect(undo).toBeDisabled();

  await setTime(page, 'Start', '0:12');
  await expect(start).toHaveValue('0:12');
  await undo.click();
  await expect(start).toHaveValue('0:10');
  await expect(page.getByTestId('range-announcement')).toHaveText('Undone: range 10 seconds to 15 seconds');
  // Undo is done with, and disabled: the keyboard goes on from Redo rather than the page's top.
  await expect(undo).toBeDisabled();
  await expect(redo).toBeFocused();
  await redo.click();
  await expect(start).toHaveValue('0:12');
  await expect(redo).toBeDisabled();
  await expect(undo).toBeFocused();

  // From the waveform: Shift+] moves the end, Ctrl+Z takes it back.
  await page.getByRole('group', { name: /^Waveform, scrolled with the arrow keys/ }).focus();
  await page.keyboard.press('Shift+BracketRight');
  await expect(end).toHaveValue('0:15.1');
  await page.keyboard.press('Control+z');
  await expect(end).toHaveValue('0:15');
  await page.keyboard.press('Control+Shift+z');
  await expect(end).toHaveValue('0:15.1');
});
