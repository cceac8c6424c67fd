/**
 * A short hammer strike synthesised with Web Audio (no audio files): a falling sine thump plus a burst of
 * filtered noise for the metallic click. One AudioContext is created on first use, after a user gesture.
 */
let context: AudioContext | undefined;

export function playHammer(volume: number): void {
  if (volume <= 0 || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const now = context.currentTime;

  const gain = context.createGain();
  gain.gain.setValueAtTime(volume, now);
  gain.gain.exponentialRampToValueAtTime(0.001, now + 0.18);
  gain.connect(context.destination);

  const thump = context.createOscillator();
  thump.type = 'sine';
  thump.frequency.setValueAtTime(180, now);
  thump.frequency.exponentialRampToValueAtTime(60, now + 0.15);
  thump.connect(gain);
  thump.start(now);
  thump.stop(now + 0.18);

  const length = Math.floor(context.sampleRate * 0.05);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let index = 0; index < length; index += 1) samples[index] = (Math.random() * 2 - 1) * (1 - index / length);
  const click = context.createBufferSource();
  click.buffer = buffer;
  const bandpass = context.createBiquadFilter();
  bandpass.type = 'bandpass';
  bandpass.frequency.value = 3200;
  click.connect(bandpass);
  bandpass.connect(gain);
  click.start(now);
}
