import { createFileRoute } from '@tanstack/react-router';
import { EntityPage } from '../../features/ops/components/OpsPages';

export const Route = createFileRoute('/ops/entity/$id')({ component: Entity });

function Entity() {
  return <EntityPage id={Route.useParams().id} />;
}
