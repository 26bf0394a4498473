import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SoundbiteListItem } from '@soundbites/api-types';
import { describe, expect, it } from 'vitest';
import { opsApiServerForEachTest, page } from '../../test/ops-api-server';
import { currentUrl, renderOpsPage } from '../../test/render-ops-page';
import { SoundbitesPage } from './components/SoundbitesPage';
import { soundbitesSearch } from './search';

const server = opsApiServerForEachTest();

const EPISODE = '0b4f1e39-2f0c-4f51-8f5e-5a4b8b2f7c10';
const PODCAST = '6f1c2a52-8d1e-4c4b-9a57-0c1f6a1d2b01';

function soundbite(id: string, title: string, overrides: Partial<SoundbiteListItem> = {}): SoundbiteListItem {
  return {
    id,
    episodeId: EPISODE,
    startSeconds: 65,
    durationSeconds: 15,
    title,
    source: 'feed',
    status: 'draft',
    createdBy: null,
    createdAt: '2026-01-31T12:00:00.000Z',
    updatedAt: '2026-01-31T12:00:00.000Z',
    podcastId: PODCAST,
    podcastTitle: 'The Long Table',
    episodeTitle: 'Bread and circuses',
    ...overrides,
  };
}

const route = {
  path: '/ops/soundbites',
  validateSearch: soundbitesSearch.validate,
  defaults: soundbitesSearch.defaults,
  Page: SoundbitesPage,
};
const render = (url: string) => renderOpsPage(route, url, server.baseUrl);
const listRequests = () => server.requests.filter((url) => url.pathname === '/api/ops/soundbites');

describe('Soundbites list: URL state', () => {
  it('asks the API for exactly the view in the URL, and shows it', async () => {
    server.on('/api/ops/soundbites', (url) => page([soundbite('a1B2c3D4e5', 'Why sourdough wins', { status: 'hidden' })], url, 30));
    render('/ops/soundbites?status=hidden&sort=title&page=2&q=bread');

    expect(await screen.findByRole('link', { name: 'Why sourdough wins' })).toBeInTheDocument();
    const query = Object.fromEntries(listRequests()[0]!.searchParams);
    expect(query).toEqual({ page: '2', pageSize: '25', sort: 'title', q: 'bread', status: 'hidden' });
    expect(screen.getByLabelText('Status')).toHaveValue('hidden');
    expect(screen.getByLabelText('Search')).toHaveValue('bread');
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('checkbox', { name: 'Select Why sourdough wins' })).toBeInTheDocument();
  });

  it('types into the URL after a pause: starting a search is one new history entry, refining it none; back to page 1', async () => {
    server.on('/api/ops/soundbites', (url) => page([soundbite('a1B2c3D4e5', 'Why sourdough wins')], url, 60));
    const { router, history } = render('/ops/soundbites?page=2');
    await screen.findByRole('link', { name: 'Why sourdough wins' });
    const entries = history.length;

    await userEvent.type(screen.getByLabelText('Search'), 'sour');
    await waitFor(() => expect(currentUrl(router)).toBe('/ops/soundbites?q=sour'));
    expect(history.length).toBe(entries + 1);
    await waitFor(() => expect(listRequests().at(-1)!.searchParams.get('q')).toBe('sour'));
    await userEvent.type(screen.getByLabelText('Search'), 'dough');
    await waitFor(() => expect(currentUrl(router)).toBe('/ops/soundbites?q=sourdough'));
    expect(history.length).toBe(entries + 1);
    await waitFor(() => expect(listRequests().at(-1)!.searchParams.get('q')).toBe('sourdough'));
    // One view for the typed word, not one per key (page 2 of it may be prefetched too).
    const typedViews = listRequests()
      .map((url) => url.searchParams.get('q'))
      .filter((q) => q?.startsWith('s'));
    expect(new Set(typedViews)).toEqual(new Set(['sour', 'sourdough']));
    expect(listRequests().filter((url) => url.searchParams.get('q') === 'sour' && url.searchParams.get('page') === '1')).toHaveLength(1);
  });

  it('filters and sorts as new history entries, so back restores the previous view', async () => {
    server.on('/api/ops/soundbites', (url) => page([soundbite('a1B2c3D4e5', 'Why sourdough wins')], url));
    const { router } = render('/ops/soundbites');
    await screen.findByRole('link', { name: 'Why sourdough wins' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published');
    await waitFor(() => expect(currentUrl(router)).toBe('/ops/soundbites?status=published'));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ops/soundbites?status=published&sort=title'));

    router.history.back();
    await waitFor(() => expect(currentUrl(router)).toBe('/ops/soundbites?status=published'));
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('published'));
  });

  it('sorts by Range from the earliest moment first, and by Added from the newest', async () => {
    server.on('/api/ops/soundbites', (url) => page([soundbite('a1B2c3D4e5', 'Why sourdough wins')], url));
    const { router } = render('/ops/soundbites?sort=title');
    await screen.findByRole('link', { name: 'Why sourdough wins' });
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Range/ })).getByRole('button'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ops/soundbites?sort=startSeconds'));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Added/ })).getByRole('button'));
    // Newest first is the list's default order, which its URL leaves out.
    await waitFor(() => expect(currentUrl(router)).toBe('/ops/soundbites'));
  });

  it('keeps the previous rows on screen, marked busy, while the next page loads', async () => {
    server.on('/api/ops/soundbites', (url) =>
      url.searchParams.get('page') === '2'
        ? { ...page([soundbite('zzzzzzzzz2', 'Second page moment')], url, 26), delayMs: 2000 }
        : page([soundbite('a1B2c3D4e5', 'Why sourdough wins')], url, 26),
    );
    render('/ops/soundbites');
    await screen.findByRole('link', { name: 'Why sourdough wins' });

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next page' }));
    expect(screen.getByRole('link', { name: 'Why sourdough wins' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    // The keyboard goes to the list's top with the view, not left at the pager below it.
    expect(screen.getByRole('table')).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Second page moment' })).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });
});

describe('Soundbites list: three states', () => {
  it('nothing yet: says so and offers to add a podcast', async () => {
    server.on('/api/ops/soundbites', (url) => page([], url));
    render('/ops/soundbites');
    expect(await screen.findByRole('heading', { name: 'No soundbites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a podcast' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('nothing matches: names the filters, and Clear filters empties the URL of them', async () => {
    server.on('/api/ops/soundbites', (url) =>
      url.searchParams.has('q') ? page([], url) : page([soundbite('a1B2c3D4e5', 'Why sourdough wins')], url),
    );
    const { router } = render('/ops/soundbites?q=nothing&status=hidden&sort=title');
    expect(await screen.findByRole('heading', { name: 'No soundbites match these filters' })).toBeInTheDocument();
    expect(screen.getByText('Search: “nothing”')).toBeInTheDocument();
    expect(screen.getByText('Status: hidden')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/ops/soundbites?sort=title'));
    expect(await screen.findByRole('link', { name: 'Why sourdough wins' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
    // The button went with the no-match state: the keyboard is in the search box, to start afresh.
    expect(screen.getByLabelText('Search')).toHaveFocus();
  });

  it('failed: shows the API message and Retry loads the list', async () => {
    let fail = true;
    server.on('/api/ops/soundbites', (url) =>
      fail
        ? { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong on our side' } } }
        : page([soundbite('a1B2c3D4e5', 'Why sourdough wins')], url),
    );
    render('/ops/soundbites');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load soundbites')).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong on our side')).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Why sourdough wins' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Soundbites list: selection', () => {
  it('keeps a selection while paging, and says how much of it is on other pages', async () => {
    server.on('/api/ops/soundbites', (url) =>
      url.searchParams.get('page') === '2'
        ? page([soundbite('b1B2c3D4e5', 'Rye, slowly')], url, 26)
        : page([soundbite('a1B2c3D4e5', 'Why sourdough wins')], url, 26),
    );
    render('/ops/soundbites');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Why sourdough wins' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('1 selected');
    expect(bar).not.toHaveTextContent('page');

    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'Rye, slowly' });
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('1 selected, not on this page');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Rye, slowly' }));
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('2 selected, 1 on another page');
  });

  it('with every match selected, a row unticked is left out of it, and is back when ticked again', async () => {
    server.on('/api/ops/soundbites', (url) =>
      url.searchParams.get('page') === '2'
        ? page([soundbite('b1B2c3D4e5', 'Rye, slowly'), soundbite('c1B2c3D4e5', 'Spelt, quickly')], url, 27)
        : page([soundbite('a1B2c3D4e5', 'Why sourdough wins')], url, 27),
    );
    render('/ops/soundbites');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Why sourdough wins' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 27 that match' }));
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'Rye, slowly' });
    const bar = () => screen.getByRole('region', { name: 'Selection' });
    // The rows of every page show ticked.
    expect(screen.getByRole('checkbox', { name: 'Select Spelt, quickly' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Rye, slowly' }));
    expect(screen.getByRole('checkbox', { name: 'Select Rye, slowly' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Spelt, quickly' })).toBeChecked();
    expect(bar()).toHaveTextContent('26 of the 27 soundbites that match are selected (1 left out)');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Rye, slowly' }));
    expect(bar()).toHaveTextContent('All 27 soundbites that match are selected');

    await userEvent.click(screen.getByRole('button', { name: /^Clear/ }));
    expect(screen.getByRole('checkbox', { name: 'Select Rye, slowly' })).not.toBeChecked();
  });

  it('with every match selected, Publish says how many of the matches are already published, without those left out', async () => {
    // 27 match; 25 of them are published, one of those on the page shown.
    server.on('/api/ops/soundbites', (url) =>
      url.searchParams.get('status') === 'published'
        ? page([], url, 25)
        : page([soundbite('a1B2c3D4e5', 'Why sourdough wins', { status: 'published' }), soundbite('b1B2c3D4e5', 'Rye, slowly')], url, 27),
    );
    render('/ops/soundbites');
    await screen.findByRole('checkbox', { name: 'Select Why sourdough wins' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 27 that match' }));
    const bar = () => screen.getByRole('region', { name: 'Selection' });
    await userEvent.click(within(bar()).getByRole('button', { name: /^Publish/ }));
    // Said once the API has counted them.
    expect(
      await within(await screen.findByRole('dialog')).findByText('25 of them are already published: only the others change.'),
    ).toBeVisible();
    expect(listRequests().some((url) => url.searchParams.get('status') === 'published' && url.searchParams.get('pageSize') === '1')).toBe(
      true,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The draft left out, the 26 left are 25 published and one more draft; the published one left out too: 24 of 25.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Rye, slowly' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Why sourdough wins' }));
    await userEvent.click(within(bar()).getByRole('button', { name: /^Publish/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish 25 soundbites?' });
    expect(await within(dialog).findByText('24 of them are already published: only the others change.')).toBeVisible();
  });

  it('offers only Cancel when nothing would change, and Hide in the editor’s colour for it', async () => {
    server.on('/api/ops/soundbites', (url) => page([soundbite('a1B2c3D4e5', 'Why sourdough wins', { status: 'published' })], url));
    render('/ops/soundbites');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Why sourdough wins' }));
    const bar = () => screen.getByRole('region', { name: 'Selection' });
    await userEvent.click(within(bar()).getByRole('button', { name: /^Publish/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Publish 1 soundbite?' });
    expect(dialog).toHaveTextContent('It is already published: nothing will change.');
    expect(within(dialog).getByRole('button', { name: 'Publish 1 soundbite' })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await userEvent.click(within(bar()).getByRole('button', { name: /^Hide/ }));
    dialog = await screen.findByRole('dialog', { name: 'Hide 1 soundbite?' });
    const hide = within(dialog).getByRole('button', { name: 'Hide 1 soundbite' });
    expect(hide).toBeEnabled();
    expect(hide).toHaveAttribute('data-variant', 'light');
  });

  it('Escape in the selection bar lets go of the selection, but Escape in a bulk dialog closes only the dialog', async () => {
    server.on('/api/ops/soundbites', (url) => page([soundbite('a1B2c3D4e5', 'Why sourdough wins')], url));
    render('/ops/soundbites');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Why sourdough wins' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    await userEvent.click(within(bar).getByRole('button', { name: /^Publish/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('1 selected');

    within(screen.getByRole('region', { name: 'Selection' }))
      .getByRole('button', { name: /^Clear/ })
      .focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Why sourdough wins' })).not.toBeChecked();
  });

  it('hides the bar when the last row is unticked, and shows it again on the next tick', async () => {
    server.on('/api/ops/soundbites', (url) => page([soundbite('a1B2c3D4e5', 'Why sourdough wins')], url));
    render('/ops/soundbites');
    const checkbox = await screen.findByRole('checkbox', { name: 'Select Why sourdough wins' });
    await userEvent.click(checkbox);
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('1 selected');

    await userEvent.click(checkbox);
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    await userEvent.click(checkbox);
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('1 selected');
  });
});
