import { PagePlaceholder } from '../../../components/PagePlaceholder';

export function DeletionPage() {
  return (
    <PagePlaceholder
      title="Delete your account"
      purpose="Here you will be able to delete your Soundbites account and everything stored with it: your profile, saved soundbites and followed podcasts. Until then, ask us through the support page and we will delete it for you."
    />
  );
}
