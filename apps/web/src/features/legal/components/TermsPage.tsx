import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      'Soundbites finds short moments (“soundbites”) of public podcast episodes and lets you listen to and share them. Anyone can open a shared soundbite; some features need an account.',
    ],
  },
  {
    heading: 'Your account',
    items: [
      'Keep your sign-in details to yourself; you are responsible for what happens with your account.',
      'Give us an e-mail address you can receive mail at, so we can help you recover your account.',
      <>
        You can stop using Soundbites at any time and delete your account on the{' '}
        {/* In a list item, not a paragraph: underlined here, as every link inside a sentence is. */}
        <Anchor component={Link} to="/deletion" underline="always">
          account deletion page
        </Anchor>
        .
      </>,
    ],
  },
  {
    heading: 'Podcasts and their creators',
    paragraphs: [
      'Podcasts belong to their creators. We play soundbites from the episode audio on the podcast’s own host and always link to the full episode. If you make a podcast and want a soundbite changed or removed, contact us through support and we will act promptly.',
    ],
  },
  {
    heading: 'Acceptable use',
    items: [
      'Do not try to break, overload or get around the security of the service.',
      'Do not scrape the service in bulk or use it to build a competing catalogue.',
      'Do not use shared soundbites to mislead people about what was said.',
    ],
  },
  {
    heading: 'Availability and liability',
    paragraphs: [
      'We work to keep Soundbites available and correct, but we provide it “as is”, without guarantees that it will always be available or free of errors. To the extent the law allows, we are not liable for indirect losses arising from your use of the service.',
    ],
  },
  {
    heading: 'Changes',
    paragraphs: [
      'We may update these terms as the product changes. When a change matters, we will say so on this page and, if you have an account, by e-mail before it takes effect.',
    ],
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of use"
      updated="1 November 2026"
      intro="These terms are the agreement between you and Soundbites when you use the website or the listener app."
      sections={SECTIONS}
    />
  );
}
