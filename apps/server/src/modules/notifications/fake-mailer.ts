import type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * A mail server stand-in for tests: records what it took; `failNext(n)` makes the next n sends
 * fail like a refusing server, `down(true)` refuses everything until `down(false)`.
 */
export function fakeMailer() {
  const sent: OutgoingMail[] = [];
  let failures = 0;
  let isDown = false;
  const mailer: Mailer = {
    send: async (mail) => {
      if (isDown || failures > 0) {
        if (failures > 0) failures--;
        throw new Error('421 service not available');
      }
      sent.push(mail);
    },
    close: () => {},
  };
  return {
    mailer,
    sent,
    failNext: (n: number) => {
      failures = n;
    },
    down: (on: boolean) => {
      isDown = on;
    },
  };
}
