import type { ReactNode } from 'react';

/** One titled part of a cabinet settings page (spec: forms in sections). */
export function SettingsSection({
  id,
  title,
  note,
  action,
  children,
}: {
  id: string;
  title: string;
  /** A line under the title saying what the section is for. */
  note?: string;
  /** A control beside the title, such as "Add an address". */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-card border border-line p-4 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {title}
          </h2>
          {note && <p className="mt-1 text-sm text-muted">{note}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A smaller group inside a section's form: its own heading over its fields. */
export function FieldGroup({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-4">
      <legend className="contents">
        <span className="block font-semibold">{title}</span>
      </legend>
      {note && <p className="text-sm text-muted">{note}</p>}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
