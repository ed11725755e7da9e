import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useNavigation } from 'react-router';

const inputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:text-sm';

/** The message beside a field; tests and screen readers find it through the input's aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-discount">
      {children}
    </p>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** For two forms on one page whose fields share a name. */
  idPrefix?: string;
};

/** What a field's control is described by: its error where there is one, else its hint. */
const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** A field's label above its control, and its hint (while there is no error) or its error below. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A labelled input with its hint and its error beside it. */
export function TextField({ name, label, error, hint, idPrefix = 'field', required, ...input }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

/**
 * A form's text fields by name: each takes its value (as typed, else as saved) and its error from
 * the form, so the form lists only a field's name, label and what else its input needs.
 */
export function textFieldsOf<Name extends string>({
  idPrefix,
  value,
  errors,
  required,
}: {
  idPrefix: string;
  value: (name: Name) => string | undefined;
  errors: Partial<Record<Name, string>>;
  /** Every field of the form is required. */
  required?: boolean;
}) {
  return (name: Name, label: string, extra: Partial<FieldProps> = {}) => (
    <TextField
      name={name}
      label={label}
      defaultValue={value(name)}
      error={errors[name]}
      idPrefix={idPrefix}
      required={required}
      {...extra}
    />
  );
}

/** The phone number field: digits only (994501234567), the phone keypad, the browser's own number offered. */
export function PhoneField(props: Omit<FieldProps, 'name'> & { name?: string }) {
  return (
    <TextField
      name="phone"
      type="tel"
      inputMode="numeric"
      placeholder="994501234567"
      autoComplete="tel"
      {...props}
    />
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  idPrefix?: string;
};

/** A labelled text area with its hint and its error beside it. */
export function TextAreaField({ name, label, error, hint, idPrefix = 'field', ...area }: TextAreaProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...area}
      />
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  idPrefix?: string;
  children: ReactNode;
};

/** A labelled select with its hint and its error beside it. */
export function SelectField({
  name,
  label,
  error,
  hint,
  idPrefix = 'field',
  children,
  ...select
}: SelectProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A set of radio buttons shown as a row of choices. */
export function ChoiceField({
  name,
  legend,
  options,
  value,
  error,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value?: string | null;
  error?: string;
}) {
  const errorId = `choice-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              className="accent-accent"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** A message about the whole form, such as a wrong password, read out when it appears. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-discount/30 bg-discount/5 px-3 py-2.5 text-sm text-discount"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  );
}

/** The form's main button; it waits while its own submission (same intent) is on the way. */
export function SubmitButton({
  children,
  intent,
  variant = 'primary',
}: {
  children: ReactNode;
  intent?: string;
  variant?: 'primary' | 'secondary';
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    (intent === undefined || navigation.formData?.get('intent') === intent);
  const look =
    variant === 'primary'
      ? 'bg-accent text-white hover:bg-accent-hover'
      : 'border border-line bg-white text-ink hover:bg-surface';
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      aria-disabled={busy || undefined}
      className={`w-full rounded-lg px-4 py-2.5 font-semibold disabled:opacity-60 aria-disabled:opacity-70 ${look}`}
    >
      {children}
    </button>
  );
}
