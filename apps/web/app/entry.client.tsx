// Before @bazar/contracts builds its schemas (see the file).
import './lib/zod-without-eval';
import { loadMessages } from '@bazar/contracts';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { splitLangPath } from './lib/language';

// The page's language first: the browser downloads only its messages (az comes with the code),
// and the page hydrates with the same texts the server rendered.
await loadMessages(splitLangPath(window.location.pathname).lang);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
