import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import { PageMessage } from '../../../components/PageMessage';
import { opsTitle } from '../../../lib/titles';

/** An unknown /ops/... path: not found, inside the console so its navigation stays. */
export function OpsNotFound() {
  const { pathname } = useLocation();
  useDocumentTitle(opsTitle('Not found'));
  return (
    <PageMessage
      eyebrow="404"
      title="This page does not exist"
      actions={
        <>
          <Button component={Link} to="/ops">
            Go to the dashboard
          </Button>
          <Button component={Link} to="/ops/search" variant="default">
            Search
          </Button>
        </>
      }
    >
      There is no ops page at <code>{pathname}</code>. It may be mistyped, or the record may have been removed.
    </PageMessage>
  );
}
