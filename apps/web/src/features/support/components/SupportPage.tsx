import { PagePlaceholder } from '../../../components/PagePlaceholder';

export function SupportPage() {
  return <PagePlaceholder title="Support" purpose="Written below." />;
}
