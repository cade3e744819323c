import { isBreachedPassword } from './breached-passwords.ts';
import { MIN_PASSWORD_SCORE, passwordScore } from './password-strength.ts';

/**
 * The most common passwords of public breach corpora (the head of the SecLists "10k most
 * common" list) that also meet the 8-character minimum. Rejecting them stops the bulk of
 * credential-stuffing successes; NIST SP 800-63B asks for exactly this check.
 */
const list = `password 12345678 123456789 1234567890 qwertyuiop password1 iloveyou1 sunshine princess1
football baseball welcome1 shadow123 superman michael1 trustno1 jennifer1 11111111 00000000 abc12345
1q2w3e4r qwerty123 qwertyui asdfghjkl zxcvbnm1 1qaz2wsx passw0rd password123 letmein1 monkey123
dragon123 master123 whatever starwars computer michelle jessica1 charlie1 internet butterfly
liverpool chocolate 987654321 123123123 88888888 12341234 iloveyou password12 welcome123 admin123
administrator changeme changeme1 p@ssw0rd p@ssword qwerty12 abcd1234 aa123456 11223344 99999999
freedom1 basketball soccer123 hello123 loveme123 fuckyou1 killer123 pokemon1 matrix123 mustang1
access14 ncc1701d secret123 q1w2e3r4 1234qwer test1234 default1 letmein123 summer2024 winter2024
spring2024 autumn2024 summer2025 winter2025 spring2025 summer2026 winter2026 spring2026 opencareers`;

export const commonPasswords: ReadonlySet<string> = new Set(list.split(/\s+/));

/**
 * The one check every new password passes (sign-up, change, reset): refused when it is in the
 * list above, in the bundled breach corpus (~475,000 entries, breached-passwords.ts) or when
 * zxcvbn estimates it guessable (score below 3), e.g. `aaaaaaaa`. `userInputs` (email, names)
 * count as known words, so a password made of the user's own name is weak too.
 */
export const isCommonPassword = (password: string, userInputs: string[] = []): boolean =>
  commonPasswords.has(password.toLowerCase()) ||
  isBreachedPassword(password) ||
  passwordScore(password, userInputs) < MIN_PASSWORD_SCORE;
