import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageMessage } from '../../../components/PageMessage';

/** A page-sized message inside Nova (a podcast withdrawn, a mistyped path), with the ways on inside it. */
export function NovaMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageMessage
      title={title}
      actions={
        <>
          <Button component={Link} to="/nova">
            Go to the feed
          </Button>
          <Button component={Link} to="/nova/search" variant="default">
            Search
          </Button>
        </>
      }
    >
      {children}
    </PageMessage>
  );
}

/** An unknown /nova/... path: not found, inside Nova so its navigation and player stay. */
export function NovaNotFound() {
  return <NovaMessage title="This page does not exist">There is no Nova page at this address. It may be mistyped.</NovaMessage>;
}
