import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation } from 'react-router';
import { useLang } from '../lib/i18n';
import { languageKey, languages, localizePath, splitLangPath } from '../lib/language';
import { LanguageButton } from './header-buttons';

/**
 * Switches in place: the same path and query under the other language's prefix; the choice is
 * kept. A whole page load, since a browser holds the messages of its page's language only.
 */
export function LanguageSelect({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const lang = useLang();
  const location = useLocation();
  const { rest } = splitLangPath(location.pathname);
  const remember = (shorthand: string) => {
    localStorage.setItem(languageKey, shorthand);
  };
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <LanguageButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-36 rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          {languages.map((language) => (
            <DropdownMenu.Item key={language.code} asChild>
              <Link
                to={localizePath(rest, language.shorthand) + location.search}
                reloadDocument
                onClick={() => remember(language.shorthand)}
                hrefLang={language.shorthand}
                lang={language.shorthand}
                aria-current={language.shorthand === lang ? 'true' : undefined}
                className="block rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent-soft aria-[current]:font-semibold"
              >
                {language.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
