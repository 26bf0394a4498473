import { PagePlaceholder } from '../../../components/PagePlaceholder';

export function PrivacyPage() {
  return <PagePlaceholder title="Privacy" purpose="Written below." />;
}
