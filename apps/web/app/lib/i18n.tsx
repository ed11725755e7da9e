// Before @bazar/contracts builds its schemas, and in the same chunk: the root's own first import of
// it runs only after the chunks the root imports have run.
import './zod-without-eval';
import { formatMessage, type Lang, type MessageKey, type MessageValues } from '@bazar/contracts';
import { createContext, type ReactNode, useContext } from 'react';

export type { MessageKey };

export function translator(lang: Lang) {
  return (key: MessageKey, values?: MessageValues): string => formatMessage(lang, key, values);
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
