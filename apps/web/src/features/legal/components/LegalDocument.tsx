import { Anchor, Box, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  paragraphs?: ReactNode[];
  items?: ReactNode[];
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <Stack gap="lg" maw={760} component="article">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 30, sm: 38 }}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          Last updated {updated}
        </Text>
      </Stack>
      <Text size="lg">{intro}</Text>
      <Box>
        {sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} fz="xl" mt="lg" mb="xs">
              {section.heading}
            </Title>
            {section.paragraphs?.map((paragraph, index) => (
              <Text key={index} mb="sm">
                {paragraph}
              </Text>
            ))}
            {section.items ? (
              <List spacing={6} mb="sm">
                {section.items.map((item, index) => (
                  <List.Item key={index}>{item}</List.Item>
                ))}
              </List>
            ) : null}
          </section>
        ))}
      </Box>
      <Text size="sm" c="dimmed">
        Questions about this document? Write to us through the{' '}
        <Anchor component={Link} to="/support">
          support page
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
