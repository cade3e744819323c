import type { ResumeTemplate } from '@opencareers/contracts/resume-export';
import { type Color, PDFDocument, rgb } from 'pdf-lib';
import { embedFonts, textWidth } from '../offers/pdf-text.ts';
import { Flow, PAGE, Pages, type TextStyle } from './pdf-flow.ts';
import { displayUrl, type ResumeEntry, type ResumeModel } from './resume-model.ts';

/*
 * Two résumé templates drawn with pdf-lib and the DejaVu faces the offer letters use
 * (offers/pdf-text.ts), so Polish, Greek, Cyrillic and the other scripts DejaVu covers come
 * out as written. Both flow onto further pages for long careers, keep a heading with the
 * entry under it, and number the pages when there is more than one.
 */

const ink = rgb(0.1, 0.11, 0.13);
const muted = rgb(0.36, 0.39, 0.44);
const hairline = rgb(0.78, 0.8, 0.84);
const accent = rgb(0.12, 0.33, 0.6);
const band = rgb(0.93, 0.95, 0.98);

type Fonts = Awaited<ReturnType<typeof embedFonts<'regular' | 'bold' | 'italic'>>>;

const style = (font: Fonts[keyof Fonts], size: number, color: Color, leading?: number): TextStyle => ({
  font,
  size,
  color,
  leading,
});

/** Title on the left, dates on the right of the same line (the title wraps short of the dates). */
function entryHeader(flow: Flow, entry: ResumeEntry, title: TextStyle, dates: TextStyle) {
  flow.ensure(flow.lineHeight(title));
  if (!entry.dates) {
    flow.paragraph(entry.title, title);
    return;
  }
  const datesWidth = textWidth(dates.font, entry.dates, dates.size) + 14;
  // Same baseline as the title's first line.
  const y = flow.y;
  flow.y -= title.size - dates.size;
  flow.line(entry.dates, dates, { align: 'right', stay: true });
  flow.y = y;
  flow.paragraph(entry.title, title, { width: flow.width - datesWidth });
}

function footer(pages: Pages, fonts: Fonts, name: string) {
  const n = pages.list.length;
  if (n < 2) return;
  pages.list.forEach((page, i) => {
    const text = `${name} · ${i + 1} / ${n}`;
    const f = fonts.regular.faces[0]!.pdfFont;
    const w = f.widthOfTextAtSize(text, 8);
    page.drawText(text, { x: PAGE.width - 40 - w, y: 26, size: 8, font: f, color: muted });
  });
}

async function newDocument(model: ResumeModel) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(model.name ? `${model.name} – Résumé` : 'Résumé', { showInWindowTitleBar: true });
  pdf.setAuthor(model.name);
  pdf.setCreator('OpenCareers');
  pdf.setProducer('OpenCareers');
  const fonts = await embedFonts(pdf, ['regular', 'bold', 'italic']);
  return { pdf, fonts };
}

async function classic(model: ResumeModel): Promise<Uint8Array> {
  const { pdf, fonts } = await newDocument(model);
  const pages = new Pages(pdf);
  const margin = 56;
  const flow = new Flow(pages, margin, PAGE.width - 2 * margin, () => PAGE.height - 56, 52);
  const body = style(fonts.regular, 10, ink, 1.45);
  const small = style(fonts.regular, 9.5, muted);

  flow.paragraph(model.name, style(fonts.bold, 24, ink, 1.2), { align: 'center' });
  if (model.headline) flow.paragraph(model.headline, style(fonts.regular, 12, muted), { align: 'center' });
  flow.gap(4);
  const contact = [...model.contact, ...model.links.map((l) => displayUrl(l.url))].join('   ·   ');
  if (contact) flow.paragraph(contact, small, { align: 'center' });
  flow.gap(10);
  flow.rule(hairline, 1);
  flow.gap(14);

  const heading = (title: string) => {
    // Keep a heading with at least the first lines under it.
    flow.ensure(58);
    flow.line(title.toUpperCase(), style(fonts.bold, 10.5, accent));
    flow.gap(1);
    flow.rule(hairline);
    flow.gap(8);
  };
  const entries = (list: ResumeEntry[]) => {
    list.forEach((e, i) => {
      flow.ensure(40);
      entryHeader(flow, e, style(fonts.bold, 11, ink), style(fonts.regular, 9.5, muted));
      if (e.subtitle) flow.paragraph(e.subtitle, style(fonts.italic, 10, muted));
      if (e.body.length) flow.gap(3);
      for (const p of e.body) {
        flow.paragraph(p.text, body, { bullet: p.bullet });
        if (!p.bullet) flow.gap(2);
      }
      if (i < list.length - 1) flow.gap(10);
    });
    flow.gap(16);
  };

  if (model.summary.length) {
    heading('Profile');
    for (const p of model.summary) {
      flow.paragraph(p, body);
      flow.gap(3);
    }
    flow.gap(13);
  }
  if (model.experience.length) {
    heading('Experience');
    entries(model.experience);
  }
  if (model.education.length) {
    heading('Education');
    entries(model.education);
  }
  if (model.skills.length) {
    heading('Skills');
    flow.paragraph(model.skills.join('  ·  '), body);
    flow.gap(16);
  }
  if (model.languages.length) {
    heading('Languages');
    flow.paragraph(model.languages.join('  ·  '), body);
  }
  footer(pages, fonts, model.name);
  return pdf.save();
}

async function modern(model: ResumeModel): Promise<Uint8Array> {
  const { pdf, fonts } = await newDocument(model);
  const sidebarWidth = 184;
  const pages = new Pages(pdf, (page) => {
    page.drawRectangle({ x: 0, y: 0, width: sidebarWidth, height: PAGE.height, color: band });
    page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: accent });
  });
  const top = () => PAGE.height - 52;
  const side = new Flow(pages, 26, sidebarWidth - 26 - 18, top, 48);
  const main = new Flow(pages, sidebarWidth + 28, PAGE.width - sidebarWidth - 28 - 40, top, 48);
  const body = style(fonts.regular, 10, ink, 1.45);

  // Main column: who, then what they did.
  main.paragraph(model.name, style(fonts.bold, 25, accent, 1.15));
  if (model.headline) {
    main.gap(2);
    main.paragraph(model.headline, style(fonts.regular, 12.5, muted));
  }
  main.gap(18);
  const heading = (flow: Flow, title: string, size = 10.5) => {
    flow.ensure(56);
    flow.line(title.toUpperCase(), style(fonts.bold, size, accent));
    flow.current.drawRectangle({ x: flow.x, y: flow.y - 3, width: 22, height: 2, color: accent });
    flow.gap(3);
    flow.gap(9);
  };
  if (model.summary.length) {
    heading(main, 'Profile');
    for (const p of model.summary) {
      main.paragraph(p, body);
      main.gap(3);
    }
    main.gap(14);
  }
  const entries = (list: ResumeEntry[]) => {
    list.forEach((e, i) => {
      main.ensure(44);
      main.paragraph(e.title, style(fonts.bold, 11, ink));
      if (e.subtitle) main.paragraph(e.subtitle, style(fonts.regular, 10, accent));
      if (e.dates) main.line(e.dates, style(fonts.regular, 9, muted));
      if (e.body.length) main.gap(3);
      for (const p of e.body) {
        main.paragraph(p.text, body, { bullet: p.bullet });
        if (!p.bullet) main.gap(2);
      }
      if (i < list.length - 1) main.gap(11);
    });
    main.gap(16);
  };
  if (model.experience.length) {
    heading(main, 'Experience');
    entries(model.experience);
  }
  if (model.education.length) {
    heading(main, 'Education');
    entries(model.education);
  }

  // Sidebar: how to reach them and what they know.
  side.gap(6);
  const sideText = style(fonts.regular, 9.5, ink, 1.4);
  const sideMuted = style(fonts.regular, 8.5, muted, 1.35);
  if (model.contact.length) {
    heading(side, 'Contact', 9.5);
    for (const c of model.contact) {
      side.paragraph(c, sideText);
      side.gap(3);
    }
    side.gap(14);
  }
  if (model.links.length) {
    heading(side, 'Links', 9.5);
    for (const l of model.links) {
      if (l.label) side.paragraph(l.label, style(fonts.bold, 9, ink));
      side.paragraph(displayUrl(l.url), sideMuted);
      side.gap(4);
    }
    side.gap(12);
  }
  if (model.skills.length) {
    heading(side, 'Skills', 9.5);
    for (const s of model.skills) side.paragraph(s, sideText, { bullet: false });
    side.gap(14);
  }
  if (model.languages.length) {
    heading(side, 'Languages', 9.5);
    for (const l of model.languages) side.paragraph(l, sideText);
  }
  footer(pages, fonts, model.name);
  return pdf.save();
}

export function resumePdf(model: ResumeModel, template: ResumeTemplate): Promise<Uint8Array> {
  return template === 'modern' ? modern(model) : classic(model);
}
