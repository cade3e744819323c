import { and, eq } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { addResume, loadProfile } from '../../modules/profile/service.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

/**
 * A one-page résumé PDF for the demo candidate, made from their seeded profile, stored as
 * their primary résumé: the apply form shows it attached from the first visit (docs/applications.md).
 */
export async function seedDemoResume(db: Db, tenantId: string, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!user) return;
  const profile = await loadProfile(db, tenantId, user.id);
  if (profile.resumes.length) return;

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${profile.contact.firstname} ${profile.contact.lastname} – Résumé`);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, size = 10.5, font = regular, gap = 16) => {
    page.drawText(text, { x: 56, y, size, font, color: rgb(0.12, 0.14, 0.18), maxWidth: 483 });
    y -= gap;
  };
  line(`${profile.contact.firstname} ${profile.contact.lastname}`, 22, bold, 28);
  line(profile.headline, 13, regular, 20);
  line([profile.contact.email, profile.contact.phone, profile.place?.label].filter(Boolean).join('  ·  '));
  y -= 10;
  line('Experience', 13, bold, 20);
  for (const e of profile.experience) {
    line(
      `${e.title}, ${e.company}  (${e.startMonth ?? ''} – ${e.current ? 'today' : (e.endMonth ?? '')})`,
      11,
      bold,
    );
    line(e.description.slice(0, 110));
    y -= 6;
  }
  y -= 4;
  line('Skills', 13, bold, 20);
  line(profile.skills.map((s) => s.name).join(', '));
  const bytes = await pdf.save();
  await addResume(db, tenantId, user.id, {
    fileName: `${profile.contact.firstname}-${profile.contact.lastname}-resume.pdf`.toLowerCase(),
    contentType: 'application/pdf',
    bytes,
  });
}
