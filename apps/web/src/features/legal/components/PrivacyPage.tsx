import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    items: [
      <>
        <strong>Your account.</strong> If you sign in, our identity provider (Firebase Authentication) keeps your e-mail address, a password
        hash or your Google account link, and the times you signed up and last signed in.
      </>,
      <>
        <strong>What you do in the listener app.</strong> The soundbites you save and the podcasts you follow, and when you first and last
        used the app.
      </>,
      <>
        <strong>Messages to support.</strong> The e-mail address, topic and message you send us through the contact form, and when you sent
        it.
      </>,
      <>
        <strong>Technical data.</strong> Our servers log requests (address, time, page requested) to keep the service secure and working.
        These logs are deleted after 30 days.
      </>,
    ],
  },
  {
    heading: 'What we do not collect',
    paragraphs: [
      'We do not sell your data, show advertising, or use third-party tracking or analytics cookies. Listening to a shared soundbite does not require an account.',
    ],
  },
  {
    heading: 'Storage in your browser',
    items: [
      'Your sign-in session, so you stay signed in between visits.',
      'Your colour scheme choice (light, dark or automatic).',
      'The playback speed you last chose, so the next episode plays at it, and where you stopped in the last 100 whole episodes you listened to, so each picks up there.',
      'For staff: Nova’s autoplay setting, whether single-letter shortcuts are on, unsaved edits in the operations console (kept until saved or discarded, so a closed tab loses nothing) and a marker telling which browser tab is editing.',
      'A short-lived marker that lets the app reload itself once after we publish a new version.',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To let you sign in, to keep your saved soundbites and followed podcasts, to answer your questions, and to protect the service from abuse. Our legal basis is the contract with you (providing the service) and our legitimate interest in running it securely.',
    ],
  },
  {
    heading: 'Podcast content',
    paragraphs: [
      'Podcast titles, descriptions, audio, transcripts and the people named in them come from the podcasts’ public feeds. The audio stays with the podcast’s own host; we link to it.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account and listener data are kept while your account exists. Support messages are kept for two years so we can follow up on repeated problems, then deleted.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      <>
        You can ask for a copy of your data, have it corrected, or have it deleted. You can delete your account and everything stored with
        it yourself on the{' '}
        <Anchor component={Link} to="/deletion">
          account deletion page
        </Anchor>
        , or ask us through support. You may also complain to your data protection authority.
      </>,
    ],
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      updated="26 November 2026"
      intro="Soundbites collects as little about you as it can. This page explains what we keep, why, and how you can have it removed."
      sections={SECTIONS}
    />
  );
}
