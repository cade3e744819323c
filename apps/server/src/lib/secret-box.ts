import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { sharedSecret } from './app-secret.ts';

/**
 * AES-256-GCM for values that must not be readable at rest (SSN, SIN). The key derives from an
 * installation secret kept in the database (app-secret), so every server process shares it.
 * The associated data binds a ciphertext to its row: moved to another row, it fails to open.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static async open(db: Db, name = 'form-answers-key'): Promise<SecretBox> {
    const secret = await sharedSecret(db, name);
    return new SecretBox(createHash('sha256').update(secret).digest());
  }

  seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(associatedData));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  unseal(sealed: string, associatedData: string): string {
    if (!sealed.startsWith('v1:')) throw new Error('Unknown sealed value version');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
