import { useSubmit } from 'react-router';

/** Hidden fields that carry the rest of the listing's state through a GET form. */
export function HiddenFields({ search }: { search: URLSearchParams }) {
  return (
    <>
      {[...search].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * Submits a listing's GET form without the empty fields (an untouched price box) and without the
 * page's own default sort, so the address stays short. Without JavaScript the form submits as is.
 */
export function useListingSubmit(defaultSort: string) {
  const submit = useSubmit();
  return (form: HTMLFormElement) => {
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      if (name === 'sort' && value === defaultSort) continue;
      search.append(name, value.trim());
    }
    submit(search, {
      method: 'get',
      action: form.getAttribute('action') ?? undefined,
      preventScrollReset: true,
    });
  };
}
