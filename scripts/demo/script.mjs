/**
 * The words of the demo podcast "Soundbites Demo", written for this project.
 * Each line is one sentence, spoken and timed on its own, so a transcript cue is a sentence.
 * Soundbites and chapters point at sentences by index; the generator turns them into exact times.
 */

export const SHOW = {
  title: 'Soundbites Demo',
  guid: '5b0a6f43-9c1d-5e2a-8f47-3d6c2b1e9a70',
  author: 'The Soundbites Team',
  description:
    'A tiny podcast about listening: what makes a moment worth sharing, a few very short stories, and how a good clip is cut. Made with a speech synthesizer so that every word lines up with its transcript.',
  language: 'en',
  category: 'Arts',
  link: '/',
};

/** People of the show; `voice` is the espeak-ng voice, `pitch` and `speed` its settings. */
export const PEOPLE = {
  ada: { name: 'Ada Quill', slug: 'ada-quill', voice: 'en-us+f3', pitch: 62, speed: 160, color: [232, 93, 117] },
  otto: { name: 'Otto Brindle', slug: 'otto-brindle', voice: 'en-gb+m3', pitch: 38, speed: 155, color: [64, 142, 214] },
  juniper: { name: 'Juniper Vale', slug: 'juniper-vale', voice: 'en-us+f4', pitch: 48, speed: 150, color: [86, 178, 122] },
  bram: { name: 'Bram Okafor', slug: 'bram-okafor', voice: 'en-gb-scotland+m1', pitch: 45, speed: 158, color: [240, 170, 60] },
  mara: { name: 'Mara Finch', slug: 'mara-finch', voice: null, pitch: 0, speed: 0, color: [150, 110, 200] },
};

/** Channel-level people; an item that lists its own people replaces these. */
export const CHANNEL_PEOPLE = [
  { person: 'ada', role: 'host', group: 'cast' },
  { person: 'otto', role: 'host', group: 'cast' },
  { person: 'mara', role: 'producer', group: 'crew' },
];

export const EPISODES = [
  {
    number: 1,
    slug: 'episode-1',
    guid: 'soundbites-demo-episode-1',
    title: 'The First Few Seconds',
    publishedAt: '2026-09-07T08:00:00Z',
    summary: 'Ada and Otto talk about the first few seconds of listening, and what turns a moment of a podcast into a soundbite.',
    people: [
      { person: 'ada', role: 'host', group: 'cast' },
      { person: 'otto', role: 'host', group: 'cast' },
    ],
    // SRT for this one as well, in the mime type spelling many hosts still use.
    srt: true,
    lines: [
      ['ada', 'Hello, and welcome to Soundbites Demo.'],
      ['ada', 'I am Ada Quill.'],
      ['otto', 'And I am Otto Brindle.'],
      ['otto', 'Today we are talking about the first few seconds.'],
      ['ada', 'When you press play, you decide very quickly whether to keep listening.'],
      ['ada', 'A voice, a laugh, a single clear idea, and you are hooked.'],
      ['otto', 'Or you are not, and your thumb is already looking for the next thing.'],
      ['ada', 'That is why we care about soundbites.'],
      ['ada', 'A soundbite is a short range of an episode that stands on its own.'],
      ['otto', 'It has a start, a length, and ideally a title that tells you why it matters.'],
      ['otto', 'A good one makes sense to someone who has never heard the show.'],
      ['ada', 'A great one makes that person curious about the rest.'],
      ['otto', 'So here is our rule of thumb.'],
      ['otto', 'If you can say why a moment is good in one sentence, it is probably a soundbite.'],
      ['ada', 'And if you need a whole paragraph, it is probably the full episode.'],
      ['ada', 'Next time, we try telling stories that are short enough to share.'],
      ['otto', 'Thanks for listening.'],
    ],
    chapters: [
      { from: 0, title: 'Hello' },
      { from: 4, title: 'Deciding in seconds' },
      { from: 7, title: 'What a soundbite is' },
      { from: 12, title: 'A rule of thumb' },
    ],
    soundbites: [
      { from: 0, to: 3, title: 'Welcome to Soundbites Demo', fromZero: true },
      { from: 8, to: 11, title: 'What makes a soundbite' },
      { from: 12, to: 14, title: 'A rule of thumb for clips' },
    ],
  },
  {
    number: 2,
    slug: 'episode-2',
    guid: 'soundbites-demo-episode-2',
    title: 'Tiny Stories',
    publishedAt: '2026-09-14T08:00:00Z',
    summary: 'Juniper Vale joins Ada and Otto with a story about a lighthouse keeper who recorded the sea, told in under a minute.',
    people: [
      { person: 'ada', role: 'host', group: 'cast' },
      { person: 'otto', role: 'host', group: 'cast' },
      { person: 'juniper', role: 'guest', group: 'cast' },
    ],
    srt: false,
    lines: [
      ['ada', 'Welcome back to Soundbites Demo.'],
      ['otto', 'This week we have a guest, the storyteller Juniper Vale.'],
      ['juniper', 'Thank you both, it is lovely to be here.'],
      ['ada', 'Juniper, you promised us a story that fits inside a minute.'],
      ['juniper', 'I did, so here it goes.'],
      ['juniper', 'There was once a lighthouse keeper who could not sleep.'],
      ['juniper', 'Every night she recorded the sea on a little tape machine.'],
      ['juniper', 'She labelled each tape with the date and the mood of the waves.'],
      ['juniper', 'Calm, restless, angry, and once, simply, singing.'],
      ['juniper', 'Years later the lighthouse was automated and she had to leave.'],
      ['juniper', 'She took one tape with her, the one marked singing.'],
      ['juniper', 'She never played it, because she already knew how it sounded.'],
      ['otto', 'That last line gave me goose bumps.'],
      ['ada', 'It is the whole story in one sentence, which is exactly what a soundbite wants.'],
      ['juniper', 'Short stories are all ending, really.'],
      ['otto', 'Thank you, Juniper, and thank you for listening.'],
    ],
    chapters: [
      { from: 0, title: 'Our guest' },
      { from: 5, title: 'The lighthouse keeper' },
      { from: 12, title: 'Why it works' },
    ],
    soundbites: [
      { from: 5, to: 11, title: 'The lighthouse keeper who recorded the sea' },
      // A soundbite without a title: the app shows a fallback, never the episode title.
      { from: 11, to: 11, title: '' },
      { from: 13, to: 14, title: 'All ending, really' },
    ],
  },
  {
    number: 3,
    slug: 'episode-3',
    guid: 'soundbites-demo-episode-3',
    title: 'Cutting a Good Clip',
    publishedAt: '2026-09-21T08:00:00Z',
    summary: 'Producer Bram Okafor explains how a feed becomes soundbites: transcripts, timing, and the people who pick the best moments.',
    people: [
      { person: 'otto', role: 'host', group: 'cast' },
      { person: 'bram', role: 'guest', group: 'cast' },
      { person: 'mara', role: 'producer', group: 'crew' },
    ],
    srt: false,
    lines: [
      ['otto', 'Hello, this is Soundbites Demo, and Ada is away this week.'],
      ['otto', 'With me is Bram Okafor, who cuts clips for a living.'],
      ['bram', 'Hello Otto.'],
      ['otto', 'Bram, where does a clip begin?'],
      ['bram', 'It begins with the feed.'],
      ['bram', 'A podcast feed can list its own soundbites, its transcripts, its chapters and its people.'],
      ['bram', 'The transcript matters most, because every line has a start time and an end time.'],
      ['otto', 'So you can read the episode instead of scrubbing through it.'],
      ['bram', 'Exactly, you search the words, and the words take you to the moment.'],
      ['bram', 'Then a person listens, and moves the edges until the clip breathes.'],
      ['otto', 'Breathes?'],
      ['bram', 'A clip should start just before the first word and end just after the last one.'],
      ['bram', 'Cut too tight, and it sounds like a mistake.'],
      ['otto', 'And once it is right?'],
      ['bram', 'You publish it, and anyone with the link hears exactly that moment.'],
      ['otto', 'Bram Okafor, thank you, and thanks to everyone listening.'],
    ],
    chapters: [
      { from: 0, title: 'Introductions' },
      { from: 3, title: 'From feed to transcript' },
      { from: 9, title: 'Letting a clip breathe' },
      { from: 13, title: 'Publishing' },
    ],
    soundbites: [
      { from: 5, to: 6, title: 'What a podcast feed can carry' },
      { from: 11, to: 12, title: 'Let the clip breathe' },
    ],
  },
];

/**
 * Moments staff pick by hand when the demo is seeded (the feed's own soundbites come from the feed).
 * The seed reads their times from the manifest the generator writes.
 */
export const STAFF_SOUNDBITES = [
  { episode: 'soundbites-demo-episode-1', from: 4, to: 6, title: 'You decide in seconds' },
  { episode: 'soundbites-demo-episode-3', from: 8, to: 8, title: 'The words take you to the moment' },
];
