import { describe, expect, it } from 'vitest';
import { distinctRowLabels } from './row-labels';

describe('distinctRowLabels', () => {
  it('adds the detail only to labels that two rows on the page share', () => {
    const rows = [
      { name: 'Adam Curry', host: 'curry.com' },
      { name: 'Adam Curry', host: 'podchaser.com' },
      { name: 'Dave Jones', host: 'podcastindex.org' },
    ];
    const label = distinctRowLabels(
      rows,
      (row) => row.name,
      (row) => row.host,
    );
    expect(rows.map(label)).toEqual(['Adam Curry (curry.com)', 'Adam Curry (podchaser.com)', 'Dave Jones']);
  });
});
