import type { ResumeTemplate } from '@opencareers/contracts/resume-export';
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Packer,
  Paragraph,
  TabStopPosition,
  TabStopType,
  TextRun,
} from 'docx';
import { displayUrl, type ResumeEntry, type ResumeModel } from './resume-model.ts';

/*
 * The DOCX export: one column in both templates, so applicant-tracking systems read it in
 * order and the candidate can edit it in any word processor. The templates differ in type,
 * colour and the header's alignment, like their PDF counterparts. Word picks a fallback font
 * for any script the chosen one lacks, so every script the candidate writes in shows.
 */

interface Theme {
  font: string;
  accent: string;
  muted: string;
  nameAlign: (typeof AlignmentType)[keyof typeof AlignmentType];
  nameColor: string;
  headingRule: boolean;
}

const themes: Record<ResumeTemplate, Theme> = {
  classic: {
    font: 'Georgia',
    accent: '1F5599',
    muted: '5C6370',
    nameAlign: AlignmentType.CENTER,
    nameColor: '1A1C21',
    headingRule: true,
  },
  modern: {
    font: 'Calibri',
    accent: '1F5599',
    muted: '5C6370',
    nameAlign: AlignmentType.LEFT,
    nameColor: '1F5599',
    headingRule: false,
  },
};

// docx sizes are half-points; spacing is twentieths of a point.
const pt = (n: number) => n * 2;
const tw = (n: number) => n * 20;

export async function resumeDocx(model: ResumeModel, template: ResumeTemplate): Promise<Uint8Array> {
  const th = themes[template];
  const children: Paragraph[] = [];
  const heading = (text: string) =>
    children.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: tw(14), after: tw(6) },
        border: th.headingRule
          ? { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'C7CCD6', space: 2 } }
          : { left: { style: BorderStyle.SINGLE, size: 18, color: th.accent, space: 6 } },
        children: [
          new TextRun({
            text: text.toUpperCase(),
            bold: true,
            size: pt(10.5),
            color: th.accent,
            characterSpacing: 20,
          }),
        ],
      }),
    );
  const entries = (list: ResumeEntry[]) => {
    for (const e of list) {
      children.push(
        new Paragraph({
          keepNext: true,
          spacing: { before: tw(8) },
          tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
          children: [
            new TextRun({ text: e.title, bold: true, size: pt(11) }),
            ...(e.dates ? [new TextRun({ text: `\t${e.dates}`, size: pt(9.5), color: th.muted })] : []),
          ],
        }),
      );
      if (e.subtitle)
        children.push(
          new Paragraph({
            keepNext: e.body.length > 0,
            children: [
              new TextRun({
                text: e.subtitle,
                italics: template === 'classic',
                size: pt(10),
                color: template === 'modern' ? th.accent : th.muted,
              }),
            ],
          }),
        );
      for (const p of e.body)
        children.push(
          new Paragraph({
            spacing: { before: tw(2) },
            ...(p.bullet ? { bullet: { level: 0 } } : {}),
            children: [new TextRun({ text: p.text, size: pt(10) })],
          }),
        );
    }
  };

  children.push(
    new Paragraph({
      alignment: th.nameAlign,
      children: [new TextRun({ text: model.name, bold: true, size: pt(24), color: th.nameColor })],
    }),
  );
  if (model.headline)
    children.push(
      new Paragraph({
        alignment: th.nameAlign,
        children: [new TextRun({ text: model.headline, size: pt(12), color: th.muted })],
      }),
    );
  const contactRuns: (TextRun | ExternalHyperlink)[] = [];
  const sep = () => new TextRun({ text: '  ·  ', size: pt(9.5), color: th.muted });
  model.contact.forEach((c, i) => {
    if (i) contactRuns.push(sep());
    contactRuns.push(new TextRun({ text: c, size: pt(9.5), color: th.muted }));
  });
  for (const l of model.links) {
    if (contactRuns.length) contactRuns.push(sep());
    contactRuns.push(
      new ExternalHyperlink({
        link: l.url,
        children: [
          new TextRun({
            text: l.label ? `${l.label}: ${displayUrl(l.url)}` : displayUrl(l.url),
            size: pt(9.5),
            color: th.accent,
          }),
        ],
      }),
    );
  }
  if (contactRuns.length)
    children.push(
      new Paragraph({ alignment: th.nameAlign, spacing: { before: tw(4) }, children: contactRuns }),
    );

  if (model.summary.length) {
    heading('Profile');
    for (const p of model.summary)
      children.push(
        new Paragraph({ spacing: { after: tw(4) }, children: [new TextRun({ text: p, size: pt(10) })] }),
      );
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
    children.push(
      new Paragraph({ children: [new TextRun({ text: model.skills.join('  ·  '), size: pt(10) })] }),
    );
  }
  if (model.languages.length) {
    heading('Languages');
    children.push(
      new Paragraph({ children: [new TextRun({ text: model.languages.join('  ·  '), size: pt(10) })] }),
    );
  }

  const doc = new Document({
    creator: 'OpenCareers',
    title: model.name ? `${model.name} – Résumé` : 'Résumé',
    styles: { default: { document: { run: { font: th.font, size: pt(10), color: '1A1C21' } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: tw(50), bottom: tw(50), left: tw(56), right: tw(56) },
          },
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
