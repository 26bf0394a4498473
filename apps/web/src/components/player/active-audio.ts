/** The audio element playing on this page, so starting one player pauses the others. */
let playingAudio: HTMLAudioElement | null = null;

export function claimPlayback(audio: HTMLAudioElement): void {
  if (playingAudio && playingAudio !== audio && !playingAudio.paused) playingAudio.pause();
  playingAudio = audio;
}

export function releasePlayback(audio: HTMLAudioElement): void {
  if (playingAudio === audio) playingAudio = null;
}
