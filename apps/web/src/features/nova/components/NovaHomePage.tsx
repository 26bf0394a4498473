import { PagePlaceholder } from '../../../components/PagePlaceholder';

export function NovaHomePage() {
  return (
    <PagePlaceholder
      title="Nova"
      purpose="Nova is the listener app, in beta for staff: a feed of soundbites from the podcasts you follow first, then everything else by recency, with continuous playback, saving, following and search."
    />
  );
}
