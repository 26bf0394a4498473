import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageMessage } from '../../../components/PageMessage';

/** Any path of the public site that no page answers: the same shape as every page-sized message there. */
export function NotFoundPage() {
  return (
    <PageMessage
      eyebrow="404"
      title="This page does not exist"
      standalone
      actions={
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      }
    >
      The link may be mistyped, or the page may have moved.
    </PageMessage>
  );
}
