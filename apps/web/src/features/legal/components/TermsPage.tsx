import { PagePlaceholder } from '../../../components/PagePlaceholder';

export function TermsPage() {
  return <PagePlaceholder title="Terms" purpose="Written below." />;
}
