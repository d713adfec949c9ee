/**
 * Makes the message alert sound of SPEC §7 Assets (/assets/audio/message-alert.mp3): a soft two-tone
 * chime synthesised here, so the project owns every sample of it. Needs `lame` (apt-get install lame).
 * Usage: node --import tsx scripts/generate-alert-sound.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SAMPLE_RATE = 44_100;
const DURATION_S = 0.9;
const OUTPUT = path.resolve(import.meta.dirname, '../apps/web/public/assets/audio/message-alert.mp3');

/** Two bell-like notes (G5 then C6), each with a quick attack, a gentle decay and a few overtones. */
const NOTES = [
  { frequency: 783.99, start: 0, gain: 0.5 },
  { frequency: 1046.5, start: 0.14, gain: 0.45 },
];
const OVERTONES = [
  { ratio: 1, gain: 1 },
  { ratio: 2, gain: 0.28 },
  { ratio: 3.01, gain: 0.1 },
];
const ATTACK_S = 0.006;
const DECAY_PER_S = 6;

function synthesise(): Float32Array {
  const samples = new Float32Array(Math.round(SAMPLE_RATE * DURATION_S));
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / SAMPLE_RATE;
    let value = 0;
    for (const note of NOTES) {
      const local = t - note.start;
      if (local < 0) continue;
      const envelope = Math.min(1, local / ATTACK_S) * Math.exp(-DECAY_PER_S * local);
      for (const overtone of OVERTONES) {
        // Higher overtones fade faster, as on a struck bell.
        const fade = Math.exp(-DECAY_PER_S * (overtone.ratio - 1) * local);
        value +=
          note.gain *
          overtone.gain *
          fade *
          envelope *
          Math.sin(2 * Math.PI * note.frequency * overtone.ratio * local);
      }
    }
    // Fade the last 50 ms to silence so the file ends without a click.
    const tail = Math.min(1, (DURATION_S - t) / 0.05);
    samples[i] = Math.max(-1, Math.min(1, value * 0.6 * tail));
  }
  return samples;
}

function encodeWav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => data.writeInt16LE(Math.round(sample * 32_767), index * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'spona-alert-'));
try {
  const wav = path.join(workDir, 'message-alert.wav');
  writeFileSync(wav, encodeWav(synthesise()));
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '96', '--tt', 'Spona message alert', wav, OUTPUT]);
  console.log(`wrote ${OUTPUT} (${statSync(OUTPUT).size} bytes)`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
