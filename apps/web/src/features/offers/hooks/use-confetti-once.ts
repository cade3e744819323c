import confetti from 'canvas-confetti';
import { useEffect } from 'react';

/** shell §9: 200 pieces. */
export const confettiPieces = 200;
export const visitedKey = (offerId: string) => `offer-visited:${offerId}`;

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * Celebrates a newly extended offer once: the first visit fires confetti and stores a visited
 * flag, so later visits (and reloads) stay calm.
 */
export function useConfettiOnce(offerId: string | undefined, celebrate: boolean) {
  useEffect(() => {
    if (!offerId || !celebrate) return;
    const key = visitedKey(offerId);
    if (readFlag(key)) return;
    try {
      localStorage.setItem(key, '1');
    } catch {
      // Storage may be off (private mode); confetti then shows on each visit, which is harmless.
    }
    void confetti({
      particleCount: confettiPieces,
      spread: 80,
      origin: { y: 0.6 },
      disableForReducedMotion: true,
    });
  }, [offerId, celebrate]);
}
