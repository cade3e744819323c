import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../../lib/i18n/i18n.ts';

interface DescriptionEditorProps {
  label: string;
  description: string;
  value: string;
  onChange: (html: string) => void;
  /** Changes when the job is loaded again (a reload after a conflict), to restart from its text. */
  resetKey?: string | number;
}

/**
 * The job description as rich text: only what the server's sanitiser keeps is offered
 * (headings, lists, bold, italics, quotes, links), so what the admin sees is what is stored.
 */
export function DescriptionEditor({ label, description, value, onChange }: DescriptionEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-help`,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const k = (name: keyof Messages['adminJobs']['form']['editor']) => t(`adminJobs.form.editor.${name}`);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      labelProps={{ id: `${id}-label` }}
      descriptionProps={{ id: `${id}-help` }}
    >
      <RichTextEditor
        editor={editor}
        mt={6}
        labels={{
          boldControlLabel: k('bold'),
          italicControlLabel: k('italic'),
          h2ControlLabel: k('h2'),
          h3ControlLabel: k('h3'),
          bulletListControlLabel: k('bulletList'),
          orderedListControlLabel: k('orderedList'),
          blockquoteControlLabel: k('blockquote'),
          linkControlLabel: k('link'),
          unlinkControlLabel: k('unlink'),
          undoControlLabel: k('undo'),
          redoControlLabel: k('redo'),
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
