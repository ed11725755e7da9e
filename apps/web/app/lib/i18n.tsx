import type { Lang } from '@bazar/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import az from '../locales/az.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

export type MessageKey = keyof typeof az;
export const catalogues: Record<Lang, Record<MessageKey, string>> = { az, en, ru };

export function translator(lang: Lang) {
  return (key: MessageKey, vars?: Record<string, string | number>): string => {
    const text = catalogues[lang][key] ?? catalogues.az[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
  };
}

export type Translate = ReturnType<typeof translator>;

const LangContext = createContext<Lang>('az');

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export function useLang(): Lang {
  return useContext(LangContext);
}

export function useT(): Translate {
  return translator(useLang());
}
