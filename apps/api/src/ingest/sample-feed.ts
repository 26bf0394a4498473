const SAMPLE_PODCAST_GUID = '6b1c3f4e-0d2a-5b6c-9e8f-0a1b2c3d4e5f';
const PEOPLE = Array.from({ length: 40 }, (_, i) => `Guest Number${i}`);

/**
 * A synthetic feed of `items` episodes at about 4 KB each (5,000 items ≈ 20 MB), with Podcasting 2.0 tags
 * (soundbites, a transcript, chapters and a guest per item): what the import benchmark, the tests of big
 * imports and the server's start-up rehearsal of an import read.
 *
 * Its podcast:guid names the podcast, and a second feed URL with the same guid is refused as the same
 * podcast again: a feed served under several URLs as several podcasts is given its own guid for each.
 */
export function sampleFeed(items: number, { podcastGuid = SAMPLE_PODCAST_GUID }: { podcastGuid?: string } = {}): string {
  const paragraph =
    'In this episode we talk about moments worth sharing, how to find them in long conversations, and why ' +
    'a good soundbite needs context. We also answer listener questions about audio quality and editing. ';
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel>
<title>Benchmark Broadcast</title>
<link>https://bench.example/</link>
<language>en</language>
<description>A synthetic show with ${items} episodes.</description>
<itunes:author>Bench Host</itunes:author>
<itunes:category text="Technology"/>
<podcast:guid>${podcastGuid}</podcast:guid>
<podcast:person role="host" href="https://bench.example/host">Bench Host</podcast:person>
`,
  ];
  const start = Date.UTC(2010, 0, 1);
  for (let i = 0; i < items; i++) {
    const published = new Date(start + i * 86_400_000).toUTCString();
    const notes = `<p>${paragraph.repeat(16)}</p><ul><li><a href="https://bench.example/${i}/a">Link A</a></li><li><a href="https://bench.example/${i}/b">Link B</a></li></ul><script>track(${i})</script>`;
    parts.push(`<item>
<title>Episode ${i}: on moments &amp; memory</title>
<guid isPermaLink="false">bench-episode-${i}</guid>
<pubDate>${published}</pubDate>
<itunes:duration>3600</itunes:duration>
<itunes:episode>${i + 1}</itunes:episode>
<enclosure url="https://bench.example/audio/${i}.mp3" length="57600000" type="audio/mpeg"/>
<description><![CDATA[${notes}]]></description>
<podcast:soundbite startTime="${(i % 600) + 0.25}" duration="42.5">Moment ${i}</podcast:soundbite>
<podcast:soundbite startTime="${1200 + (i % 300)}" duration="30"/>
<podcast:transcript url="https://bench.example/t/${i}.vtt" type="text/vtt" language="en"/>
<podcast:chapters url="https://bench.example/c/${i}.json" type="application/json+chapters"/>
<podcast:person role="guest" href="https://bench.example/people/${i % PEOPLE.length}">${PEOPLE[i % PEOPLE.length]}</podcast:person>
</item>
`);
  }
  parts.push('</channel>\n</rss>\n');
  return parts.join('');
}
