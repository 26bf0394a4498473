/** What went wrong with an audio element's source, said for listeners (MediaError's codes). */
const MEDIA_ERROR_MESSAGES: Record<number, string> = {
  1: 'Loading the audio was interrupted. Try again.',
  2: 'The episode’s audio could not be downloaded. Check your connection and try again.',
  3: 'The episode’s audio file is damaged and cannot be played.',
  4: 'The episode’s audio could not be loaded: the file is missing or in a format this browser cannot play.',
};

export function mediaErrorMessage(audio: HTMLAudioElement): string {
  return MEDIA_ERROR_MESSAGES[audio.error?.code ?? 0] ?? 'The episode’s audio could not be played.';
}
