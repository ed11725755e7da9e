import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FieldError } from '../../components/form';
import { useT } from '../../lib/i18n';

const fieldClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus-within:border-accent aria-[invalid]:border-discount sm:text-sm';

/**
 * The description as rich text (TipTap). Only what the API keeps is offered: paragraphs, headings,
 * lists, quotes, bold, italic, underline and links; the API sanitizes whatever arrives all the same.
 * The HTML goes with the form in a hidden field. Before JavaScript runs the page has a plain textarea.
 */
export function DescriptionEditor({
  initial,
  error,
  hydrated,
  name = 'description',
  label,
}: {
  initial: string;
  error?: string;
  hydrated: boolean;
  /** The form field's name (the back office edits several texts on one form); `description` by default. */
  name?: string;
  /** The label; the product form's "Description" by default. */
  label?: string;
}) {
  const t = useT();
  const id = `field-${name}`;
  const shown = label ?? t('productForm.description');
  if (!hydrated)
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          {shown}
        </label>
        <textarea
          id={id}
          name={name}
          rows={8}
          defaultValue={initial}
          className={fieldClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    );
  return <RichText initial={initial} error={error} name={name} label={shown} />;
}

function RichText({
  initial,
  error,
  name,
  label,
}: {
  initial: string;
  error?: string;
  name: string;
  label: string;
}) {
  const t = useT();
  const id = `field-${name}`;
  const [html, setHtml] = useState(initial);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
    ],
    content: initial,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: 'prose-content min-h-40 px-3 py-2.5 outline-none',
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const setLink = () => {
    const previous = (editor?.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('productForm.editor.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') chain()?.extendMarkRange('link').unsetLink().run();
    else chain()?.extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-semibold">
        {label}
      </span>
      <div className={fieldClass} aria-invalid={error ? true : undefined} style={{ padding: 0 }}>
        <div
          role="toolbar"
          aria-label={t('productForm.editor.toolbar')}
          className="flex flex-wrap gap-1 border-b border-line p-1.5"
        >
          <Tool
            label={t('productForm.editor.bold')}
            on={active?.bold}
            run={() => chain()?.toggleBold().run()}
          >
            <Bold className="size-4" aria-hidden />
          </Tool>
          <Tool
            label={t('productForm.editor.italic')}
            on={active?.italic}
            run={() => chain()?.toggleItalic().run()}
          >
            <Italic className="size-4" aria-hidden />
          </Tool>
          <Tool
            label={t('productForm.editor.underline')}
            on={active?.underline}
            run={() => chain()?.toggleUnderline().run()}
          >
            <Underline className="size-4" aria-hidden />
          </Tool>
          <Tool
            label={t('productForm.editor.heading')}
            on={active?.h2}
            run={() => chain()?.toggleHeading({ level: 2 }).run()}
          >
            <Heading2 className="size-4" aria-hidden />
          </Tool>
          <Tool
            label={t('productForm.editor.subheading')}
            on={active?.h3}
            run={() => chain()?.toggleHeading({ level: 3 }).run()}
          >
            <Heading3 className="size-4" aria-hidden />
          </Tool>
          <Tool
            label={t('productForm.editor.bulletList')}
            on={active?.bullet}
            run={() => chain()?.toggleBulletList().run()}
          >
            <List className="size-4" aria-hidden />
          </Tool>
          <Tool
            label={t('productForm.editor.orderedList')}
            on={active?.ordered}
            run={() => chain()?.toggleOrderedList().run()}
          >
            <ListOrdered className="size-4" aria-hidden />
          </Tool>
          <Tool
            label={t('productForm.editor.quote')}
            on={active?.quote}
            run={() => chain()?.toggleBlockquote().run()}
          >
            <Quote className="size-4" aria-hidden />
          </Tool>
          <Tool label={t('productForm.editor.link')} on={active?.link} run={setLink}>
            <Link2 className="size-4" aria-hidden />
          </Tool>
          <Tool label={t('productForm.editor.undo')} run={() => chain()?.undo().run()}>
            <Undo2 className="size-4" aria-hidden />
          </Tool>
          <Tool label={t('productForm.editor.redo')} run={() => chain()?.redo().run()}>
            <Redo2 className="size-4" aria-hidden />
          </Tool>
        </div>
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function Tool({
  label,
  on,
  run,
  children,
}: {
  label: string;
  on?: boolean;
  run: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={on === undefined ? undefined : on}
      onClick={run}
      className="rounded p-1.5 text-muted hover:bg-surface hover:text-ink aria-pressed:bg-accent-soft aria-pressed:text-accent"
    >
      {children}
    </button>
  );
}
