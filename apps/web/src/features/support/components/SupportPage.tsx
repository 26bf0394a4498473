import { Accordion, Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ContactForm } from './ContactForm';

const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: 'What is a soundbite?',
    answer:
      'A short moment of a podcast episode, with a start and an end, chosen because it is worth hearing on its own. Some come from the podcast’s own feed, others are picked by our editors.',
  },
  {
    question: 'Do I need an account to listen?',
    answer:
      'No. Anyone can open a shared soundbite link and listen, and every moment on this site plays without one. Accounts are for saving soundbites and following podcasts in Nova, our listening app, which is open only to our staff while it is in beta.',
  },
  {
    question: 'A soundbite starts or ends in the wrong place. Can you fix it?',
    answer: 'Yes. Send us the link with the topic “A podcast or soundbite” and tell us what is wrong; an editor will adjust it.',
  },
  {
    question: 'I make a podcast. Can I have it removed or corrected?',
    answer:
      'Of course. Write to us from an address we can verify against your feed (for example the owner e-mail in it) and tell us what you would like changed.',
  },
  {
    question: 'How do I reset my password?',
    answer: 'On the sign-in page choose “Forgot password?” and enter your e-mail address. We will send you a link to choose a new one.',
  },
  {
    question: 'How do I delete my account?',
    answer: (
      <>
        Go to the{' '}
        <Anchor component={Link} to="/deletion">
          account deletion page
        </Anchor>
        . Deleting removes your profile, saved soundbites and followed podcasts. Our{' '}
        <Anchor component={Link} to="/privacy">
          privacy policy
        </Anchor>{' '}
        explains what we keep and for how long.
      </>
    ),
  },
];

export function SupportPage() {
  return (
    <Stack gap="xl">
      <Stack gap={4} maw={720}>
        <Title order={1} fz={{ base: 30, sm: 38 }}>
          Support
        </Title>
        <Text size="lg" c="dimmed">
          Answers to common questions, and a way to reach us when they are not enough.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title order={2} fz="xl">
            Common questions
          </Title>
          <Accordion variant="contained" radius="md">
            {/* Mantine builds the control's and panel's ids from the value: one without spaces, which
                would make aria-controls and aria-labelledby name several ids that do not exist. */}
            {FAQ.map((entry, index) => (
              <Accordion.Item key={entry.question} value={`question-${index + 1}`}>
                <Accordion.Control>{entry.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{entry.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="contact-heading">
          <Stack gap="sm">
            <Title order={2} fz="xl" id="contact-heading">
              Contact us
            </Title>
            <Text size="sm" c="dimmed">
              We usually answer within two working days.
            </Text>
            <ContactForm />
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
