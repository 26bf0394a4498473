import { createFileRoute } from '@tanstack/react-router';
import { EntityPage } from '../../features/entity/components/EntityPage';

export const Route = createFileRoute('/ops/entity/$id')({ component: Entity });

function Entity() {
  return <EntityPage id={Route.useParams().id} />;
}
